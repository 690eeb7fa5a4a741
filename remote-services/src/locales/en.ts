import type { benefitIcons, impactIcons, whyPoints } from '../data/services';
import type { ServiceSlug } from '../data/service-groups';

/** A card: a short title and a sentence or two. */
export interface CardCopy {
  title: string;
  description: string;
}

/** One item of copy per entry of a fixed list of data (the same length, checked by the compiler). */
type OnePer<Data extends readonly unknown[], Copy> = { -readonly [Index in keyof Data]: Copy };

/**
 * The shape every service page's copy must have, in every language: the
 * `items` of the namespace, keyed by the service's slug.
 */
export interface ServiceCopy {
  /** Page h1, e.g. "Cloud & DevOps". */
  title: string;
  /** Short line under the h1 (hero tagline). */
  titleSub: string;
  /** One or two sentences, used on service cards and in the services index. */
  summary: string;
  /** Two or three sentences under the hero title. */
  description: string;
  /** Three short feature phrases shown on the service card (3-6 words each). */
  cardFeatures: [string, string, string];
  /** Document title (without the site name suffix). */
  metaTitle: string;
  /** Meta description, 130-160 characters, unique across the site. */
  metaDescription: string;
  /** Heading and intro for the "what's included" grid. */
  includedIntro: string;
  /** Exactly 12 items, each a short phrase (3-9 words), all distinct. */
  includes: string[];
  /** Alt text for the page's illustration (describes the drawing's meaning). */
  illustrationAlt: string;
  /** The key benefits: one per icon of data/services.ts's benefitIcons. */
  benefits: OnePer<typeof benefitIcons, CardCopy>;
  /**
   * The outcome cards, one per icon of impactIcons. `metric` (a short figure
   * like "50%" or "15+") only where the figure comes from a delivered project
   * the consultancy can cite; otherwise the card describes the typical
   * outcome without one.
   */
  impact: OnePer<typeof impactIcons, CardCopy & { metric?: string }>;
  /** Closing call-to-action band. */
  ctaTitle: string;
  ctaText: string;
}

