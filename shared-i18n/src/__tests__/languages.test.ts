import {
  browserPrefersFrench,
  hasStoredLanguage,
  readStoredLanguage,
  storeLanguage,
  languageStorageKey,
} from '../languages';

describe('stored language', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('defaults to English when nothing is stored', () => {
    expect(readStoredLanguage()).toBe('en');
  });

  it('reads the bare value fr', () => {
    localStorage.setItem(languageStorageKey, 'fr');
    expect(readStoredLanguage()).toBe('fr');
  });

  it('treats an unknown value as English', () => {
    localStorage.setItem(languageStorageKey, '"fr"');
    expect(readStoredLanguage()).toBe('en');
  });

  it('treats storage that throws as English, without throwing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readStoredLanguage()).toBe('en');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => storeLanguage('fr')).not.toThrow();
  });

  it('stores the bare value', () => {
    storeLanguage('fr');
    expect(localStorage.getItem(languageStorageKey)).toBe('fr');
  });
});

describe('first visit', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('knows whether a language was chosen; storage that throws counts as chosen', () => {
    expect(hasStoredLanguage()).toBe(false);
    localStorage.setItem(languageStorageKey, 'en');
    expect(hasStoredLanguage()).toBe(true);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(hasStoredLanguage()).toBe(true);
  });

  it.each([
    [['fr-FR', 'en'], true],
    [['fr'], true],
    [['de-DE', 'fr-CA', 'en'], true],
    [['en-GB', 'fr'], false],
    [['de', 'es'], false],
    [[], false],
  ])('browser languages %j prefer French: %s', (preferred, expected) => {
    expect(browserPrefersFrench(preferred)).toBe(expected);
  });
});
