import { copyLeaves } from 'shared-i18n/testing/parity';
import { productsEn } from '../en';
import { productsFr } from '../fr';
import * as vulnyzer from '../../data/vulnyzer';
import * as meetlyhub from '../../data/meetlyhub';

const languages = { en: productsEn, fr: productsFr };

const expectedCounts: [string, (copy: typeof productsEn) => readonly unknown[], number][] = [
  ['vulnyzer.stats', (c) => c.vulnyzer.stats, 4],
  ['vulnyzer.overview.points', (c) => c.vulnyzer.overview.points, 3],
  ['vulnyzer.architecture.components', (c) => c.vulnyzer.architecture.components, 4],
  ['vulnyzer.features.items', (c) => c.vulnyzer.features.items, 6],
  ['vulnyzer.benefits.items', (c) => c.vulnyzer.benefits.items, 4],
  ['vulnyzer.useCases.items', (c) => c.vulnyzer.useCases.items, 3],
  ['vulnyzer.specs.rows', (c) => c.vulnyzer.specs.rows, 6],
  ['meetlyhub.stats', (c) => c.meetlyhub.stats, 4],
  ['meetlyhub.collaboration.points', (c) => c.meetlyhub.collaboration.points, 3],
  ['meetlyhub.dashboard.rows', (c) => c.meetlyhub.dashboard.rows, 4],
  ['meetlyhub.features.items', (c) => c.meetlyhub.features.items, 6],
  ['meetlyhub.benefits.items', (c) => c.meetlyhub.benefits.items, 4],
  ['meetlyhub.useCases.items', (c) => c.meetlyhub.useCases.items, 3],
  ['meetlyhub.integrations.items', (c) => c.meetlyhub.integrations.items, 6],
  ['meetlyhub.specs.rows', (c) => c.meetlyhub.specs.rows, 8],
  ['home.vulnyzer.points', (c) => c.home.vulnyzer.points, 3],
  ['home.meetlyhub.points', (c) => c.home.meetlyhub.points, 3],
];

describe.each(Object.entries(languages))('products copy in %s', (_language, copy) => {
  test.each(expectedCounts)('%s has its full count', (_key, pick, count) => {
    expect(pick(copy)).toHaveLength(count);
  });

  test('no text is empty', () => {
    const empty = copyLeaves(copy).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  test('every feature has details and every use case has sectors', () => {
    for (const product of [copy.vulnyzer, copy.meetlyhub]) {
      for (const feature of product.features.items) expect(feature.details.length).toBeGreaterThanOrEqual(3);
      for (const useCase of product.useCases.items) expect(useCase.sectors.length).toBeGreaterThanOrEqual(2);
    }
  });
});

test('French has exactly the structure of English', () => {
  const shape = (copy: unknown) => copyLeaves(copy).map(([path]) => path);
  expect(shape(productsFr)).toEqual(shape(productsEn));
});

test('the data modules have one entry per item of copy', () => {
  expect(vulnyzer.vulnyzerPoints).toHaveLength(productsEn.vulnyzer.overview.points.length);
  expect(vulnyzer.vulnyzerComponents).toHaveLength(productsEn.vulnyzer.architecture.components.length);
  expect(vulnyzer.vulnyzerFeatures).toHaveLength(productsEn.vulnyzer.features.items.length);
  expect(vulnyzer.vulnyzerBenefits).toHaveLength(productsEn.vulnyzer.benefits.items.length);
  expect(vulnyzer.vulnyzerUseCases).toHaveLength(productsEn.vulnyzer.useCases.items.length);
  expect(meetlyhub.meetlyhubPoints).toHaveLength(productsEn.meetlyhub.collaboration.points.length);
  expect(meetlyhub.meetlyhubDashboardRows).toHaveLength(productsEn.meetlyhub.dashboard.rows.length);
  expect(meetlyhub.meetlyhubFeatures).toHaveLength(productsEn.meetlyhub.features.items.length);
  expect(meetlyhub.meetlyhubBenefits).toHaveLength(productsEn.meetlyhub.benefits.items.length);
  expect(meetlyhub.meetlyhubUseCases).toHaveLength(productsEn.meetlyhub.useCases.items.length);
  expect(meetlyhub.meetlyhubIntegrations).toHaveLength(productsEn.meetlyhub.integrations.items.length);
});

test('the figures of the specification are in the English copy', () => {
  expect(productsEn.vulnyzer.stats.map((stat) => stat.value)).toEqual(['10M+', '99.9%', '50K+', '24/7']);
  expect(productsEn.meetlyhub.stats.map((stat) => stat.value)).toEqual(['50M+', '99.99%', '10K+', '150+']);
  expect(productsEn.meetlyhub.dashboard.rows.map((row) => row.value)).toEqual([
    '4K Ready',
    'Excellent',
    '24 Active',
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
