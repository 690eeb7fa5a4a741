import { changeLanguage, i18n, registerNamespace, registeredNamespaces, requestedLanguage } from '../i18n';

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
  }
}

describe('registerNamespace', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('adds English at once and loads French only when French is chosen', async () => {
    const french = jest.fn(() => Promise.resolve({ greeting: 'Bonjour' }));
    await registerNamespace('demo', { en: { greeting: 'Hello' }, fr: french });
    expect(i18n.t('demo:greeting')).toBe('Hello');
    expect(french).not.toHaveBeenCalled();
    expect(registeredNamespaces()).toContain('demo');

    await changeLanguage('fr');
    expect(french).toHaveBeenCalledTimes(1);
    expect(i18n.t('demo:greeting')).toBe('Bonjour');

    await changeLanguage('en');
    await changeLanguage('fr');
    expect(french).toHaveBeenCalledTimes(1);
  });

  it('loads French straight away for a namespace registered while French is current', async () => {
    await changeLanguage('fr');
    await registerNamespace('late', { en: { word: 'Late' }, fr: () => Promise.resolve({ word: 'Tardif' }) });
    expect(i18n.t('late:word')).toBe('Tardif');
  });

  it('falls back to English when a French key is missing, and can retry a failed load', async () => {
    let fail = true;
    const loader = jest.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ a: 'A-fr' })));
    await registerNamespace<Record<string, string>>('flaky', { en: { a: 'A', b: 'B' }, fr: loader });
    await expect(changeLanguage('fr')).rejects.toThrow('offline');
    fail = false;
    await changeLanguage('fr');
    expect(i18n.t('flaky:a')).toBe('A-fr');
    expect(i18n.t('flaky:b')).toBe('B');
  });
  it('replaces the copy when a namespace is registered again, French through the new loader', async () => {
    await registerNamespace('again', { en: { word: 'Old' }, fr: () => Promise.resolve({ word: 'Ancien' }) });
    await changeLanguage('fr');
    expect(i18n.t('again:word')).toBe('Ancien');

    await registerNamespace('again', { en: { word: 'New' }, fr: () => Promise.resolve({ word: 'Nouveau' }) });
    expect(i18n.t('again:word')).toBe('Nouveau');

    await changeLanguage('en');
    expect(i18n.t('again:word')).toBe('New');
    const newest = jest.fn(() => Promise.resolve({ word: 'Dernier' }));
    await registerNamespace('again', { en: { word: 'Newest' }, fr: newest });
    expect(i18n.t('again:word')).toBe('Newest');
    // English is current: the older French is dropped, and fetched through the new loader on the next switch.
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
    await registerNamespace('slow', { en: { a: 'Slow' }, fr: async () => (await slow, { a: 'Lent' }) });
    const switching = changeLanguage('fr');
    expect(requestedLanguage()).toBe('fr');
    // A remote arrives mid-switch and registers its copy.
    const arriving = registerNamespace('arriving', {
      en: { b: 'Arriving' },
      fr: () => Promise.resolve({ b: 'Arrivant' }),
    });
    releaseCommon();
    await Promise.all([switching, arriving]);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('slow:a')).toBe('Lent');
    expect(i18n.t('arriving:b')).toBe('Arrivant');
  });

  it('lets the later of two quick switches win', async () => {
    await registerNamespace('quick', { en: { c: 'Quick' }, fr: () => Promise.resolve({ c: 'Rapide' }) });
    const toFrench = changeLanguage('fr');
    const toEnglish = changeLanguage('en');
    await Promise.all([toFrench, toEnglish]);
    expect(i18n.language).toBe('en');
    expect(requestedLanguage()).toBe('en');
  });
});
