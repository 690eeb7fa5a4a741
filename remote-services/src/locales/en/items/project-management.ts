import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Technical project management',
  titleSub: 'Controlled delivery for complex, multi-country engineering programmes',
  summary:
    'Technical project managers who keep software and engineering programmes on schedule across suppliers, time zones and regulatory regimes.',
  description:
    'Complex programmes rarely fail on technology alone; they fail on unclear scope, hidden dependencies and late surprises. We combine PRINCE2 governance with Agile delivery, so steering boards get stage gates and clear tolerances while teams keep short, measurable iterations. Our project managers have run programmes for aerospace, defence, healthcare and public-sector clients across the UK, Europe and India.',
  cardFeatures: ['PRINCE2 and Agile hybrid', 'RAID logs and stage gates', 'Multi-country delivery teams'],
  metaTitle: 'Technical project management services',
  metaDescription:
    'Technical project management for complex, multi-country programmes: PRINCE2 and Agile hybrid delivery, RAID logs, stage gates and clear stakeholder reports.',
  includedIntro:
    'A complete project management service, from initiation and planning through delivery, acceptance and handover.',
  includes: [
    'Project initiation documents and business case review',
    'Tailored PRINCE2 and Agile hybrid delivery model',
    'Work breakdown structures and integrated master schedules',
    'RAID logs reviewed at every governance checkpoint',
    'Stage gates with tolerances and exception reporting',
    'Sprint planning, product backlogs and release roadmaps',
    'Coordination of suppliers and subcontractors across countries',
    'Weekly highlight reports and steering board packs',
    'Earned value analysis and budget tracking',
    'Change control and configuration baselines',
    'Requirements traceability for regulated programmes',
    'Acceptance, handover and lessons-learned reviews',
  ],
  illustrationAlt:
    'A programme timeline spanning three countries, with stage gates, milestones and a risk register feeding a steering board dashboard',
  benefits: [
    {
      title: 'Predictable delivery',
      description:
        'Integrated schedules, critical path analysis and early warnings against agreed tolerances mean sponsors hear about slippage while there is still time to act.',
    },
    {
      title: 'Governance without drag',
      description:
        'PRINCE2 controls sit at programme level while development teams run two-week sprints, so reporting and compliance do not slow down the engineering work.',
    },
    {
      title: 'One view across borders',
      description:
        'We align teams in the UK, Europe and India on a single plan, a shared RAID log and a common definition of done, using overlapping hours for daily coordination.',
    },
    {
      title: 'Audit-ready records',
      description:
        'Decisions, changes and acceptance evidence are captured as the project runs, supporting ISO 9001 audits and the assurance reviews expected in aerospace, defence and government.',
    },
  ],
  impact: [
    {
      metric: '18 months',
      title: 'Aerospace programme across 3 countries',
      description:
        'We managed an 18-month programme integrating engineering, supply chain and quality systems for an aerospace manufacturer, with teams in three countries, passing each stage gate against the agreed baseline.',
    },
    {
      title: 'Many workstreams under one plan',
      description:
        'Supplier and in-house workstreams are brought under one integrated schedule and a single RAID log, so dependencies surface before they cause delays.',
    },
    {
      title: 'Fewer late change requests',
      description:
        'Baselining requirements early and running formal change control keeps late changes rare and their cost visible.',
    },
  ],
  ctaTitle: 'Need a steady hand on a complex programme?',
  ctaText:
    'Talk to us about your scope, suppliers and deadlines. We can run the whole project or strengthen your existing programme office.',
};
