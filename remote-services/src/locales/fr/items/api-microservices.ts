import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Développement d’API et de microservices',
  titleSub: 'Des API et des services bien conçus, aux contrats clairs, faciles à consommer et à faire évoluer',
  summary:
    'Nous concevons et développons de nouvelles API REST et GraphQL et de nouveaux microservices\u00a0: contrat OpenAPI défini en amont, accès sécurisé par une passerelle et gestion des versions pour ne jamais pénaliser leurs consommateurs.',
  description:
    'Une bonne API se pense d’abord du point de vue de ceux qui la consomment. Nous modélisons votre domaine métier selon l’approche DDD, validons les contrats OpenAPI ou GraphQL avant d’écrire le code, puis développons des services dotés de tests de contrat, d’observabilité et de sécurité\u00a0: partenaires et équipes internes s’y raccordent en toute confiance.',
  cardFeatures: ['Contrats OpenAPI définis en amont', 'Services REST et GraphQL', 'Passerelle, sécurité et versions'],
  metaTitle: 'Services de développement d’API et de microservices',
  metaDescription:
    'API REST et GraphQL et nouveaux microservices\u00a0: contrats OpenAPI, conception pilotée par le domaine, passerelle, gestion des versions et tests de contrat.',
  includedIntro:
    'Chaque API ou service livré s’accompagne de sa conception, de son outillage et de sa documentation\u00a0:',
  includes: [
    'Stratégie d’API et analyse des besoins des consommateurs',
    'Modélisation du domaine par contextes délimités',
    'Conception des schémas OpenAPI et GraphQL',
    'Serveurs simulés pour des retours précoces',
    'Développement en .NET, Java, Node.js ou Go',
    'Sécurisation par OAuth 2.0 et OpenID Connect',
    'Passerelle d’API, limitation de débit et quotas',
    'Politique de versions et de dépréciation',
    'Tests de contrat pilotés par les consommateurs avec Pact',
    'Traces, métriques et journaux structurés par service',
    'Portail développeurs avec documentation interactive',
    'Tests de performance selon des objectifs de latence convenus',
  ],
  illustrationAlt:
    'Illustration d’un contrat d’API reliant des applications clientes à des services indépendants placés derrière une passerelle',
  benefits: [
    {
      title: 'Des intégrations en jours, pas en mois',
      description:
        'Contrats clairs, environnements bac à sable et documentation interactive permettent aux partenaires comme aux équipes internes de se raccorder sans longs échanges avec le support.',
    },
    {
      title: 'Évoluer sans rien casser',
      description:
        'Les tests de contrat et une politique de versions publiée détectent toute rupture de compatibilité dans la chaîne CI/CD, bien avant qu’elle n’atteigne un partenaire ou une application mobile.',
    },
    {
      title: 'Des services alignés sur le métier',
      description:
        'Des frontières tracées autour des domaines métier gardent chaque service compact, confié à une seule équipe et déployable à son propre rythme.',
    },
    {
      title: 'Sécurisé par défaut',
      description:
        'Authentification par jetons, permissions ciblées et règles appliquées par la passerelle protègent à chaque point d’accès les données sensibles de santé, de défense ou des usagers.',
    },
  ],
  impact: [
    {
      title: 'Raccordement des partenaires accéléré',
      description:
        'Une API partenaire documentée, avec environnement bac à sable, permet aux nouveaux fournisseurs de se raccorder et de tester en autonomie, sans des semaines d’échanges avec vos équipes.',
    },
    {
      title: 'Temps de réponse tenus en pic de charge',
      description:
        'Mise en cache, tests de charge et budgets de temps de réponse fixés pour 95\u00a0% des requêtes gardent le service rapide quand la demande est la plus forte.',
    },
    {
      title: 'Compatibilité préservée pour les consommateurs',
      description:
        'Les tests de contrat et une politique claire de dépréciation permettent de faire évoluer une API, version après version, sans perturber les applications qui l’utilisent.',
    },
  ],
  ctaTitle: 'Un projet de nouvelle API ou de nouveaux services\u00a0?',
  ctaText:
    'Dites-nous qui la consommera et ce qu’elle doit exposer. Nous vous proposerons une démarche de conception par le contrat et un premier incrément de livraison.',
};
