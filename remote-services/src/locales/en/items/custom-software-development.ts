import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Custom Software Development',
  titleSub: 'Bespoke line-of-business software, from the first workshop to long-term support',
  summary: 'Applications built around the way your organisation actually works, then designed, developed, tested and supported by one accountable team.',
  description: 'When off-the-shelf packages force your people into workarounds, we build software that fits. Our UK consultants and Coimbatore engineers take you from discovery and architecture through delivery, hand-over and support, all under an ISO 9001 quality management system.',
  cardFeatures: ['Discovery to long-term support', 'Shaped around your processes', 'Full source code ownership'],
  metaTitle: 'Custom Software Development Services',
  metaDescription: 'Bespoke line-of-business software for manufacturers, healthcare, defence and councils: discovery, architecture, delivery and support by one accountable team.',
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
      description: 'Screens, rules and approval steps mirror how your teams operate, so spreadsheets and manual workarounds disappear rather than multiply.',
    },
    {
      title: 'You own what you pay for',
      description: 'Source code, documentation and deployment scripts are handed over in full, with no per-seat licence fees and no lock-in to us.',
    },
    {
      title: 'Predictable, visible delivery',
      description: 'Fixed-scope phases, fortnightly demonstrations and a shared backlog show exactly where budget and effort are going.',
    },
    {
      title: 'Ready for regulated environments',
      description: 'Audit trails, access controls and traceable requirements provide the evidence that aerospace, defence and healthcare quality audits ask for.',
    },
  ],
  impact: [
    {
      metric: '40%',
      title: 'Less time on works-order admin',
      description: 'A precision aerospace component maker replaced spreadsheets with a bespoke works-order and traceability system, cutting administrative effort by 40%.',
    },
    {
      metric: '500+',
      title: 'Staff on one case-management system',
      description: 'A county council brought more than 500 users from several departments onto a single case-management application with shared records and reporting.',
    },
    {
      metric: '3',
      title: 'Countries on one aerospace programme',
      description: 'An 18-month programme for an aerospace supplier, run by our UK and Coimbatore teams with stakeholders in three countries, was delivered to the agreed scope.',
    },
  ],
  ctaTitle: 'Have a process your current software cannot handle?',
  ctaText: 'Tell us how the work is done today. We will come back with a scoped approach, an indicative timeline and the questions we would need answered first.',
};
