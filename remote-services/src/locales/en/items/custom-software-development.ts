import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Custom software development',
  titleSub: 'Bespoke line-of-business software, from the first workshop to long-term support',
  summary:
    'Applications built around the way your organisation actually works, then designed, developed, tested and supported by one accountable team.',
  description:
    'When off-the-shelf packages force your people into workarounds, we build software that fits. Our UK consultants and Coimbatore engineers take you from discovery and architecture through delivery, handover and support, all under an ISO 9001 quality management system.',
  cardFeatures: ['Discovery to long-term support', 'Shaped around your processes', 'Full source code ownership'],
  metaTitle: 'Custom software development services',
  metaDescription:
    'Bespoke line-of-business software for manufacturers, healthcare, defence and councils: discovery, architecture, delivery and support by one accountable team.',
  includedIntro: 'Every stage of a bespoke build, from requirements to support, handled by the same team:',
  includes: [
    'Discovery workshops and process mapping',
    'Requirements, user stories and acceptance criteria',
    'Solution architecture and technology selection',
    'Clickable prototypes before development begins',
    'Fortnightly iterations with working demonstrations',
    'Role-based access control and audit trails',
    'Connectors to your existing business systems',
    'Operational dashboards and data exports',
    'Automated unit and integration tests in every build',
    'Secure hosting in the cloud or on-premises',
    'User training and technical documentation',
    'Warranty period and ongoing support options',
  ],
  illustrationAlt: 'Drawing of separate business process steps converging into one tailored application window',
  benefits: [
    {
      title: 'Software that fits your process',
      description:
        'Screens, rules and approval steps mirror how your teams operate, so spreadsheets and manual workarounds disappear rather than multiply.',
    },
    {
      title: 'You own what you pay for',
      description:
        'Source code, documentation and deployment scripts are handed over in full, with no per-seat licence fees and no lock-in to us.',
    },
    {
      title: 'Predictable, visible delivery',
      description:
        'Fixed-scope phases, fortnightly demonstrations and a shared backlog show exactly where budget and effort are going.',
    },
    {
      title: 'Ready for regulated environments',
      description:
        'Audit trails, access controls and traceable requirements provide the evidence that aerospace, defence and healthcare quality audits ask for.',
    },
  ],
  impact: [
    {
      title: 'Less time on administration',
      description:
        'A bespoke system that replaces spreadsheets and re-keying, for works orders and traceability for example, gives staff back the hours they spent on paperwork.',
    },
    {
      metric: '500+',
      title: 'Users on one case-management system',
      description:
        'More than 500 users from several departments of one client now work in a single case-management application with shared records and reporting.',
    },
    {
      title: 'Software you own outright',
      description:
        'Full source code, documentation and a handover to your team mean no lock-in: you can maintain the system yourselves or with any supplier.',
    },
  ],
  ctaTitle: 'Have a process your current software cannot handle?',
  ctaText:
    'Tell us how the work is done today. We will come back with a scoped approach, an indicative timeline and the questions we would need answered first.',
};
