import type { homeValues } from '../../data/home-values';

export const homeEn = {
  // Structured data about the organisation, published with the home page.
  meta: {
    title: 'Software engineering and IT consultancy',
    description:
      'UK software engineering and IT consultancy with a delivery team in India: custom software, AI, integration, data migration, cloud, QA and security since 2010.',
  },
  hero: {
    eyebrow: 'ISO 9001 and Cyber Essentials certified',
    title: 'Software engineering that keeps your business moving',
    subtitle:
      'We design, build and support dependable software for enterprises, manufacturers and public bodies, from first workshop to long-term operation, with a UK team and a delivery centre in Coimbatore, India.',
    primary: 'Explore our services',
    secondary: 'View our work',
    stats: [
      { value: '150+', label: 'Projects delivered' },
      { value: '99.9%', label: 'Uptime target for platforms we run' },
      { value: '24/7', label: 'Support' },
    ],
  },
  intro: {
    eyebrow: 'Who we are',
    title: 'A UK consultancy with engineering depth',
    paragraphs: [
      'Founded in the United Kingdom in 2010, we bring together around 30 years of combined founder experience in software engineering, systems integration and IT delivery. A few months after launch we opened our delivery centre in Coimbatore, India, so clients work with one accountable team across both locations.',
      'We work with enterprises, aerospace and defence manufacturers, healthcare providers, councils and e-government bodies. Our work is run under ISO 9001 quality management and Cyber Essentials security controls, and we stay involved after go-live to keep systems secure, supported and up to date.',
    ],
    link: 'Learn more about us',
  },
  problems: {
    title: 'From everyday obstacles to working solutions',
    subtitle:
      'The challenges we hear most often from IT directors, software architects and development leads, and how we address them.',
    problemsTitle: 'Common challenges',
    solutionsTitle: 'How we solve them',
    problems: [
      'Legacy systems that are costly to run and hard to change',
      'Data spread across applications that do not talk to each other',
      'Security weaknesses discovered only after an incident',
      'Projects that overrun on time and budget with little visibility',
    ],
    solutions: [
      'Step-by-step modernisation and migration to maintainable, cloud-ready platforms',
      'Integration and data migration that connect your systems into one reliable flow',
      'Regular vulnerability assessments and continuous scanning with Vulnyzer',
      'Structured project management with agreed milestones and regular, transparent reporting',
    ],
  },
  products: {
    title: 'Our own products',
    subtitle:
      'Alongside client work, we build and run two platforms of our own: Vulnyzer for vulnerability scanning and MeetlyHub for video meetings.',
  },
  values: {
    title: 'Our core values',
    subtitle: 'The principles behind every project we take on.',
    items: {
      excellence: {
        title: 'Excellence',
        description:
          'We follow certified quality processes, review and test our work thoroughly, and measure ourselves by results that last after go-live.',
      },
      agility: {
        title: 'Agility',
        description:
          'We deliver in short, visible iterations and adjust quickly when your priorities, budget or regulations change.',
      },
      innovation: {
        title: 'Innovation',
        description:
          'We apply AI, cloud and automation where they solve a real business problem, and invest in our own products to stay current.',
      },
    } satisfies Record<(typeof homeValues)[number]['id'], { title: string; description: string }>,
  },
  mission: {
    title: 'Our mission',
    text: 'To help organisations run on software they can trust: well engineered, secure by design and supported for the long term, delivered by a team that takes responsibility from the first workshop to everyday operation.',
    stats: [
      { value: '15+', label: 'Aerospace projects' },
      { value: '8', label: 'Countries served' },
      { value: '98%', label: 'Projects rated successful by clients' },
    ],
  },
  cta: {
    title: 'Ready to discuss your next project?',
    text: 'Tell us what you need to build, fix or modernise. We will come back to you with clear next steps and an honest view of how we can help.',
    primary: 'Schedule a consultation',
    secondary: 'Explore our services',
  },
};

export type HomeCopy = typeof homeEn;
