import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Support et maintenance applicatifs',
  titleSub: 'Un support aligné sur ITIL pour vos systèmes critiques',
  summary:
    'Support applicatif 24\u00a0h/24 et 7\u00a0j/7, engagements de service contractuels, gestion structurée des incidents et des problèmes, amélioration continue.',
  description:
    'La mise en production n’est qu’un début\u00a0: un système doit ensuite rester disponible, sûr et à jour. Nos équipes au Royaume-Uni et à Coimbatore assurent la supervision 24\u00a0h/24, le traitement des incidents et la maintenance planifiée selon des processus alignés sur ITIL, avec des niveaux de service inscrits au contrat et mesurés chaque mois. Nous prenons en charge les applications que nous avons développées comme celles héritées d’autres prestataires.',
  cardFeatures: [
    'Supervision et intervention 24\u00a0h/24',
    'Engagements de service contractuels',
    'Gestion ITIL des incidents',
  ],
  metaTitle: 'Tierce maintenance applicative (TMA) et support',
  metaDescription:
    'Tierce maintenance applicative pour systèmes critiques\u00a0: supervision 24\u00a0h/24 et 7\u00a0j/7, engagements de service contractuels, gestion ITIL des incidents et des problèmes.',
  includedIntro:
    'Un service de support infogéré qui couvre toute la vie de vos applications après la mise en production.',
  includes: [
    'Centre de services, support de niveaux 1 à 3',
    'Supervision 24\u00a0h/24 et astreinte avec escalade',
    'Délais de résolution convenus selon la priorité',
    'Gestion des incidents avec procédures documentées',
    'Gestion des problèmes et analyse des causes racines',
    'Mises en production avec plan de retour arrière',
    'Correctifs de sécurité et mise à jour des dépendances',
    'Maintenance des bases, sauvegardes et tests de restauration',
    'Optimisation des performances et gestion des capacités',
    'Transfert de connaissances depuis le prestataire sortant',
    'Comités de service mensuels et indicateurs contractuels',
    'Petites évolutions sur un forfait d’heures mensuel',
  ],
  illustrationAlt:
    'Un tableau de bord de support affichant l’état des services, les incidents ouverts par priorité et les délais contractuels, surveillé par un ingénieur d’astreinte',
  benefits: [
    {
      title: 'Des engagements vérifiables',
      description:
        'Les délais de prise en charge et de résolution sont fixés par priorité, mesurés par l’outil de gestion des tickets et présentés chaque mois, avec des compensations convenues en cas de manquement.',
    },
    {
      title: 'Moins d’incidents à répétition',
      description:
        'La gestion des problèmes va au-delà du correctif immédiat et traite la cause racine, pour éliminer les pannes récurrentes au lieu de les corriger chaque semaine.',
    },
    {
      title: 'Une couverture en continu',
      description:
        'Nos ingénieurs au Royaume-Uni et en Inde se relaient au fil des fuseaux horaires, ce qui assure une couverture 24\u00a0h/24 et 7\u00a0j/7 des systèmes critiques sans le coût d’une équipe de nuit complète.',
    },
    {
      title: 'Des systèmes toujours à jour',
      description:
        'Correctifs réguliers, montées de version techniques et maintenance préventive gardent vos applications sûres et maintenables, et évitent la lente dérive qui transforme un système sain en système obsolète.',
    },
  ],
  impact: [
    {
      metric: '99,95\u00a0%',
      title: 'Disponibilité d’une plateforme infogérée',
      description:
        'Sur la plateforme infogérée critique présentée dans nos projets, tests de non-régression automatisés, supervision proactive et gestion structurée des mises en production ont permis d’atteindre 99,95\u00a0% de disponibilité.',
    },
    {
      title: 'Pannes récurrentes traitées à la source',
      description:
        'L’analyse des causes profondes élimine les pannes qui reviennent, au lieu de traiter chaque semaine le même incident.',
    },
    {
      title: 'Prise en charge rapide des incidents critiques',
      description:
        'Les incidents critiques sont pris en charge dans le délai fixé par votre contrat de service, à toute heure, par un ingénieur qui travaille à leur résolution.',
    },
  ],
  ctaTitle: 'Vous cherchez un support fiable pour vos applications\u00a0?',
  ctaText:
    'Indiquez-nous les systèmes que vous exploitez et leur niveau de criticité. Nous vous proposerons des niveaux de service, des plages de couverture et un plan de transition depuis votre dispositif actuel.',
};
