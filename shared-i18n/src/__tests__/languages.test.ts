import { readStoredLanguage, storeLanguage, languageStorageKey } from '../languages';

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
