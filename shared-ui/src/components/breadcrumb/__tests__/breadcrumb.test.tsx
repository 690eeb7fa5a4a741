import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { changeLanguage, i18n } from 'shared-i18n';
import { commonFr } from 'shared-i18n/locales/common-fr';
import { Breadcrumb } from '../breadcrumb';

const trail = [
  { name: 'Accueil', path: '/' },
  { name: 'Services', path: '/services' },
  { name: 'Cloud et DevOps', path: '/services/cloud-devops' },
];

describe('Breadcrumb', () => {
  afterEach(() => changeLanguage('en'));

  it("links every step but the last, the current page, in the page's language", async () => {
    await changeLanguage('fr');
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/fr/services/cloud-devops']}>
          <Breadcrumb trail={trail} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const navigation = screen.getByRole('navigation', { name: commonFr.breadcrumb });
    const steps = within(navigation).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(trail.map(({ name }) => name));
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/fr', '/fr/services']);
    expect(steps.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(within(steps.at(-1) as HTMLElement).queryByRole('link')).toBeNull();
  });
});
