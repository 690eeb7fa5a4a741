import { copyLeaves } from 'shared-i18n/testing/parity';
import { productsEn } from '../en';
import { productsFr } from '../fr';
import { meetlyhubDashboardRows } from '../../data/meetlyhub';

const languages = { en: productsEn, fr: productsFr };

describe.each(Object.entries(languages))('products copy in %s', (_language, copy) => {
  test('no text is empty', () => {
    const empty = copyLeaves(copy).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  test('every feature has details and every use case has sectors', () => {
    for (const product of [copy.vulnyzer, copy.meetlyhub]) {
      for (const feature of Object.values(product.features.items))
        expect(feature.details.length).toBeGreaterThanOrEqual(3);
      for (const useCase of Object.values(product.useCases.items))
        expect(useCase.sectors.length).toBeGreaterThanOrEqual(2);
    }
  });
});

test('French has exactly the structure of English', () => {
  const shape = (copy: unknown) => copyLeaves(copy).map(([path]) => path);
  expect(shape(productsFr)).toEqual(shape(productsEn));
});

test('the figures of the specification are in the English copy', () => {
  // But the spec's "99.9% detection accuracy", which names no benchmark (README, "Before going live").
  expect(productsEn.vulnyzer.stats.map((stat) => stat.value)).toEqual(['10M+', 'CVSS', '50K+', '24/7']);
  expect(JSON.stringify([productsEn, productsFr])).not.toMatch(/accuracy|précision de détection|\bSLA\b/i);
  expect(productsEn.meetlyhub.stats.map((stat) => stat.value)).toEqual(['50M+', '99.99%', '10K+', '150+']);
  const rows = productsEn.meetlyhub.dashboard.rows;
  expect(meetlyhubDashboardRows.map(({ id }) => rows[id].value)).toEqual([
    '4K ready',
    'Excellent',
    '24 active',
    'Live',
  ]);
  expect(productsEn.vulnyzer.specs.rows.at(-1)?.value).toContain('10,000');
});

test('product and standard names stay untranslated in French; the regulation is the RGPD', () => {
  const french = JSON.stringify(productsFr);
  for (const name of [
    'Vulnyzer',
    'MeetlyHub',
    'CVE',
    'CVSS',
    'OWASP',
    'SOC 2',
    'ISO 27001',
    'HIPAA',
    'PCI DSS',
    'RGPD',
  ]) {
    expect(french).toContain(name);
  }
  // A regulation, not a technical name (decisions.md keeps CVE, CVSS, OWASP, SOC 2, ISO 27001): French readers know it as RGPD.
  expect(french).not.toContain('GDPR');
});
