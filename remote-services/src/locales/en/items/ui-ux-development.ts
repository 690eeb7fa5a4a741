import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'UI/UX Design & Development',
  titleSub: 'Interfaces shaped by research with real users and built on a consistent design system',
  summary: 'User research, prototyping, usability testing and accessible design systems that turn complex tasks into clear, efficient screens.',
  description: 'We observe how people actually work, whether on a hospital ward, a shop floor or a council help desk, then prototype and test before code is written. The result is a documented design system and production-ready components that keep every screen consistent and WCAG compliant.',
  cardFeatures: ['User research and testing', 'Design systems and components', 'Accessible from the outset'],
  metaTitle: 'UI/UX Design & Development Services',
  metaDescription: 'User research, interactive prototypes, usability testing and WCAG-compliant design systems for complex enterprise, healthcare and public-sector software.',
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
    'Design hand-over and developer pairing',
    'Post-launch analytics and iterative improvement',
  ],
  illustrationAlt: 'Illustration of sketches becoming wireframes and then a finished interface, with user feedback notes alongside',
  benefits: [
    {
      title: 'Fewer errors in critical tasks',
      description: 'Interfaces tested with the people who use them reduce mistakes in clinical, engineering and case-handling work, where errors are costly.',
    },
    {
      title: 'Consistent screens, built faster',
      description: 'A shared design system and coded components let developers assemble screens from proven parts instead of reinventing them.',
    },
    {
      title: 'Inclusive from the start',
      description: 'Accessibility is designed in rather than bolted on, which helps public bodies meet their legal duties and serves users with differing needs.',
    },
    {
      title: 'Decisions grounded in evidence',
      description: 'Usability findings and analytics settle design debates with data, so stakeholders agree sooner and budget goes where it matters.',
    },
  ],
  impact: [
    {
      metric: '91%',
      title: 'Task success in usability testing',
      description: 'A redesigned clinic scheduling tool for an NHS trust supplier reached 91% task completion in testing, up from 64% on the previous version.',
    },
    {
      metric: '40%',
      title: 'Fewer calls about an online form',
      description: 'Rewriting and restructuring a county council application form after usability testing cut related contact-centre calls by 40%.',
    },
    {
      metric: '2x',
      title: 'Faster screen delivery',
      description: 'An aerospace manufacturer adopted one design system across three internal tools, halving the time needed to design and build new screens.',
    },
  ],
  ctaTitle: 'Are users struggling with your application?',
  ctaText: 'Tell us which tasks cause the most frustration or support calls. We will suggest research and testing activities to pinpoint the causes quickly.',
};
