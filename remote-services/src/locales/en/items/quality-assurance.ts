import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Quality assurance & testing',
  titleSub: 'Independent testing that finds defects before your users, auditors or attackers do',
  summary:
    'Manual and automated testing of functionality, performance, accessibility and security, run by a team working within an ISO 9001 quality management system.',
  description:
    'We plan testing around your risks, not a generic checklist. Our testers in Coimbatore and the UK combine exploratory testing with automated regression suites in your CI/CD pipeline, and report each defect with the evidence developers need to fix it quickly.',
  cardFeatures: ['Risk-based test strategy', 'Automated regression suites', 'Performance and security testing'],
  metaTitle: 'Quality assurance & software testing services',
  metaDescription:
    'Independent software testing: risk-based strategy, automated regression, performance, accessibility and security checks, under an ISO 9001 quality system.',
  includedIntro: 'Take the services you need on their own, or hand us the complete testing function:',
  includes: [
    'Test strategy and risk-based test planning',
    'Requirements review and traceability matrices',
    'Exploratory and scripted manual testing',
    'UI automation with Playwright or Selenium',
    'API and integration test suites',
    'Regression packs running in CI/CD',
    'Load and stress testing with k6 or JMeter',
    'Accessibility audits against WCAG 2.2',
    'Security testing aligned with the OWASP Top 10',
    'Cross-browser and mobile device coverage',
    'Test data management and anonymisation',
    'User acceptance testing support',
  ],
  illustrationAlt:
    'Illustration of a magnifying glass over application screens, with defects marked and a release checklist ticked off',
  benefits: [
    {
      title: 'Fewer defects in production',
      description:
        'Issues are found while they are still cheap to fix, rather than by users, in the service desk queue or during an audit.',
    },
    {
      title: 'Faster, safer releases',
      description:
        'Automated regression runs on every build, so teams can release more often without re-testing everything by hand.',
    },
    {
      title: 'Evidence for auditors',
      description:
        'Traceable test cases, signed-off results and defect histories support aerospace, medical device and public-sector assurance requirements.',
    },
    {
      title: 'An independent viewpoint',
      description:
        'Testers who did not write the code question the assumptions developers naturally share, including gaps in usability and accessibility.',
    },
  ],
  impact: [
    {
      metric: '150+',
      title: 'Issues found before release',
      description:
        'Structured QA on a new customer portal uncovered more than 150 issues, from broken validation rules to accessibility barriers, before launch.',
    },
    {
      title: 'Shorter regression cycle',
      description:
        'Automating the regression pack replaces days of manual checking before each release with a run the pipeline repeats on every change.',
    },
    {
      title: 'Critical journeys checked on every deployment',
      description:
        'The journeys users depend on most are tested automatically each time a change is deployed, so breakages are caught before users meet them.',
    },
  ],
  ctaTitle: 'Preparing for a release you cannot afford to get wrong?',
  ctaText:
    'Tell us what is being launched and when. We will propose a test approach proportionate to the risk, with clear entry and exit criteria.',
};
