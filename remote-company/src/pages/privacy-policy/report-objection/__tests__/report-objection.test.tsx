import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { changeLanguage } from 'shared-i18n';
import { reportsObjection, reportsObjectionKey } from 'field/objection';
import '../../../../i18n/register';
import { companyEn } from '../../../../locales/en';
import { companyFr } from '../../../../locales/fr';
import { ReportObjection } from '../report-objection';

/** The copy as the page reads (its no-break spaces as spaces, as toHaveTextContent compares). */
const spoken = (text: string) => text.replace(/\s+/g, ' ');

const withGlobalPrivacyControl = (sent: boolean | undefined) =>
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: sent, configurable: true });

describe.each([
  ['en', companyEn],
  ['fr', companyFr],
] as const)('the page reports’ switch in %s', (language, copy) => {
  const words = copy.legal.privacy.reportsSwitch;
  beforeAll(async () => {
    await act(() => changeLanguage(language));
  });
  afterAll(async () => {
    await act(() => changeLanguage('en'));
  });
  afterEach(() => {
    localStorage.clear();
    withGlobalPrivacyControl(undefined);
    document.documentElement.removeAttribute('data-page-reports');
  });

  it('shows no state in the server’s HTML, which is the same for every visitor: only what a page without scripts says', () => {
    localStorage.setItem(reportsObjectionKey, 'off');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ReportObjection />);
    const part = container.querySelector('[data-part="report-objection"][data-part-needs="visible"]');
    const toggle = container.querySelector('input[role="switch"]');
    // Laid out, so that nothing moves when it shows, but hidden, unchecked and disabled: no state at all.
    expect(toggle).toHaveClass('unknown');
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(part?.querySelector('#page-reports-state noscript')).toHaveTextContent(spoken(words.withoutScript));
    expect(part).toHaveTextContent(spoken(words.explanation));
  });

  it('is on with no objection; turned off and on with the keyboard, it saves the choice and says so', async () => {
    const user = userEvent.setup();
    render(<ReportObjection />);
    const toggle = screen.getByRole('switch', { name: words.label });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(`${words.state.none} ${words.explanation}`);

    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem(reportsObjectionKey)).toBe('off');
    expect(reportsObjection()).toBe('visitor');
    expect(toggle).toHaveAccessibleDescription(`${words.state.visitor} ${words.explanation}`);

    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(reportsObjectionKey)).toBeNull();
    expect(reportsObjection()).toBe('none');
  });

  it('shows an objection saved earlier, or changed in another tab', () => {
    localStorage.setItem(reportsObjectionKey, 'off');
    render(<ReportObjection />);
    const toggle = screen.getByRole('switch', { name: words.label });
    expect(toggle).not.toBeChecked();
    act(() => {
      localStorage.removeItem(reportsObjectionKey);
      window.dispatchEvent(new StorageEvent('storage', { key: reportsObjectionKey }));
    });
    expect(toggle).toBeChecked();
  });

  it('is off and cannot be turned on when the browser sends Global Privacy Control, and says why', () => {
    withGlobalPrivacyControl(true);
    render(<ReportObjection />);
    const toggle = screen.getByRole('switch', { name: words.label });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(`${words.state.browser} ${words.explanation}`);
  });

  it('holds the objection for the page when the browser lets the site save nothing, and says so', async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      render(<ReportObjection />);
      await user.click(screen.getByRole('switch', { name: words.label }));
      expect(reportsObjection()).toBe('visitor');
      expect(screen.getByRole('switch')).toHaveAccessibleDescription(`${words.unsaved} ${words.explanation}`);
    } finally {
      setItem.mockRestore();
    }
  });
});
