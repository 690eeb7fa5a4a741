import type { ServicesCopy } from './en';

/** The services namespace in French, typed against English. */
export const servicesFr: ServicesCopy = {
  list: {
    meta: {
      title: 'Nos services',
      description:
        'Découvrez nos services\u00a0: logiciel sur mesure, IA et apprentissage automatique, intégration, migration de données, tests, cloud, DevOps et audits de vulnérabilités.',
    },
    hero: {
      eyebrow: 'Services',
      title: 'Des services logiciels et informatiques, de l’idée au support dans la durée',
      subtitle:
        'Une seule équipe, responsable de bout en bout entre le Royaume-Uni et l’Inde, pour concevoir, développer, intégrer, sécuriser et exploiter les systèmes essentiels à votre organisation.',
    },
    featured: {
      title: 'Les services par lesquels nos clients commencent',
      subtitle:
        'Six services qui ouvrent le plus souvent une collaboration au long cours, de la modernisation d’applications existantes à la sécurisation des systèmes en production.',
      explore: 'Voir le détail',
      exploreLabel: 'Voir le détail\u00a0: {{service}}',
    },
    index: {
      title: 'Tous nos services',
      subtitle: 'L’ensemble de nos services, classés selon l’objectif que vous poursuivez.',
    },
    groups: {
      build: 'Développer et moderniser',
      data: 'Données et intégration',
      operate: 'Cloud, sécurité et pilotage',
    },
    why: {
      title: 'Pourquoi nous confier vos projets',
      subtitle: 'Ce qui fait la différence, projet après projet.',
      points: {
        'certified-quality': {
          title: 'Qualité et sécurité certifiées',
          description:
            'Nos prestations sont encadrées par un système de management de la qualité ISO 9001 et par les mesures Cyber Essentials\u00a0: revues, tests et traitement des données suivent des processus documentés et audités.',
        },
        'sector-experience': {
          title: 'Une expérience des secteurs exigeants',
          description:
            'Une trentaine d’années d’expérience cumulée de nos fondateurs et plus de 150\u00a0projets menés depuis 2010 pour l’aéronautique, la santé, l’industrie et le secteur public.',
        },
        'one-team': {
          title: 'Une équipe unique, au Royaume-Uni et en Inde',
          description:
            'Nos consultants basés au Royaume-Uni et notre centre de réalisation de Coimbatore forment une seule équipe pour vous offrir un interlocuteur unique, des plages horaires élargies et une assistance 24\u00a0h/24 et 7\u00a0j/7 dans le cadre d’un contrat de service.',
        },
      },
    },
    process: {
      title: 'Notre démarche',
      subtitle: 'Quatre étapes claires pour vous tenir informé, du premier échange à la mise en service.',
      steps: [
        {
          title: 'Cadrage',
          description:
            'Nous analysons vos objectifs, vos contraintes et votre existant, puis nous définissons ensemble les critères de réussite et les risques à traiter en priorité.',
        },
        {
          title: 'Planification',
          description:
            'Nous arrêtons le périmètre, l’architecture, les jalons et l’équipe, et vous remettons un calendrier et un budget réalistes avant la première ligne de code.',
        },
        {
          title: 'Réalisation',
          description:
            'Nous développons et testons par itérations courtes, présentons régulièrement l’avancement et vous laissons la main sur les priorités tout au long du projet.',
        },
        {
          title: 'Accompagnement',
          description:
            'Après la mise en production, nous surveillons, maintenons et faisons évoluer vos systèmes, avec une assistance 24\u00a0h/24 dans le cadre d’un contrat de service.',
        },
      ],
    },
    cta: {
      title: 'Vous hésitez sur le service adapté à votre projet\u00a0?',
      text: 'Présentez-nous votre situation\u00a0: nous vous recommanderons la bonne combinaison de services ou vous présenterons des projets comparables que nous avons menés.',
      primary: 'Nous contacter',
      secondary: 'Voir nos projets',
    },
  },
  detail: {
    includedTitle: 'Ce que comprend la prestation',
    benefitsTitle: 'Les bénéfices clés',
    impactTitle: 'Résultats types',
    impactSubtitle:
      'Ce que ce type de mission permet d’obtenir. Les chiffres, lorsqu’il y en a, proviennent de projets que nous avons menés.',
    ctaButton: 'Nous contacter',
    backToServices: 'Retour à tous les services',
  },
  overview: {
    eyebrow: 'Nos expertises',
    title: 'Des services pensés pour vos besoins',
    subtitle:
      'Du logiciel sur mesure à l’IA, de l’intégration au cloud et à la sécurité, une seule équipe prend en charge tout le cycle de vie de vos systèmes.',
    viewAll: 'Voir tous les services',
  },
  items: {
    'custom-software-development': {
      title: 'Développement de logiciels sur mesure',
      titleSub: 'Des applications métier pensées pour vos processus, de l’atelier de cadrage au support dans la durée',
      summary:
        'Des applications métier pensées pour votre façon de travailler, conçues, développées, testées et maintenues par une seule équipe responsable.',
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
    },
    'ai-machine-learning': {
      title: 'IA et apprentissage automatique',
      titleSub: 'Un apprentissage automatique pragmatique, au service de vos opérations quotidiennes',
      summary:
        'Prévision, traitement de documents et inspection visuelle\u00a0: des modèles entraînés sur vos propres données, déployés avec la supervision et la gouvernance qu’exigent les secteurs réglementés.',
      description:
        'Nous partons d’une question métier mesurable, pas d’un modèle. De l’évaluation de vos données jusqu’à l’exploitation en production avec MLOps, nous construisons des solutions que vos équipes peuvent comprendre, expliquer et maintenir, avec une validation humaine dès qu’une décision comporte un risque réel.',
      cardFeatures: ['Prévision de la demande', 'Analyse de documents et d’images', 'MLOps et suivi des modèles'],
      metaTitle: 'Services en IA et apprentissage automatique',
      metaDescription:
        'Apprentissage automatique appliqué pour l’industrie, la santé et le secteur public\u00a0: prévision, analyse documentaire, contrôle visuel, MLOps, IA responsable.',
      includedIntro:
        'De l’étude de faisabilité à des modèles fiables en production, nos missions peuvent couvrir\u00a0:',
      includes: [
        'Identification des cas d’usage et étude de faisabilité',
        'Audit de la qualité des données et plan d’annotation',
        'Prévision de la demande, des capacités et des pannes',
        'Classification de documents et extraction de champs',
        'Vision par ordinateur pour le contrôle des défauts',
        'Détection d’anomalies sur capteurs et transactions',
        'Recherche et assistants fondés sur vos propres documents',
        'Comparaison avec vos méthodes actuelles',
        'Rapports d’explicabilité et tests de biais',
        'Chaînes MLOps d’entraînement et de déploiement',
        'Détection de dérive et réentraînement planifié',
        'Circuits de validation humaine',
      ],
      illustrationAlt:
        'Illustration de données alimentant un modèle qui produit une courbe de prévision et signale des images d’inspection',
      benefits: [
        {
          title: 'Des décisions fondées sur des preuves',
          description:
            'Chaque modèle est comparé à votre méthode actuelle\u00a0: vous mesurez le gain réel en précision ou en effort avant de décider d’un déploiement.',
        },
        {
          title: 'Des modèles qui restent fiables',
          description:
            'Une supervision automatisée repère tôt la dérive des données et la baisse de précision, et les chaînes de réentraînement maintiennent des prédictions à jour.',
        },
        {
          title: 'Une IA responsable dès la conception',
          description:
            'Rapports d’explicabilité, contrôles de biais et traçabilité documentée des données facilitent la conformité au RGPD et l’examen par les référents cliniques ou sécurité.',
        },
        {
          title: 'Vos données restent maîtrisées',
          description:
            'Les modèles peuvent tourner dans votre propre environnement cloud ou sur site, un point essentiel pour les données de défense, de santé ou des collectivités qui ne peuvent quitter des environnements homologués.',
        },
      ],
      impact: [
        {
          title: 'Prévisions de la demande plus justes',
          description:
            'Un modèle entraîné sur votre propre historique de ventes et de maintenance prévoit en général mieux la demande de pièces qu’un tableur\u00a0: moins de stock immobilisé «\u00a0au cas où\u00a0».',
        },
        {
          title: 'Saisie manuelle de documents réduite',
          description:
            'Les champs des courriers, formulaires et factures sont lus automatiquement\u00a0; vos équipes ne vérifient que les résultats dont le modèle n’est pas sûr.',
        },
        {
          title: 'Contrôle visuel accéléré',
          description:
            'Un modèle de vision par ordinateur trie en amont pièces ou images\u00a0: les contrôleurs se concentrent sur les éléments qu’il signale.',
        },
      ],
      ctaTitle: 'L’apprentissage automatique est-il adapté à votre besoin\u00a0?',
      ctaText:
        'Décrivez-nous la décision ou la tâche à améliorer, avec un échantillon des données associées. Nous vous donnerons un avis franc sur la faisabilité, la précision attendue et l’effort nécessaire.',
    },
    'enterprise-integration': {
      title: 'Intégration des systèmes d’entreprise',
      titleSub:
        'Relier ERP, CRM, finance et applications historiques pour une donnée saisie une fois et fiable partout',
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
    },
    'data-migration': {
      title: 'Migration de bases et de fichiers',
      titleSub:
        'Transférer bases de données et fichiers d’une plateforme à l’autre, sans perdre un seul enregistrement',
      summary:
        'Des migrations de bases de données et de fichiers planifiées et répétées pour les parcs de taille moyenne, avec règles de correspondance, nettoyage et preuves de rapprochement à chaque étape.',
      description:
        'Que vous quittiez un serveur de base de données vieillissant, regroupiez des partages de fichiers ou adoptiez une nouvelle solution en ligne, nous analysons les données, validons les correspondances avec leurs responsables et exécutons des traitements ETL reproductibles assortis de rapports de rapprochement. Aucune bascule n’a lieu tant que les chiffres ne concordent pas.',
      cardFeatures: [
        'Correspondances et chaînes ETL',
        'Nettoyage et dédoublonnage',
        'Bascule validée après rapprochement',
      ],
      metaTitle: 'Services de migration de bases et de fichiers',
      metaDescription:
        'Migration de bases et de fichiers pour parcs de taille moyenne\u00a0: profilage, correspondances, ETL, nettoyage, rapprochement et bascule validée et réversible.',
      includedIntro: 'Une migration menée avec nous suit ces étapes, chacune validée formellement\u00a0:',
      includes: [
        'Inventaire des sources et profilage des données',
        'Correspondances champ à champ validées par les métiers',
        'Scripts ETL reproductibles et versionnés',
        'Règles de nettoyage, de normalisation et de dédoublonnage',
        'Transcodage des nomenclatures et données de référence',
        'Migration des partages de fichiers avec leurs métadonnées',
        'Chargements d’essai en environnement de préproduction',
        'Rapprochement des volumes et sommes de contrôle',
        'Scripts de recette métier et dossiers de validation',
        'Plan de bascule chronométré et répété',
        'Plan de retour arrière testé',
        'Archivage et décommissionnement sécurisé des sources',
      ],
      illustrationAlt:
        'Illustration de tables et de fichiers passant d’un ancien serveur à une nouvelle plateforme, à côté d’une liste de totaux concordants',
      benefits: [
        {
          title: 'Aucune surprise le jour J',
          description:
            'Au moins deux répétitions complètes en conditions réelles\u00a0: la bascule finale suit un scénario que chacun a déjà joué.',
        },
        {
          title: 'Des données plus propres à l’arrivée',
          description:
            'Doublons, enregistrements orphelins et formats incohérents sont corrigés pendant le transfert\u00a0: la nouvelle plateforme démarre avec des données de meilleure qualité que l’ancienne.',
        },
        {
          title: 'Des preuves, pas des promesses',
          description:
            'Les rapports de rapprochement comparent volumes, totaux et sommes de contrôle entre source et cible, et fournissent aux auditeurs comme aux responsables de données des éléments qu’ils peuvent signer.',
        },
        {
          title: 'Une interruption réduite au minimum',
          description:
            'Chargements incrémentaux et bascule le week-end limitent l’indisponibilité à une fenêtre planifiée et annoncée à l’avance.',
        },
      ],
      impact: [
        {
          title: 'Chaque enregistrement rapproché',
          description:
            'Chaque table est rapprochée de la source, comptages et sommes de contrôle à l’appui, avant toute validation de la migration.',
        },
        {
          title: 'Bascule en un week-end planifié',
          description:
            'Des chargements répétés et un plan de retour arrière testé permettent de basculer vers la nouvelle plateforme dans une fenêtre planifiée, plutôt qu’au prix de semaines de perturbations.',
        },
        {
          title: 'Doublons éliminés pendant la migration',
          description:
            'Les règles de nettoyage et de dédoublonnage appliquées pendant la migration permettent au nouveau système de démarrer avec des données plus propres que l’ancien.',
        },
      ],
      ctaTitle: 'Un changement de plateforme en vue\u00a0?',
      ctaText:
        'Indiquez-nous les systèmes source et cible ainsi que l’ordre de grandeur des volumes. Nous vous présenterons la démarche, les répétitions nécessaires et les risques à anticiper.',
    },
    'quality-assurance': {
      title: 'Assurance qualité et tests',
      titleSub:
        'Des tests indépendants qui détectent les anomalies avant vos utilisateurs, vos auditeurs ou les attaquants',
      summary:
        'Tests manuels et automatisés couvrant fonctionnalités, performances, accessibilité et sécurité, menés dans le cadre d’un système de management de la qualité certifié ISO 9001.',
      description:
        'Nous construisons la stratégie de test à partir de vos risques, et non d’une liste générique. Nos testeurs, basés à Coimbatore et au Royaume-Uni, associent tests exploratoires et campagnes de non-régression automatisées intégrées à votre chaîne CI/CD, et documentent chaque anomalie avec les éléments dont les développeurs ont besoin pour la corriger vite.',
      cardFeatures: [
        'Stratégie de test par les risques',
        'Campagnes de non-régression automatisées',
        'Tests de charge et de sécurité',
      ],
      metaTitle: 'Services d’assurance qualité et de tests logiciels',
      metaDescription:
        'Tests logiciels indépendants\u00a0: stratégie fondée sur les risques, non-régression automatisée, performance, accessibilité et sécurité, système qualité ISO 9001.',
      includedIntro:
        'Choisissez les prestations dont vous avez besoin, ou confiez-nous l’ensemble de la fonction de test\u00a0:',
      includes: [
        'Stratégie et plan de test fondés sur les risques',
        'Revue des exigences et matrices de traçabilité',
        'Tests manuels exploratoires et scénarisés',
        'Automatisation des interfaces avec Playwright ou Selenium',
        'Campagnes de tests d’API et d’intégration',
        'Non-régression exécutée dans la chaîne CI/CD',
        'Tests de charge et de robustesse (k6, JMeter)',
        'Audits d’accessibilité selon les WCAG 2.2',
        'Tests de sécurité alignés sur le Top 10 OWASP',
        'Couverture multinavigateur et multiterminal',
        'Gestion et anonymisation des jeux de données de test',
        'Accompagnement de la recette utilisateur',
      ],
      illustrationAlt:
        'Illustration d’une loupe passant sur des écrans d’application, avec des anomalies signalées et une liste de contrôle de mise en production cochée',
      benefits: [
        {
          title: 'Moins d’anomalies en production',
          description:
            'Les défauts sont détectés tôt, quand ils coûtent encore peu à corriger, et non par vos utilisateurs, au centre de services ou lors d’un audit.',
        },
        {
          title: 'Des mises en production plus sûres et plus fréquentes',
          description:
            'La non-régression automatisée s’exécute à chaque version\u00a0: vos équipes livrent plus souvent sans tout retester à la main.',
        },
        {
          title: 'Des preuves pour les auditeurs',
          description:
            'Cas de test tracés, résultats validés et historique des anomalies répondent aux exigences d’assurance de l’aéronautique, des dispositifs médicaux et du secteur public.',
        },
        {
          title: 'Un regard indépendant',
          description:
            'Des testeurs qui n’ont pas écrit le code remettent en cause les hypothèses partagées par les développeurs, y compris sur l’ergonomie et l’accessibilité.',
        },
      ],
      impact: [
        {
          metric: '150+',
          title: 'Anomalies détectées avant mise en production',
          description:
            'Une recette structurée sur un nouveau portail client a mis au jour plus de 150 anomalies, des contrôles de saisie défaillants aux obstacles d’accessibilité, avant le lancement.',
        },
        {
          title: 'Cycle de non-régression raccourci',
          description:
            'L’automatisation de la campagne de non-régression remplace des jours de vérifications manuelles avant chaque version par une exécution que la chaîne d’intégration relance à chaque modification.',
        },
        {
          title: 'Parcours critiques vérifiés à chaque déploiement',
          description:
            'Les parcours dont les utilisateurs dépendent le plus sont testés automatiquement à chaque déploiement\u00a0: les régressions sont repérées avant d’atteindre les utilisateurs.',
        },
      ],
      ctaTitle: 'Une mise en production qui n’a pas droit à l’erreur\u00a0?',
      ctaText:
        'Précisez-nous ce qui doit être lancé et à quelle échéance. Nous vous proposerons une démarche de test proportionnée au risque, avec des critères d’entrée et de sortie clairs.',
    },
    'cloud-devops': {
      title: 'Cloud et DevOps',
      titleSub:
        'Des plateformes cloud fiables et des chaînes de livraison qui permettent de déployer souvent, en toute sécurité',
      summary:
        'Architecture cloud, infrastructure en tant que code et chaînes CI/CD sur AWS, Azure ou GCP, avec la supervision et les contrôles de sécurité qui assurent la continuité de vos services.',
      description:
        'Nous concevons vos zones d’accueil cloud, automatisons l’infrastructure avec Terraform, conteneurisons vos applications pour Kubernetes et mettons en place des chaînes CI/CD qui font de chaque mise en production une formalité. La sécurité suit les principes de Cyber Essentials dès la première ligne de code, et les coûts sont suivis dès le premier jour.',
      cardFeatures: ['AWS, Azure et GCP', 'Infrastructure en tant que code', 'CI/CD et observabilité'],
      metaTitle: 'Services cloud et DevOps',
      metaDescription:
        'Architecture cloud, Terraform, Kubernetes et CI/CD sur AWS, Azure ou GCP, avec observabilité, durcissement de la sécurité et maîtrise des coûts de vos services.',
      includedIntro:
        'De la première zone d’accueil à l’exploitation quotidienne, nous pouvons prendre en charge\u00a0:',
      includes: [
        'Évaluation de maturité et trajectoire de migration cloud',
        'Zones d’accueil sur AWS, Azure ou GCP',
        'Infrastructure en tant que code avec Terraform',
        'Conteneurisation et conception de clusters Kubernetes',
        'Chaînes CI/CD avec contrôles qualité automatiques',
        'Déploiements bleu-vert et progressifs',
        'Gestion des secrets et principe du moindre privilège',
        'Journaux, métriques et traçage distribué',
        'Alertes, procédures d’astreinte et analyses post-incident',
        'Sauvegarde, reprise d’activité et tests de bascule',
        'Suivi des coûts, étiquetage et redimensionnement',
        'Hébergement des données au Royaume-Uni ou dans l’UE',
      ],
      illustrationAlt:
        'Illustration de code franchissant les étapes de compilation, de test et de déploiement vers une infrastructure cloud surveillée par un tableau de bord',
      benefits: [
        {
          title: 'Une disponibilité accrue',
          description:
            'Architecture redondante, sondes de disponibilité et bascule testée maintiennent vos services en ligne lors des pannes courantes comme des maintenances planifiées.',
        },
        {
          title: 'Des mises en production sans stress',
          description:
            'Chaque modification est compilée, testée et déployée de la même manière\u00a0: les livraisons manuelles nocturnes laissent place à de petites évolutions réversibles.',
        },
        {
          title: 'Des coûts que vous pouvez expliquer',
          description:
            'Étiquetage, budgets et revues régulières de dimensionnement montrent ce que coûte chaque service et empêchent les ressources inutilisées de s’accumuler.',
        },
        {
          title: 'La sécurité intégrée à la plateforme',
          description:
            'Images durcies, correctifs appliqués et contrôles de conformité dans la chaîne CI/CD répondent aux exigences Cyber Essentials et aux attentes des acheteurs publics.',
        },
      ],
      impact: [
        {
          title: 'Services disponibles malgré les pannes',
          description:
            'Des clusters Kubernetes multizones avec bascule automatique maintiennent un service en ligne lorsqu’un serveur, voire une zone entière, tombe en panne.',
        },
        {
          title: 'Mises en production plus fréquentes et traçables',
          description:
            'Les équipes passent de livraisons manuelles occasionnelles à des déploiements automatisés réguliers, chaque modification restant traçable du commit à la production.',
        },
        {
          title: 'Facture cloud allégée',
          description:
            'Redimensionnement, arrêt planifié des environnements de test et capacité réservée suppriment les dépenses qui n’apportent rien.',
        },
      ],
      ctaTitle: 'Envie de ne plus redouter vos mises en production\u00a0?',
      ctaText:
        'Dites-nous où tournent vos applications aujourd’hui et ce qui freine vos livraisons. Nous vous proposerons une trajectoire réaliste vers une plateforme plus fiable.',
    },
    'web-development': {
      title: 'Développement et conception web',
      titleSub:
        'Des sites et applications web rapides et accessibles, que vos équipes mettent à jour en toute autonomie',
      summary:
        'Sites et applications web modernes, conçus pour la rapidité, l’accessibilité et une édition de contenu simple, du site institutionnel au portail client sécurisé.',
      description:
        'Nous concevons et développons avec React, Next.js et des CSS modernes, sur un CMS adapté à vos rédacteurs. Chaque gabarit est vérifié au regard des WCAG 2.2 niveau AA et des Core Web Vitals\u00a0: votre site fonctionne pour tous les visiteurs, sur tous les terminaux, y compris en connexion lente ou avec une technologie d’assistance.',
      cardFeatures: ['Accessibilité WCAG 2.2 AA', 'Des pages rapides à charger', 'Un CMS simple pour vos rédacteurs'],
      metaTitle: 'Services de développement et de conception web',
      metaDescription:
        'Sites et applications web accessibles et rapides avec React, Next.js et un CMS pensé pour vos rédacteurs, vérifiés selon les WCAG 2.2 AA et les Core Web Vitals.',
      includedIntro:
        'Nos projets web couvrent la conception, le développement, les contenus et la mise en ligne, notamment\u00a0:',
      includes: [
        'Audit des contenus et architecture de l’information',
        'Mise en page adaptée à tous les écrans',
        'Développement des interfaces avec React et Next.js',
        'Mise en place d’un CMS classique ou découplé',
        'Circuits de publication, rôles et validation des contenus',
        'Tests d’accessibilité WCAG 2.2 niveau AA',
        'Optimisation des Core Web Vitals et du chargement',
        'Référencement technique, données structurées et plans de site',
        'Formulaires, paiements et espaces clients sécurisés',
        'Sites multilingues et circuits de traduction',
        'Mesure d’audience respectueuse et gestion du consentement',
        'Redirections, hébergement et maintenance après lancement',
      ],
      illustrationAlt:
        'Illustration d’un même site affiché sur téléphone, tablette et ordinateur, avec des indicateurs d’accessibilité et de rapidité',
      benefits: [
        {
          title: 'Ouvert à tous les visiteurs',
          description:
            'Navigation au clavier, compatibilité avec les lecteurs d’écran et contrastes suffisants vous aident à respecter vos obligations légales d’accessibilité et à toucher un public plus large.',
        },
        {
          title: 'Rapide sur toutes les connexions',
          description:
            'Images optimisées, rendu côté serveur et scripts allégés assurent des pages rapides sur réseau mobile, au bénéfice du référencement comme des conversions.',
        },
        {
          title: 'Des rédacteurs autonomes',
          description:
            'Un CMS configuré selon vos types de contenus permet aux équipes de communication de publier et de mettre à jour les pages sans attendre un développeur.',
        },
        {
          title: 'Sûr et facile à maintenir',
          description:
            'Mises à jour des dépendances, en-têtes de sécurité et tests automatisés protègent le site et évitent qu’il ne devienne un chantier de refonte trois ans plus tard.',
        },
      ],
      impact: [
        {
          title: 'Site organisé autour des démarches les plus fréquentes',
          description:
            'Reconstruire un site autour des démarches les plus fréquentes, testées avec de vrais utilisateurs, aide les visiteurs à trouver ce qu’ils cherchent sans téléphoner.',
        },
        {
          title: 'Pages plus rapides à charger',
          description:
            'Pages rendues côté serveur, images optimisées et interface allégée réduisent les temps de chargement, en particulier sur mobile.',
        },
        {
          title: 'Publication de contenus accélérée',
          description:
            'Des types de contenus structurés et un circuit de validation simplifié permettent aux rédacteurs de publier sans attendre les développeurs.',
        },
      ],
      ctaTitle: 'Votre site freine-t-il votre organisation\u00a0?',
      ctaText:
        'Présentez-nous votre site actuel et ce que vous en attendez de plus. Nous analyserons l’accessibilité, la rapidité et la structure des contenus, puis vous indiquerons par où commencer.',
    },
    'api-microservices': {
      title: 'Développement d’API',
      titleSub: 'Des API et des services bien conçus, aux contrats clairs, faciles à consommer et à faire évoluer',
      summary:
        'Nous concevons et développons de nouvelles API REST et GraphQL et de nouveaux microservices\u00a0: contrat OpenAPI défini en amont, accès sécurisé par une passerelle et gestion des versions pour que les applications qui les utilisent continuent de fonctionner à mesure que l’API évolue.',
      description:
        'Une bonne API se pense d’abord du point de vue de ceux qui la consomment. Nous modélisons votre domaine métier selon l’approche DDD, validons les contrats OpenAPI ou GraphQL avant d’écrire le code, puis développons des services dotés de tests de contrat, d’observabilité et de sécurité\u00a0: partenaires et équipes internes s’y raccordent en toute confiance.',
      cardFeatures: [
        'Contrats OpenAPI définis en amont',
        'Services REST et GraphQL',
        'Passerelle, sécurité et versions',
      ],
      metaTitle: 'Services de développement d’API',
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
    },
    'ui-ux-development': {
      title: 'Conception et développement UI/UX',
      titleSub:
        'Des interfaces façonnées par la recherche auprès des utilisateurs et bâties sur un système de design cohérent',
      summary:
        'Recherche utilisateur, prototypage, tests d’utilisabilité et systèmes de design accessibles pour transformer des tâches complexes en écrans clairs et efficaces.',
      description:
        'Nous observons la façon dont les personnes travaillent réellement, dans un service hospitalier, un atelier ou un accueil de collectivité, puis nous prototypons et testons avant toute ligne de code. Vous obtenez un système de design documenté et des composants prêts pour la production, qui gardent des écrans cohérents et conformes aux WCAG.',
      cardFeatures: [
        'Recherche et tests utilisateurs',
        'Système de design et composants',
        'Accessible dès la conception',
      ],
      metaTitle: 'Services de conception et de développement UI/UX',
      metaDescription:
        'Recherche utilisateur, prototypes interactifs, tests d’utilisabilité et systèmes de design conformes WCAG pour applications métier, santé et secteur public.',
      includedIntro:
        'Notre travail de conception va des premiers entretiens jusqu’aux composants codés, et peut inclure\u00a0:',
      includes: [
        'Entretiens avec les parties prenantes et observation terrain',
        'Personas, parcours utilisateurs et plans de service',
        'Évaluation ergonomique des interfaces existantes',
        'Architecture de l’information et tri par cartes',
        'Maquettes fil de fer et prototypes interactifs Figma',
        'Tests d’utilisabilité en présentiel ou à distance',
        'Système de design avec jetons et modèles documentés',
        'Bibliothèque de composants React documentée dans Storybook',
        'Revues d’accessibilité WCAG 2.2 AA et RGAA',
        'Tableaux de bord riches en données et formulaires complexes',
        'Passation aux développeurs et travail en binôme',
        'Mesure après lancement et améliorations continues',
      ],
      illustrationAlt:
        'Illustration de croquis devenant des maquettes puis une interface finalisée, accompagnés de notes de retours utilisateurs',
      benefits: [
        {
          title: 'Moins d’erreurs sur les tâches critiques',
          description:
            'Des interfaces testées avec leurs utilisateurs réels réduisent les erreurs dans les activités cliniques, d’ingénierie ou d’instruction de dossiers, où elles coûtent cher.',
        },
        {
          title: 'Des écrans cohérents, livrés plus vite',
          description:
            'Un système de design partagé et des composants codés permettent aux développeurs d’assembler les écrans à partir d’éléments éprouvés plutôt que de tout réinventer.',
        },
        {
          title: 'Inclusif dès le départ',
          description:
            'L’accessibilité est pensée dès la conception et non ajoutée après coup, ce qui aide les organismes publics à respecter leurs obligations légales et sert des utilisateurs aux besoins variés.',
        },
        {
          title: 'Des choix fondés sur des preuves',
          description:
            'Résultats des tests et données d’usage tranchent les débats de conception\u00a0: les parties prenantes s’accordent plus vite et le budget va à l’essentiel.',
        },
      ],
      impact: [
        {
          title: 'Taux de réussite des tâches en hausse',
          description:
            'Des prototypes testés avec de vrais utilisateurs avant tout développement augmentent la part de personnes qui réussissent leur tâche du premier coup.',
        },
        {
          title: 'Appels sur les formulaires en ligne en baisse',
          description:
            'Réécrire et restructurer un formulaire après des tests d’utilisabilité lève les ambiguïtés qui poussent les usagers à téléphoner.',
        },
        {
          title: 'Écrans livrés plus vite',
          description:
            'Un système de design partagé entre plusieurs applications permet de concevoir et de développer les nouveaux écrans à partir de composants éprouvés plutôt que de zéro.',
        },
      ],
      ctaTitle: 'Vos utilisateurs peinent-ils avec votre application\u00a0?',
      ctaText:
        'Indiquez-nous les tâches qui génèrent le plus de frustration ou d’appels au support. Nous vous proposerons des activités de recherche et de test pour en identifier rapidement les causes.',
    },
    'android-development': {
      title: 'Développement Android',
      titleSub: 'Des applications Kotlin natives pour le terrain, l’atelier et l’hôpital',
      summary:
        'Applications Android natives en Kotlin et Jetpack Compose, de l’application grand public publiée sur Google Play à la flotte de terminaux durcis gérée par votre DSI.',
      description:
        'Nous concevons des applications Android natives pour les organisations dont le métier repose sur le terminal en main\u00a0: techniciens en ligne de production, soignants en service, contrôleurs sur le terrain. Notre équipe de Coimbatore écrit un Kotlin idiomatique sur les API Android les plus récentes, et nous prenons en charge l’enrôlement, la distribution et les mises à jour via votre solution de gestion de flotte (MDM).',
      cardFeatures: ['Kotlin et Jetpack Compose', 'Terminaux durcis et gérés', 'Play Store ou diffusion privée'],
      metaTitle: 'Développement d’applications Android',
      metaDescription:
        'Développement Android natif en Kotlin et Jetpack Compose\u00a0: terminaux durcis, MDM, lecture de codes-barres, publication Play Store ou diffusion privée.',
      includedIntro:
        'Tout ce qu’il faut pour mener une application Android native du premier prototype à une flotte de terminaux en production.',
      includes: [
        'Applications natives Kotlin avec coroutines et Flow',
        'Interfaces Jetpack Compose conformes à Material 3',
        'Stockage hors ligne avec Room et synchronisation WorkManager',
        'Intégration de lecteurs codes-barres, RFID et NFC',
        'Prise en charge des terminaux durcis Zebra et Honeywell',
        'Profils professionnels Android Enterprise et mode kiosque',
        'Configurations gérées via Intune ou un autre MDM',
        'Canaux de test Play Console et déploiements progressifs',
        'Diffusion privée via Google Play d’entreprise',
        'Tests automatisés avec Espresso et Compose',
        'Suivi des plantages et des performances en production',
        'Mises à niveau à chaque nouvelle version d’Android',
      ],
      illustrationAlt:
        'Un terminal Android durci lit un code-barres, relié à une console de gestion qui déploie les mises à jour sur une flotte d’appareils',
      benefits: [
        {
          title: 'Une application pensée pour le terrain',
          description:
            'Gants, reflets, réseau instable et postes de douze heures guident nos choix d’interface, de zones tactiles et de synchronisation, pour une application qui fonctionne là où travaillent vos équipes.',
        },
        {
          title: 'Tout le potentiel du matériel',
          description:
            'Le code natif accède directement aux lecteurs, à l’appareil photo, au NFC, au GPS et aux périphériques Bluetooth, avec une maîtrise fine de la batterie et de la mémoire sur toute la durée d’un poste.',
        },
        {
          title: 'Une flotte sous contrôle',
          description:
            'Android Enterprise, les profils professionnels et les règles MDM cloisonnent les données de l’entreprise, verrouillent les bornes partagées et permettent à votre DSI de déployer les mises à jour à distance.',
        },
        {
          title: 'Un code qui dure',
          description:
            'Un code Kotlin modulaire, l’injection de dépendances avec Hilt et des tests automatisés facilitent les évolutions et le suivi des versions annuelles d’Android.',
        },
      ],
      impact: [
        {
          title: 'Terminaux mis à jour sans passage au service informatique',
          description:
            'Les terminaux gérés reçoivent l’application en silence via votre solution de MDM\u00a0: chaque nouvelle version atteint tous les appareils sans qu’il faille les rapporter.',
        },
        {
          title: 'Réception des marchandises accélérée',
          description:
            'La lecture de codes-barres intégrée et les files d’attente hors ligne permettent d’enregistrer les livraisons à quai sans attendre le Wi-Fi.',
        },
        {
          title: 'Plantages plus rares sur le terrain',
          description:
            'Une refonte native avec suivi des plantages en production montre où l’application échoue sur les appareils réels, et chaque version corrige d’abord les causes les plus fréquentes.',
        },
      ],
      ctaTitle: 'Un projet Android ou un déploiement de terminaux en vue\u00a0?',
      ctaText:
        'Présentez-nous vos utilisateurs, vos terminaux et vos contraintes de diffusion\u00a0: nous vous proposerons une architecture, un calendrier et une estimation chiffrée.',
    },
    'project-management': {
      title: 'Gestion de projets techniques',
      titleSub: 'Un pilotage rigoureux pour les programmes complexes et multi-pays',
      summary:
        'Des chefs de projet techniques qui tiennent les délais de vos programmes logiciels et industriels, malgré la multiplicité des fournisseurs, des fuseaux horaires et des réglementations.',
      description:
        'Un programme complexe échoue rarement pour des raisons purement techniques\u00a0: il échoue sur un périmètre flou, des dépendances mal identifiées et des surprises tardives. Nous associons la gouvernance PRINCE2® à une exécution Agile. Le comité de pilotage dispose de jalons et de tolérances clairs, les équipes conservent des itérations courtes et mesurables. Nos chefs de projet ont piloté des programmes dans l’aéronautique, la défense, la santé et le secteur public, entre le Royaume-Uni, l’Europe et l’Inde.',
      cardFeatures: [
        'Approche hybride PRINCE2® et Agile',
        'Registre RAID et jalons',
        'Équipes réparties sur plusieurs pays',
      ],
      metaTitle: 'Gestion de projets techniques multi-pays',
      metaDescription:
        'Gestion de projet technique pour programmes complexes et multi-pays\u00a0: approche hybride PRINCE2® et Agile, registre RAID, jalons et suivi des parties prenantes.',
      includedIntro:
        'Un accompagnement complet, du lancement et de la planification jusqu’à la recette et au transfert.',
      includes: [
        'Document d’initialisation et revue du dossier d’opportunité',
        'Démarche hybride PRINCE2® et Agile adaptée à votre contexte',
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
            'Les contrôles PRINCE2® s’exercent au niveau du programme, tandis que les équipes de développement travaillent en sprints de deux semaines. Le suivi et la conformité ne ralentissent pas l’ingénierie.',
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
    },
    'support-services': {
      title: 'Support et maintenance applicatifs',
      titleSub: 'Un support aligné sur ITIL® pour vos systèmes critiques',
      summary:
        'Support applicatif 24\u00a0h/24 et 7\u00a0j/7, engagements de service contractuels, gestion structurée des incidents et des problèmes, amélioration continue.',
      description:
        'La mise en production n’est qu’un début\u00a0: un système doit ensuite rester disponible, sûr et à jour. Nos équipes au Royaume-Uni et à Coimbatore assurent la supervision 24\u00a0h/24, le traitement des incidents et la maintenance planifiée selon des processus alignés sur ITIL®, avec des niveaux de service inscrits au contrat et mesurés chaque mois. Nous prenons en charge les applications que nous avons développées comme celles héritées d’autres prestataires.',
      cardFeatures: [
        'Supervision et intervention 24\u00a0h/24',
        'Engagements de service contractuels',
        'Gestion ITIL® des incidents',
      ],
      metaTitle: 'Tierce maintenance applicative (TMA) et support',
      metaDescription:
        'Tierce maintenance applicative pour systèmes critiques\u00a0: supervision 24\u00a0h/24 et 7\u00a0j/7, engagements de service contractuels, gestion ITIL® des incidents et des problèmes.',
      includedIntro:
        'Un service de support infogéré qui couvre toute la vie de vos applications après la mise en production.',
      includes: [
        'Centre de services, support de niveaux 1 à 3',
        'Supervision 24\u00a0h/24 et astreinte avec escalade',
        'Délais de résolution convenus selon la priorité',
        'Gestion des incidents avec procédures documentées',
        'Gestion des problèmes et analyse des causes profondes',
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
    },
    'application-modernization': {
      title: 'Modernisation d’applications',
      titleSub: 'Replateformer et refactoriser l’existant sans interrompre l’activité',
      summary:
        'Une modernisation fondée sur l’audit de vos applications existantes, du rehébergement et du replateformage à la refactorisation progressive pour le cloud.',
      description:
        'Vos applications historiques concentrent souvent des années de règles métier que personne ne veut perdre, sur des technologies de plus en plus difficiles à maintenir, à sécuriser et à héberger. Nous commençons par un diagnostic objectif de chaque application, choisissons la bonne trajectoire selon la méthode des 6\u00a0R, puis modernisons par petites étapes réversibles, sans que vos utilisateurs cessent de travailler.',
      cardFeatures: [
        'Audit du portefeuille et 6\u00a0R',
        'Préparation au cloud et replateformage',
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
          title: 'Moins de risques d’exploitation, moins de dépendance à des experts rares',
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
          title: 'Une activité maintenue pendant la transition',
          description:
            'Remplacer un système existant par petites livraisons, l’ancien et le nouveau fonctionnant en parallèle, permet aux équipes de continuer à travailler pendant toute la transition.',
        },
      ],
      ctaTitle: 'Un système historique freine votre organisation\u00a0?',
      ctaText:
        'Commencez par un diagnostic. Nous étudions vos applications, recommandons une trajectoire pour chacune et vous présentons coûts, risques et calendrier avant tout engagement.',
    },
    'enterprise-data-migration': {
      title: 'Migration de données d’entreprise',
      titleSub: 'Migrations progressives d’ERP, de mainframes et de systèmes multiples',
      summary:
        'Programmes de migration de données à grande échelle pour ERP, mainframes et systèmes d’information multiples, avec bascule par phases et rapprochement complet des données réglementées.',
      description:
        'Lorsqu’une organisation remplace son ERP, arrête un mainframe ou regroupe plusieurs systèmes en un seul, les données constituent en général le premier risque du programme. Nous développons des outils de migration depuis notre plateforme passerelle de migration ERP conçue en 2014. Chaque programme suit le même chemin\u00a0: profilage, nettoyage, chargements d’essai répétés, puis bascule par phases avec rapprochement, sans arrêter l’activité.',
      cardFeatures: [
        'Migration ERP et mainframe',
        'Bascules par phases, répétées à blanc',
        'Données rapprochées et auditables',
      ],
      metaTitle: 'Migration de données ERP et mainframe',
      metaDescription:
        'Migration de données ERP, mainframe et multi-systèmes\u00a0: profilage, nettoyage, chargements d’essai, bascule par phases et rapprochement des données réglementées.',
      includedIntro:
        'Un service de migration de bout en bout pour les programmes où le volume, la complexité et la réglementation ne laissent aucune place à l’erreur.',
      includes: [
        'Inventaire des systèmes sources, ERP, mainframe et satellites',
        'Profilage des données et mesure de leur qualité',
        'Règles de correspondance et de transformation champ par champ',
        'Nettoyage, dédoublonnage et harmonisation des données de référence',
        'Extraction de fichiers VSAM à partir des copybooks COBOL',
        'Chargement dans SAP, Oracle ou Microsoft Dynamics',
        'Chargements d’essai et répétitions générales successifs',
        'Bascule par site, par entité ou par division',
        'Rapprochement des volumes et des soldes comptables',
        'Conservation, archivage et conformité au RGPD',
        'Pistes d’audit pour régulateurs et commissaires aux comptes',
        'Plan de retour arrière et accompagnement post-bascule',
      ],
      illustrationAlt:
        'Des données issues d’un mainframe, d’un ERP et de plusieurs applications métier passent par des étapes de nettoyage et de rapprochement avant de rejoindre une plateforme unique',
      benefits: [
        {
          title: 'Des bascules sans surprise',
          description:
            'Chaque bascule est répétée au moins deux fois sur des volumes réels, avec des procédures minutées et des critères de décision validés à l’avance par les métiers.',
        },
        {
          title: 'Une exhaustivité démontrée',
          description:
            'Le rapprochement automatisé des volumes, des soldes et des champs clés apporte aux équipes finance, qualité et audit la preuve que chaque enregistrement est arrivé intact.',
        },
        {
          title: 'Des données assainies dès le départ',
          description:
            'Grâce au profilage et au nettoyage en amont, votre nouvel ERP démarre avec des données de référence cohérentes, sans reprendre les doublons et les erreurs du passé.',
        },
        {
          title: 'Une conformité maintenue à chaque étape',
          description:
            'Anonymisation des environnements de test, contrôle strict des accès et règles de conservation documentées protègent les données personnelles, financières et soumises au contrôle des exportations.',
        },
      ],
      impact: [
        {
          metric: '99,8\u00a0%',
          title: 'Disponibilité maintenue pendant la migration',
          description:
            'Une migration de données menée à 99,8\u00a0% de disponibilité\u00a0: un groupe industriel a transféré ses données financières, de stocks et de production vers un nouvel ERP en trois phases, sans arrêter ses usines.',
        },
        {
          title: 'Systèmes existants regroupés',
          description:
            'Les données de nombreux systèmes existants sont migrées vers une plateforme unique et rapprochées une à une\u00a0: rien ne reste dans un système voué à l’arrêt.',
        },
        {
          title: 'Mainframe arrêté en toute confiance',
          description:
            'Les données d’articles, de commandes et de traçabilité quittent le mainframe et sont rapprochées champ par champ\u00a0: il peut être arrêté sans rien perdre.',
        },
      ],
      ctaTitle: 'Remplacement d’ERP ou sortie de mainframe en vue\u00a0?',
      ctaText:
        'Associez-nous tôt au projet. Nous évaluerons vos données sources, dimensionnerons la migration et concevrons un plan de bascule qui préserve votre activité au quotidien.',
    },
    'vulnerability-assessments': {
      title: 'Audits de vulnérabilités',
      titleSub: 'Détecter, hiérarchiser et corriger les failles avant les attaquants',
      summary:
        'Audits structurés des vulnérabilités de vos applications, infrastructures et environnements cloud, avec des constats notés selon CVSS et un plan de correction directement exploitable.',
      description:
        'Nos ingénieurs sécurité associent analyses automatisées et tests manuels fondés sur le Top 10 OWASP et l’ASVS pour repérer les faiblesses de vos applications web, de vos API, de vos réseaux et de votre configuration cloud. Chaque vulnérabilité est notée selon CVSS, expliquée clairement et accompagnée d’une correction concrète, puis vérifiée par un contre-test. Certifiés Cyber Essentials, nous pouvons aussi vous préparer à votre propre certification.',
      cardFeatures: [
        'Tests applicatifs fondés sur OWASP',
        'Vulnérabilités notées selon CVSS',
        'Aide à la correction et contre-test',
      ],
      metaTitle: 'Services d’audit de vulnérabilités',
      metaDescription:
        'Audit de vulnérabilités des applications, des API, des réseaux et du cloud\u00a0: tests OWASP, notation CVSS, aide à la correction, préparation à Cyber Essentials.',
      includedIntro:
        'Un cycle d’audit complet, de la définition du périmètre à la vérification de la correction de chaque vulnérabilité significative.',
      includes: [
        'Périmètre, règles d’intervention et inventaire des actifs',
        'Tests des applications web selon le Top 10 OWASP',
        'Tests de sécurité des API REST et GraphQL',
        'Analyse des vulnérabilités réseau, externe et interne',
        'Revue de configuration cloud AWS, Azure et GCP',
        'Analyse des CVE des dépendances et images de conteneurs',
        'Tests de l’authentification, des sessions et des droits d’accès',
        'Scores CVSS ajustés à votre environnement',
        'Synthèse pour la direction et rapport technique détaillé',
        'Plan de correction priorisé et conseils aux développeurs',
        'Contre-tests pour vérifier la tenue des corrections',
        'Préparation à Cyber Essentials et Cyber Essentials Plus',
      ],
      illustrationAlt:
        'Schéma en couches d’une application, de ses API et de son infrastructure cloud, où chaque vulnérabilité est signalée par sa gravité et reliée à une liste de corrections',
      benefits: [
        {
          title: 'Des risques hiérarchisés',
          description:
            'Les scores CVSS de base sont ajustés selon l’exposition et l’impact métier\u00a0: vos équipes corrigent d’abord ce qui compte, au lieu de parcourir une longue liste sans priorité.',
        },
        {
          title: 'Des constats exploitables',
          description:
            'Chaque vulnérabilité est documentée avec les étapes de reproduction, le code ou la configuration en cause et la correction recommandée, à l’intention des ingénieurs qui l’appliqueront.',
        },
        {
          title: 'Des preuves pour la conformité',
          description:
            'Nos rapports appuient vos démarches Cyber Essentials et ISO 27001 ainsi que vos exigences contractuelles de sécurité, avec des contre-tests qui attestent la clôture de chaque constat.',
        },
        {
          title: 'La sécurité intégrée au cycle de livraison',
          description:
            'Les audits peuvent être renouvelés à chaque version, et notre plateforme Vulnyzer surveille dépôts et dépendances entre deux campagnes pour détecter les nouvelles CVE.',
        },
      ],
      impact: [
        {
          metric: '25',
          title: 'Vulnérabilités critiques et élevées corrigées',
          description:
            'Sur le portail fournisseurs d’un client, nous avons identifié 25 vulnérabilités critiques et élevées et accompagné leur correction, chacune confirmée par contre-test.',
        },
        {
          title: 'Préparation à Cyber Essentials',
          description:
            'Un audit suivi d’un atelier de correction comble les écarts de configuration qui séparent le plus souvent une organisation de la certification Cyber Essentials.',
        },
        {
          title: 'Vision unique de votre exposition',
          description:
            'Serveurs exposés sur Internet, applications et services cloud sont audités en un seul cycle, pour une vision unique et priorisée de vos risques de sécurité.',
        },
      ],
      ctaTitle: 'Quel est aujourd’hui le niveau d’exposition de vos systèmes\u00a0?',
      ctaText:
        'Définissons ensemble le périmètre\u00a0: vous recevrez un rapport priorisé, noté selon CVSS, avec un plan de correction clair et un contre-test des corrections.',
    },
    'microservices-integrations': {
      title: 'Du monolithe aux microservices',
      titleSub: 'Découper le monolithe et relier des services qui tiennent la charge',
      summary:
        'Découpage d’applications monolithiques en services déployables indépendamment, reliés par des événements, des courtiers de messages et un maillage de services.',
      description:
        'Le monolithe qui accélérait autrefois vos livraisons finit souvent par ralentir chaque mise en production. Nous cartographions ses domaines, extrayons les services un à un selon le modèle du «\u00a0figuier étrangleur\u00a0» (strangler fig) et les relions par une messagerie orientée événements sur Kafka ou RabbitMQ. Transactions distribuées, reprises sur erreur, traçage et sécurité entre services sont conçus dès le départ, pour une architecture plus simple à exploiter que celle qu’elle remplace.',
      cardFeatures: [
        'Découpage progressif (modèle du «\u00a0figuier étrangleur\u00a0»)',
        'Messagerie Kafka et RabbitMQ',
        'Traçage de bout en bout',
      ],
      metaTitle: 'Découpage d’un monolithe en microservices',
      metaDescription:
        'Découpage de monolithes (modèle du «\u00a0figuier étrangleur\u00a0»), architecture événementielle sur Kafka ou RabbitMQ, sagas, maillage de services et observabilité.',
      includedIntro:
        'Les chantiers nécessaires pour passer d’une base de code unique à un ensemble de services qui communiquent de façon fiable.',
      includes: [
        'Ateliers DDD et cartographie des contextes délimités',
        'Routage progressif autour du monolithe existant',
        'Découpage des bases de données par service',
        'Messagerie événementielle avec Apache Kafka ou RabbitMQ',
        'Capture des changements des bases historiques avec Debezium',
        'Sagas pour les transactions distribuées entre services',
        'Consommateurs idempotents, rejeux et files de rejet',
        'Maillage de services Istio ou Linkerd avec TLS mutuel',
        'Traces, métriques et journaux distribués avec OpenTelemetry',
        'Tests de contrat entre producteurs et consommateurs',
        'Déploiement Kubernetes avec chaînes de livraison indépendantes',
        'Procédures d’exploitation et passation d’astreinte par service',
      ],
      illustrationAlt:
        'Une application monolithique progressivement entourée puis remplacée par des services plus petits qui échangent des événements via un courtier de messages central',
      benefits: [
        {
          title: 'Livrer sans attendre les autres équipes',
          description:
            'Chaque service dispose de sa propre chaîne de déploiement et de ses propres données. Une équipe fait évoluer son domaine sans coordonner une mise en production de tout le système.',
        },
        {
          title: 'Migrer sans tout réécrire',
          description:
            'Le modèle du «\u00a0figuier étrangleur\u00a0» redirige le trafic vers les nouveaux services fonction par fonction, pendant que le monolithe continue de traiter le reste jusqu’à son retrait.',
        },
        {
          title: 'Une résilience conçue dès le départ',
          description:
            'Événements asynchrones, disjoncteurs et traitements idempotents empêchent la panne d’un service de se propager et permettent au système de se rétablir sans perte de messages.',
        },
        {
          title: 'Une visibilité claire en production',
          description:
            'Traces, métriques et journaux corrélés suivent chaque requête d’un service à l’autre\u00a0: les ingénieurs identifient l’origine d’une latence ou d’une erreur en quelques minutes.',
        },
      ],
      impact: [
        {
          title: 'Services extraits un à un',
          description:
            'Les services sont extraits du monolithe un par un et livrés indépendamment, pendant que le système d’origine reste en service.',
        },
        {
          title: 'Livraisons plus fréquentes, service par service',
          description:
            'Une fois le système découpé, chaque service est livré à son propre rythme, sans attendre une mise en production de l’ensemble.',
        },
        {
          title: 'Chaque message tracé de bout en bout',
          description:
            'La diffusion d’événements avec traçage de bout en bout montre où se trouve chaque message de commande ou de livraison, et où il s’est arrêté.',
        },
      ],
      ctaTitle: 'Votre monolithe ralentit chaque mise en production\u00a0?',
      ctaText:
        'Montrez-nous votre architecture actuelle. Nous identifierons les premiers services à extraire et proposerons une trajectoire de migration qui préserve le système en place.',
    },
    'user-registration-platforms': {
      title: 'Plateformes d’inscription',
      titleSub: 'Des parcours d’inscription sûrs et accessibles pour vos usagers, adhérents et patients',
      summary:
        'Plateformes d’inscription et d’accueil des usagers pour collectivités, écoles, événements, organismes d’adhérents et services aux patients, avec vérification d’identité, consentement et paiement intégrés.',
      description:
        'Demande de permis par un habitant, inscription scolaire par un parent, réservation d’un congrès ou adhésion d’un patient à un service de soins\u00a0: l’inscription est souvent le premier contact avec votre organisation. Nous concevons des plateformes qui vérifient l’identité, recueillent le consentement conformément au RGPD, encaissent les paiements et respectent le niveau AA des WCAG 2.2, avec des tableaux de bord qui donnent à vos équipes une vision claire de chaque dossier.',
      cardFeatures: [
        'Vérification d’identité et consentement',
        'Formulaires accessibles WCAG 2.2 AA',
        'Paiement et tableaux de bord',
      ],
      metaTitle: 'Plateformes d’inscription en ligne',
      metaDescription:
        'Plateformes d’inscription pour collectivités, écoles, événements et patients\u00a0: vérification d’identité, consentement RGPD, formulaires accessibles, paiement.',
      includedIntro:
        'Une plateforme d’inscription complète, du premier champ de formulaire jusqu’aux rapports utilisés par vos équipes.',
      includes: [
        'Formulaires en plusieurs étapes avec reprise ultérieure',
        'Tests d’accessibilité WCAG 2.2 AA avec lecteurs d’écran',
        'Codes de vérification uniques par e-mail et SMS',
        'Contrôle des pièces d’identité via des prestataires certifiés',
        'Authentification unique avec des fournisseurs d’identité SAML ou OpenID Connect',
        'Recueil et traçabilité du consentement selon le RGPD',
        'Paiement par carte via Stripe ou votre prestataire de paiement',
        'Règles d’éligibilité, listes d’attente et quotas',
        'Tableaux de bord par rôle et circuits de validation',
        'Import et export en masse des fichiers existants',
        'Confirmations, relances et avis de renouvellement automatiques',
        'Durées de conservation et traitement des demandes d’accès',
      ],
      illustrationAlt:
        'Un parcours d’inscription, d’un formulaire en ligne accessible aux contrôles d’identité et de consentement, jusqu’au compte validé affiché dans le tableau de bord d’un administrateur',
      benefits: [
        {
          title: 'Davantage de dossiers menés à terme',
          description:
            'Étapes courtes, messages d’erreur explicites et possibilité de reprendre plus tard limitent les abandons, en particulier chez les personnes qui remplissent le formulaire sur leur téléphone.',
        },
        {
          title: 'La conformité intégrée',
          description:
            'Consentements, base légale, durées de conservation et demandes d’accès sont gérés par la plateforme, ce qui facilite la démonstration de votre conformité au RGPD.',
        },
        {
          title: 'Accessible à tous',
          description:
            'Les formulaires sont testés au clavier seul, avec lecteurs d’écran et agrandissement, pour que les habitants et patients en situation de handicap s’inscrivent sans aide.',
        },
        {
          title: 'Moins de tâches administratives',
          description:
            'Vérifications automatiques, contrôles d’éligibilité et rapprochement des paiements remplacent tableurs et formulaires papier, et libèrent vos agents pour les dossiers qui demandent un échange humain.',
        },
      ],
      impact: [
        {
          metric: '500\u00a0000+',
          title: 'Usagers d’un portail de services publics en ligne',
          description:
            'Le portail citoyen présenté dans nos projets, qui permet de demander des services et de suivre ses démarches, a servi plus de 500\u00a0000 usagers.',
        },
        {
          title: 'Renouvellements passés en ligne',
          description:
            'L’inscription et le paiement en ligne permettent aux adhérents de renouveler sans aucun formulaire papier, et les équipes n’ont plus à relancer pour obtenir les informations manquantes.',
        },
        {
          title: 'Appels téléphoniques en baisse',
          description:
            'Le suivi en ligne des dossiers et les rappels automatiques répondent à la question «\u00a0où en est ma demande\u00a0?\u00a0» avant que les usagers ne décrochent leur téléphone.',
        },
      ],
      ctaTitle: 'Vous voulez en finir avec les formulaires papier ou un système d’inscription vieillissant\u00a0?',
      ctaText:
        'Dites-nous qui doit s’inscrire et ce que vous devez savoir de ces personnes. Nous concevrons un parcours accessible, conforme et simple à administrer.',
    },
    'mobile-app-development': {
      title: 'Développement d’applications mobiles',
      titleSub: 'Une seule base de code, des applications de qualité native sur iOS et Android',
      summary:
        'Applications mobiles multiplateformes pour iOS et Android, développées en React Native ou Flutter, pensées pour fonctionner hors ligne et publiées sur les deux magasins d’applications.',
      description:
        'La plupart des organisations ont besoin de leur application sur iPhone comme sur Android, sans financer deux équipes distinctes. Nous développons en React Native ou en Flutter des applications qui partagent l’essentiel de leur code, respectent les usages de chaque plateforme et continuent de fonctionner quand le réseau disparaît. De l’atelier de cadrage à la publication sur les magasins, puis aux mises à jour, nous prenons en charge l’ensemble du parcours, forts de l’application «\u00a0zéro papier\u00a0» livrée aux écoles britanniques en 2015 au Royaume-Uni depuis 2015.',
      cardFeatures: ['React Native ou Flutter', 'Conçues pour le hors-ligne', 'Publication App Store et Google Play'],
      metaTitle: 'Applications mobiles iOS et Android',
      metaDescription:
        'Applications mobiles iOS et Android en React Native ou Flutter\u00a0: fonctionnement hors ligne, API sécurisées, tests et publication sur l’App Store et Google Play.',
      includedIntro:
        'L’ensemble des travaux nécessaires pour concevoir, développer, publier et maintenir une application mobile sur les deux grandes plateformes.',
      includes: [
        'Ateliers de cadrage et prototypes cliquables',
        'Base de code commune en React Native ou Flutter',
        'Navigation et ergonomie propres à chaque plateforme',
        'Stockage hors ligne et synchronisation en arrière-plan',
        'Notifications via APNs et Firebase Cloud Messaging',
        'Connexion biométrique et stockage sécurisé des jetons',
        'Appareil photo, géolocalisation et périphériques Bluetooth',
        'Intégration à vos API existantes',
        'Tests automatisés sur un parc de terminaux réels',
        'Programmes de bêta-test TestFlight et Play Console',
        'Soumission et validation App Store et Google Play',
        'Mises à jour à distance et nouvelles versions système',
      ],
      illustrationAlt:
        'La même application affichée sur un iPhone et un téléphone Android, partageant une base de code et synchronisant ses données avec un serveur au retour de la connexion',
      benefits: [
        {
          title: 'Deux plateformes, un seul budget',
          description:
            'Une base de code React Native ou Flutter commune couvre en général l’essentiel de l’application\u00a0: les nouveautés arrivent en même temps sur iOS et Android, pour un coût bien inférieur à deux développements natifs.',
        },
        {
          title: 'Utilisable sans connexion',
          description:
            'Stockage local, actions mises en file d’attente et gestion des conflits permettent de continuer à travailler dans les écoles, les hôpitaux, les usines ou les zones rurales mal couvertes.',
        },
        {
          title: 'Une validation sans accroc',
          description:
            'Nous préparons en amont les déclarations de confidentialité, les formulaires de sécurité des données, les contrôles d’accessibilité et les notes destinées aux équipes de validation, afin d’éviter les refus qui retardent tant de premières publications.',
        },
        {
          title: 'Pensée pour durer',
          description:
            'Tests automatisés, intégration continue et mises à jour à distance permettent de corriger rapidement et de suivre les nouvelles versions annuelles d’iOS et d’Android.',
        },
      ],
      impact: [
        {
          metric: '50\u00a0000\u00a0£',
          title: 'Économies réalisées par une application scolaire',
          description:
            'Notre application «\u00a0zéro papier\u00a0» pour les écoles a remplacé autorisations papier, courriers et registres par une application destinée aux parents, avec plus de 50\u00a0000\u00a0£ d’économies d’impression, d’affranchissement et de travail administratif.',
        },
        {
          title: 'Application adoptée dans la durée',
          description:
            'Des versions guidées par les avis des utilisateurs et les statistiques d’usage gardent l’application utile après son lancement, et pas seulement le jour de sa sortie.',
        },
        {
          title: 'Inspections de terrain accélérées',
          description:
            'Des formulaires hors ligne avec prise de photos permettent aux inspecteurs de travailler sans réseau et de déposer leur rapport avant de quitter les lieux.',
        },
      ],
      ctaTitle: 'Un projet d’application pour iOS et Android\u00a0?',
      ctaText:
        'Parlez-nous de votre idée, de vos utilisateurs et de vos délais. Nous vous recommanderons React Native ou Flutter, définirons le périmètre de la première version et vous remettrons une estimation claire.',
    },
  },
};
