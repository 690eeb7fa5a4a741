import { expect, test } from '../support/test';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { companyEn } from '../../remote-company/src/locales/en';
import { openPage, waitForApp } from '../support/site';
import { basePort } from '../playwright.config';

test('keyboard only: skip link, every header item in order, language switch', async ({ page }) => {
  await openPage(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: commonEn.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const banner = page.getByRole('banner');
  const nav = banner.getByRole('navigation', { name: commonEn.nav.label });
  const order = [
    banner.getByRole('link', { name: /Kestrel/ }),
    nav.getByRole('link', { name: commonEn.nav.home, exact: true }),
    nav.getByRole('link', { name: commonEn.nav.about, exact: true }),
    nav.getByRole('button', { name: commonEn.nav.services }),
    nav.getByRole('link', { name: commonEn.nav.vulnyzer, exact: true }),
    nav.getByRole('link', { name: commonEn.nav.meetlyhub, exact: true }),
    nav.getByRole('link', { name: commonEn.nav.projects, exact: true }),
    nav.getByRole('link', { name: commonEn.nav.careers, exact: true }),
    nav.getByRole('link', { name: commonEn.nav.contact, exact: true }),
    banner.getByRole('link', { name: commonEn.language.en }),
    banner.getByRole('link', { name: commonEn.language.fr }),
  ];
  for (const item of order) {
    await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
  }
  // Visible focus: the focused control draws an outline.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL('/fr/about');
  await expect(banner.getByRole('link', { name: commonEn.language.fr })).toHaveAttribute('aria-current', 'true');

  // The skip link moves focus into the main content.
  await page.keyboard.press('Shift+Tab');
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('keyboard only: fill and send the contact form', async ({ page }) => {
  const received: unknown[] = [];
  await page.route('**/contact-config.json', (route) =>
    route.fulfill({ json: { endpoint: `http://127.0.0.1:${basePort}/api/keyboard-enquiry` } }),
  );
  await page.route('**/api/keyboard-enquiry', (route) => {
    received.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, json: { ok: true } });
  });
  await openPage(page, '/contact');
  const copy = companyEn.contact.form;
  const firstName = page.getByRole('textbox', { name: copy.fields.firstName, exact: true });
  // Reach the form from the top of the page with Tab only.
  await page.keyboard.press('Tab');
  for (let presses = 0; presses < 60; presses += 1) {
    if (await firstName.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(firstName).toBeFocused();
  await page.keyboard.type('Grace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type('grace@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Navy Systems');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: copy.fields.serviceInterest })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Please call me about a QA framework.');
  // Tab on to the submit button (the honeypot is out of the tab order).
  for (let presses = 0; presses < 5; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.getByRole('button', { name: copy.submit }).evaluate((element) => element === document.activeElement))
      break;
  }
  await expect(page.getByRole('button', { name: copy.submit })).toBeFocused();
  // The form's code came with the first focus in it (typing before it is kept): sent with JavaScript.
  await expect(page.locator('main[data-hydrated]')).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(copy.success.title);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    company: 'Navy Systems',
  });
  expect((received[0] as { serviceInterest: string }).serviceInterest).not.toBe('');
});
