import {
  addCopy,
  changeLanguage,
  hasCopy,
  i18n,
  registerCopy,
  registerNamespace,
  loadLanguage,
  requestedLanguage,
} from '../i18n';
import { pickCopy } from '../copy-parts';

// The namespaces these tests register, declared as an area declares its own.
declare module '../resources' {
  interface SiteResources {
    demo: { greeting: string };
    late: { word: string };
    flaky: { a: string; b: string };
    again: { word: string };
    slow: { a: string };
    arriving: { b: string };
    quick: { c: string };
    page: { hero: { title: string }; items: Record<string, { title: string; body: string }> };
  }
}

describe('registerNamespace', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('loads English, and French only when French is chosen', async () => {
    const french = jest.fn(() => Promise.resolve({ greeting: 'Bonjour' }));
    await registerNamespace('demo', { en: () => Promise.resolve({ greeting: 'Hello' }), fr: french });
    expect(i18n.t('demo:greeting')).toBe('Hello');
    expect(french).not.toHaveBeenCalled();

    await changeLanguage('fr');
    expect(french).toHaveBeenCalledTimes(1);
    expect(i18n.t('demo:greeting')).toBe('Bonjour');

    await changeLanguage('en');
    await changeLanguage('fr');
    expect(french).toHaveBeenCalledTimes(1);
  });

  it('loads French straight away for a namespace registered while French is current', async () => {
    await changeLanguage('fr');
    await registerNamespace('late', {
      en: () => Promise.resolve({ word: 'Late' }),
      fr: () => Promise.resolve({ word: 'Tardif' }),
    });
    expect(i18n.t('late:word')).toBe('Tardif');
  });

  it('shows a French key missing as its key, never the English, and can retry a failed load', async () => {
    let fail = true;
    const loader = jest.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ a: 'A-fr' })));
    await registerNamespace<Record<string, string>>('flaky', {
      en: () => Promise.resolve({ a: 'A', b: 'B' }),
      fr: loader,
    });
    await expect(changeLanguage('fr')).rejects.toThrow('offline');
    fail = false;
    await changeLanguage('fr');
    expect(i18n.t('flaky:a')).toBe('A-fr');
    expect(i18n.t('flaky:b')).toBe('b');
  });
  it('replaces the copy when a namespace is registered again, French through the new loader', async () => {
    await registerNamespace('again', {
      en: () => Promise.resolve({ word: 'Old' }),
      fr: () => Promise.resolve({ word: 'Ancien' }),
    });
    await changeLanguage('fr');
    expect(i18n.t('again:word')).toBe('Ancien');

    await registerNamespace('again', {
      en: () => Promise.resolve({ word: 'New' }),
      fr: () => Promise.resolve({ word: 'Nouveau' }),
    });
    expect(i18n.t('again:word')).toBe('Nouveau');

    await changeLanguage('en');
    expect(i18n.t('again:word')).toBe('New');
    const newest = jest.fn(() => Promise.resolve({ word: 'Dernier' }));
    await registerNamespace('again', { en: () => Promise.resolve({ word: 'Newest' }), fr: newest });
    expect(i18n.t('again:word')).toBe('Newest');
    // English is current: French is fetched through the new loader on the next switch.
    expect(newest).not.toHaveBeenCalled();
    await changeLanguage('fr');
    expect(i18n.t('again:word')).toBe('Dernier');
  });
});

