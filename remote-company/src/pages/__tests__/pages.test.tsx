import type { ComponentType } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { changeLanguage } from 'shared-i18n';
import { formatAddress, localizePath, site } from 'shared-ui/site';
import { companyEn } from '../../locales/en';
import { companyFr } from '../../locales/fr';
import AboutPage from '../about/about-page';
import ProjectsPage from '../projects/projects-page';
import CareersPage from '../careers/careers-page';
import PositionPage from '../position/position-page';
import ContactPage from '../contact/contact-page';
import EnquirySentPage from '../enquiry-sent/enquiry-sent-page';
import PrivacyPolicyPage from '../privacy-policy/privacy-policy-page';
import TermsOfServicePage from '../terms-of-service/terms-of-service-page';
import AccessibilityStatementPage from '../accessibility/accessibility-statement-page';
import { statusTone } from '../../data/projects';
import { positionPath, positions } from '../../data/positions';

const pages: [string, ComponentType, (copy: typeof companyEn) => string][] = [
  ['/about', AboutPage, (c) => c.about.hero.title],
  ['/projects', ProjectsPage, (c) => c.projects.hero.title],
  ['/careers', CareersPage, (c) => c.careers.hero.title],
  ['/careers/senior-java-developer', PositionPage, (c) => c.careers.positions.items['senior-java-developer'].title],
  ['/contact', ContactPage, (c) => c.contact.hero.title],
  ['/contact/thank-you', EnquirySentPage, (c) => c.enquirySent.hero.title],
  ['/privacy-policy', PrivacyPolicyPage, (c) => c.legal.privacy.hero.title],
  ['/terms-of-service', TermsOfServicePage, (c) => c.legal.terms.hero.title],
  ['/accessibility', AccessibilityStatementPage, (c) => c.accessibility.hero.title],
];

const renderPage = (path: string, Page: ComponentType) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );

describe.each([
  ['en', companyEn],
  ['fr', companyFr],
] as const)('company pages in %s', (language, copy) => {
  /** A route's URL in this language, where links are written in it. */
  const localized = (path: string) => localizePath(path, language);
  beforeAll(async () => {
    await act(() => changeLanguage(language));
  });
  afterAll(async () => {
    await act(() => changeLanguage('en'));
  });

  it.each(pages)('%s has one h1 from the copy', (path, Page, title) => {
    renderPage(path, Page);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(title(copy));
  });

  it('formats the legal date and interpolates email and address', () => {
    renderPage('/privacy-policy', PrivacyPolicyPage);
    const date = language === 'fr' ? '8 décembre 2026' : '8 December 2026';
    expect(document.querySelector('time[datetime="2026-12-08"]')).toHaveTextContent(date);
    // Its significant changes, dated, under the date (as its section on changes promises), newest first.
    const changes = screen
      .getAllByRole('listitem')
      .filter((item) => /^\d+ (November|novembre|December|décembre) 2026/.test(item.textContent ?? ''));
    expect(changes.map((item) => item.textContent?.split(' ')[0])).toEqual(['8', '29', '27']);
    const contact = document.getElementById('contact-us');
    expect(contact).toHaveTextContent(site.emails.privacy);
    expect(contact).toHaveTextContent(formatAddress(language));
    // The controller is named from the site config, with its registration and ICO numbers.
    expect(document.body).toHaveTextContent(`${site.legalName}`);
    expect(document.body).toHaveTextContent(site.registration.companyNumber);
    expect(contact).toHaveTextContent(site.registration.icoNumber);
    expect(document.getElementById('data-security')).toHaveTextContent(site.emails.enquiries);
    expect(document.body.textContent).not.toContain('{{');
    const toc = screen.getByRole('navigation');
    expect(within(toc).getAllByRole('link')).toHaveLength(10);
    expect(within(toc).getAllByRole('link')[0]).toHaveAttribute('href', '#information-we-collect');
  });

  it('ends the terms of service with how to contact us, after severability', () => {
    renderPage('/terms-of-service', TermsOfServicePage);
    const { sections } = copy.legal.terms;
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(-2)).toEqual([`11. ${sections.severability.title}`, `12. ${sections.contact.title}`]);
  });

  it('states what the site meets, its limits, and how to report a barrier: the form with its own option, by a date', () => {
    renderPage(localized('/accessibility'), AccessibilityStatementPage);
    const { sections, reportLink } = copy.accessibility;
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(1)).toEqual(
      [sections.standard, sections.testing, sections.limits, sections.report].map(
        ({ title }, index) => `${index + 1}. ${title}`,
      ),
    );
    const report = document.getElementById('report');
    expect(report).toHaveTextContent(site.emails.general);
    expect(report).toHaveTextContent(language === 'fr' ? 'sous 5 jours ouvrés' : 'within 5 working days');
    expect(report).toHaveTextContent(copy.contact.form.options.accessibility.replace(/\s/g, ' '));
    expect(within(report!).getByRole('link', { name: reportLink })).toHaveAttribute(
      'href',
      `${localized('/contact')}?service=accessibility`,
    );
    expect(document.querySelector('time[datetime="2026-11-29"]')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('{{');
  });

  it('links each open position to its own page and to the form, as an application to it', () => {
    renderPage(localized('/careers'), CareersPage);
    const views = screen.getAllByRole('link', { name: copy.careers.positions.details });
    expect(views.map((link) => link.getAttribute('href'))).toEqual(
      positions.map(({ id }) => localized(positionPath(id))),
    );
    const applies = screen.getAllByRole('link', { name: copy.careers.positions.apply });
    expect(applies.map((link) => link.getAttribute('href'))).toEqual(
      positions.map(({ id }) => localized(`/contact?service=careers&position=${id}`)),
    );
    // The call to action is a job application, with no position named.
    expect(screen.getByRole('link', { name: copy.careers.cta.primary })).toHaveAttribute(
      'href',
      localized('/contact?service=careers'),
    );
    // The list declares no JobPosting: each is on its position's page.
    expect(document.body.innerHTML).not.toContain('JobPosting');
  });

  it('leads from the hero to the open positions by a bare fragment, the same in both languages', () => {
    renderPage(localized('/careers'), CareersPage);
    expect(screen.getByRole('link', { name: copy.careers.hero.viewPositions })).toHaveAttribute(
      'href',
      '#open-positions',
    );
    // Focusable out of the tab order in the server's HTML too: the browser focuses the section it scrolls to.
    const positionsRegion = screen.getByRole('region', { name: copy.careers.positions.title });
    expect(positionsRegion).toHaveAttribute('id', 'open-positions');
    expect(positionsRegion).toHaveAttribute('tabindex', '-1');
  });

  it("states a position's facts and closing date, and declares it as a JobPosting of that page", () => {
    renderPage(localized('/careers/java-developer'), PositionPage);
    const position = copy.careers.positions.items['java-developer'];
    const role = document.getElementById('role');
    expect(role).toHaveTextContent(position.description);
    expect(role).toHaveTextContent(position.department);
    expect(role).toHaveTextContent(language === 'fr' ? '31 janvier 2027' : '31 January 2027');
    const trail = screen.getByRole('navigation', { name: /./ });
    expect(within(trail).getByRole('link', { name: copy.careers.hero.eyebrow })).toHaveAttribute(
      'href',
      localized('/careers'),
    );
    for (const link of screen.getAllByRole('link', { name: copy.careers.positions.apply }))
      expect(link).toHaveAttribute('href', localized('/contact?service=careers&position=java-developer'));
    const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@graph': Record<string, unknown>[];
    };
    const job = graph['@graph'].find((node) => node['@type'] === 'JobPosting');
    expect(job).toMatchObject({ title: position.title, validThrough: '2027-01-31T23:59' });
    expect(new URL(String(job?.url)).pathname).toBe(localized('/careers/java-developer'));
    expect(document.body.textContent).not.toContain('{{');
  });

  it('dates the timeline for the language and keeps every milestone in the DOM', () => {
    renderPage('/about', AboutPage);
    const items = screen.getByTestId('timeline').querySelectorAll('li');
    expect(items).toHaveLength(5);
    // The reveal is the stylesheet's: nothing set on an item by script (the CSP refuses style attributes anyway).
    for (const item of items) expect(item).not.toHaveAttribute('style');
    expect(items[0]).toHaveTextContent(language === 'fr' ? 'mai 2010' : 'May 2010');
    expect(items[4]).toHaveTextContent(language === 'fr' ? 'août 2015' : 'August 2015');
  });
});

describe('projects', () => {
  it('uses the primary badge for aerospace integration and quality framework only', () => {
    expect(statusTone('aerospace-integration')).toBe('primary');
    expect(statusTone('quality-framework')).toBe('primary');
    expect(statusTone('completed')).toBe('secondary');
  });

  it('links the partnership block to the form with partnership preselected', () => {
    renderPage('/projects', ProjectsPage);
    expect(screen.getByRole('link', { name: companyEn.projects.partnership.button })).toHaveAttribute(
      'href',
      '/contact?service=partnership',
    );
  });
});
