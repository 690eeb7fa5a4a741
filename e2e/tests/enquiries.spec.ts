import { expect, test } from '../support/test';
import { openHydrated, urlIn } from '../support/site';
import { axeViolations } from '../support/axe';
import { contactForm } from '../support/contact-form';
import { mailsWith, uniqueToken } from '../support/mail-sink';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';
import { enquiryEndpoint } from '../../remote-company/src/pages/contact/form/send-enquiry';

/**
 * An enquiry from the contact page to the consultancy's inbox: the real
 * enquiry service behind /api/enquiries and the local mail sink of
 * shell/deploy/local-site.mjs, in both languages, with JavaScript and without.
 */
const copies = { en: companyEn, fr: companyFr } as const;

/** Exactly one mail with `token` reaches the sink (delivery is asynchronous, after the 202). */
async function expectDeliveredOnce(token: string) {
  await expect.poll(() => mailsWith(token).length, { timeout: 15_000 }).toBe(1);
  return mailsWith(token)[0]!;
}

for (const language of ['en', 'fr'] as const) {
  test(`an enquiry sent with JavaScript reaches the inbox once, with its id (${language})`, async ({ page }) => {
    const token = uniqueToken();
    // The form's code, asked for as the visitor's pointer would: sent with JavaScript.
    await openHydrated(page, '/contact', language);
    const f = contactForm(page, language);
    await f.firstName.fill('Grace');
    await f.lastName.fill('Hopper');
    await f.email.fill('grace@example.com');
    await f.service.selectOption('security');
    await f.message.fill(`Please call me about a security review. ${token}`);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === enquiryEndpoint);
    await f.submit.click();
    expect((await answer).status()).toBe(202);
    const { id } = (await (await answer).json()) as { id: string };
    await expect(page.getByRole('status')).toContainText(f.copy.success.title);
    const mail = await expectDeliveredOnce(token);
    expect(mail).toMatch(new RegExp(`^Message-ID: <${id}@`, 'm'));
    expect(mail).toContain(id);
    expect(mail).toContain(`written in ${language === 'fr' ? 'French' : 'English'}`);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'fr'] as const) {
    test(`the form posts to the service; invalid input brings the contact page back with errors beside the fields and everything typed; then the confirmation page (${language})`, async ({
      page,
      faults,
    }) => {
      // The invalid post's answer is a 400 document on purpose.
      faults.expect('enquiryEndpointFails');
      const token = uniqueToken();
      const copy = copies[language];
      const posts: string[] = [];
      const urls: string[] = [];
      page.on('request', (request) => {
        urls.push(request.url());
        if (request.method() === 'POST') posts.push(request.headers()['content-type'] ?? '');
      });
      await page.goto(urlIn('/contact', language));
      const f = contactForm(page, language);
      await f.firstName.fill('Grace');
      await f.lastName.fill('Hopper');
      await f.email.fill('grace@');
      await f.company.fill('Remington <Rand>');
      await f.service.selectOption('security');
      await f.message.fill(`Une demande sans JavaScript. ${token}`);
      const invalid = page.waitForResponse((response) => new URL(response.url()).pathname === enquiryEndpoint);
      await f.submit.click();

      // 400 with the contact page itself: the shell's header and footer, the visitor's language, the
      // error beside its field, nothing lost.
      expect((await invalid).status()).toBe(400);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.contact.hero.title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.title()).toMatch(new RegExp(`^${copy.contact.formPage.title} – `));
      expect(await page.title()).toContain(copy.contact.meta.title);
      await expect(page.getByRole('alert').first()).toHaveText(copy.contact.form.errors.summary_one);
      await expect(f.email).toHaveAccessibleDescription(copy.contact.form.errors.email);
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      await expect(f.email).toHaveValue('grace@');
      await expect(f.firstName).toHaveValue('Grace');
      await expect(f.company).toHaveValue('Remington <Rand>');
      await expect(f.service).toHaveValue('security');
      await expect(f.message).toHaveValue(`Une demande sans JavaScript. ${token}`);
      expect(mailsWith(token)).toHaveLength(0);

      await f.email.fill('grace@example.com');
      const accepted = page.waitForResponse((response) => new URL(response.url()).pathname === enquiryEndpoint);
      await f.submit.click();
      expect((await accepted).status()).toBe(303);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.enquirySent.hero.title);
      expect(new URL(page.url()).pathname).toBe(urlIn('/contact/thank-you', language));
      expect(posts).toEqual(['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded']);
      // Nothing typed ever went into a URL.
      const typed = ['Grace', 'grace', 'Hopper', 'Remington', token];
      expect(urls.filter((url) => new URL(url).search !== '' || typed.some((text) => url.includes(text)))).toEqual([]);
      await expectDeliveredOnce(token);
    });
  }
});

test.describe('the contact page with errors, as the service answers a post without JavaScript', () => {
  // axe-core is injected as an inline script, which the site's CSP blocks (nginx.spec.ts checks pages under it).
  test.use({ bypassCSP: true });

  for (const language of ['en', 'fr'] as const) {
    test(`axe finds no WCAG 2.2 AA violation in it (${language})`, async ({ page, faults }) => {
      faults.expect('enquiryEndpointFails');
      // The post a browser without JavaScript makes, from the contact page: its answer is the document shown.
      await page.goto(urlIn('/contact', language));
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === enquiryEndpoint);
      await page.evaluate(
        ({ endpoint, fields }) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = endpoint;
          for (const [name, value] of Object.entries(fields))
            form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
          document.body.append(form);
          form.submit();
        },
        {
          endpoint: enquiryEndpoint,
          fields: { firstName: '', lastName: 'Hopper', email: 'grace@', message: 'x'.repeat(5001), language },
        },
      );
      expect((await answer).status()).toBe(400);
      await page.waitForLoadState();
      await expect(page.getByRole('alert').first()).toHaveText(
        copies[language].contact.form.errors.summary_other.replace('{{count}}', '3'),
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