describe('changeLanguage', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('includes a namespace registered while the French copy is still loading', async () => {
    let releaseCommon: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (releaseCommon = resolve));
    await registerNamespace('slow', {
      en: () => Promise.resolve({ a: 'Slow' }),
      fr: async () => (await slow, { a: 'Lent' }),
    });
    const switching = changeLanguage('fr');
    expect(requestedLanguage()).toBe('fr');
    // A remote arrives mid-switch and registers its copy.
    const arriving = registerNamespace('arriving', {
      en: () => Promise.resolve({ b: 'Arriving' }),
      fr: () => Promise.resolve({ b: 'Arrivant' }),
    });
    releaseCommon();
    await Promise.all([switching, arriving]);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('slow:a')).toBe('Lent');
    expect(i18n.t('arriving:b')).toBe('Arrivant');
  });

  it('lets the later of two quick switches win', async () => {
    await registerNamespace('quick', {
      en: () => Promise.resolve({ c: 'Quick' }),
      fr: () => Promise.resolve({ c: 'Rapide' }),
    });
    const toFrench = changeLanguage('fr');
    const toEnglish = changeLanguage('en');
    await Promise.all([toFrench, toEnglish]);
    expect(i18n.language).toBe('en');
    expect(requestedLanguage()).toBe('en');
  });
});

describe('copy sources', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  const pageCopy = {
    hero: { title: 'Services' },
    items: { a: { title: 'A', body: 'About A' }, b: { title: 'B', body: 'About B' } },
  };

  it('picks the parts a view shows, in the shape of the copy, and fails on a part that is not there', () => {
    expect(pickCopy(pageCopy, ['hero', 'items.*.title'])).toEqual({
      hero: { title: 'Services' },
      items: { a: { title: 'A' }, b: { title: 'B' } },
    });
    expect(pickCopy(pageCopy, ['items.b'])).toEqual({ items: { b: pageCopy.items.b } });
    expect(() => pickCopy(pageCopy, ['items.c.title'])).toThrow('No copy at items.c.title');
  });

  it('takes the copy a page carries without fetching it, and fetches the other language on a switch', async () => {
    addCopy('en', { page: pickCopy(pageCopy, ['hero', 'items.a']) }, 'area:/a');
    const loader = jest.fn((language: string) =>
      Promise.resolve({ page: { hero: { title: `Services (${language})` }, items: { a: { title: 'A-fr' } } } }),
    );
    await registerCopy('area:/a', loader);
    expect(loader).not.toHaveBeenCalled();
    expect(hasCopy('area:/a', 'en')).toBe(true);
    expect(i18n.t('page:items.a.body')).toBe('About A');
    // Another page's words are not here.
    expect(i18n.t('page:items.b.title')).toBe('items.b.title');

    await changeLanguage('fr');
    expect(loader).toHaveBeenCalledWith('fr');
    expect(i18n.t('page:hero.title')).toBe('Services (fr)');
  });

  it('merges the parts of several views of one namespace', async () => {
    await registerCopy('area:/b', () => Promise.resolve({ page: { items: { b: { title: 'B', body: 'About B' } } } }));
    addCopy('en', { page: { hero: { title: 'Services' } } });
    expect(i18n.t('page:items.b.body')).toBe('About B');
    expect(i18n.t('page:hero.title')).toBe('Services');
  });

  it('loads a source registered while French shows in French, and keeps a failed one for a retry', async () => {
    await changeLanguage('fr');
    let fail = true;
    const loader = jest.fn(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ page: { hero: { title: 'Nos services' } } }),
    );
    await expect(registerCopy('area:/c', loader)).rejects.toThrow('offline');
    expect(hasCopy('area:/c', 'fr')).toBe(false);
    fail = false;
    await registerCopy('area:/c', loader);
    expect(loader).toHaveBeenLastCalledWith('fr');
    expect(i18n.t('page:hero.title')).toBe('Nos services');
  });
});

describe('starting and switching', () => {
  afterAll(() => changeLanguage('en'));

  it('makes a source registered at start-up load in the language started in alone', async () => {
    const loader = jest.fn((language: string) => Promise.resolve({ page: { hero: { title: language } } }));
    // What the shell's store does first, before any copy is registered.
    void changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    await registerCopy('area:/start', loader);
    expect(loader.mock.calls).toEqual([['fr']]);
  });

  it('switches in the same task when the copy is loaded beforehand, as the language switch does', async () => {
    await changeLanguage('en');
    await loadLanguage('fr');
    expect(i18n.language).toBe('en');
    void changeLanguage('fr');
    // No await: the next render after the navigation is already in French.
    expect(i18n.language).toBe('fr');
  });
});
