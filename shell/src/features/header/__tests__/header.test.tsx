import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from 'shared-i18n';
import { commonEn } from 'shared-i18n/locales/common-en';
import { Header } from '../header';
import { followLanguageStore, useLanguageStore } from '../../../stores/language-store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { mockScreen } from '../../../test/mock-screen';

jest.mock('../use-prefetch-remote', () => ({ usePrefetchRemote: () => () => undefined }));

describe('Header', () => {
  let unsubscribe: () => void = () => undefined;
  beforeAll(() => {
    // A wide screen, where the desktop navigation is shown (and loaded).
    mockScreen(true);
    // As the shell's start-up: the URL's language, through the store, switches i18next.
    unsubscribe = followLanguageStore();
  });
  afterAll(() => unsubscribe());

  afterEach(async () => {
    act(() => useLanguageStore.getState().setLanguage('en'));
    await act(() => changeLanguage('en'));
    localStorage.clear();
  });

  it('shows the seven items and the services dropdown trigger, marking the active page', async () => {
    renderWithProviders(<Header />, '/projects');
    await screen.findByRole('button', { name: commonEn.nav.services });
    const nav = screen.getAllByRole('navigation', { name: commonEn.nav.label })[0]!;
    for (const key of ['home', 'about', 'vulnyzer', 'meetlyhub', 'projects', 'contact', 'careers'] as const) {
      expect(within(nav).getByRole('link', { name: commonEn.nav[key] })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: commonEn.nav.services })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: commonEn.nav.projects })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: commonEn.nav.about })).not.toHaveAttribute('aria-current');
  });

  it("draws the Services menu's entries from the services area's routes in force, in the page's language", async () => {
    const { container, unmount } = renderWithProviders(<Header />, '/services/cloud-devops');
    const panel = within(container.querySelector('details')!).getByRole('navigation');
    expect(within(panel).getByRole('list', { name: 'Cloud, security & delivery' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Cloud & DevOps' })).toHaveAttribute('aria-current', 'page');
    unmount();
    await act(() => changeLanguage('fr'));
    const french = renderWithProviders(<Header />, '/fr/services/quality-assurance');
    const frenchPanel = within(french.container.querySelector('details')!).getByRole('navigation');
    expect(within(frenchPanel).getByRole('link', { name: 'Assurance qualité et tests' })).toHaveAttribute(
      'href',
      '/fr/services/quality-assurance',
    );
    french.unmount();
    // Without the area's routes (it could not be reached), no entry: the Services link still leads to its index.
    const none = renderWithProviders(<Header />, '/', { prefixes: {}, areas: {} });
    expect(within(none.container.querySelector('details')!).queryByRole('list', { name: /Cloud/ })).toBeNull();
  });

  it('keeps the Services menu open when the visitor clicks its trigger after pointing at it, and closes it on the next click', async () => {
    // The open menu's viewport measures its content; jsdom has no ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    const user = userEvent.setup();
    renderWithProviders(<Header />, '/');
    const trigger = await screen.findByRole('button', { name: commonEn.nav.services });
    await user.hover(trigger);
    // Radix opens it once the pointer has rested on the trigger.
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // A click that comes before the pointer has opened it opens it, and stays open.
    await user.unhover(trigger);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers a skip link to the main content', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: commonEn.skipToContent })).toHaveAttribute('href', '#main');
  });

  it('opens the mobile menu (a details/summary disclosure) and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Header />);
    const menu = container.querySelector('details')!;
    const toggle = menu.querySelector('summary')!;
    expect(toggle).toHaveAccessibleName(commonEn.nav.openMenu);
    expect(menu.open).toBe(false);
    await user.click(toggle);
    expect(menu.open).toBe(true);
    expect(toggle).toHaveAccessibleName(commonEn.nav.closeMenu);
    const panel = within(menu).getByRole('navigation');
    await user.click(within(panel).getByRole('link', { name: 'Cloud & DevOps' }));
    expect(menu.open).toBe(false);
    expect(toggle).toHaveAccessibleName(commonEn.nav.openMenu);
  });

  it('closes the mobile menu when focus moves on past it into the page, not within the header', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <>
        <Header />
        <main>
          <a href="#top">{'page link'}</a>
        </main>
      </>,
    );
    const menu = container.querySelector('details')!;
    await user.click(menu.querySelector('summary')!);
    expect(menu.open).toBe(true);
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Français' })).toHaveFocus();
    expect(menu.open).toBe(true);
    within(menu).getByRole('link', { name: commonEn.nav.contact }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'page link' })).toHaveFocus();
    expect(menu.open).toBe(false);
  });

  it('switches to the same page in French from the language switch, and stores the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, '/services/cloud-devops?ref=x#top');
    const french = screen.getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/fr/services/cloud-devops?ref=x#top');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.click(french);
    // The switch loads the French copy before it navigates.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true'));
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/services/cloud-devops?ref=x#top');
    // Every header link now stays in French.
    expect(screen.getAllByRole('link', { name: 'À propos' })[0]).toHaveAttribute('href', '/fr/about');
  });
});
