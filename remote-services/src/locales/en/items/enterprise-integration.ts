import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Enterprise integration',
  titleSub: 'Connecting ERP, CRM, finance and legacy systems so data is entered once and trusted everywhere',
  summary:
    'We link ERP, CRM, finance and legacy platforms through managed integration layers, so orders, customers and ledgers stay in step across the organisation.',
  description:
    'Disconnected systems mean re-keying, delays and arguments over which figure is right. We design the integration architecture, agree a system of record for each data entity and build monitored flows on ESB or iPaaS platforms that your IT team can operate with confidence.',
  cardFeatures: ['ERP, CRM and finance connected', 'ESB and iPaaS expertise', 'Master data you can trust'],
  metaTitle: 'Enterprise integration services',
  metaDescription:
    'Connect ERP, CRM, finance and legacy systems with ESB or iPaaS integration, master data management and monitored system-of-record synchronisation.',
  includedIntro: 'Our integration engagements cover the architecture, the build and the day-to-day running, including:',
  includes: [
    'Integration landscape assessment and target architecture',
    'System-of-record decisions for each data entity',
    'Bidirectional ERP and CRM synchronisation',
    'Finance, ledger and procurement interfaces',
    'Legacy connectors via files, databases or queues',
    'ESB and iPaaS platform selection and build',
    'Master data management and golden records',
    'Canonical data models and transformation mapping',
    'Error handling, retries and dead-letter queues',
    'Single sign-on and identity federation',
    'End-to-end flow monitoring and alerting',
    'Runbooks and handover to your support team',
  ],
  illustrationAlt: 'Diagram of ERP, CRM, finance and legacy system icons linked through a central integration hub',
  benefits: [
    {
      title: 'One version of the truth',
      description:
        'Clear ownership of customer, product and supplier records ends conflicting reports and the manual reconciliation that follows them.',
    },
    {
      title: 'Faster order-to-cash',
      description:
        'Orders, invoices and stock updates move between systems in minutes instead of waiting for overnight batches or manual re-entry.',
    },
    {
      title: 'Legacy investment protected',
      description:
        'Older platforms keep doing what they do well, while newer services consume their data through managed interfaces instead of fragile point-to-point links.',
    },
    {
      title: 'Integrations you can operate',
      description:
        'Central dashboards, alerting and documented runbooks let your support team spot a failed message and resolve it before users notice.',
    },
  ],
  impact: [
    {
      metric: '50%',
      title: 'Faster order processing',
      description:
        'Integrating ERP and CRM for a manufacturing client removed duplicate order entry and cut order processing time by 50%.',
    },
    {
      metric: '15+',
      title: 'Government systems unified',
      description:
        'For an e-government programme we brought more than 15 government systems onto a common integration layer with shared citizen and case data.',
    },
    {
      title: 'Less month-end reconciliation',
      description:
        'Linking procurement, stock and finance systems replaces manual matching at month-end with automatic checks.',
    },
  ],
  ctaTitle: 'Tired of re-keying data between systems?',
  ctaText:
    'Send us a list of the systems you run and where data is copied by hand. We will sketch an integration approach and highlight the quickest wins.',
};
