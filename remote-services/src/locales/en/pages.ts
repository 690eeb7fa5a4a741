export const pagesEn = {
  list: {
    meta: {
      title: 'Our services',
      description:
        'Explore our 18 IT services: custom software, AI and machine learning, integration, data migration, QA, cloud and DevOps, and vulnerability assessments.',
    },
    hero: {
      eyebrow: 'Services',
      title: 'Software and IT services, from first idea to long-term support',
      subtitle:
        'One accountable team across the UK and India to design, build, integrate, secure and run the systems your organisation depends on.',
    },
    featured: {
      title: 'Where clients start with us',
      subtitle:
        'Six services that most often open a long-term engagement, from modernising legacy applications to securing what is already in production.',
      explore: 'Explore details',
      exploreLabel: 'Explore details: {{service}}',
    },
    index: {
      title: 'All services',
      subtitle: 'The full range of our 18 services, grouped by what you need to achieve.',
    },
    groups: {
      build: 'Build & modernise',
      data: 'Data & integration',
      operate: 'Cloud, security & delivery',
    },
    why: {
      title: 'Why work with us',
      subtitle: 'What sets our delivery apart, project after project.',
      points: [
        {
          title: 'Certified quality and security',
          description:
            'Our delivery runs under ISO 9001 quality management and Cyber Essentials controls, so reviews, testing and data handling follow documented, audited processes.',
        },
        {
          title: 'Experience across demanding sectors',
          description:
            'Around 30 years of combined founder experience and more than 150 projects for aerospace, healthcare, manufacturing and public-sector clients since 2010.',
        },
        {
          title: 'One team in the UK and India',
          description:
            'UK-based consultants and our delivery centre in Coimbatore work as one team, giving you a single point of contact, extended working hours and 24/7 support.',
        },
      ],
    },
    process: {
      title: 'How we work',
      subtitle: 'A clear four-step process that keeps you informed from the first call to live operation.',
      steps: [
        {
          title: 'Consultation',
          description:
            'We listen to your goals, constraints and existing systems, then agree what success looks like and which risks need attention first.',
        },
        {
          title: 'Planning',
          description:
            'We define the scope, architecture, milestones and team, and give you a realistic schedule and budget before any code is written.',
        },
        {
          title: 'Execution',
          description:
            'We build and test in short iterations, demonstrate progress regularly and keep you in control of priorities throughout.',
        },
        {
          title: 'Support',
          description:
            'After go-live we monitor, maintain and improve your systems, with support available around the clock when you need it.',
        },
      ],
    },
    cta: {
      title: 'Not sure which service fits your project?',
      text: 'Describe your situation and we will recommend the right combination of services, or show you comparable projects we have delivered.',
      primary: 'Contact us',
      secondary: 'View our projects',
    },
  },
  detail: {
    breadcrumb: 'Services',
    includedTitle: "What's included",
    benefitsTitle: 'Key benefits',
    impactTitle: 'Typical outcomes',
    impactSubtitle:
      'What this kind of engagement is designed to achieve. A figure is shown only where it comes from a project we have delivered.',
    ctaButton: 'Contact us now',
    backToServices: 'Back to all services',
  },
  overview: {
    eyebrow: 'What we do',
    title: 'Services built around your needs',
    subtitle:
      'From custom software and AI to integration, cloud and security, we cover the full life of your systems with a single team.',
    viewAll: 'View all services',
  },
};

export type ServicesPagesCopy = typeof pagesEn;
