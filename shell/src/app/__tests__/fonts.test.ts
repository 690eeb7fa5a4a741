import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyLeaves } from 'shared-i18n/testing/parity';
import { commonEn } from 'shared-i18n/locales/common-en';
import { commonFr } from 'shared-i18n/locales/common-fr';
import { homeEn } from '../../locales/home/en';
import { homeFr } from '../../locales/home/fr';
import { servicesEn } from '../../../../remote-services/src/locales/en';
import { servicesFr } from '../../../../remote-services/src/locales/fr';
import { productsEn } from '../../../../remote-products/src/locales/en';
import { productsFr } from '../../../../remote-products/src/locales/fr';
import { companyEn } from '../../../../remote-company/src/locales/en';
import { companyFr } from '../../../../remote-company/src/locales/fr';

const css = readFileSync(join(__dirname, '..', 'fonts.css'), 'utf8');

/** The code points of the @font-face's unicode-range, as [first, last] pairs. */
function unicodeRanges(source: string): [number, number][] {
  const declaration = source.match(/unicode-range:([^;]+);/)?.[1];
  if (!declaration) throw new Error('fonts.css: no unicode-range');
  return declaration.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

const strings = (copy: unknown) => copyLeaves(copy).flatMap(([, value]) => (typeof value === 'string' ? [value] : []));

describe('the Inter subset the site declares', () => {
  const ranges = unicodeRanges(css);
  const covered = (character: string) => {
    const code = character.codePointAt(0) ?? 0;
    return ranges.some(([first, last]) => code >= first && code <= last);
  };

  it('is one face: the Latin file of the self-hosted package, shown at once (swap)', () => {
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toMatch(/src: url\('@fontsource-variable\/inter\/files\/inter-latin-wght-normal\.woff2'\)/);
    expect(css).toMatch(/font-display: swap;/);
    expect(covered('A')).toBe(true);
    expect(covered('\u0416')).toBe(false); // Cyrillic: outside, in the fallback font
  });

  it.each([
    ['shared', commonEn, commonFr],
    ['home', homeEn, homeFr],
    ['services', servicesEn, servicesFr],
    ['products', productsEn, productsFr],
    ['company', companyEn, companyFr],
  ])('covers every character of the %s copy in English and French', (_area, english, french) => {
    const text = [...strings(english), ...strings(french)].join('');
    expect(text.length).toBeGreaterThan(100);
    expect(text).toMatch(/[éèàçœ’«]/);
    const missing = [...new Set([...text].filter((character) => !covered(character)))];
    expect(missing).toEqual([]);
  });
});
