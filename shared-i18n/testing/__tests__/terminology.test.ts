import { englishTerms, frenchTerms, terminologyProblems } from '../terminology';

describe('terminologyProblems', () => {
  it('flags the wording the review retired, in French and English', () => {
    const french = {
      stats: [{ value: '99,9 %', label: 'Disponibilité garantie' }],
      hero: {
        text: 'Notre centre de production en Inde',
        rgpd: 'Conformité GDPR',
        apostrophe: "l'équipe",
        always: 'Assistance 24/7',
      },
      impact: [{ title: 'De disponibilité pour un service' }],
    };
    expect(terminologyProblems(french, frenchTerms)).toHaveLength(6);
    expect(
      terminologyProblems({ stats: [{ label: 'Uptime guarantee' }], hours: '9:00 to 18:00 GMT' }, englishTerms),
    ).toHaveLength(2);
  });

  it('flags the wording the review of 28 November retired, and only where it applies', () => {
    const french = {
      vulnyzer: {
        stats: [{ value: 'Plus de 50\u00a0000', label: 'Actifs protégés' }],
        architecture: { activeLabel: 'Actif' },
        overview: { points: { fast: { title: 'Analyses ultrarapides' } } },
        features: { details: ['Authentification unique via SAML/OAuth'] },
      },
      meetlyhub: { stats: [{ value: '150+' }], specs: { edge: '50+ points de présence CDN' } },
      items: {
        'data-migration': { title: 'Migration de données', metaTitle: 'Services de migration de données' },
        'microservices-integrations': { cardFeatures: ['Découpage selon le patron de l’étrangleur'] },
      },
    };
    expect(terminologyProblems(french, frenchTerms)).toHaveLength(9);
    const english = {
      vulnyzer: { stats: [{ label: 'Assets protected' }], architecture: { activeLabel: 'Active' } },
      detail: { ctaButton: 'Contact us now' },
      points: [{ title: 'Lightning fast' }, { title: 'Lightning performance' }],
      details: ['Single sign-on with SAML/OAuth'],
      items: { 'api-microservices': { title: 'API & microservices development' } },
    };
    expect(terminologyProblems(english, englishTerms)).toHaveLength(7);
    // A figure outside the product pages, the data migration service in a list, OAuth as an integration.
    expect(
      terminologyProblems(
        { stats: [{ value: '150+' }], legal: { terms: { list: ['Migration de données'] } }, specs: 'SAML/OAuth' },
        frenchTerms,
      ),
    ).toEqual([]);
    expect(
      terminologyProblems(
        { legal: { terms: { list: ['Data migration'] } }, specs: { value: 'REST, GraphQL, Webhooks, SAML/OAuth' } },
        englishTerms,
      ),
    ).toEqual([]);
  });

  it('lets through what the decisions allow: UK GDPR, 24/7 as a figure, guarantees in legal text', () => {
    const french = {
      stats: [{ value: '24/7', label: 'Assistance' }],
      legal: { privacy: { intro: 'le RGPD britannique (UK GDPR)', security: 'sans garantir une sécurité absolue' } },
    };
    expect(terminologyProblems(french, frenchTerms)).toEqual([]);
    expect(
      terminologyProblems({ legal: { terms: 'we do not guarantee that it will be uninterrupted' } }, englishTerms),
    ).toEqual([]);
  });
});
