import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Développement de logiciels sur mesure',
  titleSub: 'Des applications métier pensées pour vos processus, de l’atelier de cadrage au support dans la durée',
  summary:
    'Des applications métier construites autour de votre façon de travailler, puis conçues, développées, testées et maintenues par une seule équipe responsable.',
  description:
    'Lorsque les progiciels du marché imposent des contournements à vos équipes, nous développons le logiciel qui s’adapte à vous. Nos consultants au Royaume-Uni et nos ingénieurs à Coimbatore vous accompagnent du cadrage à l’architecture, puis de la réalisation au support, dans le cadre d’un système qualité certifié ISO 9001.',
  cardFeatures: ['Du cadrage au support', 'Pensé pour vos processus', 'Code source entièrement cédé'],
  metaTitle: 'Développement de logiciels métier sur mesure',
  metaDescription:
    'Applications métier sur mesure pour l’industrie, la santé, la défense et les collectivités\u00a0: cadrage, architecture, réalisation et support par une seule équipe.',
  includedIntro:
    'Chaque projet sur mesure couvre l’ensemble du cycle, de l’expression du besoin au support après mise en production\u00a0:',
  includes: [
    'Ateliers de cadrage et cartographie des processus',
    'Expression de besoin et critères d’acceptation',
    'Architecture applicative et choix technologiques',
    'Maquettes interactives avant tout développement',
    'Itérations de deux semaines avec démonstration',
    'Gestion des droits et traçabilité des actions',
    'Connecteurs vers vos applications existantes',
    'Tableaux de bord opérationnels et exports de données',
    'Tests unitaires et d’intégration automatisés',
    'Hébergement sécurisé dans le cloud ou sur site',
    'Formation des utilisateurs et documentation technique',
    'Période de garantie et options de maintenance',
  ],
  illustrationAlt:
    'Illustration d’étapes de processus métier distinctes convergeant vers une application unique taillée sur mesure',
  benefits: [
    {
      title: 'Un logiciel fidèle à vos processus',
      description:
        'Écrans, règles de gestion et circuits de validation reflètent le fonctionnement réel de vos équipes\u00a0: les tableurs et les ressaisies disparaissent au lieu de se multiplier.',
    },
    {
      title: 'Vous êtes propriétaire de votre application',
      description:
        'Code source, documentation et scripts de déploiement vous sont remis intégralement, sans redevance par utilisateur ni dépendance envers nous.',
    },
    {
      title: 'Une réalisation prévisible et transparente',
      description:
        'Des lots au périmètre défini, une démonstration toutes les deux semaines et une liste de priorités partagée\u00a0: vous savez à tout moment où en sont le budget et l’avancement.',
    },
    {
      title: 'Conçu pour les secteurs réglementés',
      description:
        'Journaux d’audit, contrôle des accès et exigences tracées fournissent les preuves attendues lors des audits qualité dans l’aéronautique, la défense et la santé.',
    },
  ],
  impact: [
    {
      title: 'Temps administratif réduit',
      description:
        'Un logiciel sur mesure qui remplace tableurs et ressaisies, par exemple pour les ordres de fabrication et la traçabilité, rend à vos équipes le temps passé en tâches administratives.',
    },
    {
      metric: '500+',
      title: 'Utilisateurs réunis sur un outil de gestion des dossiers',
      description:
        'Plus de 500 utilisateurs de plusieurs services d’un même client travaillent désormais dans une application unique de gestion des dossiers, avec des données et des tableaux de bord partagés.',
    },
    {
      title: 'Propriété pleine et entière du logiciel',
      description:
        'Code source complet, documentation et transfert de compétences à vos équipes\u00a0: aucune dépendance, vous maintenez le système vous-mêmes ou avec le prestataire de votre choix.',
    },
  ],
  ctaTitle: 'Un processus que vos logiciels actuels ne savent pas gérer\u00a0?',
  ctaText:
    'Décrivez-nous votre fonctionnement actuel. Nous vous répondrons avec une démarche cadrée, un calendrier indicatif et les premières questions à éclaircir.',
};
