/**
 * Site-wide words: navigation, footer, language switch, loading and error
 * states. Every area may use this namespace; each area keeps its own copy in
 * its own namespace.
 */
export const commonEn = {
  brandTagline: 'Technology consultancy · UK & India',
  skipToContent: 'Skip to main content',
  breadcrumb: 'Breadcrumb',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About',
    services: 'Services',
    allServices: 'All services',
    allServicesText: 'Every service we offer, from strategy to support',
    vulnyzer: 'Vulnyzer platform',
    meetlyhub: 'MeetlyHub',
    projects: 'Projects',
    contact: 'Contact',
    careers: 'Careers',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  language: {
    label: 'Language',
    switchTo: 'Change language',
    // Offered on English pages to a first-time visitor whose browser prefers
    // French, and shown in French (read with getFixedT('fr')).
    offer: {
      label: 'French version available',
      text: 'This page is also available in French.',
      accept: 'Read in French',
      dismiss: 'Stay in English',
    },
    en: 'English',
    fr: 'Français',
    // A switch whose copy could not be fetched (offline, or the site was
    // updated while the page was open): the page stays as it was.
    unavailable: {
      label: 'Language not changed',
      text: {
        en: 'The English version of this page could not be loaded. Check your connection, then try again.',
        fr: 'The French version of this page could not be loaded. Check your connection, then try again.',
      },
      open: {
        en: 'Open the English page',
        fr: 'Open the French page',
      },
      close: 'Close',
    },
  },
  footer: {
    description:
      'A UK-registered technology consultancy with a delivery team in India. We design, build, integrate and secure software for organisations that cannot afford to get it wrong.',
    quickLinks: 'Quick links',
    contactTitle: 'Get in touch',
    followUs: 'Follow us',
    // Read before each contact detail by screen readers, punctuation included.
    emailLabel: 'Email:',
    phoneLabel: 'Phone:',
    locationLabel: 'Locations:',
    location: 'London, United Kingdom · Coimbatore, India',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    accessibility: 'Accessibility',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    // The trading disclosures UK law requires on a company's website.
    registration: '{{company}}, registered {{registeredIn}}, company no. {{number}}. Registered office: {{office}}.',
    registeredIn: {
      'england-and-wales': 'in England and Wales',
      scotland: 'in Scotland',
      'northern-ireland': 'in Northern Ireland',
    },
    certifications: 'ISO 9001 · Cyber Essentials',
    // The service pages name these methods.
    trademarks: 'PRINCE2® and ITIL® are registered trade marks of the PeopleCert group.',
    social: {
      linkedin: '{{company}} on LinkedIn (opens in a new tab)',
      x: '{{company}} on X (opens in a new tab)',
      facebook: '{{company}} on Facebook (opens in a new tab)',
    },
  },
  remote: {
    loading: 'Loading…',
    errorTitle: 'This section could not be loaded',
    errorText:
      'Part of our site is temporarily unavailable. The rest of the site still works. Please try again in a moment.',
    keptText:
      'Part of this page could not finish loading. You can read it, but some of its buttons and forms may not respond until it loads.',
    retry: 'Try again',
    retrying: 'Trying again…',
  },
  notFound: {
    metaTitle: 'Page not found',
    metaDescription: 'The page you were looking for does not exist or has moved.',
    eyebrow: 'Error 404',
    title: 'Page not found',
    subtitle:
      'The page you were looking for does not exist or has moved. Check the address, or start again from the home page.',
    home: 'Back to the home page',
    contact: 'Contact us',
  },
  standalone: {
    banner: 'Standalone preview of the {{area}} area',
    pages: 'Pages',
  },
  meta: {
    titleSuffix: '{{company}}',
  },
  actions: {
    contactUs: 'Contact us',
    learnMore: 'Learn more',
  },
};

export type CommonCopy = typeof commonEn;
