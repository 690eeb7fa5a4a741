import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Microservices & integrations',
  titleSub: 'Break up the monolith and connect services that stay reliable under load',
  summary:
    'Decomposition of monolithic applications into independently deployable services, connected through events, message brokers and a service mesh.',
  description:
    'A monolith that once sped up delivery can become the thing that slows every release. We map its domains, carve out services one at a time with the strangler fig pattern, and connect them through event-driven messaging on Kafka or RabbitMQ. Distributed transactions, retries, tracing and service-to-service security are designed in from the start, so the new architecture is easier to run than the one it replaces.',
  cardFeatures: ['Strangler fig decomposition', 'Kafka and RabbitMQ messaging', 'Tracing across every service'],
  metaTitle: 'Microservices architecture and integration',
  metaDescription:
    'Monolith decomposition with the strangler pattern, event-driven architecture on Kafka or RabbitMQ, sagas, service mesh and end-to-end observability.',
  includedIntro: 'The work involved in moving from a single codebase to a set of services that communicate reliably.',
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
};
