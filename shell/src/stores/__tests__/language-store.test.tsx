import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { i18n, registerNamespace } from 'shared-i18n';
import { useLanguageFromUrl, useLanguageStore } from '../language-store';

let go: NavigateFunction = () => undefined;

function Probe() {
  useLanguageFromUrl();
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return null;
}

describe('language store', () => {
  afterEach(async () => {
    await act(() => useLanguageStore.getState().followUrl('en'));
    localStorage.clear();
  });

  it('follows the URL: /fr pages switch i18next and html lang to French, others back to English', async () => {
    render(
      <MemoryRouter initialEntries={['/fr/about']}>
        <Probe />
      </MemoryRouter>,
    );
    await act(async () => {
      await useLanguageStore.getState().followUrl('fr');
    });
    expect(useLanguageStore.getState().language).toBe('fr');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('common:nav.about')).toBe('À propos');

    await act(async () => {
      await go('/about');
    });
    await act(async () => {
      await useLanguageStore.getState().followUrl('en');
    });
    expect(useLanguageStore.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('never writes the stored choice: only the language switch does', async () => {
    await act(() => useLanguageStore.getState().followUrl('fr'));
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
    await act(() => Promise.resolve());
    expect(useLanguageStore.getState().unavailable).toEqual({ language: 'fr', attempt: 1 });
    expect(i18n.language).toBe('en');

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
    await act(() => Promise.resolve());
    expect(i18n.language).toBe('fr');
    expect(useLanguageStore.getState().unavailable).toBeNull();
  });
});
