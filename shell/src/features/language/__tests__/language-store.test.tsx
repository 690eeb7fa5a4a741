import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { i18n } from 'shared-i18n';
import { useLanguageFromUrl, useLanguageStore } from '../language-store';

let go: (to: string) => void = () => undefined;

function Probe() {
  useLanguageFromUrl();
  go = useNavigate();
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

    await act(async () => go('/about'));
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
});
