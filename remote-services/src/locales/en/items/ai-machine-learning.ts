import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'AI & machine learning',
  titleSub: 'Practical machine learning that earns its place in day-to-day operations',
  summary:
    'Forecasting, document processing and visual inspection models trained on your own data, deployed with the monitoring and governance regulated sectors expect.',
  description:
    'We start with a measurable business question, not a model. From a data readiness review to MLOps in production, we build machine learning your teams can trust, explain and maintain, with human review wherever a decision carries real risk.',
  cardFeatures: ['Demand and capacity forecasting', 'Document and image understanding', 'MLOps and model monitoring'],
  metaTitle: 'AI & machine learning services',
  metaDescription:
    'Practical machine learning for manufacturers, healthcare and public bodies: forecasting, document processing, visual inspection, MLOps and responsible AI.',
  includedIntro: 'From a first feasibility check to models running reliably in production, an engagement can cover:',
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
};
