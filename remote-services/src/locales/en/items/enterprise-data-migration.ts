import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Enterprise data migration',
  titleSub: 'Phased migration of ERP, mainframe and multi-system estates',
  summary:
    'Large-scale migration programmes for ERP, mainframe and multi-system landscapes, with phased cutover and full reconciliation of regulated data.',
  description:
    'When an organisation replaces its ERP, retires a mainframe or consolidates several systems into one, the data is usually the highest risk in the programme. We have built migration tooling since our ERP data migration bridging platform in 2014, and we run every programme through profiling, cleansing, repeated trial loads and reconciled, phased cutovers that keep operations running.',
  cardFeatures: ['ERP and mainframe migration', 'Phased, rehearsed cutovers', 'Reconciled, auditable data'],
  metaTitle: 'ERP and mainframe data migration',
  metaDescription:
    'Enterprise data migration for ERP, mainframe and multi-system programmes: profiling, cleansing, mock loads, phased cutover and regulated data reconciliation.',
  includedIntro:
    'An end-to-end migration service for programmes where data volume, complexity and regulation leave no room for error.',
  includes: [
    'Discovery of ERP, mainframe and satellite source systems',
    'Data profiling and quality scoring',
    'Field-level mapping and transformation specifications',
    'Cleansing, deduplication and master data harmonisation',
    'Extraction from VSAM files using COBOL copybooks',
    'Target loads into SAP, Oracle or Microsoft Dynamics',
    'Repeated mock loads and full dress rehearsals',
    'Phased cutover by site, entity or business unit',
    'Record-count and financial balance reconciliation',
    'Data retention, archiving and UK GDPR controls',
    'Audit trails for regulators and external auditors',
    'Rollback plans and hypercare after go-live',
  ],
  illustrationAlt:
    'Data flowing from a mainframe, an ERP and several departmental systems through cleansing and reconciliation stages into a single new platform',
  benefits: [
    {
      title: 'Cutovers without surprises',
      description:
        'Each cutover is rehearsed at least twice with production-sized data, using timed runbooks and go or no-go criteria agreed with the business in advance.',
    },
    {
      title: 'Provable completeness',
      description:
        'Automated reconciliation of record counts, financial balances and key fields gives finance, quality and audit teams evidence that every record arrived intact.',
    },
    {
      title: 'Cleaner data in the new system',
      description:
        'Profiling and cleansing before the load mean the new ERP starts with consistent master data instead of carrying old duplicates and errors forward.',
    },
    {
      title: 'Compliance maintained throughout',
      description:
        'Masked test environments, strict access controls and documented retention decisions keep personal, financial and export-controlled data compliant at every stage.',
    },
  ],
  impact: [
    {
      metric: '99.8%',
      title: 'Uptime during migration',
      description:
        'A data migration completed at 99.8% uptime: a manufacturing group moved finance, inventory and production data to a new ERP in three phases while its plants kept running.',
    },
    {
      title: 'Legacy systems consolidated',
      description:
        'Records from many legacy systems are migrated into one platform and reconciled record by record, so nothing is left behind in a system due to be switched off.',
    },
    {
      title: 'A mainframe retired with confidence',
      description:
        'Part, order and traceability records are moved off the mainframe and reconciled field by field, so it can be switched off knowing nothing is lost.',
    },
  ],
  ctaTitle: 'Facing an ERP replacement or a mainframe exit?',
  ctaText:
    'Involve us early. We will assess your source data, size the migration and design a cutover plan that protects day-to-day operations.',
};
