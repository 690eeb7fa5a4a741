import { copyLeaves } from 'shared-i18n/testing/parity';

import { servicesEn, type ServicesCopy } from '../en';
import { servicesFr } from '../fr';
import { serviceSlugs } from '../../data/service-groups';

const languages = { en: servicesEn, fr: servicesFr } as const;

describe.each(Object.entries(languages))('services copy in %s', (_language, copy) => {
  it.each(serviceSlugs)('%s is complete', (slug) => {
    const item = copy.items[slug];
    expect(item.title.trim()).not.toBe('');
    expect(item.summary.trim()).not.toBe('');
    expect(item.includes).toHaveLength(12);
    expect(item.ctaTitle.trim()).not.toBe('');
    expect(item.ctaText.trim()).not.toBe('');
    for (const [path, text] of copyLeaves(item)) {
      expect({ path, empty: typeof text !== 'string' || text.trim() === '' }).toEqual({ path, empty: false });
    }
  });

  it.each(serviceSlugs)('%s repeats no string within its page', (slug) => {
    const texts = copyLeaves(copy.items[slug]).map(([, text]) => text);
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('has a distinct title and meta description on every page', () => {
    const items = serviceSlugs.map((slug) => copy.items[slug]);
    for (const field of ['title', 'metaTitle', 'metaDescription', 'description'] as const) {
      expect(new Set(items.map((item) => item[field])).size).toBe(serviceSlugs.length);
    }
  });

  it('has the page copy of the list, detail and home overview', () => {
    expect(copy.list.process.steps).toHaveLength(4);
    for (const [path, text] of copyLeaves({ list: copy.list, detail: copy.detail, overview: copy.overview })) {
      expect({ path, empty: typeof text !== 'string' || text.trim() === '' }).toEqual({ path, empty: false });
    }
  });
});

// The header's Services menu names each service by its page's title and each group as the index does
// (src/routes.ts): one name per service by construction.
describe.each<[string, ServicesCopy]>([
  ['en', servicesEn],
  ['fr', servicesFr],
])('the figures of the service pages in %s', (_language, copy) => {
  it('uses each figure once across the service pages, so no figure describes two different projects', () => {
    const figures = serviceSlugs.flatMap((slug) =>
      copy.items[slug].impact.flatMap((impact) => (impact.metric ? [impact.metric] : [])),
    );
    expect(new Set(figures).size).toBe(figures.length);
  });
});

describe('French services copy', () => {
  it('has exactly the keys of English, list lengths included', () => {
    expect(copyLeaves(servicesFr).map(([path]) => path)).toEqual(copyLeaves(servicesEn).map(([path]) => path));
  });

  it.each(serviceSlugs)('%s is translated, not copied from English', (slug) => {
    const en = servicesEn.items[slug];
    const fr = servicesFr.items[slug];
    // Titles and figures may legitimately match (brand and technical names); sentences may not.
    const sentences = (item: typeof en) => [
      item.summary,
      item.description,
      item.metaDescription,
      item.ctaText,
      ...item.includes,
    ];
    const english = new Set(sentences(en));
    expect(sentences(fr).filter((text) => english.has(text))).toEqual([]);
  });
});
