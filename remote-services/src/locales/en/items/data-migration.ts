import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Data migration',
  titleSub: 'Moving databases and files between platforms with every record accounted for',
  summary:
    'Planned, rehearsed migrations of databases and file stores for mid-sized estates, with mapping, cleansing and reconciliation evidence at every step.',
  description:
    'Whether you are leaving an ageing database server, consolidating file shares or adopting a new SaaS platform, we profile the data, agree the mapping with its owners and run repeatable ETL with reconciliation reports. Nothing goes live until the numbers match.',
  cardFeatures: ['Mapping and ETL pipelines', 'Cleansing and deduplication', 'Reconciled, validated cutover'],
  metaTitle: 'Data migration services',
  metaDescription:
    'Database and file migrations for mid-sized estates: profiling, field mapping, ETL, cleansing, reconciliation and validated cutover with a tested rollback plan.',
  includedIntro: 'A migration with us follows these steps, each with its own sign-off:',
  includes: [
    'Source inventory and data profiling',
    'Field-level mapping agreed with data owners',
    'Repeatable ETL scripts under version control',
    'Cleansing, standardisation and deduplication rules',
    'Reference data and code-list translation',
    'File share migration with metadata preserved',
    'Trial loads in a staging environment',
    'Record count and checksum reconciliation',
    'Business validation scripts and sign-off packs',
    'Cutover runbook with timed rehearsals',
    'Tested rollback plan',
    'Archiving and secure decommissioning of sources',
  ],
  illustrationAlt:
    'Illustration of tables and files moving from an old server to a new platform beside a checklist of matching totals',
  benefits: [
    {
      title: 'No surprises on go-live day',
      description:
        'At least two full rehearsals with realistic timings mean the final cutover follows a script everyone has already run.',
    },
    {
      title: 'Cleaner data on arrival',
      description:
        'Duplicates, orphan records and inconsistent formats are fixed in transit, so the new platform starts with better data than the old one held.',
    },
    {
      title: 'Proof, not reassurance',
      description:
        'Reconciliation reports compare counts, totals and checksums between source and target, giving auditors and data owners evidence they can sign.',
    },
    {
      title: 'Minimal disruption',
      description:
        'Incremental loads and weekend cutover windows keep downtime for your users to a planned, communicated minimum.',
    },
  ],
  impact: [
    {
      title: 'Every record reconciled',
      description:
        'Each table is reconciled against the source, with counts and checksums, before anyone signs the migration off.',
    },
    {
      title: 'Cutover within a planned weekend',
      description:
        'Rehearsed loads and a tested fallback plan let the move to the new platform happen inside a planned window, not over weeks of disruption.',
    },
    {
      title: 'Fewer duplicate records',
      description:
        'Cleansing and deduplication rules applied during the move mean the new system starts with cleaner data than the old one.',
    },
  ],
  ctaTitle: 'Planning to move data to a new platform?',
  ctaText:
    'Tell us the source and target systems and roughly how much data is involved. We will outline the approach, the rehearsals needed and the risks to plan for.',
};
