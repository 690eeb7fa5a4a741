import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'User registration platforms',
  titleSub: 'Secure, accessible sign-up and onboarding for residents, members and patients',
  summary:
    'Registration and onboarding platforms for councils, schools, events, membership bodies and patient services, with identity checks, consent and payments built in.',
  description:
    'Whether residents are applying for a permit, parents are enrolling a child, delegates are booking a conference or patients are joining a clinic service, registration is often their first contact with your organisation. We build platforms that verify identity, record consent under UK GDPR, take payments and meet WCAG 2.2 AA, with dashboards that give your staff a clear view of every applicant.',
  cardFeatures: ['Identity verification and consent', 'WCAG 2.2 AA accessible forms', 'Payments and admin dashboards'],
  metaTitle: 'Online registration and onboarding platforms',
  metaDescription:
    'Registration and onboarding platforms for councils, schools, events and patients, with identity checks, UK GDPR consent, accessible forms and payments.',
  includedIntro: 'A complete registration platform, from the first form field to the reports your team relies on.',
  includes: [
    'Multi-step forms with save and resume',
    'WCAG 2.2 AA testing with screen readers',
    'Email and SMS verification with one-time codes',
    'Identity document checks through certified providers',
    'Single sign-on with SAML or OpenID Connect identity providers',
    'Granular consent capture with a full audit trail',
    'Card payments through Stripe or the payment provider you use',
    'Eligibility rules, waiting lists and capacity limits',
    'Role-based admin dashboards and approval workflows',
    'Bulk import and export of existing member records',
    'Automated confirmations, reminders and renewal notices',
    'Retention schedules and subject access request tools',
  ],
  illustrationAlt:
    'A registration journey from an accessible online form through identity and consent checks to an approved account shown on an administrator dashboard',
  benefits: [
    {
      title: 'Higher completion rates',
      description:
        'Short steps, clear error messages and the option to save and return reduce drop-off, particularly for people filling in forms on a phone.',
    },
    {
      title: 'Compliance built in',
      description:
        'Consent records, lawful basis, retention periods and subject access requests are handled by the platform, making UK GDPR accountability easier to demonstrate.',
    },
    {
      title: 'Accessible to everyone',
      description:
        'Forms are tested with keyboard-only use, screen readers and magnification, so residents and patients with disabilities can register without assistance.',
    },
    {
      title: 'Less manual administration',
      description:
        'Automatic verification, eligibility checks and payment reconciliation replace spreadsheets and paper forms, freeing staff for the cases that need a person.',
    },
  ],
  impact: [
    {
      metric: '500K+',
      title: 'Users of an e-government portal',
      description:
        'The e-government citizen portal on our projects page, where residents apply for services and track their requests, has served more than 500,000 users.',
    },
    {
      title: 'Renewals moved online',
      description:
        'Online registration and payment let members renew without a single paper form, and staff stop chasing missing details.',
    },
    {
      title: 'Fewer phone enquiries',
      description:
        'Online status tracking and automated reminders answer the question "where is my application?" before people pick up the phone.',
    },
  ],
  ctaTitle: 'Replacing paper forms or an ageing sign-up system?',
  ctaText:
    'Tell us who needs to register and what you need to know about them. We will design a journey that is accessible, compliant and simple to run.',
};
