import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
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
};
