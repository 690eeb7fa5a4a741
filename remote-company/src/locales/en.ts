import type { IdOf } from '../data/types';
import type { credentials, leadership, values } from '../data/about';
import type { capabilities } from '../data/capabilities';
import type { culture, whyJoin } from '../data/careers';
import type { AccessibilitySectionId } from '../data/accessibility';
import type { LegalSectionId } from '../data/legal';
import type { milestones } from '../data/milestones';
import type { positions } from '../data/positions';
import type { projects } from '../data/projects';
import type { regions } from '../data/regions';

/** A card: a short title and a sentence or two. */
export interface CardCopy {
  title: string;
  description: string;
}

export interface LeaderCopy {
  role: string;
  focus: string;
  description: string;
}

export interface MilestoneCopy extends CardCopy {
  location: string;
}

export interface ProjectCopy extends CardCopy {
  status: string;
  location: string;
  date: string;
  category: string;
  highlights: string[];
}

export interface StatCopy extends CardCopy {
  value: string;
}

export interface PositionCopy {
  title: string;
  level: string;
  description: string;
  department: string;
  location: string;
  type: string;
}

export interface LegalSectionCopy {
  title: string;
  /** The first paragraph comes before the list (if any), the others after it. */
  paragraphs: string[];
  list?: string[];
  /** A part of the section that needs a list of its own, after its paragraphs: a lead-in, the list, the paragraphs after it. */
  more?: { lead: string; list: string[]; after: string[] };
}

/**
 * The company namespace in English: /about, /projects, /careers, /contact,
 * the enquiry pages and the two legal documents. Language-neutral data
 * (icons, ISO dates, the order of lists) lives in the typed data modules
 * (src/data), whose ids key the lists here.
 */
