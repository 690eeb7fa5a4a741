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
