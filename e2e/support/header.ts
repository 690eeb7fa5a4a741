import type { Page } from '@playwright/test';

/** The shared chrome: header navigation and language switch. */
export const header = (page: Page) => {
  const banner = page.getByRole('banner');
  return {
    banner,
    nav: banner.getByRole('navigation').first(),
    servicesTrigger: banner.getByRole('button', { name: /^(Services)$/ }),
    languageLink: (name: 'English' | 'Français') => banner.getByRole('group').getByRole('link', { name, exact: true }),
    // The narrow screens' menu: a details/summary disclosure (open or not).
    menu: banner.locator('details'),
    menuButton: banner.locator('summary'),
  };
};
