import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { i18n, registerNamespace } from 'shared-i18n';
import { followLanguageStore, useLanguageFromUrl, useLanguageStore } from '../language-store';

let go: NavigateFunction = () => undefined;

function Probe() {
  useLanguageFromUrl();
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return null;
}

/** Lets the subscriber's switch (a promise) settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('language store', () => {
  let unsubscribe: () => void = () => undefined;
  beforeAll(() => {
    unsubscribe = followLanguageStore();
  });
  afterAll(() => unsubscribe());
  afterEach(async () => {
    act(() => useLanguageStore.getState().setLanguage('en'));
    await settle();
    localStorage.clear();
  });

  it('holds the URL’s language, which switches i18next and html lang: /fr pages to French, others back to English', async () => {
    render(
      <MemoryRouter initialEntries={['/fr/about']}>
        <Probe />
      </MemoryRouter>,
    );
    await settle();
    expect(useLanguageStore.getState().language).toBe('fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('common:nav.about')).toBe('À propos');

    await act(async () => {
      await go('/about');
    });
    await settle();
    expect(useLanguageStore.getState().language).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('never writes the stored choice: only the language switch does', async () => {
    act(() => useLanguageStore.getState().setLanguage('fr'));
    await settle();
    expect(i18n.language).toBe('fr');
    expect(localStorage.getItem('lang')).toBeNull();
  });

  it('a URL whose language cannot load keeps the copy shown and reports it, until a language is shown again', async () => {
    // A namespace whose French is gone (the file removed by a later deploy).
    await registerNamespace('gone', {
      en: () => Promise.resolve({ word: 'word' }),
      fr: () => Promise.reject(new Error('ChunkLoadError')),
    });
    render(
      <MemoryRouter initialEntries={['/about']}>
        <Probe />
      </MemoryRouter>,
    );
    await act(async () => {
      await go('/fr/about');
    });
    await settle();
    expect(useLanguageStore.getState().unavailable).toEqual({ language: 'fr', attempt: 1 });
    expect(i18n.language).toBe('en');
    // The page's language stays the one shown.
    expect(document.documentElement.lang).toBe('en');

    // The file is back: French shows and the report goes.
    await registerNamespace('gone', {
      en: () => Promise.resolve({ word: 'word' }),
      fr: () => Promise.resolve({ word: 'mot' }),
    });
    await act(async () => {
      await go('/about');
    });
    await act(async () => {
      await go('/fr/about');
    });
    await settle();
    expect(i18n.language).toBe('fr');
    expect(useLanguageStore.getState().unavailable).toBeNull();
  });
});