/** The services namespace in English: the pages' copy, then one entry per service. */
export const servicesEn = {
  list: {
    meta: {
      title: 'Our services',
      description:
        'Explore our IT services: custom software, AI and machine learning, integration, data migration, QA, cloud and DevOps, and vulnerability assessments.',
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
      subtitle: 'The full range of our services, grouped by what you need to achieve.',
    },
    groups: {
      build: 'Build & modernise',
      data: 'Data & integration',
      operate: 'Cloud, security & delivery',
    },
    why: {
      title: 'Why work with us',
      subtitle: 'What sets our delivery apart, project after project.',
      points: {
        'certified-quality': {
          title: 'Certified quality and security',
          description:
            'Our delivery runs under ISO 9001 quality management and Cyber Essentials controls, so reviews, testing and data handling follow documented, audited processes.',
        },
        'sector-experience': {
          title: 'Experience across demanding sectors',
          description:
            'Around 30 years of combined founder experience and more than 150 projects for aerospace, healthcare, manufacturing and public-sector clients since 2010.',
        },
        'one-team': {
          title: 'One team in the UK and India',
          description:
            'Our UK-based consultants and our delivery centre in Coimbatore work as one team, giving you a single point of contact, extended working hours and 24/7 support under a service agreement.',
        },
      } satisfies Record<(typeof whyPoints)[number]['id'], CardCopy>,
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
            'After go-live, we monitor, maintain and improve your systems, with support around the clock under a service agreement.',
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
    includedTitle: "What's included",
    benefitsTitle: 'Key benefits',
    impactTitle: 'Typical outcomes',
    impactSubtitle:
      'What this kind of engagement is designed to achieve. Figures, where shown, come from projects we have delivered.',
    ctaButton: 'Contact us',
    backToServices: 'Back to all services',
  },
  overview: {
    eyebrow: 'What we do',
    title: 'Services built around your needs',
    subtitle:
      'From custom software and AI to integration, cloud and security, we cover the full life of your systems with a single team.',
    viewAll: 'View all services',
  },
  items: {
    'custom-software-development': {
      title: 'Custom software development',
      titleSub: 'Bespoke line-of-business software, from the first workshop to long-term support',
      summary:
        'Applications built around the way your organisation actually works, then designed, developed, tested and supported by one accountable team.',
      description:
        'When off-the-shelf packages force your people into workarounds, we build software that fits. Our UK consultants and Coimbatore engineers take you from discovery and architecture through delivery, handover and support, all under an ISO 9001 quality management system.',
      cardFeatures: ['Discovery to long-term support', 'Shaped around your processes', 'Full source code ownership'],
      metaTitle: 'Custom software development services',
      metaDescription:
        'Bespoke line-of-business software for manufacturers, healthcare, defence and councils: discovery, architecture, delivery and support by one accountable team.',
      includedIntro: 'Every stage of a bespoke build, from requirements to support, handled by the same team:',
      includes: [
        'Discovery workshops and process mapping',
        'Requirements, user stories and acceptance criteria',
        'Solution architecture and technology selection',
        'Clickable prototypes before development begins',
        'Fortnightly iterations with working demonstrations',
        'Role-based access control and audit trails',
        'Connectors to your existing business systems',
        'Operational dashboards and data exports',
        'Automated unit and integration tests in every build',
        'Secure hosting in the cloud or on-premises',
        'User training and technical documentation',
        'Warranty period and ongoing support options',
      ],
      illustrationAlt: 'Drawing of separate business process steps converging into one tailored application window',
      benefits: [
        {
          title: 'Software that fits your process',
          description:
            'Screens, rules and approval steps mirror how your teams operate, so spreadsheets and manual workarounds disappear rather than multiply.',
        },
        {
          title: 'You own what you pay for',
          description:
            'Source code, documentation and deployment scripts are handed over in full, with no per-seat licence fees and no lock-in to us.',
        },
        {
          title: 'Predictable, visible delivery',
          description:
            'Fixed-scope phases, fortnightly demonstrations and a shared backlog show exactly where budget and effort are going.',
        },
        {
          title: 'Ready for regulated environments',
          description:
            'Audit trails, access controls and traceable requirements provide the evidence that aerospace, defence and healthcare quality audits ask for.',
        },
      ],
      impact: [
        {
          title: 'Less time on administration',
          description:
            'A bespoke system that replaces spreadsheets and re-keying, for works orders and traceability for example, gives staff back the hours they spent on paperwork.',
        },
        {
          metric: '500+',
          title: 'Users on one case-management system',
          description:
            'More than 500 users from several departments of one client now work in a single case-management application with shared records and reporting.',
        },
        {
          title: 'Software you own outright',
          description:
            'Full source code, documentation and a handover to your team mean no lock-in: you can maintain the system yourselves or with any supplier.',
        },
      ],
      ctaTitle: 'Have a process your current software cannot handle?',
      ctaText:
        'Tell us how the work is done today. We will come back with a scoped approach, an indicative timeline and the questions we would need answered first.',
    },
    'ai-machine-learning': {
      title: 'AI & machine learning',
      titleSub: 'Practical machine learning that earns its place in day-to-day operations',
      summary:
        'Forecasting, document processing and visual inspection models trained on your own data, deployed with the monitoring and governance regulated sectors expect.',
      description:
        'We start with a measurable business question, not a model. From a data readiness review to MLOps in production, we build machine learning your teams can trust, explain and maintain, with human review wherever a decision carries real risk.',
      cardFeatures: [
        'Demand and capacity forecasting',
        'Document and image understanding',
        'MLOps and model monitoring',
      ],
      metaTitle: 'AI & machine learning services',
      metaDescription:
        'Practical machine learning for manufacturers, healthcare and public bodies: forecasting, document processing, visual inspection, MLOps and responsible AI.',
      includedIntro:
        'From a first feasibility check to models running reliably in production, an engagement can cover:',
      includes: [
        'Use-case discovery and feasibility assessment',
        'Data readiness audit and labelling plan',
        'Demand, capacity and maintenance forecasting',
        'Document classification and field extraction',
        'Computer vision for defect inspection',
        'Anomaly detection on sensor and transaction data',
        'Search and assistants grounded in your own documents',
        'Baseline comparison against current methods',
        'Explainability reports and bias testing',
        'MLOps pipelines for training and deployment',
        'Drift monitoring and scheduled retraining',
        'Human-in-the-loop review workflows',
      ],
      illustrationAlt:
        'Illustration of data points flowing into a model that produces a forecast curve and flags inspection images',
      benefits: [
        {
          title: 'Decisions backed by evidence',
          description:
            'Every model is measured against the method you use today, so you see the real gain in accuracy or effort before committing to a rollout.',
        },
        {
          title: 'Models that stay accurate',
          description:
            'Automated monitoring spots data drift and falling accuracy early, and retraining pipelines keep predictions aligned with current conditions.',
        },
        {
          title: 'Responsible by design',
          description:
            'Explainability reports, bias checks and documented data lineage support UK GDPR obligations and the scrutiny of clinical or safety reviewers.',
        },
        {
          title: 'Your data stays under control',
          description:
            'Models can run in your own cloud tenancy or on-premises, which matters for defence, health and council data that cannot leave approved environments.',
        },
      ],
      impact: [
        {
          title: 'More accurate demand forecasts',
          description:
            'A model trained on your own sales and maintenance history usually forecasts spare-parts demand better than spreadsheets, so less stock is held just in case.',
        },
        {
          title: 'Less manual document keying',
          description:
            'Fields are read automatically from letters, forms and invoices, and staff check only the results the model is unsure of.',
        },
        {
          title: 'Faster visual inspection',
          description:
            'A computer vision model pre-screens parts or images, so inspectors spend their time on the items it flags.',
        },
      ],
      ctaTitle: 'Wondering whether machine learning fits your problem?',
      ctaText:
        'Share the decision or task you want to improve and a sample of the data behind it. We will give you a candid view of feasibility, likely accuracy and effort.',
    },
    'enterprise-integration': {
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
      includedIntro:
        'Our integration engagements cover the architecture, the build and the day-to-day running, including:',
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
    },
    'data-migration': {
      title: 'Database & file migration',
      titleSub: 'Moving databases and files between platforms with every record accounted for',
      summary:
        'Planned, rehearsed migrations of databases and file stores for mid-sized estates, with mapping, cleansing and reconciliation evidence at every step.',
      description:
        'Whether you are leaving an ageing database server, consolidating file shares or adopting a new SaaS platform, we profile the data, agree the mapping with its owners and run repeatable ETL with reconciliation reports. Nothing goes live until the numbers match.',
      cardFeatures: ['Mapping and ETL pipelines', 'Cleansing and deduplication', 'Reconciled, validated cutover'],
      metaTitle: 'Database & file migration services',
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
    },
    'quality-assurance': {
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
    },
    'cloud-devops': {
      title: 'Cloud & DevOps',
      titleSub: 'Reliable cloud platforms and delivery pipelines that let teams ship safely and often',
      summary:
        'Cloud architecture, infrastructure as code and CI/CD pipelines on AWS, Azure or GCP, with the monitoring and security controls that keep services running.',
      description:
        'We design landing zones, automate infrastructure with Terraform, containerise applications for Kubernetes and build CI/CD pipelines that make releases routine. Security follows Cyber Essentials principles from the first commit, and cloud costs are tracked from day one.',
      cardFeatures: ['AWS, Azure and GCP', 'Infrastructure as code', 'CI/CD and observability'],
      metaTitle: 'Cloud & DevOps services',
      metaDescription:
        'Cloud architecture, Terraform, Kubernetes and CI/CD on AWS, Azure or GCP, with observability, security hardening and cost control for dependable services.',
      includedIntro: 'From the first landing zone to day-to-day operations, we can take on:',
      includes: [
        'Cloud readiness assessment and migration planning',
        'Landing zones on AWS, Azure or GCP',
        'Infrastructure as code with Terraform',
        'Containerisation and Kubernetes cluster design',
        'CI/CD pipelines with automated quality gates',
        'Blue-green and canary deployment strategies',
        'Secrets management and least-privilege access',
        'Logging, metrics and distributed tracing',
        'Alerting, on-call runbooks and incident reviews',
        'Backup, disaster recovery and failover testing',
        'Cost monitoring, tagging and right-sizing',
        'UK and EU data residency controls',
      ],
      illustrationAlt:
        'Illustration of code passing through build, test and deploy stages into cloud infrastructure watched by a health dashboard',
      benefits: [
        {
          title: 'Higher availability',
          description:
            'Redundant architecture, health checks and tested failover keep services available through routine failures and planned maintenance.',
        },
        {
          title: 'Releases become routine',
          description:
            'Automated pipelines build, test and deploy every change the same way, replacing late-night manual releases with small, reversible updates.',
        },
        {
          title: 'Costs you can explain',
          description:
            'Tagging, budgets and regular right-sizing reviews show what each service spends and stop idle resources from quietly adding up.',
        },
        {
          title: 'Security built into the platform',
          description:
            'Hardened images, patched hosts and policy checks in the pipeline align with Cyber Essentials controls and the expectations of public-sector buyers.',
        },
      ],
      impact: [
        {
          title: 'Services that stay up through failures',
          description:
            'Multi-zone Kubernetes clusters with automated failover keep a service available when a server, or a whole zone, goes down.',
        },
        {
          title: 'More frequent, traceable releases',
          description:
            'Teams move from occasional manual releases to regular automated ones, with every change traceable from commit to production.',
        },
        {
          title: 'A smaller cloud bill',
          description:
            'Right-sizing, scheduled shutdown of test environments and reserved capacity remove spending that brings no value.',
        },
      ],
      ctaTitle: 'Want releases and infrastructure you no longer worry about?',
      ctaText:
        'Tell us where your applications run today and what slows your releases down. We will suggest a practical path to a more reliable platform.',
    },
    'web-development': {
      title: 'Web development & design',
      titleSub: 'Fast, accessible websites and web applications that your own teams can keep up to date',
      summary:
        'Modern websites and web applications built for speed, accessibility and easy editing, from public information sites to secure customer portals.',
      description:
        'We design and build with React, Next.js and modern CSS, on a CMS that suits your editors. Every template is tested against WCAG 2.2 AA and Core Web Vitals, so the site works for every visitor on every device, including people on slow connections or using assistive technology.',
      cardFeatures: ['Accessible to WCAG 2.2 AA', 'Fast Core Web Vitals', 'A CMS editors enjoy using'],
      metaTitle: 'Web development & design services',
      metaDescription:
        'Accessible, fast websites and web applications built with React, Next.js and a CMS your editors like, tested against WCAG 2.2 AA and Core Web Vitals.',
      includedIntro: 'Our web projects cover design, build, content and launch, including:',
      includes: [
        'Content audit and information architecture',
        'Responsive layouts for mobile, tablet and desktop',
        'Front-end build with React and Next.js',
        'Headless or traditional CMS implementation',
        'Editorial workflows, roles and content approval',
        'WCAG 2.2 AA accessibility testing',
        'Core Web Vitals and page speed tuning',
        'Technical SEO, structured data and sitemaps',
        'Secure forms, payments and customer portals',
        'Multilingual sites and translation workflows',
        'Privacy-friendly analytics and cookie consent',
        'Launch redirects, hosting and ongoing care',
      ],
      illustrationAlt:
        'Illustration of one website shown on phone, tablet and desktop screens with accessibility and speed indicators',
      benefits: [
        {
          title: 'Open to every visitor',
          description:
            'Keyboard navigation, screen reader support and sufficient colour contrast help you meet the public-sector accessibility regulations and reach more people.',
        },
        {
          title: 'Quick on any connection',
          description:
            'Optimised images, server rendering and lean scripts keep pages fast on mobile networks, which supports both search rankings and conversions.',
        },
        {
          title: 'Editors in control',
          description:
            'A CMS configured around your content types lets communications teams publish and update pages without waiting for a developer.',
        },
        {
          title: 'Secure and maintainable',
          description:
            'Dependency updates, security headers and automated tests keep the site safe and stop it turning into a rebuild project three years later.',
        },
      ],
      impact: [
        {
          title: 'Sites built around what visitors come to do',
          description:
            'Rebuilding a website around its most common tasks, tested with real users, helps visitors find what they need without calling.',
        },
        {
          title: 'Faster page loads',
          description:
            'Server-rendered pages, optimised images and a lean front end cut load times, especially on mobile connections.',
        },
        {
          title: 'Faster content publishing',
          description:
            'Structured content types and a simpler approval workflow let editors publish updates without waiting for developers.',
        },
      ],
      ctaTitle: 'Is your website holding your organisation back?',
      ctaText:
        'Share your current site and what it needs to do better. We will review accessibility, speed and content structure and suggest where to start.',
    },
    'api-microservices': {
      title: 'API development',
      titleSub: 'Well-designed APIs and services with clear contracts, built to be consumed and to evolve',
      summary:
        'We design and build new REST and GraphQL APIs and microservices, contract-first with OpenAPI, secured behind a gateway and versioned so that existing consumers keep working as the API evolves.',
      description:
        'Good APIs start with the people who consume them. We model your domain with domain-driven design, agree OpenAPI or GraphQL contracts before writing code, and build services with contract tests, observability and security in place, so partners and internal teams can integrate with confidence.',
      cardFeatures: ['Contract-first OpenAPI design', 'REST and GraphQL services', 'Gateways, security and versioning'],
      metaTitle: 'API development services',
      metaDescription:
        'Contract-first REST and GraphQL APIs and new microservices: OpenAPI design, domain-driven modelling, gateways, versioning and consumer contract testing.',
      includedIntro: 'Each API or service we deliver comes with the design, tooling and documentation around it:',
      includes: [
        'API strategy and consumer needs analysis',
        'Domain modelling with bounded contexts',
        'OpenAPI and GraphQL schema design',
        'Mock servers for early consumer feedback',
        'Service build in .NET, Java, Node.js or Go',
        'OAuth 2.0 and OpenID Connect security',
        'API gateway, rate limiting and quotas',
        'Versioning and deprecation policy',
        'Consumer-driven contract testing with Pact',
        'Tracing, metrics and structured logs per service',
        'Developer portal with interactive documentation',
        'Performance tests against agreed latency targets',
      ],
      illustrationAlt:
        'Illustration of an API contract document linking client applications to independent services behind a gateway',
      benefits: [
        {
          title: 'Integrations in days, not months',
          description:
            'Clear contracts, sandbox environments and interactive documentation let partners and internal teams connect without lengthy support calls.',
        },
        {
          title: 'Change without breaking consumers',
          description:
            'Contract tests and a published versioning policy catch breaking changes in the pipeline, long before they reach a partner system or a mobile app.',
        },
        {
          title: 'Services aligned with the business',
          description:
            'Boundaries drawn around business domains keep each service small, owned by one team and deployable on its own timetable.',
        },
        {
          title: 'Secure by default',
          description:
            'Token-based authentication, scoped permissions and gateway policies protect sensitive healthcare, defence and citizen data at every endpoint.',
        },
      ],
      impact: [
        {
          title: 'Faster partner onboarding',
          description:
            'A documented partner API with a sandbox lets new suppliers connect and test on their own, without weeks of back-and-forth with your team.',
        },
        {
          title: 'Fast responses at peak load',
          description:
            'Caching, load testing and response-time budgets set for 95% of requests keep a service quick when demand is highest.',
        },
        {
          title: 'No breaking changes for consumers',
          description:
            'Contract testing and a clear deprecation policy let an API evolve through new versions without disrupting the applications that use it.',
        },
      ],
      ctaTitle: 'Planning a new API or set of services?',
      ctaText:
        'Tell us who will consume it and what it needs to expose. We will propose a contract-first design approach and a first delivery increment.',
    },
    'ui-ux-development': {
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
    },
    'android-development': {
      title: 'Android development',
      titleSub: 'Native Kotlin apps for the field, the factory floor and the ward',
      summary:
        'Native Android applications built in Kotlin and Jetpack Compose, from consumer apps on Google Play to managed fleets of rugged devices.',
      description:
        'We design and build native Android apps for organisations that depend on the device in the hand: engineers on a production line, clinicians on a ward, inspectors in the field. Our Coimbatore team writes idiomatic Kotlin against current Android APIs, and we handle enrolment, distribution and long-term updates through your mobile device management platform.',
      cardFeatures: ['Kotlin and Jetpack Compose', 'Rugged and managed devices', 'Play Store or private release'],
      metaTitle: 'Android app development',
      metaDescription:
        'Native Android development in Kotlin and Jetpack Compose for rugged devices, enterprise MDM, barcode scanning and Play Store or private distribution.',
      includedIntro:
        'Everything needed to take a native Android app from first prototype to a managed fleet in daily use.',
      includes: [
        'Native apps in Kotlin with coroutines and Flow',
        'Jetpack Compose interfaces following Material 3',
        'Offline storage with Room and WorkManager sync',
        'Barcode, RFID and NFC scanning integration',
        'Support for Zebra and Honeywell rugged hardware',
        'Android Enterprise work profiles and kiosk mode',
        'Managed configurations through Intune or similar MDM',
        'Play Console testing tracks and staged rollouts',
        'Private distribution through managed Google Play',
        'Automated UI tests with Espresso and Compose',
        'Crash and performance monitoring in production',
        'Upgrades for each new Android version and API level',
      ],
      illustrationAlt:
        'A rugged Android handset scanning a barcode, linked to a management console that pushes app updates to a fleet of devices',
      benefits: [
        {
          title: 'Built for the real working environment',
          description:
            'Gloved hands, glare, weak signal and twelve-hour shifts shape our layouts, touch targets and sync strategy, so the app keeps working where your staff actually are.',
        },
        {
          title: 'Full use of the hardware',
          description:
            'Native code gives direct access to scanners, cameras, NFC, GPS and Bluetooth peripherals, with the fine control over battery and memory that shift-long use demands.',
        },
        {
          title: 'Devices your IT team controls',
          description:
            'Android Enterprise, work profiles and MDM policies keep company data separate, lock down shared kiosks and let IT push updates without touching each handset.',
        },
        {
          title: 'Code that stays maintainable',
          description:
            'Modular Kotlin, dependency injection with Hilt and automated tests make it straightforward to add features and keep pace with each yearly Android release.',
        },
      ],
      impact: [
        {
          title: 'Devices updated without a desk visit',
          description:
            'Managed handsets receive the app silently through your MDM platform, so a new release reaches every device without anyone handing it in.',
        },
        {
          title: 'Faster goods-in checks',
          description:
            'Built-in barcode scanning and offline queues let staff record deliveries at the dock without waiting for Wi-Fi.',
        },
        {
          title: 'Fewer crashes in the field',
          description:
            'A native rebuild with crash monitoring in production shows where the app fails on real devices, and each release fixes the most frequent causes first.',
        },
      ],
      ctaTitle: 'Planning an Android app or a managed device rollout?',
      ctaText:
        'Describe your users, devices and distribution needs, and we will propose an architecture, a timeline and a cost estimate.',
    },
    'project-management': {
      title: 'Technical project management',
      titleSub: 'Controlled delivery for complex, multi-country engineering programmes',
      summary:
        'Technical project managers who keep software and engineering programmes on schedule across suppliers, time zones and regulatory regimes.',
      description:
        'Complex programmes rarely fail on technology alone; they fail on unclear scope, hidden dependencies and late surprises. We combine PRINCE2® governance with Agile delivery, so steering boards get stage gates and clear tolerances while teams keep short, measurable iterations. Our project managers have run programmes for aerospace, defence, healthcare and public-sector clients across the UK, Europe and India.',
      cardFeatures: ['PRINCE2® and Agile hybrid', 'RAID logs and stage gates', 'Multi-country delivery teams'],
      metaTitle: 'Technical project management services',
      metaDescription:
        'Technical project management for complex, multi-country programmes: PRINCE2® and Agile hybrid delivery, RAID logs, stage gates and clear stakeholder reports.',
      includedIntro:
        'A complete project management service, from initiation and planning through delivery, acceptance and handover.',
      includes: [
        'Project initiation documents and business case review',
        'Tailored PRINCE2® and Agile hybrid delivery model',
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
            'PRINCE2® controls sit at programme level while development teams run two-week sprints, so reporting and compliance do not slow down the engineering work.',
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
    },
    'support-services': {
      title: 'Application support & maintenance',
      titleSub: 'ITIL®-aligned support that keeps business-critical systems running',
      summary:
        'Round-the-clock application support and maintenance with agreed SLAs, structured incident and problem management, and continuous improvement.',
      description:
        'Once a system goes live, the work of keeping it healthy begins. Our support teams in the UK and Coimbatore provide 24/7 monitoring, incident response and planned maintenance under ITIL®-aligned processes, with service levels written into the contract and reported every month. We support applications we built ourselves as well as systems inherited from other suppliers.',
      cardFeatures: [
        '24/7 monitoring and response',
        'SLA-backed service levels',
        'ITIL® incident and problem management',
      ],
      metaTitle: 'Application support & maintenance services',
      metaDescription:
        'Application support and maintenance with 24/7 monitoring, contractual SLAs and ITIL® incident, problem and change management for business-critical systems.',
      includedIntro: 'A managed support service covering the full life of your applications after go-live.',
      includes: [
        'First, second and third-line support desk',
        '24/7 monitoring with on-call escalation',
        'Priority-based SLAs for response and resolution',
        'Incident management with documented runbooks',
        'Problem management and root cause analysis',
        'Change and release management with rollback plans',
        'Security patching and dependency updates',
        'Database maintenance, backups and restore testing',
        'Performance tuning and capacity planning',
        'Knowledge transfer from incumbent suppliers',
        'Monthly service reviews and SLA reports',
        'Small enhancements from a monthly hours allowance',
      ],
      illustrationAlt:
        'A support dashboard showing live service health, open incidents by priority and SLA timers, watched by an on-call engineer',
      benefits: [
        {
          title: 'Service levels you can hold us to',
          description:
            'Response and resolution targets are set per priority, measured by the ticketing system and reported monthly, with agreed remedies if a target is missed.',
        },
        {
          title: 'Fewer repeat incidents',
          description:
            'Problem management looks past the immediate fix to the root cause, so recurring faults are removed from the system rather than handled again every week.',
        },
        {
          title: 'Cover around the clock',
          description:
            'Engineers in the UK and India share a follow-the-sun rota, giving 24/7 cover for critical systems without the cost of a fully staffed night shift.',
        },
        {
          title: 'Systems that stay current',
          description:
            'Regular patching, framework upgrades and housekeeping keep applications secure and supportable, and prevent the slow drift that turns a working system into a legacy one.',
        },
      ],
      impact: [
        {
          metric: '99.95%',
          title: 'Uptime of a managed platform',
          description:
            'On the business-critical managed platform described on our projects page, automated regression testing, proactive monitoring and structured release management achieved 99.95% uptime.',
        },
        {
          title: 'Fewer recurring faults',
          description:
            'Root cause analysis removes the faults that keep coming back, instead of fixing the same incident every week.',
        },
        {
          title: 'Fast response to critical incidents',
          description:
            'Critical incidents are acknowledged within the time set in your service agreement, at any hour, with an engineer working on the fix.',
        },
      ],
      ctaTitle: 'Looking for dependable support for your applications?',
      ctaText:
        'Let us know which systems you run and how critical they are. We will propose service levels, cover hours and a transition plan from your current arrangement.',
    },
    'application-modernization': {
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
          title: 'Staff keep working during the move',
          description:
            'Replacing a legacy system in small releases, with old and new running side by side, lets staff keep working throughout the move.',
        },
      ],
      ctaTitle: 'Is a legacy system holding your organisation back?',
      ctaText:
        'Start with an assessment. We will review your applications, recommend a path for each and show you the cost, risk and timeline before you commit.',
    },
    'enterprise-data-migration': {
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
    },
    'vulnerability-assessments': {
      title: 'Vulnerability assessments',
      titleSub: 'Find, rank and fix security weaknesses before attackers do',
      summary:
        'Structured vulnerability assessments of applications, infrastructure and cloud, with CVSS-scored findings and a remediation plan your team can act on.',
      description:
        'Our security engineers combine automated scanning with manual testing against the OWASP Top 10 and ASVS to find weaknesses in your web applications, APIs, networks and cloud configuration. Every finding is scored with CVSS, explained in plain terms and paired with a practical fix, and we retest once remediation is done. As a Cyber Essentials certified company, we can also help you prepare for your own certification.',
      cardFeatures: [
        'OWASP-based application testing',
        'Findings scored with CVSS',
        'Remediation support and retesting',
      ],
      metaTitle: 'Vulnerability assessment services',
      metaDescription:
        'Vulnerability assessments for applications, APIs, networks and cloud: OWASP testing, CVSS-scored findings, remediation support and Cyber Essentials readiness.',
      includedIntro:
        'A complete assessment cycle, from agreeing the scope to confirming that every significant finding has been closed.',
      includes: [
        'Scoping, rules of engagement and asset inventory',
        'Web application testing against the OWASP Top 10',
        'Security testing of REST and GraphQL APIs',
        'External and internal network vulnerability scanning',
        'Cloud configuration review for AWS, Azure and GCP',
        'CVE analysis of dependencies and container images',
        'Authentication, session and access control testing',
        'CVSS scoring adjusted to your environment',
        'Executive summary and detailed technical report',
        'Prioritised remediation plan with developer guidance',
        'Retesting to confirm that fixes hold',
        'Cyber Essentials and Cyber Essentials Plus readiness checks',
      ],
      illustrationAlt:
        'A layered diagram of an application, its APIs and its cloud infrastructure, with findings marked by severity and linked to a remediation checklist',
      benefits: [
        {
          title: 'Risk ranked, not just listed',
          description:
            'CVSS base scores are adjusted for exposure and business impact, so your team fixes the issues that matter first instead of working through a long, flat list.',
        },
        {
          title: 'Findings developers can act on',
          description:
            'Each finding comes with reproduction steps, the affected code or configuration and a recommended fix, written for the engineers who will make the change.',
        },
        {
          title: 'Evidence for compliance',
          description:
            'Reports support Cyber Essentials, ISO 27001 and contractual security requirements, with retest results showing that each finding has been closed.',
        },
        {
          title: 'Security built into delivery',
          description:
            'Assessments can be repeated at each release, and our Vulnyzer platform can keep watching repositories and dependencies for new CVEs in between.',
        },
      ],
      impact: [
        {
          metric: '25',
          title: 'Critical and high findings fixed',
          description:
            "On a client's supplier portal, we identified 25 critical and high vulnerabilities and supported their remediation, each one confirmed closed by retesting.",
        },
        {
          title: 'Ready for Cyber Essentials',
          description:
            'An assessment followed by a remediation workshop closes the configuration gaps that most often stand between an organisation and Cyber Essentials certification.',
        },
        {
          title: 'One view of your exposure',
          description:
            'Internet-facing hosts, applications and cloud services are assessed in one cycle, giving a single prioritised view of your security risk.',
        },
      ],
      ctaTitle: 'How exposed are your systems today?',
      ctaText:
        'Agree a scope with us and receive a prioritised, CVSS-scored report with a clear remediation plan, followed by retesting of the fixes.',
    },
    'microservices-integrations': {
      title: 'Monolith to microservices',
      titleSub: 'Break up the monolith and connect services that stay reliable under load',
      summary:
        'Decomposition of monolithic applications into independently deployable services, connected through events, message brokers and a service mesh.',
      description:
        'A monolith that once sped up delivery can become the thing that slows every release. We map its domains, carve out services one at a time with the strangler fig pattern, and connect them through event-driven messaging on Kafka or RabbitMQ. Distributed transactions, retries, tracing and service-to-service security are designed in from the start, so the new architecture is easier to run than the one it replaces.',
      cardFeatures: ['Strangler fig decomposition', 'Kafka and RabbitMQ messaging', 'Tracing across every service'],
      metaTitle: 'Breaking up a monolith into microservices',
      metaDescription:
        'Monolith decomposition with the strangler pattern, event-driven architecture on Kafka or RabbitMQ, sagas, service mesh and end-to-end observability.',
      includedIntro:
        'The work involved in moving from a single codebase to a set of services that communicate reliably.',
      includes: [
        'Domain-driven design workshops and bounded context mapping',
        'Strangler fig routing around the existing monolith',
        'Database decomposition with clear data ownership',
        'Event-driven messaging with Apache Kafka or RabbitMQ',
        'Change data capture from legacy databases with Debezium',
        'Sagas for distributed transactions across services',
        'Idempotent consumers, retries and dead-letter queues',
        'Service mesh with Istio or Linkerd and mutual TLS',
        'Distributed tracing, metrics and logs with OpenTelemetry',
        'Contract testing between producers and consumers',
        'Kubernetes deployment with independent release pipelines',
        'Runbooks and on-call handover for each service',
      ],
      illustrationAlt:
        'A monolithic application gradually surrounded and replaced by smaller services that exchange events through a central message broker',
      benefits: [
        {
          title: 'Release without waiting on others',
          description:
            'Each service has its own pipeline and its own data, so a team can ship changes to one business area without coordinating a release of the whole system.',
        },
        {
          title: 'Migration without a rewrite',
          description:
            'The strangler fig approach routes traffic to new services one capability at a time, while the monolith keeps handling everything else until it can be retired.',
        },
        {
          title: 'Resilience by design',
          description:
            'Asynchronous events, circuit breakers and idempotent handlers stop a failure in one service from cascading, and let the system recover without losing messages.',
        },
        {
          title: 'Clear visibility in production',
          description:
            'Correlated traces, metrics and logs follow each request across services, so engineers find the cause of latency or errors in minutes rather than hours.',
        },
      ],
      impact: [
        {
          title: 'Services extracted one at a time',
          description:
            'Services are extracted from the monolith one by one, each released independently while the original system stays in use.',
        },
        {
          title: 'More frequent releases per service',
          description:
            'Once the system is split, each service is released on its own schedule instead of waiting for a release of the whole.',
        },
        {
          title: 'Every message traced',
          description:
            'Event streaming with end-to-end tracing shows where every order or delivery message is, and where it stopped.',
        },
      ],
      ctaTitle: 'Is your monolith slowing every release?',
      ctaText:
        'Share your architecture with us. We will identify the first services worth extracting and outline a migration path that keeps the current system running.',
    },
    'user-registration-platforms': {
      title: 'User registration platforms',
      titleSub: 'Secure, accessible sign-up and onboarding for residents, members and patients',
      summary:
        'Registration and onboarding platforms for councils, schools, events, membership bodies and patient services, with identity checks, consent and payments built in.',
      description:
        'Whether residents are applying for a permit, parents are enrolling a child, delegates are booking a conference or patients are joining a clinic service, registration is often their first contact with your organisation. We build platforms that verify identity, record consent under UK GDPR, take payments and meet WCAG 2.2 AA, with dashboards that give your staff a clear view of every applicant.',
      cardFeatures: [
        'Identity verification and consent',
        'WCAG 2.2 AA accessible forms',
        'Payments and admin dashboards',
      ],
      metaTitle: 'Online registration and onboarding platforms',
      metaDescription:
        'Registration and onboarding platforms for councils, schools, events and patients, with identity checks, UK GDPR consent, accessible forms and payments.',
      includedIntro: 'A complete registration platform, from the first form field to the reports your team relies on.',
      includes: [
        'Multi-step forms with save and resume',
        'WCAG 2.2 AA testing with screen readers',
        'Email and SMS verification with one-time codes',
        'Identity document checks through certified providers',
        'Single sign-on with SAML or OpenID Connect identity providers',
        'Granular consent capture with a full audit trail',
        'Card payments through Stripe or the payment provider you use',
        'Eligibility rules, waiting lists and capacity limits',
        'Role-based admin dashboards and approval workflows',
        'Bulk import and export of existing member records',
        'Automated confirmations, reminders and renewal notices',
        'Retention schedules and subject access request tools',
      ],
      illustrationAlt:
        'A registration journey from an accessible online form through identity and consent checks to an approved account shown on an administrator dashboard',
      benefits: [
        {
          title: 'Higher completion rates',
          description:
            'Short steps, clear error messages and the option to save and return reduce drop-off, particularly for people filling in forms on a phone.',
        },
        {
          title: 'Compliance built in',
          description:
            'Consent records, lawful basis, retention periods and subject access requests are handled by the platform, making UK GDPR accountability easier to demonstrate.',
        },
        {
          title: 'Accessible to everyone',
          description:
            'Forms are tested with keyboard-only use, screen readers and magnification, so residents and patients with disabilities can register without assistance.',
        },
        {
          title: 'Less manual administration',
          description:
            'Automatic verification, eligibility checks and payment reconciliation replace spreadsheets and paper forms, freeing staff for the cases that need a person.',
        },
      ],
      impact: [
        {
          metric: '500K+',
          title: 'Users of an e-government portal',
          description:
            'The e-government citizen portal on our projects page, where residents apply for services and track their requests, has served more than 500,000 users.',
        },
        {
          title: 'Renewals moved online',
          description:
            'Online registration and payment let members renew without a single paper form, and staff stop chasing missing details.',
        },
        {
          title: 'Fewer phone enquiries',
          description:
            'Online status tracking and automated reminders answer the question "where is my application?" before people pick up the phone.',
        },
      ],
      ctaTitle: 'Replacing paper forms or an ageing sign-up system?',
      ctaText:
        'Tell us who needs to register and what you need to know about them. We will design a journey that is accessible, compliant and simple to run.',
    },
    'mobile-app-development': {
      title: 'Mobile app development',
      titleSub: 'One codebase, native-quality apps on iOS and Android',
      summary:
        'Cross-platform mobile apps for iOS and Android, built with React Native or Flutter, designed to work offline and released through both app stores.',
      description:
        'Most organisations need their app on iPhone and Android without paying for two separate teams. We build cross-platform apps in React Native or Flutter that share most of their code, feel at home on each platform and keep working when the signal drops. From discovery and prototyping through store review to post-launch updates, we handle the whole journey, drawing on our paperless schools work in the UK since 2015.',
      cardFeatures: ['React Native or Flutter', 'Offline-first by design', 'App Store and Google Play release'],
      metaTitle: 'Cross-platform mobile app development',
      metaDescription:
        'Cross-platform iOS and Android app development in React Native or Flutter: offline-first design, secure APIs, testing and App Store and Google Play release.',
      includedIntro:
        'The full scope of work to design, build, release and maintain a mobile app on both major platforms.',
      includes: [
        'Discovery workshops and clickable prototypes',
        'Shared codebase in React Native or Flutter',
        'Platform-specific navigation and interface conventions',
        'Offline-first storage with background synchronisation',
        'Push notifications through APNs and Firebase',
        'Biometric sign-in and secure token storage',
        'Camera, location and Bluetooth device features',
        'Integration with your existing back-end APIs',
        'Automated testing on real device farms',
        'TestFlight and Play Console beta programmes',
        'App Store and Google Play submission and review',
        'Over-the-air updates and OS version upgrades',
      ],
      illustrationAlt:
        'The same app shown on an iPhone and an Android phone, sharing one codebase and synchronising data with a server when the connection returns',
      benefits: [
        {
          title: 'Two platforms, one budget',
          description:
            'A shared React Native or Flutter codebase usually covers most of the app, so features reach iOS and Android users together for much less than two native builds.',
        },
        {
          title: 'Works without a connection',
          description:
            'Local storage, queued actions and conflict handling let users carry on in schools, hospitals, plants and rural areas where the network is unreliable.',
        },
        {
          title: 'Smooth store approval',
          description:
            'We prepare privacy labels, data safety forms, accessibility checks and reviewer notes in advance, avoiding the rejections that delay many first releases.',
        },
        {
          title: 'Built to be maintained',
          description:
            'Automated tests, CI pipelines and over-the-air updates let you fix issues quickly and keep up with the yearly iOS and Android releases.',
        },
      ],
      impact: [
        {
          metric: '£50k+',
          title: 'Saved by a school application',
          description:
            'Our paperless schools application replaced paper consent slips, letters and registers with an app for parents, saving over £50,000 in printing, postage and administration.',
        },
        {
          title: 'An app people keep using',
          description:
            'Releases shaped by store reviews and usage analytics keep an app useful after launch, not just on the day it ships.',
        },
        {
          title: 'Faster field inspections',
          description:
            'Offline forms with photo capture let inspectors work where there is no signal and file their report before they leave the site.',
        },
      ],
      ctaTitle: 'Have an app idea for iOS and Android?',
      ctaText:
        'Tell us about your idea, your users and your timescale. We will recommend React Native or Flutter, outline a first release and give you a clear estimate.',
    },
  } satisfies Record<ServiceSlug, ServiceCopy>,
};

/** English is the type; every service's entry has the shape of ServiceCopy. */
export type ServicesCopy = Omit<typeof servicesEn, 'items'> & { items: Record<ServiceSlug, ServiceCopy> };