export const companyEn = {
  about: {
    meta: {
      title: 'About us',
      description:
        'Founded in the UK in 2010 with a delivery team in Coimbatore, India, we are an ISO 9001 and Cyber Essentials certified technology consultancy.',
    },
    hero: {
      eyebrow: 'About us',
      title: 'Engineering partners since 2010',
      subtitle:
        'A UK-registered technology consultancy with a dedicated delivery team in Coimbatore, India, helping organisations build, modernise and secure the software they depend on.',
    },
    story: {
      title: 'Our story',
      paragraphs: [
        'We founded the company in the United Kingdom in May 2010 with a simple conviction: clients deserve engineering partners who combine deep technical skill with plain, honest communication. Our founders brought around 30 years of combined experience in enterprise software, systems integration and project delivery.',
        'In September 2010 we opened our delivery centre in Coimbatore, India. Working as one team across two time zones gives our clients close contact in the UK, the focus and continuity of a dedicated engineering group, and work that keeps moving through the day.',
        'Since then we have built code generation models, data migration platforms and digital services for schools, councils, manufacturers and aerospace programmes. Our ISO 9001 certified quality management and our Cyber Essentials certification shape how we work on every engagement, whatever its size.',
      ],
    },
    mission: {
      title: 'Our mission',
      text: 'To deliver dependable, secure software that solves real business problems: built with care, explained clearly and supported for as long as our clients need it.',
    },
    vision: {
      title: 'Our vision',
      text: 'To be the technology partner organisations trust with their most critical systems, known for engineering quality, openness and lasting relationships in every market we serve.',
    },
    values: {
      title: 'Our values',
      subtitle: 'The principles behind every decision we make, from the first conversation to long-term support.',
      items: {
        integrity: {
          title: 'Integrity',
          description: 'We say what we will do, do what we say, and tell clients early when something changes.',
        },
        excellence: {
          title: 'Excellence',
          description:
            'We hold our work to high standards, with peer review, testing and documentation built into every project.',
        },
        innovation: {
          title: 'Innovation',
          description:
            'We look for better ways to solve problems and adopt new tools where they bring clear, measurable value.',
        },
        collaboration: {
          title: 'Collaboration',
          description: 'We work as one team with our clients and share knowledge openly between the UK and India.',
        },
        'global-reach': {
          title: 'Global reach',
          description:
            'With teams in the UK and India, we support clients in international markets and across time zones.',
        },
        precision: {
          title: 'Precision',
          description:
            'We pay close attention to requirements, code and data, because small errors can have large consequences.',
        },
      } satisfies Record<IdOf<typeof values>, CardCopy>,
    },
    leadership: {
      title: 'Leadership',
      subtitle: 'A small leadership team that stays close to the work and to our clients.',
      items: {
        'managing-director': {
          role: 'Founder & Managing Director',
          focus: 'United Kingdom · Strategy and client partnerships',
          description:
            'Sets the direction of the company, leads client relationships in the UK and Europe, and remains accountable for every engagement we take on.',
        },
        'delivery-director': {
          role: 'Delivery Director',
          focus: 'Coimbatore, India · Engineering and delivery',
          description:
            'Leads our engineering team in Coimbatore, shapes our delivery practices, mentors developers and makes sure projects reach production on time and to standard.',
        },
        'quality-security': {
          role: 'Head of Quality & Security',
          focus: 'ISO 9001 · Cyber Essentials',
          description:
            'Owns our quality management system and security controls, runs internal audits, and keeps our certifications and client assurance up to date.',
        },
      } satisfies Record<IdOf<typeof leadership>, LeaderCopy>,
    },
    credentials: {
      title: 'Credentials you can rely on',
      items: {
        'iso-9001': {
          title: 'ISO 9001 certified',
          description:
            'Our quality management system is certified to ISO 9001, giving clients documented, auditable processes from requirements to release.',
        },
        'cyber-essentials': {
          title: 'Cyber Essentials certified',
          description:
            'We are certified under the UK government-backed Cyber Essentials scheme, protecting client data and systems against common cyber threats.',
        },
        'combined-experience': {
          title: '30 years of combined experience',
          description:
            'Our founders bring around three decades of combined experience in enterprise software, systems integration and project delivery.',
        },
      } satisfies Record<IdOf<typeof credentials>, CardCopy>,
    },
    timeline: {
      title: 'Our journey',
      subtitle: 'Key milestones since the company was founded.',
      items: {
        'company-founded': {
          title: 'Company founded',
          description:
            'We began trading in the United Kingdom, offering software engineering and technology consultancy to business clients.',
          location: 'United Kingdom',
        },
        'coimbatore-centre': {
          title: 'Delivery centre opens in Coimbatore',
          description:
            'We established our engineering team in Coimbatore, creating the UK–India delivery model we still work by today.',
          location: 'Coimbatore, India',
        },
        'code-generation-model': {
          title: 'E-delivery code generation model',
          description:
            'We introduced a code generation model that speeds up delivery and keeps code consistent from one project to the next.',
          location: 'United Kingdom & India',
        },
        'erp-migration-platform': {
          title: 'ERP data migration bridging platform',
          description:
            'We launched a bridging platform that moves data safely between ERP systems, with validation and reconciliation at every step.',
          location: 'United Kingdom & India',
        },
        'paperless-schools': {
          title: 'Paperless schools application',
          description:
            'We delivered an application for UK schools that replaces paper forms with secure digital workflows.',
          location: 'United Kingdom',
        },
      } satisfies Record<IdOf<typeof milestones>, MilestoneCopy>,
    },
    cta: {
      title: "Let's build something dependable together",
      text: 'Tell us about your goals and we will show you how our teams in the UK and India can help.',
      primary: 'Contact us',
      secondary: 'View our projects',
    },
  },

  projects: {
    meta: {
      title: 'Projects',
      description:
        'Selected projects from our UK and India teams: aerospace systems integration, an e-government portal serving 500K+ users and a paperless schools app.',
    },
    hero: {
      eyebrow: 'Our work',
      title: 'Projects that deliver measurable results',
      subtitle:
        'A selection of programmes in aerospace, public services, education and managed platforms, delivered by our teams in the UK and India.',
    },
    partnership: {
      badge: 'Partnership announcement',
      title: 'Partnering on aerospace systems integration',
      text: 'We work with aerospace and defence manufacturers as an engineering and integration partner, bringing our quality processes and UK–India delivery model to complex, demanding programmes.',
      points: [
        'Systems integration and technical project management for multi-country programmes',
        'Quality assurance aligned with our ISO 9001 management system',
        'Secure delivery backed by our Cyber Essentials certification',
      ],
      button: 'Discuss a partnership',
    },
    list: {
      title: 'Selected projects',
      subtitle: 'How we have helped organisations modernise, integrate and improve their systems.',
      featuredLabel: 'Featured project',
      highlightsLabel: 'Key highlights',
    },
    items: {
      'aerospace-systems-integration': {
        title: 'Aerospace systems integration programme',
        description:
          'An 18-month programme integrating engineering, supply chain and quality systems for an aerospace manufacturer, coordinated across three countries.',
        status: 'Aerospace integration',
        location: 'Three countries',
        date: '2023 – 2024',
        category: 'Aerospace & defence',
        highlights: [
          '18-month programme delivered across 3 countries',
          'Engineering, supply chain and quality systems brought together',
          'Traceable documentation supporting aerospace quality requirements',
        ],
      },
      'e-government-portal': {
        title: 'E-government citizen portal',
        description:
          'A secure online portal that lets citizens apply for services, track their requests and receive updates, replacing several separate legacy systems.',
        status: 'Completed',
        location: 'United Kingdom',
        date: '2019 – 2021',
        category: 'E-government',
        highlights: [
          '500K+ users served',
          'Legacy services brought together in one secure portal',
          'Accessible, mobile-friendly design for every resident',
        ],
      },
      'paperless-schools': {
        title: 'Paperless schools application',
        description:
          'A digital application for UK schools that replaced paper forms, letters and consent slips with secure online workflows for staff and parents.',
        status: 'Completed',
        location: 'United Kingdom',
        date: '2015 – 2016',
        category: 'Education',
        highlights: [
          'Savings of over £50,000 in printing and administration',
          'Secure online forms and consents for parents',
          'Ongoing support and enhancements after launch',
        ],
      },
      'managed-platform-quality': {
        title: 'Managed platform quality framework',
        description:
          'A quality and reliability framework for a business-critical managed platform, combining automated testing, monitoring and structured release management.',
        status: 'Quality framework',
        location: 'United Kingdom & India',
        date: '2020 – 2023',
        category: 'Quality assurance',
        highlights: [
          '99.95% platform uptime achieved',
          'Automated regression testing on every release',
          'Proactive monitoring with clear incident procedures',
        ],
      },
    } satisfies Record<IdOf<typeof projects>, ProjectCopy>,
    stats: {
      title: 'Our capabilities in numbers',
      subtitle: 'A track record built across sectors, technologies and markets.',
      items: {
        'aerospace-projects': {
          value: '15+',
          title: 'Aerospace projects',
          description: 'Engineering and integration work for aerospace and defence clients.',
        },
        'international-markets': {
          value: '8',
          title: 'International markets',
          description: 'Countries where we have delivered and supported client projects.',
        },
        'technical-domains': {
          value: '12+',
          title: 'Technical domains',
          description: 'From data migration and integration to cloud, security and mobile.',
        },
        'client-rated-success': {
          value: '98%',
          title: 'Client-rated success',
          description: 'Share of our delivered projects that clients rated as successful in their feedback.',
        },
      } satisfies Record<IdOf<typeof capabilities>, StatCopy>,
    },
    cta: {
      title: 'Have a project in mind?',
      text: 'Tell us what you need to achieve and we will suggest a practical way forward.',
      primary: 'Start a conversation',
      secondary: 'Explore our services',
    },
  },

  careers: {
    meta: {
      title: 'Careers',
      description:
        'Join our engineering team in Coimbatore and London. Explore open Java developer roles, hybrid working, training support and a friendly learning culture.',
    },
    hero: {
      eyebrow: 'Careers',
      title: 'Build your career with us',
      subtitle:
        'Join a close-knit engineering team in Coimbatore and London working on enterprise, aerospace and public-sector systems.',
      viewPositions: 'View open positions',
    },
    whyJoin: {
      title: 'Why join us',
      subtitle: 'Meaningful work, supportive colleagues and room to grow.',
      items: {
        'industry-leadership': {
          title: 'Recognised expertise',
          description:
            'Work on complex systems for aerospace, public-sector and enterprise clients, in a company certified to ISO 9001 and Cyber Essentials.',
        },
        'global-impact': {
          title: 'Global impact',
          description:
            'Your work is used by clients in international markets, and you collaborate every day with colleagues in the UK and India.',
        },
        'career-growth': {
          title: 'Career growth',
          description:
            'Clear progression paths, regular feedback and mentoring from experienced engineers help you take on more responsibility.',
        },
        'learning-culture': {
          title: 'Learning culture',
          description: 'Dedicated time for training, certifications and knowledge sharing keeps your skills current.',
        },
      } satisfies Record<IdOf<typeof whyJoin>, CardCopy>,
    },
    positions: {
      title: 'Open positions',
      subtitle: 'We are currently hiring for the following roles.',
      apply: 'Apply now',
      details: 'View position',
      levelLabel: 'Level',
      departmentLabel: 'Department',
      locationLabel: 'Location',
      typeLabel: 'Employment type',
      items: {
        'java-developer': {
          title: 'Java Developer',
          level: 'Mid-level',
          description:
            'Design, build and test enterprise applications with Java, Spring Boot and REST APIs. You will work alongside senior engineers on integration and migration projects, write clean, well-tested code and take part in code reviews.',
          department: 'Engineering',
          location: 'Coimbatore, India',
          type: 'Full-time · Hybrid',
        },
        'senior-java-developer': {
          title: 'Senior Java Developer',
          level: 'Senior',
          description:
            'Lead the technical design of Java and Spring Boot services, microservices and integrations. You will guide a small team, work directly with clients on requirements and architecture, and champion quality and security throughout delivery.',
          department: 'Engineering',
          location: 'London, United Kingdom',
          type: 'Full-time · Hybrid',
        },
      } satisfies Record<IdOf<typeof positions>, PositionCopy>,
    },
    position: {
      meta: {
        title: '{{title}} – Careers',
        description: '{{title}} – {{department}}, {{location}}. Read about the role and apply by {{closing}}.',
      },
      eyebrow: 'Vacancy',
      allPositions: 'All open positions',
      role: 'About the role',
      details: 'At a glance',
      closingLabel: 'Applications close',
      apply: {
        title: 'Interested in this role?',
        text: 'Apply through the contact form, which already names this position, and add a few lines about yourself. We will reply by email with the next steps, including how to send us your CV.',
      },
    },
    offer: {
      title: 'What we offer',
      subtitle: 'Support at work and beyond.',
      items: [
        'Competitive salary, reviewed every year',
        'Hybrid working with flexible hours',
        'Paid training and certification budget',
        'Health cover in line with local practice',
        'Mentoring and a personal development plan',
        'Opportunities to work with colleagues and clients in the UK and India',
      ],
    },
    culture: {
      title: 'Benefits and culture',
      text: "We are a small, friendly company where everyone's contribution is visible. We value clear communication, shared ownership and a healthy balance between work and life.",
      items: {
        'work-life-balance': {
          title: 'Work–life balance',
          description: 'Sensible working hours, flexible arrangements and respect for your time off.',
        },
        'open-communication': {
          title: 'Open communication',
          description: 'Ideas are welcome from everyone, and the leadership team is easy to reach.',
        },
        'team-spirit': {
          title: 'Team spirit',
          description: 'Regular team events and celebrations across our offices in the UK and India.',
        },
        wellbeing: {
          title: 'Wellbeing',
          description: 'Support for physical and mental health, including time to rest and recharge.',
        },
      } satisfies Record<IdOf<typeof culture>, CardCopy>,
    },
    cta: {
      title: 'Ready to take the next step?',
      text: 'Tell us about yourself and what you would like to work on. We will reply by email and explain how to send us your CV.',
      primary: 'Get in touch',
      secondary: 'Learn more about us',
    },
  },

  contact: {
    meta: {
      title: 'Contact us',
      description:
        'Contact our UK-registered technology consultancy about a new project, a partnership or support. Send us an enquiry and our team will get back to you.',
    },
    hero: {
      eyebrow: 'Contact',
      title: "Let's talk about your project",
      subtitle: 'Whether you have a detailed brief or just an idea, our teams in the UK and India are ready to help.',
    },
    form: {
      title: 'Send us a message',
      intro: 'Tell us a little about your project and the right person in our team will reply to you by email.',
      requiredNote: 'Fields marked * are required',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email address',
        company: 'Company',
        serviceInterest: 'Service of interest',
        message: 'Message',
        honeypot: 'Leave this field empty',
      },
      placeholders: {
        serviceInterest: 'Select a service',
      },
      careers: {
        hint: 'Tell us about yourself in your message. We will reply by email and explain how to send us your CV.',
        position:
          'You are applying for the {{title}} position, based in {{location}}. Tell us about yourself in your message. We will reply by email and explain how to send us your CV.',
        message: 'Application for the {{title}} position, based in {{location}}.',
      },
      options: {
        engineering: 'Advanced engineering',
        aerospace: 'Aerospace support',
        projectManagement: 'Technical project management',
        systemIntegration: 'System integration',
        qualityAssurance: 'Quality assurance & testing',
        security: 'Security & vulnerability assessment',
        internationalSupport: 'International support',
        vulnyzer: 'Vulnyzer: demo or pricing',
        meetlyhub: 'MeetlyHub: trial or pricing',
        partnership: 'Partnership opportunities',
        careers: 'Job application',
        accessibility: 'Accessibility: report a barrier',
        other: 'Other',
      },
      counter: '{{count, number}} of {{max, number}} characters',
      submit: 'Send message',
      sending: 'Sending…',
      errors: {
        required: 'This field is required.',
        email: 'Enter a valid email address, such as name@example.com.',
        tooLong: 'Please keep this to {{max, number}} characters or fewer.',
        summary_one: 'Please correct the highlighted field.',
        summary_other: 'Please correct the {{count}} highlighted fields.',
      },
      success: {
        title: 'Message sent',
        text: 'Thank you for getting in touch. A member of our team will reply to you by email.',
      },
      failure:
        'We could not send your message just now. Nothing has been lost: everything you typed is still in the form, so please try again in a moment.',
      timeout: 'Our server took too long to respond. Your message is still in the form, so please try again.',
      rateLimited_one:
        'You have sent several messages in a short time. Please try again in {{count}} minute: everything you typed is still in the form.',
      rateLimited_other:
        'You have sent several messages in a short time. Please try again in {{count}} minutes: everything you typed is still in the form.',
      mailto: {
        unreachable:
          'Our website could not send your message just now, so we have prepared it in your email app instead.',
        notice: 'Your email app has opened with your message ready to send to {{email}}.',
        subject: 'Website enquiry from {{name}}',
        bodyIntro: 'Hello, I am getting in touch through your website.',
      },
    },
    formPage: {
      title: 'Please check your message',
      unavailable: 'Your message has not been sent. Please go back to the contact page and send it again.',
      back: 'Back to the contact page',
    },
    details: {
      title: 'Contact details',
      generalEmail: 'General enquiries',
      partnershipEmail: 'Partnerships',
      ukPhone: 'UK phone',
      usPhone: 'US phone',
      hoursLabel: 'Business hours',
      hours: 'Monday to Friday, 9:00 to 18:00 UK time',
      support: '24/7 support for clients with a service agreement',
      headquartersLabel: 'Headquarters',
      headquarters: 'London, United Kingdom',
    },
    presence: {
      title: 'Global presence',
      subtitle: 'Serving clients in international markets from our UK headquarters and our delivery centre in India.',
      regions: {
        europe: {
          title: 'Europe',
          description: 'Headquarters in London, serving clients across the United Kingdom and Europe.',
        },
        americas: {
          title: 'Americas',
          description: 'Support for clients in North and South America through our partnership network.',
        },
        'asia-pacific': {
          title: 'Asia-Pacific',
          description: 'Service coverage from our delivery centre in Coimbatore, India.',
        },
        'middle-east': {
          title: 'Middle East',
          description: 'Regional support for clients across the Gulf and the wider Middle East.',
        },
      } satisfies Record<IdOf<typeof regions>, CardCopy>,
    },
    partnership: {
      title: 'Partner with us',
      text: 'We work with technology providers, consultancies and manufacturers on joint projects. If you see an opportunity to collaborate, we would like to hear from you.',
      button: 'Explore partnership opportunities',
    },
  },
  enquirySent: {
    meta: {
      title: 'Message received',
      description:
        'Your enquiry has reached our UK technology consultancy. Here is what happens next, and how the right person in our team will reply to you by email.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Thank you, your message has reached us',
      subtitle: 'We have received your enquiry. The right person in our team will read it and reply to you by email.',
    },
    next: {
      title: 'What happens next',
      steps: [
        'We read every enquiry and pass it to the person best placed to answer it.',
        'We reply by email to the address you gave us. If you have not heard from us, please check your spam folder or write to us at {{email}}.',
      ],
    },
    links: {
      title: 'While you wait',
      home: 'Back to the home page',
      services: 'Explore our services',
    },
  },

  /** The accessibility statement (/accessibility): its figures and date in src/data/accessibility.ts. */
  accessibility: {
    meta: {
      title: 'Accessibility statement',
      description:
        'How accessible our website is: the standard it meets (WCAG 2.2 AA), how we test it, its known limits and how to report a barrier.',
    },
    hero: {
      title: 'Accessibility statement',
      subtitle: 'The standard our website meets, how we check it, and how to tell us about a barrier.',
    },
    intro: [
      'We want as many people as possible to be able to use our website, in English or in French, whatever device or assistive technology they use. This statement covers every page of the website in both languages.',
    ],
    sections: {
      standard: {
        title: 'The standard the website meets',
        paragraphs: [
          'The website meets the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. In particular:',
        ],
        list: [
          'every page can be used with a keyboard alone, and the focus is always visible and never hidden under the header;',
          'the focus is shown by a ring at least 2 pixels thick whose colour has a contrast of at least 3:1 with what it covers, which meets level AAA as well (success criterion 2.4.13);',
          'text has a contrast of at least 7:1 with its background (4.5:1 for large text), which meets level AAA as well (success criterion 1.4.6);',
          'every link, button and form field, except links within a sentence, is at least 44 by 44 pixels, which meets level AAA as well (success criterion 2.5.5);',
          'text can be enlarged to 200% and pages reflow to a width of 320 pixels without losing content;',
          'every page works without JavaScript, including the menu and the contact form;',
          'animations stop when your device asks for reduced motion;',
          'each page is in English and in French, and says which language it is in.',
        ],
      },
      testing: {
        title: 'How we test it',
        paragraphs: [
          'The website’s automated tests include:',
          'This statement was prepared on the date at the top of this page, when the website was last tested as described here.',
        ],
        list: [
          'automated accessibility checks (axe) on every page in both languages, and on the home page with the menu open, on a desktop and on a phone, including the level AAA check of text contrast;',
          'a check of every pair of text and background colours the design uses, gradients included;',
          'automated journeys in a real browser (Chromium) that use the home, services, about and contact pages with the keyboard alone and check where the focus goes and how its ring looks, and that open every page with JavaScript turned off;',
          'checks that text enlarged to 200% and pages 320 pixels wide keep all their content, on those pages;',
          'a check that measures every link, button and form field on every page, on a desktop and on a 320-pixel-wide phone, and inside the open menus, and fails if any is smaller than 44 by 44 pixels.',
        ],
      },
      limits: {
        title: 'Known limits',
        paragraphs: ['We know of these limits, none of which is a failure of level AA:'],
        list: [
          'our automated tests run only in Chromium (the engine of Chrome and Edge), not yet in Firefox or Safari;',
          'the website has not yet been tested by people who use screen readers or other assistive technology.',
        ],
      },
      report: {
        title: 'Report a barrier',
        paragraphs: [
          'If something on the website is hard or impossible for you to use, please tell us: use the contact form and choose “Accessibility: report a barrier”, or write to {{email}}. Tell us the page, what you were trying to do and, if you can, the device and any assistive technology you use.',
          'We will reply within {{days}} working days and, if a page does not work for you, find another way to give you its information.',
        ],
      },
    } satisfies Record<AccessibilitySectionId, LegalSectionCopy>,
    reportLink: 'Report a barrier',
  },
  legal: {
    shared: {
      lastUpdated: 'Last updated: {{date}}',
      tocTitle: 'Contents',
      backToTop: 'Back to top',
      languageNotice:
        'This document is written in English; if a translation differs from it, the English version prevails.',
    },
    privacy: {
      meta: {
        title: 'Privacy policy',
        description:
          'How our UK technology consultancy collects, uses and protects your personal data under the UK GDPR, how long we keep it, transfers to India, and your rights.',
      },
      hero: {
        title: 'Privacy policy',
        subtitle: 'How we handle your personal information, and the choices and rights you have.',
      },
      intro: [
        'This privacy policy explains how we collect, use and protect personal information when you visit our website, contact us or work with us. In this policy, “we”, “us” and “our” mean {{company}}, a company registered {{registeredIn}} under company number {{companyNumber}}. We are the controller of your personal information for the purposes of the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
        'Our website is deliberately simple: it has no user accounts, it keeps an enquiry only until it has reached us by email (or, if our mail server refuses it, for 30 days at most), and it uses no tracking or advertising cookies. Most of the personal information we hold reaches us because you chose to send it to us, for example in an enquiry or a job application.',
      ],
      /** The policy's significant changes, newest first, shown under its date (as its section on changes promises). */
      changesMade: [
        '8 December 2026: section 1 adds that the reports sent from a browser tab carry a random number drawn when a page of the site is opened or reloaded there and kept only in that tab’s memory, and say which version of each part of the site was shown and which parts of its code were loaded; we sometimes show a new version to some visitors first, and withdraw it if it works worse.',
        '29 November 2026: you can now turn the page reports off, and Global Privacy Control counts as an objection (section 6); section 1 lists what they contain and what they never contain; section 2 adds that we use them to withdraw a new version of the site that performs worse; and the introduction says how long we keep an enquiry our mail server refuses.',
        '27 November 2026: added page reports (section 1) and what happens to an enquiry our mail server refuses (section 4).',
      ],
      /** The switch at the end of the section on cookies, local storage and page reports. */
      reportsSwitch: {
        label: 'Send page reports from this browser',
        /** What the switch does, the same for every visitor (the page's HTML is). */
        explanation:
          'Turning the switch off stops page reports from this browser at once and discards any not yet sent. Your choice applies to this browser only, which saves it as “page-reports”.',
        /** The visitor's state, once the browser has read it. */
        state: {
          none: 'Page reports are on.',
          visitor: 'Page reports are off.',
          browser:
            'Page reports are off: your browser sends Global Privacy Control, which we treat as your objection and which this switch cannot override.',
        },
        /** Off, when the browser lets the site save nothing. */
        unsaved:
          'Page reports are off in this tab only, until you reload or close it: your browser does not let this site save your choice.',
        withoutScript:
          'Your browser is not running this site’s scripts, so it sends no page reports and there is nothing to turn off.',
      },
      icoRegistration:
        'We are registered with the Information Commissioner’s Office (ICO) under registration number {{icoNumber}}.',
      sections: {
        'information-we-collect': {
          title: 'Information we collect',
          paragraphs: [
            'We collect only the personal information you choose to give us, and only what we need. It usually reaches us in one of the following ways:',
            'When you visit the site, our hosting provider also processes technical data such as your IP address and browser type in server logs, to deliver pages and keep the service secure. We do not use this data to identify or profile you.',
          ],
          list: [
            'Contact form: your name, email address, company, message and the service you are interested in, when you send an enquiry through the website.',
            'Service requests: details about you, your organisation and your project when you ask us to quote for or deliver work.',
            'Career applications: your CV, contact details, work history and anything else you include when you apply for a role.',
          ],
          more: {
            lead: 'When you view a page, your browser also sends our own server anonymous page reports, unless you turn them off (section 6):',
            list: [
              'What is measured: how quickly the page appeared, how steady its layout stayed and how quickly it responded when you clicked, tapped or pressed a key; and a short description of any error in the page’s code (even one the page recovered from by itself) or of any part of the page that failed to load, with email addresses, long numbers and the query part of any web address removed.',
              'What each report records: the page (never its full address), its language, the version of each part of the site the page showed (we sometimes show a new version to some visitors first, and compare the two), which parts of the site’s code the page loaded, how you reached the page (a link, a reload or the back button), a broad class of device (phone, tablet or computer, judged from the size of the window and whether it has a touch screen), the name and major version number of your browser and, where relevant, the part of the page concerned (for example the button you pressed, never what you typed) and, for an error, the file and line of the site’s code where it occurred. Each report also carries a random number, drawn each time a page of the site is opened or reloaded and kept only in that browser tab’s memory (never saved on your device): it links the reports sent while you browse the site in that tab to each other, so that they count as one visit, and to nothing else.',
              'What a report never contains: a cookie or anything else that could link one visit to another, anything you typed, or your IP address. Nothing is stored on your device for the reports, apart from your choice if you turn them off.',
            ],
            after: [
              'Separately, when a security rule of the site blocks something on a page, your browser itself reports it to the same server, which keeps only the page (never its full address), the rule and what it blocked, and the name and major version number of your browser. We use these security reports only to keep the site secure, and the switch in section 6 does not turn them off.',
              'The server that receives the reports notes the time each one arrives, and holds your IP address in memory for about a minute, to limit how many reports can come from one address. The reports stay on our own server and are not shared with advertising or analytics companies.',
            ],
          },
        },
        'how-we-use-information': {
          title: 'How we use your information',
          paragraphs: [
            'We use your information only for the purposes below. For each one we give the lawful basis under the UK GDPR and how long we keep the information:',
            'When a retention period ends, we delete the information or anonymise it so that it can no longer identify you. We keep it longer only where the law requires it, or to establish or defend a legal claim.',
          ],
          list: [
            'Replying to your enquiries and service requests, and preparing proposals and contracts. Lawful basis: our legitimate interest in answering the people who contact us, or steps you ask us to take before entering into a contract. Kept for two years after our last exchange; if you become a client, for the length of the contract and six years after it ends.',
            'Sending technical, security and administrative notices about the services we provide to you. Lawful basis: performance of our contract with you or your organisation. Kept for the length of the contract and six years after it ends.',
            'Telling business contacts about services of ours that are relevant to them. Lawful basis: our legitimate interest in promoting our business, or your consent where the law requires it. You can opt out at any time, in any message or by writing to us. Kept until you opt out, or two years after our last exchange; after an opt-out we keep only your email address on a suppression list, so that we do not write to you again.',
            'Assessing applications and recruiting for the roles you apply for. Lawful basis: steps you ask us to take before entering into an employment contract. If you are not hired, kept for six months after our decision, or longer only with your consent; if you are, it becomes part of your staff record.',
            'Keeping the website secure and working, and improving it. Lawful basis: our legitimate interest in running a secure, reliable website. Server logs and the security reports (section 1) are kept for no longer than 30 days.',
            'Measuring how fast and reliably each page works for visitors, finding and fixing faults, and withdrawing any new version of the site that performs worse than the previous one, using the anonymous page reports described above. Lawful basis: our legitimate interest in a fast, working website; you can object at any time (section 6). Kept for 30 days, then deleted.',
          ],
        },
        'sharing-information': {
          title: 'How we share your information',
          paragraphs: [
            'We never sell or rent your personal information. We share it only in the following circumstances, and only as much as is needed:',
            'Within our company, including our delivery team in India, only the people who need your information for their work can see it.',
          ],
          list: [
            'With service providers who help us run our business, such as hosting, email and IT support providers. They act on our instructions under written contracts and must keep your information secure and confidential.',
            'When required by law, for example to comply with a court order or a request from a regulator or law enforcement authority, or to protect our rights and the safety of others.',
            'In a business transaction, such as a merger, acquisition or sale of all or part of our business, where the recipient must use your information in line with this policy.',
          ],
        },
        'data-security': {
          title: 'How we protect your information',
          paragraphs: [
            'We use appropriate technical and organisational measures to protect personal information against loss, misuse and unauthorised access. These measures, supported by our Cyber Essentials certification, include encrypted connections (HTTPS) to this website, access limited to the staff who need the information, and confidentiality obligations for everyone who handles it.',
            'When you send the contact form, your enquiry goes to our own enquiry service on this website’s address, not to an outside form provider. The service keeps the enquiry in a secure outbox only until it has been delivered by email to our enquiries mailbox ({{enquiriesEmail}}), and then deletes it; if the mail server is unavailable, it keeps trying until delivery succeeds. If the mail server refuses an enquiry several times, the service moves the whole enquiry to a separate folder on this website’s server and our monitoring alerts our staff, so that they can fix the cause and send it again; an enquiry in that folder is deleted 30 days after it was moved there. The service’s logs record that an enquiry arrived and was delivered, with a reference number and the time, but never what you typed, and are kept for no longer than 30 days. To stop repeated automated submissions, it counts the enquiries sent from each IP address for ten minutes, in memory only. If the service cannot be reached, the form offers to prepare your message in your own email program instead, and nothing is sent until you send it yourself.',
            'No transmission over the internet is completely secure, so we cannot guarantee absolute security, but if a breach affects your information we will act promptly and, where the law requires it, tell you and the Information Commissioner’s Office (ICO).',
          ],
        },
        'your-rights': {
          title: 'Your rights',
          paragraphs: [
            'Subject to certain conditions and exemptions, the UK GDPR gives you the right to ask us for:',
            'Where we rely on your consent, you can withdraw it at any time. To exercise a right, contact us using the details below; we will reply within one month and will not normally charge a fee. You can also complain to the Information Commissioner’s Office (ICO) at ico.org.uk, though we would welcome the chance to help first.',
          ],
          list: [
            'Access: confirmation of whether we hold your information, and a copy of it.',
            'Rectification: correction of information that is inaccurate or incomplete.',
            'Erasure: deletion of information we no longer have good reason to keep.',
            'Objection and restriction: to object to processing based on our legitimate interests, to object at any time to direct marketing, or to ask us to limit how we use your information.',
            'Portability: your information in a machine-readable format, or its transfer to another organisation.',
          ],
        },
        cookies: {
          title: 'Cookies, local storage and page reports',
          paragraphs: [
            'Our website sets no tracking, analytics or advertising cookies, and it loads no fonts, scripts or images from third-party services, so your visit is not shared with advertising or analytics companies.',
            'The site saves at most three local storage entries on your device, and nothing else. “lang” remembers whether you chose English or French, so that the site appears in your language next time. “inter-cached” records that your browser already holds the site’s typeface, so that later pages are shown in it from the start rather than in a similar font from your device. “page-reports” is saved only if you turn the page reports off, and records that choice. None of them holds personal information or is ever sent to us, and each serves only to show you the site as you asked for it or to remember your choice about page reports, so we treat them as strictly necessary, which under the Privacy and Electronic Communications Regulations (PECR) needs no consent.',
            'You can delete them at any time by clearing your browser’s site data; the site will then appear in English, in the similar font until your browser has the typeface again, and with the page reports on until you turn them off again.',
            'A script on each page reads from your browser how quickly the page loads and responds, the size of the window and whether it has a touch screen, and notes errors, as described in section 1, only to produce statistics that help us improve the website and withdraw any new version of it that performs worse than the previous one. PECR, as amended by the Data (Use and Access) Act 2025, allows this without your consent provided we tell you about it and give you a simple, free way to object. You can object here at any time with the switch below: this browser then stops sending page reports at once, and discards any it has not sent yet. If your browser sends Global Privacy Control, we treat it as your objection. The switch does not cover the security reports your browser sends by itself (section 1): we use those only to keep the site secure, never for statistics.',
          ],
        },
        'international-transfers': {
          title: 'International transfers',
          paragraphs: [
            'We are based in the United Kingdom, and our delivery team works from Coimbatore, India. When our team in India needs your information to reply to you or to deliver a project, your personal information is transferred outside the UK.',
            'India is not covered by UK adequacy regulations, so we protect these transfers with safeguards recognised by UK data protection law, such as the International Data Transfer Agreement (IDTA) issued by the ICO or the UK Addendum to the EU standard contractual clauses, together with the security measures described in this policy. Some of our service providers may also process data outside the UK under similar safeguards.',
            'You can ask us for more information about these safeguards, or a copy of them, using the contact details below.',
          ],
        },
        children: {
          title: 'Children’s privacy',
          paragraphs: [
            'Our website and services are intended for businesses and professionals. They are not intended for children under 13, and we do not knowingly collect personal information from anyone under that age.',
            'If you are a parent or guardian and believe that a child under 13 has sent us personal information, please contact us and we will delete it as soon as reasonably possible. Job applicants must be old enough to work lawfully in the country where the role is based.',
          ],
        },
        changes: {
          title: 'Changes to this policy',
          paragraphs: [
            'We may update this privacy policy from time to time to reflect changes in the law, in our services or in the way we handle personal information. The date at the top of this page shows when it was last revised.',
            'If we make a significant change, we will highlight it on this page and, where appropriate, also tell you by email. We will not use information we already hold in a materially new way without telling you first and, where the law requires it, asking for your consent.',
          ],
        },
        'contact-us': {
          title: 'Contact us',
          paragraphs: [
            'We are the controller responsible for your personal information. If you have questions about this policy, want to exercise your rights or wish to make a complaint, write to {{email}} or to our registered office: {{address}}.',
            'Please give us enough detail to find your information, for example the email address you used to contact us. To protect your information from anyone not entitled to it, we may ask you to confirm your identity before we act on a request.',
          ],
        },
      } satisfies Record<LegalSectionId<'privacy'>, LegalSectionCopy>,
    },
    terms: {
      meta: {
        title: 'Terms of service',
        description:
          'The terms for using our website: our services, your obligations, intellectual property, liability and the law of England and Wales that governs them.',
      },
      hero: {
        title: 'Terms of service',
        subtitle: 'The rules that apply when you use our website and contact us about our services.',
      },
      intro: [
        'These terms of service set out the rules for using this website, which is operated by {{company}}, a company registered {{registeredIn}} under company number {{companyNumber}} (“we”, “us” or “our”). Please read them carefully: they explain what you can expect from us and what we expect from you.',
        'These terms cover the website only. Any software, consultancy or support we deliver is governed by the written agreement and statement of work agreed with each client, which take priority over these terms if the two conflict.',
      ],
      sections: {
        acceptance: {
          title: 'Acceptance of these terms',
          paragraphs: [
            'By using this website, you agree to these terms. Our privacy policy explains how we handle personal information. If you do not agree to these terms, please do not use the website.',
            'If you use the website on behalf of a company or other organisation, you confirm that you are authorised to accept these terms for it, and “you” then includes that organisation. Our services are offered to businesses and public bodies; nothing on this website is a binding offer, and no contract for services exists until both parties have signed a written agreement.',
          ],
        },
        services: {
          title: 'Our services',
          paragraphs: [
            'We provide technology consultancy and engineering services to businesses and public-sector organisations, delivered by our team in the United Kingdom and our delivery centre in Coimbatore, India. They include:',
            'Descriptions of our services, products and past projects on this website are general information. The scope, deliverables, price and timetable of each engagement are agreed in writing with each client. We may change, add or withdraw services at any time.',
          ],
          list: [
            'Custom software development',
            'Artificial intelligence and machine learning solutions',
            'Enterprise integration',
            'Data migration',
            'Quality assurance and testing',
            'Cloud and DevOps services',
            'Vulnerability assessments',
          ],
        },
        'user-obligations': {
          title: 'Your obligations',
          paragraphs: [
            'You may use this website only for lawful purposes and in line with these terms. In particular, you agree not to:',
          ],
          list: [
            'Use the website in a way that breaks any law or regulation or infringes the rights of others',
            'Send false or misleading information, or pretend to be another person or organisation, in an enquiry or application',
            'Attempt to gain unauthorised access to the website, its servers or any connected system, or test its security without our written permission',
            'Introduce viruses, malware or other harmful code, or interfere with the operation of the website',
            'Use automated tools to copy, scrape or overload the website',
            'Use contact details published on the website to send unsolicited marketing',
          ],
        },
        'intellectual-property': {
          title: 'Intellectual property',
          paragraphs: [
            'The website and its content, including text, graphics, illustrations, logos, software and the Vulnyzer and MeetlyHub names, are owned by us or our licensors and are protected by copyright, trade mark and other intellectual property laws.',
            'You may view, download and print pages for your own information or to evaluate our services within your organisation, provided you keep any copyright notices. You may not otherwise copy, modify, distribute or commercially exploit any content without our written permission.',
            "Ownership of software and other deliverables we create for clients is set out in each client's agreement, not in these terms.",
          ],
        },
        'service-levels': {
          title: 'Service levels',
          paragraphs: [
            'Figures on this website, such as availability percentages, response times and support hours, describe what we typically provide or what our products are designed to achieve. They are not contractual commitments.',
            "The service levels that apply to a client, including availability targets, support hours, response and resolution times, and any service credits or other remedies, are set out in that client's statement of work or service agreement, which prevails over anything stated on this website.",
            'We aim to keep the website available at all times, but we do not guarantee that it will be uninterrupted or free from errors, and we may suspend it for maintenance.',
          ],
        },
        'limitation-of-liability': {
          title: 'Limitation of liability',
          paragraphs: [
            'The content of this website is general information only. We take care to keep it accurate and up to date, but we do not guarantee that it is complete, accurate or current, and it is not professional advice to rely on without talking to us.',
            'To the fullest extent permitted by law, we are not liable for any loss or damage arising from your use of, or inability to use, this website, including loss of profits, revenue, business, data or goodwill, or any indirect or consequential loss. We are not responsible for the content of external websites linked from ours.',
            'Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be excluded or limited under the law of England and Wales. Liability under client engagements is governed by the relevant agreement.',
          ],
        },
        privacy: {
          title: 'Privacy',
          paragraphs: [
            'Our privacy policy explains what personal information we collect when you use this website or contact us, how we use and protect it, and the rights you have under the UK GDPR and the Data Protection Act 2018.',
            'In short: the website has no user accounts, keeps an enquiry only until it has reached us by email (or, if our mail server refuses it, for 30 days at most), and sets no tracking cookies. All it saves on your device is your choice of language, a note that your browser holds the site’s typeface and, if you turn off page reports, that choice. Page reports are anonymous reports on speed and errors that each page sends us. Information you send us in an enquiry or application is handled as the privacy policy describes.',
          ],
        },
        termination: {
          title: 'Termination',
          paragraphs: [
            'We may suspend or withdraw all or part of this website at any time, without notice, for business or operational reasons. We may also restrict your access if we reasonably believe you have breached these terms, for example by trying to interfere with the website or its security.',
            'You may stop using the website at any time. The parts of these terms that by their nature should continue, including those on intellectual property, limitation of liability and governing law, survive any suspension or termination.',
            'Termination of a client engagement is governed by the notice periods and other terms of the relevant agreement.',
          ],
        },
        'governing-law': {
          title: 'Governing law and jurisdiction',
          paragraphs: [
            'These terms, and any dispute or claim arising out of or in connection with them or their subject matter (including non-contractual disputes or claims), are governed by the law of England and Wales.',
            'The courts of England and Wales have exclusive jurisdiction over any such dispute or claim. If you are a consumer, you keep the protection of any mandatory rules of the law of the country where you live, and if you live in Scotland or Northern Ireland you may also bring proceedings in your local courts.',
            'Before starting proceedings, please contact us so that we can try to resolve the matter informally.',
          ],
        },
        changes: {
          title: 'Changes to these terms',
          paragraphs: [
            'We may revise these terms from time to time, for example to reflect changes in the law, in our services or in how the website works. Revised terms take effect when we publish them on this page, and the date at the top shows when they were last updated.',
            'Please check this page regularly, as the terms in force when you use the website are the ones that apply. If you continue to use the website after a change, you accept the revised terms. Changes to these terms do not alter any signed client agreement.',
          ],
        },
        severability: {
          title: 'Severability',
          paragraphs: [
            'If a court or other competent authority finds any provision of these terms invalid, unlawful or unenforceable, that provision will be modified to the minimum extent needed to make it enforceable or, if that is not possible, removed. The remaining provisions will continue in full force and effect.',
            'If we do not insist on strict compliance with any of these terms, or delay in doing so, we have not waived our rights. These terms are the entire agreement between you and us about your use of this website.',
          ],
        },
        contact: {
          title: 'Contact us',
          paragraphs: [
            'If you have questions about these terms, or want to report content on this website that you believe is inaccurate or infringes your rights, write to {{email}} or to our registered office: {{address}}.',
            'For enquiries about our services, projects or careers, you can also use the form on our contact page. Our business hours are Monday to Friday, 9:00 to 18:00 UK time. Please include enough detail for us to understand your question and deal with it.',
          ],
        },
      } satisfies Record<LegalSectionId<'terms'>, LegalSectionCopy>,
    },
  },
};

export type CompanyCopy = typeof companyEn;
