import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonFr } from 'shared-i18n/locales/common-fr';
import { LanguageOffer } from '../language-offer';
import { renderWithProviders } from '../../../test/render-with-providers';

const offer = commonFr.language.offer;

function prefer(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('French offer', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('offers a first-time visitor whose browser prefers French the French page, in French', async () => {
    prefer(['fr-FR', 'en']);
    renderWithProviders(<LanguageOffer />, '/about?x=1');
    const region = await screen.findByRole('complementary', { name: offer.label });
    expect(region).toHaveAttribute('lang', 'fr');
    expect(screen.getByText(offer.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: offer.accept })).toHaveAttribute('href', '/fr/about?x=1');
  });

  it('remembers a dismissal as a choice of English', async () => {
    prefer(['fr']);
    const user = userEvent.setup();
    renderWithProviders(<LanguageOffer />, '/about');
    await user.click(await screen.findByRole('button', { name: offer.dismiss }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it.each([
    ['a visitor who chose a language', ['fr'], 'en', '/about'],
    ['a browser that prefers English', ['en-GB', 'fr'], null, '/about'],
    ['a French page', ['fr'], null, '/fr/about'],
  ])('offers nothing to %s', async (_, languages, stored, path) => {
    prefer(languages);
    if (stored) localStorage.setItem('lang', stored);
    renderWithProviders(<LanguageOffer />, path);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
