import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Application modernisation',
  titleSub: 'Re-platform and refactor legacy systems without stopping the business',
  summary:
    'Assessment-led modernisation of legacy applications, from rehosting and re-platforming to incremental refactoring for the cloud.',
  description:
    'Legacy applications often hold decades of business rules that nobody wants to lose, on technology that is becoming hard to staff, secure and host. We start with an evidence-based assessment of each application, choose the right path for it using the 6 Rs, and modernise in small, reversible steps so that users keep working throughout.',
  cardFeatures: [
    'Portfolio assessment and 6 Rs',
    'Cloud readiness and re-platforming',
    'Incremental, low-risk refactoring',
  ],
  metaTitle: 'Legacy application modernisation',
  metaDescription:
    'Legacy application modernisation: portfolio assessment, 6 Rs decisions, cloud readiness, re-platforming and incremental refactoring of critical systems.',
  includedIntro:
    'A structured modernisation service, from understanding what you have today to running it on a supportable platform.',
  includes: [
    'Application inventory and dependency mapping',
    'Code quality and technical debt analysis',
    'A 6 Rs decision for each application',
    'Cloud readiness and hosting cost assessment',
    'Costed modernisation roadmap and business case',
    'Rehosting onto AWS, Azure or private cloud',
    'Re-platforming onto containers and managed databases',
    'Runtime upgrades such as .NET Framework to .NET 8',
    'Extraction of business rules from legacy code',
    'Characterisation tests before any refactoring',
    'Interface renewal for accessibility and mobile use',
    'Decommissioning plans for retired systems',
  ],
  illustrationAlt:
    'A legacy application being moved in stages onto a cloud platform, with each stage tested before the next begins',
  benefits: [
    {
      title: 'Decisions based on evidence',
      description:
        'Code analysis, usage data and hosting costs determine the path for each application, so investment goes where it reduces risk or cost the most.',
    },
    {
      title: 'No big-bang cutover',
      description:
        'Incremental releases behind feature flags and a period of parallel running let users move across gradually, and every step can be rolled back if needed.',
    },
    {
      title: 'Business knowledge preserved',
      description:
        'We document and test the rules buried in legacy code before changing it, so calculations, validations and edge cases behave exactly as they did before.',
    },
    {
      title: 'Lower operational and skills risk',
      description:
        'Current, widely used technology is easier to secure, host and recruit for, and removes the dependence on a handful of specialists who know the old system.',
    },
  ],
  impact: [
    {
      title: 'Lower hosting costs',
      description:
        'Moving an ageing application from on-premises servers to managed cloud services usually reduces what it costs to host and maintain.',
    },
    {
      title: 'Business rules documented and tested',
      description:
        'Before any refactoring, we extract the business rules buried in the code and cover them with characterisation tests, so behaviour is kept on purpose, not by luck.',
    },
    {
      title: 'No unplanned downtime',
      description:
        'Replacing a legacy system in small releases, with old and new running side by side, lets staff keep working throughout the move.',
    },
  ],
  ctaTitle: 'Is a legacy system holding your organisation back?',
  ctaText:
    'Start with an assessment. We will review your applications, recommend a path for each and show you the cost, risk and timeline before you commit.',
};
