import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Modernisation d’applications',
  titleSub: 'Replateformer et refactoriser l’existant sans interrompre l’activité',
  summary:
    'Une modernisation fondée sur l’audit de vos applications existantes, du simple rehébergement à la refactorisation progressive pour le cloud.',
  description:
    'Vos applications historiques concentrent souvent des années de règles métier que personne ne veut perdre, sur des technologies de plus en plus difficiles à maintenir, à sécuriser et à héberger. Nous commençons par un diagnostic objectif de chaque application, choisissons la bonne trajectoire selon la méthode des 6\u00a0R, puis modernisons par petites étapes réversibles, sans que vos utilisateurs cessent de travailler.',
  cardFeatures: [
    'Audit du portefeuille et 6\u00a0R',
    'Préparation au cloud',
    'Refactorisation progressive et maîtrisée',
  ],
  metaTitle: 'Modernisation des applications existantes',
  metaDescription:
    'Modernisation d’applications existantes\u00a0: audit du portefeuille, méthode des 6\u00a0R, préparation au cloud, replateformage et refactorisation progressive.',
  includedIntro:
    'Une démarche structurée, de la cartographie de l’existant à son exploitation sur une plateforme pérenne.',
  includes: [
    'Inventaire applicatif et cartographie des dépendances',
    'Analyse de la qualité du code et dette technique',
    'Trajectoire 6\u00a0R définie pour chaque application',
    'Évaluation de la maturité cloud et des coûts d’hébergement',
    'Feuille de route chiffrée et retour sur investissement',
    'Rehébergement sur AWS, Azure ou cloud privé',
    'Replateformage vers conteneurs et bases de données managées',
    'Montées de version, de .NET Framework à .NET 8',
    'Extraction des règles métier du code historique',
    'Tests de caractérisation avant toute refactorisation',
    'Refonte des interfaces pour l’accessibilité et le mobile',
    'Plan de décommissionnement des systèmes retirés',
  ],
  illustrationAlt:
    'Une application historique migrée par étapes vers une plateforme cloud, chaque étape étant testée avant la suivante',
  benefits: [
    {
      title: 'Des choix fondés sur des faits',
      description:
        'L’analyse du code, les données d’usage et les coûts d’hébergement déterminent la trajectoire de chaque application. L’investissement va là où il réduit le plus les risques ou les coûts.',
    },
    {
      title: 'Pas de bascule en une seule fois',
      description:
        'Des livraisons progressives, pilotées par des options d’activation et accompagnées d’une exploitation en parallèle, permettent une transition graduelle et réversible à chaque étape.',
    },
    {
      title: 'Le savoir métier préservé',
      description:
        'Nous documentons et testons les règles enfouies dans le code historique avant d’y toucher\u00a0: calculs, contrôles et cas particuliers se comportent exactement comme avant.',
    },
    {
      title: 'Moins de risques d’exploitation et de compétences',
      description:
        'Des technologies actuelles et répandues sont plus simples à sécuriser, à héberger et à maintenir, et vous libèrent de la dépendance à quelques experts de l’ancien système.',
    },
  ],
  impact: [
    {
      title: 'Coûts d’hébergement réduits',
      description:
        'Passer une application vieillissante de serveurs sur site à des services cloud managés réduit en général ce que coûtent son hébergement et sa maintenance.',
    },
    {
      title: 'Règles métier documentées et testées',
      description:
        'Avant toute refonte, nous extrayons les règles métier enfouies dans le code et les couvrons par des tests de caractérisation\u00a0: le comportement est préservé sciemment, pas par chance.',
    },
    {
      title: 'Aucune interruption imprévue',
      description:
        'Remplacer un système existant par petites livraisons, l’ancien et le nouveau fonctionnant en parallèle, permet aux équipes de continuer à travailler pendant toute la transition.',
    },
  ],
  ctaTitle: 'Un système historique freine votre organisation\u00a0?',
  ctaText:
    'Commencez par un diagnostic. Nous étudions vos applications, recommandons une trajectoire pour chacune et vous présentons coûts, risques et calendrier avant tout engagement.',
};
