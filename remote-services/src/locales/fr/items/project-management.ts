import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Gestion de projets techniques',
  titleSub: 'Un pilotage rigoureux pour les programmes complexes et multi-pays',
  summary:
    'Des chefs de projet techniques qui tiennent les délais de vos programmes logiciels et industriels, malgré la multiplicité des fournisseurs, des fuseaux horaires et des réglementations.',
  description:
    'Un programme complexe échoue rarement pour des raisons purement techniques\u00a0: il échoue sur un périmètre flou, des dépendances mal identifiées et des surprises tardives. Nous associons la gouvernance PRINCE2 à une exécution Agile. Le comité de pilotage dispose de jalons et de tolérances clairs, les équipes conservent des itérations courtes et mesurables. Nos chefs de projet ont piloté des programmes dans l’aéronautique, la défense, la santé et le secteur public, entre le Royaume-Uni, l’Europe et l’Inde.',
  cardFeatures: [
    'Approche hybride PRINCE2 et Agile',
    'Registre RAID et jalons',
    'Équipes réparties sur plusieurs pays',
  ],
  metaTitle: 'Gestion de projets techniques multi-pays',
  metaDescription:
    'Gestion de projet technique pour programmes complexes et multi-pays\u00a0: approche hybride PRINCE2 et Agile, registre RAID, jalons et suivi des parties prenantes.',
  includedIntro: 'Un accompagnement complet, du lancement et de la planification jusqu’à la recette et au transfert.',
  includes: [
    'Document d’initialisation et revue du dossier d’opportunité',
    'Démarche hybride PRINCE2 et Agile adaptée à votre contexte',
    'Organigramme des tâches et planning directeur intégré',
    'Registre RAID revu à chaque point de gouvernance',
    'Jalons de décision, tolérances et rapports d’exception',
    'Sprints, carnet de produit et feuille de route',
    'Coordination des fournisseurs et sous-traitants internationaux',
    'Rapports hebdomadaires et dossiers du comité de pilotage',
    'Suivi budgétaire et analyse de la valeur acquise',
    'Maîtrise des changements et références de configuration',
    'Traçabilité des exigences pour les programmes réglementés',
    'Recette, transfert et retour d’expérience',
  ],
  illustrationAlt:
    'Un calendrier de programme réparti sur trois pays, avec jalons, points de décision et registre des risques alimentant le tableau de bord du comité de pilotage',
  benefits: [
    {
      title: 'Des livraisons prévisibles',
      description:
        'Planning intégré, analyse du chemin critique et alertes précoces fondées sur des tolérances convenues\u00a0: les commanditaires sont informés d’un glissement tant qu’il est encore temps d’agir.',
    },
    {
      title: 'Une gouvernance qui ne freine pas',
      description:
        'Les contrôles PRINCE2 s’exercent au niveau du programme, tandis que les équipes de développement travaillent en sprints de deux semaines. Le suivi et la conformité ne ralentissent pas l’ingénierie.',
    },
    {
      title: 'Une vision commune par-delà les frontières',
      description:
        'Nous alignons les équipes du Royaume-Uni, d’Europe et d’Inde sur un plan unique, un registre RAID partagé et une même définition de «\u00a0terminé\u00a0», en tirant parti des heures de travail communes.',
    },
    {
      title: 'Une traçabilité prête pour l’audit',
      description:
        'Décisions, changements et preuves de recette sont consignés au fil du projet, ce qui facilite les audits ISO 9001 et les revues d’assurance exigées dans l’aéronautique, la défense et le secteur public.',
    },
  ],
  impact: [
    {
      metric: '18\u00a0mois',
      title: 'Programme aéronautique mené dans 3 pays',
      description:
        'Nous avons piloté un programme de 18\u00a0mois d’intégration des systèmes d’ingénierie, de chaîne d’approvisionnement et de qualité d’un industriel de l’aéronautique, avec des équipes dans trois pays, en franchissant chaque jalon conformément à la référence convenue.',
    },
    {
      title: 'Chantiers réunis dans un plan unique',
      description:
        'Les chantiers des fournisseurs et des équipes internes sont réunis dans un planning intégré et un registre RAID unique\u00a0: les dépendances apparaissent avant de provoquer des retards.',
    },
    {
      title: 'Demandes de modification tardives plus rares',
      description:
        'Des exigences arrêtées tôt et un contrôle formel des modifications rendent les changements tardifs rares et leur coût visible.',
    },
  ],
  ctaTitle: 'Besoin de reprendre la main sur un programme complexe\u00a0?',
  ctaText:
    'Parlons de votre périmètre, de vos fournisseurs et de vos échéances. Nous pouvons assurer la gestion de projet de bout en bout ou renforcer votre bureau de projet existant.',
};
