import type { Page } from '@playwright/test';

/** The shared chrome: header navigation and language switch. */
export const header = (page: Page) => {
  const banner = page.getByRole('banner');
  return {
    banner,
    nav: banner.getByRole('navigation').first(),
    servicesTrigger: banner.getByRole('button', { name: /^(Services)$/ }),
    languageLink: (name: 'English' | 'Français') => banner.getByRole('group').getByRole('link', { name, exact: true }),
    menuButton: banner.getByRole('button', { name: /Open menu|Close menu|Ouvrir le menu|Fermer le menu/ }),
  };
};
