import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'UI/UX design & development',
  titleSub: 'Interfaces shaped by research with real users and built on a consistent design system',
  summary:
    'User research, prototyping, usability testing and accessible design systems that turn complex tasks into clear, efficient screens.',
  description:
    'We observe how people actually work, whether on a hospital ward, a shop floor or a council help desk, then prototype and test before code is written. The result is a documented design system and production-ready components that keep every screen consistent and WCAG compliant.',
  cardFeatures: ['User research and testing', 'Design systems and components', 'Accessible from the outset'],
  metaTitle: 'UI/UX design & development services',
  metaDescription:
    'User research, interactive prototypes, usability testing and WCAG-compliant design systems for complex enterprise, healthcare and public-sector software.',
  includedIntro: 'Our design work runs from the first interviews to coded components, and can include:',
  includes: [
    'Stakeholder interviews and contextual user research',
    'Personas, journey maps and service blueprints',
    'Heuristic review of existing interfaces',
    'Information architecture and card sorting',
    'Wireframes and interactive Figma prototypes',
    'Moderated and remote usability testing',
    'Design system with tokens and documented patterns',
    'React component library documented in Storybook',
    'WCAG 2.2 AA accessibility reviews',
    'Data-heavy dashboards and complex forms',
    'Design handover and developer pairing',
    'Post-launch analytics and iterative improvement',
  ],
  illustrationAlt:
    'Illustration of sketches becoming wireframes and then a finished interface, with user feedback notes alongside',
  benefits: [
    {
      title: 'Fewer errors in critical tasks',
      description:
        'Interfaces tested with the people who use them reduce mistakes in clinical, engineering and case-handling work, where errors are costly.',
    },
    {
      title: 'Consistent screens, built faster',
      description:
        'A shared design system and coded components let developers assemble screens from proven parts instead of reinventing them.',
    },
    {
      title: 'Inclusive from the start',
      description:
        'Accessibility is designed in rather than bolted on, which helps public bodies meet their legal duties and serves users with differing needs.',
    },
    {
      title: 'Decisions grounded in evidence',
      description:
        'Usability findings and analytics settle design debates with data, so stakeholders agree sooner and budget goes where it matters.',
    },
  ],
  impact: [
    {
      title: 'Higher task success',
      description:
        'Prototypes tested with real users before anything is built raise the share of people who complete their task first time.',
    },
    {
      title: 'Fewer calls about online forms',
      description:
        'Rewriting and restructuring a form after usability testing removes the confusion that sends people to the phone.',
    },
    {
      title: 'Faster screen delivery',
      description:
        'One design system shared across applications lets new screens be designed and built from tested components rather than from scratch.',
    },
  ],
  ctaTitle: 'Are users struggling with your application?',
  ctaText:
    'Tell us which tasks cause the most frustration or support calls. We will suggest research and testing activities to pinpoint the causes quickly.',
};
