import { i18n } from 'shared-i18n';
import { useLanguageStore } from '../language-store';

describe('language store', () => {
  afterEach(async () => {
    await useLanguageStore.getState().setLanguage('en');
    localStorage.clear();
  });

  it('switches i18next, html lang and storage together', async () => {
    await useLanguageStore.getState().setLanguage('fr');
    expect(useLanguageStore.getState().language).toBe('fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(i18n.t('common:nav.about')).toBe('À propos');
  });

  it('switches back to English', async () => {
    await useLanguageStore.getState().setLanguage('fr');
    await useLanguageStore.getState().setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });
});
