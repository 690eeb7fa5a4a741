/**
 * English copy for the company pages: /about, /projects, /careers, /contact.
 * Language-neutral data (icons, ISO dates, emails, phone numbers) lives in the
 * typed data modules and is joined to this copy by array order.
 */
export const pagesEn = {
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
      items: [
        {
          title: 'Integrity',
          description: 'We say what we will do, do what we say, and tell clients early when something changes.',
        },
        {
          title: 'Excellence',
          description:
            'We hold our work to high standards, with peer review, testing and documentation built into every project.',
        },
        {
          title: 'Innovation',
          description:
            'We look for better ways to solve problems and adopt new tools where they bring clear, measurable value.',
        },
        {
          title: 'Collaboration',
          description: 'We work as one team with our clients and share knowledge openly between the UK and India.',
        },
        {
          title: 'Global reach',
          description:
            'With teams in the UK and India, we support clients in international markets and across time zones.',
        },
        {
          title: 'Precision',
          description:
            'We pay close attention to requirements, code and data, because small errors can have large consequences.',
        },
      ],
    },
    leadership: {
      title: 'Leadership',
      subtitle: 'A small leadership team that stays close to the work and to our clients.',
      items: [
        {
          role: 'Founder & Managing Director',
          focus: 'United Kingdom · Strategy and client partnerships',
          description:
            'Sets the direction of the company, leads client relationships in the UK and Europe, and remains accountable for every engagement we take on.',
        },
        {
          role: 'Delivery Director',
          focus: 'Coimbatore, India · Engineering and delivery',
          description:
            'Leads our engineering team in Coimbatore, shapes our delivery practices, mentors developers and makes sure projects reach production on time and to standard.',
        },
        {
          role: 'Head of Quality & Security',
          focus: 'ISO 9001 · Cyber Essentials',
          description:
            'Owns our quality management system and security controls, runs internal audits, and keeps our certifications and client assurance up to date.',
        },
      ],
    },
    credentials: {
      title: 'Credentials you can rely on',
      items: [
        {
          title: 'ISO 9001 certified',
          description:
            'Our quality management system is certified to ISO 9001, giving clients documented, auditable processes from requirements to release.',
        },
        {
          title: 'Cyber Essentials certified',
          description:
            'We are certified under the UK government-backed Cyber Essentials scheme, protecting client data and systems against common cyber threats.',
        },
        {
          title: '30 years of combined experience',
          description:
            'Our founders bring around three decades of combined experience in enterprise software, systems integration and project delivery.',
        },
      ],
    },
    timeline: {
      title: 'Our journey',
      subtitle: 'Key milestones since the company was founded.',
      items: [
        {
          title: 'Company founded',
          description:
            'We began trading in the United Kingdom, offering software engineering and technology consultancy to business clients.',
          location: 'United Kingdom',
        },
        {
          title: 'Delivery centre opens in Coimbatore',
          description:
            'We established our engineering team in Coimbatore, creating the UK–India delivery model we still work by today.',
          location: 'Coimbatore, India',
        },
        {
          title: 'E-delivery code generation model',
          description:
            'We introduced a code generation model that speeds up delivery and keeps code consistent from one project to the next.',
          location: 'United Kingdom & India',
        },
        {
          title: 'ERP data migration bridging platform',
          description:
            'We launched a bridging platform that moves data safely between ERP systems, with validation and reconciliation at every step.',
          location: 'United Kingdom & India',
        },
        {
          title: 'Paperless schools application',
          description:
            'We delivered an application for UK schools that replaces paper forms with secure digital workflows.',
          location: 'United Kingdom',
        },
      ],
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
    items: [
      {
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
      {
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
      {
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
      {
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
    ],
    stats: {
      title: 'Our capabilities in numbers',
      subtitle: 'A track record built across sectors, technologies and markets.',
      items: [
        {
          value: '15+',
          title: 'Aerospace projects',
          description: 'Engineering and integration work for aerospace and defence clients.',
        },
        {
          value: '8',
          title: 'International markets',
          description: 'Countries where we have delivered and supported client projects.',
        },
        {
          value: '12+',
          title: 'Technical domains',
          description: 'From data migration and integration to cloud, security and mobile.',
        },
        {
          value: '98%',
          title: 'Client-rated success',
          description: 'Share of our delivered projects that clients rated as successful in their feedback.',
        },
      ],
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
      items: [
        {
          title: 'Industry leadership',
          description:
            'Work on complex systems for aerospace, public-sector and enterprise clients, in a company certified to ISO 9001 and Cyber Essentials.',
        },
        {
          title: 'Global impact',
          description:
            'Your work is used by clients in international markets, and you collaborate every day with colleagues in the UK and India.',
        },
        {
          title: 'Career growth',
          description:
            'Clear progression paths, regular feedback and mentoring from experienced engineers help you take on more responsibility.',
        },
        {
          title: 'Learning culture',
          description: 'Dedicated time for training, certifications and knowledge sharing keeps your skills current.',
        },
      ],
    },
    positions: {
      title: 'Open positions',
      subtitle: 'We are currently hiring for the following roles.',
      apply: 'Apply now',
      levelLabel: 'Level',
      departmentLabel: 'Department',
      locationLabel: 'Location',
      typeLabel: 'Employment type',
      items: [
        {
          title: 'Java Developer',
          level: 'Mid-level',
          description:
            'Design, build and test enterprise applications with Java, Spring Boot and REST APIs. You will work alongside senior engineers on integration and migration projects, write clean, well-tested code and take part in code reviews.',
          department: 'Engineering',
          location: 'Coimbatore, India',
          type: 'Full-time · Hybrid',
        },
        {
          title: 'Senior Java Developer',
          level: 'Senior',
          description:
            'Lead the technical design of Java and Spring Boot services, microservices and integrations. You will guide a small team, work directly with clients on requirements and architecture, and champion quality and security throughout delivery.',
          department: 'Engineering',
          location: 'London, United Kingdom',
          type: 'Full-time · Hybrid',
        },
      ],
    },
    offer: {
      title: 'What we offer',
      subtitle: 'Support for you at work and beyond it.',
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
      items: [
        {
          title: 'Work–life balance',
          description: 'Sensible working hours, flexible arrangements and respect for your time off.',
        },
        {
          title: 'Open communication',
          description: 'Ideas are welcome from everyone, and the leadership team is easy to reach.',
        },
        {
          title: 'Team spirit',
          description: 'Regular team events and celebrations across our offices in the UK and India.',
        },
        {
          title: 'Wellbeing',
          description: 'Support for physical and mental health, including time to rest and recharge.',
        },
      ],
    },
    cta: {
      title: 'Ready to take the next step?',
      text: 'Send us your CV and tell us what you would like to work on. We are always glad to hear from talented engineers.',
      primary: 'Submit your CV',
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
      tooLarge: 'Your message is too long to send. Please shorten it and try again.',
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
      support: '24/7 support available',
      headquartersLabel: 'Headquarters',
      headquarters: 'London, United Kingdom',
    },
    presence: {
      title: 'Global presence',
      subtitle: 'Serving clients in international markets from our UK headquarters and our delivery centre in India.',
      regions: [
        {
          name: 'Europe',
          description: 'Headquarters in London, serving clients across the United Kingdom and Europe.',
        },
        {
          name: 'Americas',
          description: 'Support for clients in North and South America through our partnership network.',
        },
        {
          name: 'Asia-Pacific',
          description: 'Service coverage from our delivery centre in Coimbatore, India.',
        },
        {
          name: 'Middle East',
          description: 'Regional support for clients across the Gulf and the wider Middle East.',
        },
      ],
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
};

export type CompanyPagesCopy = typeof pagesEn;
