import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Intégration des systèmes d’entreprise',
  titleSub: 'Relier ERP, CRM, finance et applications historiques pour une donnée saisie une fois et fiable partout',
  summary:
    'Nous connectons vos ERP, CRM, outils financiers et applications historiques au moyen de plateformes d’intégration supervisées, pour que commandes, clients et écritures restent cohérents dans toute l’organisation.',
  description:
    'Des systèmes cloisonnés, ce sont des ressaisies, des retards et des débats sans fin sur le bon chiffre. Nous concevons l’architecture d’intégration, désignons un système maître pour chaque donnée et construisons sur ESB ou iPaaS des flux supervisés que votre DSI peut exploiter en toute confiance.',
  cardFeatures: ['ERP, CRM et finance connectés', 'Expertise ESB et iPaaS', 'Données de référence fiables'],
  metaTitle: 'Services d’intégration des systèmes d’entreprise',
  metaDescription:
    'Reliez ERP, CRM, finance et applications historiques par ESB ou iPaaS, avec gestion des données de référence et synchronisation supervisée des systèmes maîtres.',
  includedIntro:
    'Nos missions d’intégration couvrent l’architecture, la réalisation et l’exploitation au quotidien, notamment\u00a0:',
  includes: [
    'Audit du paysage applicatif et architecture cible',
    'Choix du système maître pour chaque donnée',
    'Synchronisation bidirectionnelle entre ERP et CRM',
    'Interfaces comptables, financières et achats',
    'Connecteurs vers l’existant\u00a0: fichiers, bases, files de messages',
    'Choix et mise en œuvre d’un ESB ou iPaaS',
    'Gestion des données de référence (MDM)',
    'Modèle de données pivot et règles de transformation',
    'Gestion des erreurs, rejeux et files de rejet',
    'Authentification unique et fédération d’identités',
    'Supervision des flux et alertes de bout en bout',
    'Procédures d’exploitation et transfert à votre support',
  ],
  illustrationAlt:
    'Schéma reliant ERP, CRM, finance et applications historiques autour d’une plateforme d’intégration centrale',
  benefits: [
    {
      title: 'Une seule version de la vérité',
      description:
        'Une responsabilité claire sur les données clients, articles et fournisseurs met fin aux rapports contradictoires et aux rapprochements manuels qu’ils entraînent.',
    },
    {
      title: 'Un cycle de commande accéléré',
      description:
        'Commandes, factures et mouvements de stock circulent entre les systèmes en quelques minutes, sans attendre les traitements de nuit ni la ressaisie.',
    },
    {
      title: 'Votre existant valorisé',
      description:
        'Les applications historiques continuent de faire ce qu’elles font bien, tandis que les nouveaux services exploitent leurs données via des interfaces maîtrisées plutôt que des liaisons point à point fragiles.',
    },
    {
      title: 'Des flux exploitables au quotidien',
      description:
        'Tableaux de bord centralisés, alertes et procédures documentées permettent à votre support de repérer un message en échec et de le traiter avant que les utilisateurs ne s’en aperçoivent.',
    },
  ],
  impact: [
    {
      metric: '50\u00a0%',
      title: 'Délai de traitement des commandes divisé par deux',
      description:
        'L’intégration de l’ERP et du CRM d’un industriel a supprimé la double saisie des commandes et réduit de moitié leur délai de traitement.',
    },
    {
      metric: '15+',
      title: 'Systèmes publics unifiés',
      description:
        'Pour un programme d’administration électronique, nous avons raccordé plus de 15 systèmes publics à une couche d’intégration commune, avec des données usagers et dossiers partagées.',
    },
    {
      title: 'Clôture mensuelle allégée',
      description:
        'Relier achats, stocks et comptabilité remplace les rapprochements manuels de fin de mois par des contrôles automatiques.',
    },
  ],
  ctaTitle: 'Encore des ressaisies entre vos applications\u00a0?',
  ctaText:
    'Envoyez-nous la liste de vos systèmes et des points où les données sont recopiées à la main. Nous esquisserons une démarche d’intégration et identifierons les gains les plus rapides.',
};
