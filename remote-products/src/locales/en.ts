import type { IdOf } from '../data/types';
import type {
  vulnyzerBenefits,
  vulnyzerComponents,
  vulnyzerFeatures,
  vulnyzerPoints,
  vulnyzerUseCases,
} from '../data/vulnyzer';
import type {
  meetlyhubBenefits,
  meetlyhubDashboardRows,
  meetlyhubFeatures,
  meetlyhubIntegrations,
  meetlyhubSpecRows,
  meetlyhubPoints,
  meetlyhubUseCases,
} from '../data/meetlyhub';

/** A card or a key point: a short title and a sentence or two. */
export interface CardCopy {
  title: string;
  description: string;
}

export interface FeatureCopy extends CardCopy {
  details: string[];
}

export interface UseCaseCopy extends CardCopy {
  sectors: string[];
}

export interface RowCopy {
  label: string;
  value: string;
}

/**
 * The products namespace in English: the Vulnyzer and MeetlyHub pages and the
 * two product blocks of the home page. Each list of cards is keyed by the ids
 * of its data list (src/data), which gives its order and icons.
 */
export const productsEn = {
  vulnyzer: {
    meta: {
      title: 'Vulnyzer: vulnerability scanning and remediation platform',
      description:
        'Vulnyzer finds CVEs and OWASP risks in your code and assets, ranks them by CVSS risk score and guides remediation for enterprises and regulated industries.',
    },
    hero: {
      badge: 'Vulnerability scanning and remediation',
      title: 'Vulnyzer platform',
      subtitle: 'Find, prioritise and fix vulnerabilities before they reach production',
      description:
        'Vulnyzer scans your code, branches and assets against public vulnerability databases and OWASP guidance, scores each finding with CVSS and gives your teams a clear remediation plan they can track through to closure.',
      requestDemo: 'Request a demo',
      seeHowItWorks: 'See how it works',
    },
    statsLabel: 'Vulnyzer in figures',
    stats: [
      { value: '10M+', label: 'Vulnerabilities detected' },
      { value: 'CVSS', label: 'Risk score on every finding' },
      { value: '50K+', label: 'Assets monitored' },
      { value: '24/7', label: 'Continuous monitoring' },
    ],
    overview: {
      eyebrow: 'Platform overview',
      title: 'Security testing that keeps pace with your releases',
      text: 'Vulnyzer runs alongside your development process. It examines source code, dependencies and deployed assets, matches what it finds against known CVEs and OWASP categories, and tells the right people what to fix first.',
      illustrationAlt:
        'Diagram of Vulnyzer scanning code repositories and cloud assets, then ranking the findings by CVSS score for remediation',
      points: {
        'precision-targeting': {
          title: 'Precision targeting',
          description:
            'Scans focus on the components, branches and assets that matter, so results stay relevant and false positives stay low.',
        },
        'lightning-fast': {
          title: 'Fast scans',
          description:
            'Incremental scans finish in minutes and capacity reaches 10,000 assets per hour, so security checks do not hold up a release.',
        },
        'intelligent-alerts': {
          title: 'Intelligent alerts',
          description:
            'Findings are grouped, deduplicated and ranked by risk, then sent to the owner of the affected code or asset.',
        },
      } satisfies Record<IdOf<typeof vulnyzerPoints>, CardCopy>,
    },
    architecture: {
      title: 'Platform architecture',
      subtitle: 'Four components work together, from detection to fix.',
      activeLabel: 'Operational',
      components: {
        'scanning-engine': {
          title: 'Scanning engine',
          description:
            'Analyses source code, dependencies, containers and infrastructure across eight programming languages.',
        },
        'ai-analysis': {
          title: 'AI analysis',
          description:
            'Correlates findings, removes duplicates and separates exploitable issues from background noise.',
        },
        'threat-intelligence': {
          title: 'Threat intelligence',
          description: 'Keeps detection current with public vulnerability databases, CVE feeds and OWASP guidance.',
        },
        'remediation-engine': {
          title: 'Remediation engine',
          description:
            'Builds prioritised fix plans with CVSS scores, suggested changes and a named owner for each item.',
        },
      } satisfies Record<IdOf<typeof vulnyzerComponents>, CardCopy>,
    },
    features: {
      title: 'Features',
      subtitle: 'What security and development teams need to find, prioritise and resolve vulnerabilities.',
      items: {
        'cve-detection': {
          title: 'CVE detection',
          description:
            'Identifies known vulnerabilities by checking your code and dependencies against public vulnerability databases and OWASP categories.',
          details: [
            'Matching against public CVE databases',
            'OWASP Top 10 coverage',
            'Dependency and library analysis',
            'Daily vulnerability data updates',
          ],
        },
        'git-branch-analysis': {
          title: 'Git branch analysis',
          description:
            'Scans individual branches and compares them, so you see which vulnerabilities a change introduces or resolves before it is merged.',
          details: [
            'Scans of any branch or commit',
            'Side-by-side branch comparison',
            'New and resolved findings per merge',
            'Finding history for each branch',
          ],
        },
        'remediation-matrices': {
          title: 'Remediation matrices',
          description:
            'Ranks every finding by CVSS risk score and links it to a corrective action, an owner and a target date.',
          details: [
            'CVSS base and environmental scoring',
            'Remediation matrix by asset and risk level',
            'Suggested fixes and safe versions',
            'Progress tracking through to closure',
          ],
        },
        'real-time-monitoring': {
          title: 'Real-time monitoring',
          description:
            'Watches your assets continuously and alerts you when a newly published vulnerability affects something you run.',
          details: [
            'Continuous asset monitoring',
            'Alerts on newly published CVEs',
            'Email and webhook notifications',
            'Configurable alert thresholds',
          ],
        },
        'comprehensive-reporting': {
          title: 'Comprehensive reporting',
          description: 'Produces reports for engineers, managers and auditors from the same set of findings.',
          details: [
            'Executive summary dashboards',
            'Detailed technical findings',
            'Audit-ready compliance reports',
            'Export to PDF, CSV and JSON',
          ],
        },
        'team-collaboration': {
          title: 'Team collaboration',
          description:
            'Gives each person the access their role requires and keeps remediation work visible to the whole team.',
          details: [
            'Role-based access control',
            'Task assignment and due dates',
            'Comments and activity history',
            'Single sign-on with SAML or OpenID Connect',
          ],
        },
      } satisfies Record<IdOf<typeof vulnyzerFeatures>, FeatureCopy>,
    },
    benefits: {
      title: 'Benefits',
      subtitle: 'What your organisation gains from running Vulnyzer.',
      items: {
        'enhanced-security': {
          title: 'Enhanced security',
          description:
            'Vulnerabilities are found early, in code and infrastructure alike, and closed before attackers can exploit them.',
        },
        'faster-response': {
          title: 'Faster response',
          description: 'Ranked findings and clear ownership shorten the time between detection and fix.',
        },
        'reduced-costs': {
          title: 'Reduced costs',
          description:
            'Fixing an issue during development costs far less than handling a breach or an emergency patch in production.',
        },
        'compliance-assurance': {
          title: 'Compliance support',
          description:
            'Audit-ready reports and a complete remediation history support your SOC 2, ISO 27001, GDPR, HIPAA and PCI DSS obligations.',
        },
      } satisfies Record<IdOf<typeof vulnyzerBenefits>, CardCopy>,
    },
    useCases: {
      title: 'Use cases',
      subtitle: 'Vulnyzer adapts to the size and constraints of your organisation.',
      sectorsLabel: 'Sectors for {{title}}',
      items: {
        enterprises: {
          title: 'Enterprises',
          description:
            'Centralise vulnerability management across many teams, applications and business units, with consistent scoring and reporting.',
          sectors: ['Manufacturing', 'Retail', 'Aerospace and defence'],
        },
        'cloud-native-teams': {
          title: 'Cloud-native teams',
          description: 'Build security checks into CI/CD pipelines and container workflows without slowing delivery.',
          sectors: ['SaaS providers', 'Technology start-ups', 'Digital platforms'],
        },
        'regulated-industries': {
          title: 'Regulated industries',
          description:
            'Show auditors and regulators that security risk is under control, with documented and traceable remediation.',
          sectors: ['Healthcare', 'Financial services', 'Public sector'],
        },
      } satisfies Record<IdOf<typeof vulnyzerUseCases>, UseCaseCopy>,
    },
    specs: {
      title: 'Technical specifications',
      subtitle: 'Built to fit the languages, infrastructure and standards you already use.',
      rows: [
        { label: 'Supported languages', value: 'Java, Python, JavaScript, C#, PHP, Go, Ruby, C++' },
        { label: 'Integrations', value: 'REST, GraphQL, Webhooks, SAML/OAuth' },
        { label: 'Deployment', value: 'Cloud (AWS, Azure, GCP), on-premises, hybrid' },
        { label: 'Databases', value: 'PostgreSQL, MySQL, MongoDB, Redis' },
        {
          label: 'Compliance reporting',
          value: 'Reports mapped to SOC 2, ISO 27001, GDPR, HIPAA and PCI DSS controls',
        },
        { label: 'Scanning capacity', value: 'Up to 10,000 assets per hour' },
      ],
    },
    cta: {
      title: 'See Vulnyzer working on your own code',
      text: 'Book a demonstration with our team. We will run a scan with you, walk through the remediation matrix and reports, and discuss pricing for your environment.',
      primary: 'Schedule a demo',
      secondary: 'Get pricing',
    },
  },
  meetlyhub: {
    meta: {
      title: 'MeetlyHub: video meeting platform',
      description:
        'MeetlyHub is a secure video meeting platform with HD and 4K video, screen sharing, cloud recording with transcripts and smart scheduling for teams of any size.',
    },
    hero: {
      badge: 'Video meetings and collaboration',
      title: 'MeetlyHub',
      subtitle: 'Secure video meetings for teams wherever they work',
      description:
        'MeetlyHub brings HD and 4K video, screen sharing, recording, scheduling and chat into one platform, so your teams, clients and partners can meet from anywhere with the quality and security your organisation expects.',
      requestTrial: 'Request a free trial',
      seeDashboard: 'See the dashboard',
    },
    statsLabel: 'MeetlyHub in figures',
    stats: [
      { value: '50M+', label: 'Minutes streamed' },
      { value: '99.99%', label: 'Uptime target' },
      { value: '10K+', label: 'Active organisations' },
      { value: '150+', label: 'Countries with MeetlyHub users' },
    ],
    collaboration: {
      eyebrow: 'Redefining collaboration',
      title: 'Meet, share and decide in one place',
      text: 'MeetlyHub keeps a meeting and everything around it together: the invitation, the video call, the shared screen, the chat, the recording and the transcript. Your team spends less time switching between tools and more time on the work itself.',
      illustrationAlt:
        'Illustration of a MeetlyHub video meeting with participant tiles, a shared screen and a chat panel',
      points: {
        'lightning-performance': {
          title: 'Low latency',
          description:
            'A global network of edge locations keeps latency low, so conversations flow naturally wherever participants are.',
        },
        'adaptive-technology': {
          title: 'Adaptive technology',
          description: "Video and audio quality adjust automatically to each participant's connection and device.",
        },
        'enterprise-security': {
          title: 'Enterprise security',
          description:
            'Encryption in transit and at rest, an end-to-end encryption option and detailed administrator controls protect every meeting.',
        },
      } satisfies Record<IdOf<typeof meetlyhubPoints>, CardCopy>,
    },
    dashboard: {
      title: 'Live meeting dashboard',
      subtitle: 'Quality, connection and recording status at a glance.',
      caption: 'Example of the MeetlyHub meeting dashboard',
      rows: {
        'video-quality': { label: 'Video quality', value: '4K ready' },
        'network-status': { label: 'Network status', value: 'Excellent' },
        participants: { label: 'Participants', value: '24 active' },
        recording: { label: 'Recording', value: 'Live' },
      } satisfies Record<IdOf<typeof meetlyhubDashboardRows>, RowCopy>,
    },
    features: {
      title: 'Features',
      subtitle: 'The tools your teams need before, during and after every meeting.',
      items: {
        'hd-4k-video': {
          title: 'HD and 4K video',
          description: 'Sharp video up to 4K with 48 kHz stereo audio, adjusted automatically to each connection.',
          details: [
            'Resolution up to 4K',
            'Adaptive quality on weak networks',
            'Noise suppression and echo cancellation',
          ],
        },
        'screen-sharing': {
          title: 'Screen sharing',
          description:
            'Share a full screen, a single window or a browser tab, and pass control to another participant when needed.',
          details: [
            'Full screen, window or tab sharing',
            'Remote control on request',
            'Annotation tools for presenters',
          ],
        },
        'cloud-recording': {
          title: 'Cloud recording and transcripts',
          description: 'Record meetings to the cloud and receive a searchable transcript shortly after the call ends.',
          details: ['Automatic cloud storage', 'Searchable transcripts', 'Secure sharing links with access control'],
        },
        'smart-scheduling': {
          title: 'Smart scheduling',
          description:
            'Find a time that suits everyone, send invitations and start meetings straight from your calendar.',
          details: ['Calendar synchronisation', 'Automatic time zone detection', 'Recurring meetings and reminders'],
        },
        'chat-collaboration': {
          title: 'Chat and collaboration',
          description: 'Keep the conversation going during and after meetings with chat, file sharing and reactions.',
          details: ['In-meeting and persistent chat', 'File sharing', 'Polls and reactions'],
        },
        'analytics-integrations': {
          title: 'Analytics and integrations',
          description: 'See how meetings are used and connect MeetlyHub to the tools your teams already rely on.',
          details: [
            'Usage and call quality reports',
            'Attendance and engagement metrics',
            'REST APIs, webhooks and SDKs',
          ],
        },
      } satisfies Record<IdOf<typeof meetlyhubFeatures>, FeatureCopy>,
    },
    benefits: {
      title: 'Benefits',
      subtitle: 'Why organisations choose MeetlyHub.',
      items: {
        'team-collaboration': {
          title: 'Team collaboration',
          description: 'Everyone can see, hear and contribute, whether they are in the office, at home or on the move.',
        },
        productivity: {
          title: 'Productivity',
          description: 'Scheduling, recordings and transcripts reduce follow-up work and keep decisions on record.',
        },
        'cost-effectiveness': {
          title: 'Cost effectiveness',
          description: 'One platform replaces several separate tools and cuts travel for meetings that do not need it.',
        },
        security: {
          title: 'Security',
          description:
            'Encryption, administrator controls and data handling designed around GDPR obligations protect sensitive discussions.',
        },
      } satisfies Record<IdOf<typeof meetlyhubBenefits>, CardCopy>,
    },
    useCases: {
      title: 'Use cases',
      subtitle: 'MeetlyHub serves teams of every shape and size.',
      sectorsLabel: 'Sectors for {{title}}',
      items: {
        corporate: {
          title: 'Corporate teams',
          description:
            'Board meetings, all-hands sessions and training, with the controls that large organisations need.',
          sectors: ['Financial services', 'Professional services', 'Manufacturing'],
        },
        'remote-teams': {
          title: 'Remote teams',
          description: 'Daily stand-ups, workshops and one-to-ones for teams spread across cities and time zones.',
          sectors: ['Technology', 'Consulting', 'Education'],
        },
        support: {
          title: 'Customer support',
          description:
            'Face-to-face help, guided screen sharing and recorded sessions for support and customer onboarding.',
          sectors: ['Software and SaaS', 'Healthcare', 'Retail'],
        },
      } satisfies Record<IdOf<typeof meetlyhubUseCases>, UseCaseCopy>,
    },
    integrations: {
      title: 'Integrations',
      subtitle: 'MeetlyHub works with the tools your teams already use.',
      items: {
        'workspace-suite': {
          title: 'Workspace suite',
          description: 'Sync calendars and contacts, and add a meeting link to any invitation.',
        },
        'office-suite': {
          title: 'Office suite',
          description: 'Open and present documents, spreadsheets and slides during a call.',
        },
        'team-chat': {
          title: 'Team chat',
          description: 'Start a meeting from a channel and post the recording back to it afterwards.',
        },
        'video-calls': {
          title: 'Video calls',
          description: 'Connect with other video-call systems so external guests can join your meetings.',
        },
        crm: {
          title: 'CRM',
          description: 'Log customer meetings, recordings and notes against the right contact.',
        },
        'issue-tracker': {
          title: 'Issue tracker',
          description: 'Turn the action points agreed in a meeting into tickets for your team.',
        },
      } satisfies Record<IdOf<typeof meetlyhubIntegrations>, CardCopy>,
    },
    specs: {
      title: 'Technical specifications',
      subtitle: 'Capacity, compatibility and security in detail.',
      rows: {
        participants: { label: 'Maximum participants', value: 'Up to 1,000' },
        video: { label: 'Video quality', value: 'Up to 4K' },
        audio: { label: 'Audio quality', value: '48 kHz stereo' },
        platforms: { label: 'Platform support', value: 'Web browsers, Windows, macOS, Linux, iOS, Android' },
        apis: { label: 'Integration APIs', value: 'REST, webhooks, SDKs' },
        security: {
          label: 'Security standards',
          value: 'Encryption in transit and at rest, end-to-end encryption option',
        },
        uptime: { label: 'Uptime target', value: '99.99%' },
        edge: { label: 'Edge network', value: '50+ CDN edge locations' },
      } satisfies Record<IdOf<typeof meetlyhubSpecRows>, RowCopy>,
    },
    cta: {
      title: 'Try MeetlyHub with your team',
      text: 'Start a free trial, or talk to us about pricing, deployment and the integrations your organisation needs.',
      primary: 'Request a free trial',
      secondary: 'Ask for pricing',
    },
  },
  home: {
    vulnyzer: {
      eyebrow: 'Our product: Vulnyzer',
      title: 'Find and fix vulnerabilities before they are exploited',
      text: 'Vulnyzer, our vulnerability scanning and remediation platform, detects CVEs and OWASP risks in your code and assets and ranks them by CVSS risk score.',
      points: [
        'CVE and OWASP detection',
        'Git branch analysis and comparison',
        'Remediation matrices with CVSS scoring',
      ],
      link: 'Explore Vulnyzer',
    },
    meetlyhub: {
      eyebrow: 'Our product: MeetlyHub',
      title: 'Video meetings built for distributed teams',
      text: 'MeetlyHub brings HD and 4K video, screen sharing, cloud recording and smart scheduling together in one secure platform.',
      points: [
        'HD and 4K video with screen sharing',
        'Cloud recording with transcripts',
        'Smart scheduling and team chat',
      ],
      link: 'Discover MeetlyHub',
    },
  },
  common: {
    loading: 'Loading…',
  },
};

export type ProductsCopy = typeof productsEn;
