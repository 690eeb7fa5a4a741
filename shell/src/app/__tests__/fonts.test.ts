import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** The file the app caches for the next page loads (shared-ui/fonts, which loads Inter for Latin letters). */
const cachedFile = 'inter-latin-wght-normal.woff2';

/** The code points of the package's face whose file is the cached one, as [first, last] pairs. */
function cachedRanges(): [number, number][] {
  // Found beside a file the package exports: Jest maps every .css import to a stand-in.
  const css = readFileSync(join(dirname(require.resolve('@fontsource-variable/inter/LICENSE')), 'wght.css'), 'utf8');
  const face = css.split('@font-face').find((block) => block.includes(`/${cachedFile}`));
  const declaration = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!declaration) throw new Error(`@fontsource-variable/inter/wght.css: no face for ${cachedFile}`);
  return declaration.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)];
  });
}

const strings = (copy: unknown) => copyLeaves(copy).flatMap(([, value]) => (typeof value === 'string' ? [value] : []));

// A character outside the cached file would make the browser fetch a second font file for it, late.
describe('the Inter file the app caches', () => {
  const ranges = cachedRanges();
  const covered = (character: string) => {
    const code = character.codePointAt(0) ?? 0;
    return ranges.some(([first, last]) => code >= first && code <= last);
  };

  it('is the Latin face: Latin letters in, Cyrillic out', () => {
    expect(covered('A')).toBe(true);
    expect(covered('\u0416')).toBe(false);
  });

  it.each([
    ['shared', commonEn, commonFr],
    ['home', homeEn, homeFr],
    ['services', servicesEn, servicesFr],
    ['products', productsEn, productsFr],
    ['company', companyEn, companyFr],
  ])('covers every character of the %s copy in English and French', (_area, english, french) => {
    const text = [...strings(english), ...strings(french)].join('');
    expect(text).toMatch(/[éèàçœ’«]/);
    const missing = [...new Set([...text].filter((character) => !covered(character)))];
    expect(missing).toEqual([]);
  });
});
