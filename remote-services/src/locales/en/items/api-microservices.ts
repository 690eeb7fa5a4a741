import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'API & microservices development',
  titleSub: 'Well-designed APIs and services with clear contracts, built to be consumed and to evolve',
  summary:
    'We design and build new REST and GraphQL APIs and microservices, contract-first with OpenAPI, secured behind a gateway and versioned so consumers never break.',
  description:
    'Good APIs start with the people who consume them. We model your domain with domain-driven design, agree OpenAPI or GraphQL contracts before writing code, and build services with contract tests, observability and security in place, so partners and internal teams can integrate with confidence.',
  cardFeatures: ['Contract-first OpenAPI design', 'REST and GraphQL services', 'Gateways, security and versioning'],
  metaTitle: 'API & microservices development services',
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
};
