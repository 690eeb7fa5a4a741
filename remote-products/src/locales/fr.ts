import type { ProductsCopy } from './en';

/** The products namespace in French, typed against English. */
export const productsFr: ProductsCopy = {
  vulnyzer: {
    meta: {
      title: 'Vulnyzer, plateforme de détection et de correction des vulnérabilités',
      description:
        'Vulnyzer détecte les CVE et les risques OWASP dans votre code et vos actifs, les priorise selon leur score CVSS et pilote leur correction jusqu’à la clôture.',
    },
    hero: {
      badge: 'Détection et correction des vulnérabilités',
      title: 'Plateforme Vulnyzer',
      subtitle: 'Identifiez, priorisez et corrigez les vulnérabilités avant la mise en production',
      description:
        'Vulnyzer analyse votre code, vos branches et vos actifs à partir des bases de vulnérabilités publiques et des recommandations OWASP, attribue un score CVSS à chaque résultat et fournit à vos équipes un plan de correction suivi jusqu’à sa clôture.',
      requestDemo: 'Demander une démo',
      seeHowItWorks: 'Découvrir la plateforme',
    },
    statsLabel: 'Vulnyzer en chiffres',
    stats: [
      { value: 'Plus de 10\u00a0millions', label: 'Vulnérabilités détectées' },
      { value: 'CVSS', label: 'Score de risque pour chaque résultat' },
      { value: 'Plus de 50\u00a0000', label: 'Actifs surveillés' },
      { value: '24/7', label: 'Surveillance continue' },
    ],
    overview: {
      eyebrow: 'Présentation de la plateforme',
      title: 'Des tests de sécurité au rythme de vos livraisons',
      text: 'Vulnyzer s’intègre à votre cycle de développement. La plateforme examine le code source, les dépendances et les actifs déployés, rapproche ses résultats des CVE connues et des catégories OWASP, puis indique aux bonnes personnes ce qu’il faut corriger en priorité.',
      illustrationAlt:
        'Schéma de Vulnyzer analysant des dépôts de code et des actifs cloud, puis classant les résultats par score CVSS en vue de leur correction',
      points: {
        'precision-targeting': {
          title: 'Ciblage précis',
          description:
            'Les analyses portent sur les composants, les branches et les actifs qui comptent vraiment\u00a0: les résultats restent pertinents et les faux positifs, rares.',
        },
        'lightning-fast': {
          title: 'Analyses rapides',
          description:
            'Les analyses incrémentales s’exécutent en quelques minutes et la capacité atteint 10\u00a0000 actifs par heure\u00a0: la sécurité ne retarde pas vos mises en production.',
        },
        'intelligent-alerts': {
          title: 'Alertes intelligentes',
          description:
            'Les résultats sont regroupés, dédoublonnés et classés par niveau de risque, puis transmis au responsable du code ou de l’actif concerné.',
        },
      },
    },
    architecture: {
      title: 'Architecture de la plateforme',
      subtitle: 'Quatre composants travaillent de concert, de la détection à la correction.',
      activeLabel: 'En service',
      components: {
        'scanning-engine': {
          title: 'Moteur d’analyse',
          description:
            'Analyse le code source, les dépendances, les conteneurs et l’infrastructure dans huit langages de programmation.',
        },
        'ai-analysis': {
          title: 'Analyse par IA',
          description:
            'Corrèle les résultats, supprime les doublons et distingue les failles réellement exploitables du bruit de fond.',
        },
        'threat-intelligence': {
          title: 'Veille sur les menaces',
          description:
            'Maintient la détection à jour grâce aux bases de vulnérabilités publiques, aux flux CVE et aux recommandations OWASP.',
        },
        'remediation-engine': {
          title: 'Moteur de remédiation',
          description:
            'Établit des plans de correction priorisés, avec score CVSS, modifications suggérées et responsable désigné pour chaque action.',
        },
      },
    },
    features: {
      title: 'Fonctionnalités',
      subtitle:
        'Ce dont vos équipes sécurité et développement ont besoin pour détecter, prioriser et corriger les vulnérabilités.',
      items: {
        'cve-detection': {
          title: 'Détection des CVE',
          description:
            'Repère les vulnérabilités connues en confrontant votre code et vos dépendances aux bases de vulnérabilités publiques et aux catégories OWASP.',
          details: [
            'Rapprochement avec les bases CVE publiques',
            'Couverture du Top 10 OWASP',
            'Analyse des dépendances et des bibliothèques',
            'Mise à jour quotidienne des données de vulnérabilité',
          ],
        },
        'git-branch-analysis': {
          title: 'Analyse des branches Git',
          description:
            'Analyse chaque branche et les compare entre elles pour montrer, avant la fusion, les vulnérabilités qu’une modification introduit ou corrige.',
          details: [
            'Analyse de n’importe quelle branche ou de n’importe quel commit',
            'Comparaison de branches côte à côte',
            'Résultats nouveaux et corrigés à chaque fusion',
            'Historique des résultats par branche',
          ],
        },
        'remediation-matrices': {
          title: 'Matrices de remédiation',
          description:
            'Classe chaque résultat selon son score de risque CVSS et l’associe à une action corrective, un responsable et une échéance.',
          details: [
            'Scores CVSS de base et environnementaux',
            'Matrice de remédiation par actif et par niveau de risque',
            'Correctifs et versions sûres suggérés',
            'Suivi de l’avancement jusqu’à la clôture',
          ],
        },
        'real-time-monitoring': {
          title: 'Surveillance en temps réel',
          description:
            'Surveille vos actifs en continu et vous alerte dès qu’une vulnérabilité nouvellement publiée concerne l’un de vos systèmes.',
          details: [
            'Surveillance continue des actifs',
            'Alertes sur les CVE nouvellement publiées',
            'Notifications par e-mail et par webhook',
            'Seuils d’alerte configurables',
          ],
        },
        'comprehensive-reporting': {
          title: 'Rapports complets',
          description:
            'Produit, à partir des mêmes résultats, des rapports adaptés aux ingénieurs, aux responsables et aux auditeurs.',
          details: [
            'Tableaux de bord de synthèse pour la direction',
            'Résultats techniques détaillés',
            'Rapports de conformité prêts pour l’audit',
            'Export aux formats PDF, CSV et JSON',
          ],
        },
        'team-collaboration': {
          title: 'Collaboration en équipe',
          description:
            'Donne à chacun les accès correspondant à son rôle et rend le travail de remédiation visible par toute l’équipe.',
          details: [
            'Contrôle des accès par rôle',
            'Attribution des tâches et des échéances',
            'Commentaires et historique d’activité',
            'Authentification unique via SAML ou OpenID Connect',
          ],
        },
      },
    },
    benefits: {
      title: 'Bénéfices',
      subtitle: 'Ce que Vulnyzer apporte à votre organisation.',
      items: {
        'enhanced-security': {
          title: 'Sécurité renforcée',
          description:
            'Les vulnérabilités sont détectées tôt, dans le code comme dans l’infrastructure, et corrigées avant d’être exploitées.',
        },
        'faster-response': {
          title: 'Réaction plus rapide',
          description:
            'Des résultats priorisés et des responsables clairement identifiés réduisent le délai entre la détection et le correctif.',
        },
        'reduced-costs': {
          title: 'Coûts maîtrisés',
          description:
            'Corriger une faille en cours de développement coûte bien moins cher que gérer une intrusion ou un correctif d’urgence en production.',
        },
        'compliance-assurance': {
          title: 'Appui à la conformité',
          description:
            'Des rapports prêts pour l’audit et un historique complet des corrections vous aident à respecter vos obligations SOC 2, ISO 27001, RGPD, HIPAA et PCI DSS.',
        },
      },
    },
    useCases: {
      title: 'Cas d’usage',
      subtitle: 'Vulnyzer s’adapte à la taille et aux contraintes de votre organisation.',
      sectorsLabel: 'Secteurs concernés\u00a0: {{title}}',
      items: {
        enterprises: {
          title: 'Grandes entreprises',
          description:
            'Centralisez la gestion des vulnérabilités de nombreuses équipes, applications et entités, avec une notation et des rapports homogènes.',
          sectors: ['Industrie', 'Commerce et distribution', 'Aéronautique et défense'],
        },
        'cloud-native-teams': {
          title: 'Équipes cloud native',
          description:
            'Intégrez les contrôles de sécurité à vos chaînes CI/CD et à vos conteneurs sans ralentir les livraisons.',
          sectors: ['Éditeurs SaaS', 'Start-up technologiques', 'Plateformes numériques'],
        },
        'regulated-industries': {
          title: 'Secteurs réglementés',
          description:
            'Démontrez aux auditeurs et aux régulateurs que vos risques de sécurité sont maîtrisés, grâce à une remédiation documentée et traçable.',
          sectors: ['Santé', 'Services financiers', 'Secteur public'],
        },
      },
    },
    specs: {
      title: 'Caractéristiques techniques',
      subtitle: 'Conçu pour s’intégrer aux langages, aux infrastructures et aux normes que vous utilisez déjà.',
      rows: [
        { label: 'Langages pris en charge', value: 'Java, Python, JavaScript, C#, PHP, Go, Ruby, C++' },
        { label: 'Intégrations', value: 'REST, GraphQL, Webhooks, SAML/OAuth' },
        { label: 'Déploiement', value: 'Cloud (AWS, Azure, GCP), sur site, hybride' },
        { label: 'Bases de données', value: 'PostgreSQL, MySQL, MongoDB, Redis' },
        {
          label: 'Rapports de conformité',
          value: 'Rapports alignés sur les contrôles SOC 2, ISO 27001, RGPD, HIPAA et PCI DSS',
        },
        { label: 'Capacité d’analyse', value: 'Jusqu’à 10\u00a0000 actifs par heure' },
      ],
    },
    cta: {
      title: 'Voyez Vulnyzer à l’œuvre sur votre propre code',
      text: 'Réservez une démonstration avec notre équipe. Nous lançons une analyse avec vous, parcourons la matrice de remédiation et les rapports, puis étudions une tarification adaptée à votre environnement.',
      primary: 'Planifier une démo',
      secondary: 'Obtenir les tarifs',
    },
  },
  meetlyhub: {
    meta: {
      title: 'MeetlyHub, plateforme de visioconférence',
      description:
        'MeetlyHub, la visioconférence sécurisée\u00a0: vidéo HD et 4K, partage d’écran, enregistrement cloud avec transcription et planification intelligente des réunions.',
    },
    hero: {
      badge: 'Visioconférence et collaboration',
      title: 'MeetlyHub',
      subtitle: 'Des réunions vidéo sécurisées pour vos équipes, où qu’elles travaillent',
      description:
        'MeetlyHub réunit vidéo HD et 4K, partage d’écran, enregistrement, planification et messagerie dans une seule plateforme. Vos équipes, clients et partenaires se retrouvent de n’importe où, avec la qualité et la sécurité qu’exige votre organisation.',
      requestTrial: 'Demander un essai gratuit',
      seeDashboard: 'Voir le tableau de bord',
    },
    statsLabel: 'MeetlyHub en chiffres',
    stats: [
      { value: 'Plus de 50\u00a0millions', label: 'Minutes diffusées' },
      { value: '99,99\u00a0%', label: 'Disponibilité visée' },
      { value: 'Plus de 10\u00a0000', label: 'Organisations actives' },
      { value: 'Plus de 150', label: 'Pays où MeetlyHub est utilisé' },
    ],
    collaboration: {
      eyebrow: 'La collaboration réinventée',
      title: 'Se réunir, partager et décider au même endroit',
      text: 'MeetlyHub rassemble la réunion et tout ce qui l’entoure\u00a0: l’invitation, l’appel vidéo, l’écran partagé, la messagerie, l’enregistrement et la transcription. Vos équipes passent moins de temps à jongler entre les outils et davantage à avancer sur le fond.',
      illustrationAlt:
        'Illustration d’une réunion vidéo MeetlyHub avec les vignettes des participants, un écran partagé et un panneau de discussion',
      points: {
        'lightning-performance': {
          title: 'Faible latence',
          description:
            'Un réseau mondial de points de présence maintient une latence faible pour des échanges fluides, où que se trouvent les participants.',
        },
        'adaptive-technology': {
          title: 'Technologie adaptative',
          description:
            'La qualité audio et vidéo s’ajuste automatiquement à la connexion et à l’appareil de chaque participant.',
        },
        'enterprise-security': {
          title: 'Sécurité de niveau entreprise',
          description:
            'Chiffrement en transit et au repos, option de chiffrement de bout en bout et contrôles d’administration détaillés protègent chaque réunion.',
        },
      },
    },
    dashboard: {
      title: 'Tableau de bord de réunion en direct',
      subtitle: 'Qualité, connexion et état de l’enregistrement en un coup d’œil.',
      caption: 'Exemple de tableau de bord de réunion MeetlyHub',
      rows: {
        'video-quality': { label: 'Qualité vidéo', value: 'Prêt pour la 4K' },
        'network-status': { label: 'État du réseau', value: 'Excellent' },
        participants: { label: 'Participants', value: '24 actifs' },
        recording: { label: 'Enregistrement', value: 'En cours' },
      },
    },
    features: {
      title: 'Fonctionnalités',
      subtitle: 'Les outils dont vos équipes ont besoin avant, pendant et après chaque réunion.',
      items: {
        'hd-4k-video': {
          title: 'Vidéo HD et 4K',
          description:
            'Une image nette jusqu’en 4K et un son stéréo 48\u00a0kHz, ajustés automatiquement à chaque connexion.',
          details: [
            'Résolution jusqu’en 4K',
            'Qualité adaptative sur les réseaux faibles',
            'Réduction du bruit et suppression de l’écho',
          ],
        },
        'screen-sharing': {
          title: 'Partage d’écran',
          description:
            'Partagez un écran entier, une fenêtre ou un onglet de navigateur, et passez la main à un autre participant si nécessaire.',
          details: [
            'Partage de l’écran, d’une fenêtre ou d’un onglet',
            'Prise de contrôle à distance sur demande',
            'Outils d’annotation pour les présentateurs',
          ],
        },
        'cloud-recording': {
          title: 'Enregistrement cloud et transcription',
          description:
            'Enregistrez vos réunions dans le cloud et recevez une transcription consultable peu après la fin de l’appel.',
          details: [
            'Stockage automatique dans le cloud',
            'Transcriptions avec recherche plein texte',
            'Liens de partage sécurisés avec contrôle d’accès',
          ],
        },
        'smart-scheduling': {
          title: 'Planification intelligente',
          description:
            'Trouvez un créneau qui convient à tous, envoyez les invitations et lancez la réunion directement depuis votre agenda.',
          details: [
            'Synchronisation des agendas',
            'Détection automatique des fuseaux horaires',
            'Réunions récurrentes et rappels',
          ],
        },
        'chat-collaboration': {
          title: 'Messagerie et collaboration',
          description:
            'Poursuivez les échanges pendant et après la réunion grâce à la messagerie, au partage de fichiers et aux réactions.',
          details: ['Messagerie en réunion et permanente', 'Partage de fichiers', 'Sondages et réactions'],
        },
        'analytics-integrations': {
          title: 'Statistiques et intégrations',
          description:
            'Mesurez l’usage de vos réunions et connectez MeetlyHub aux outils sur lesquels vos équipes s’appuient déjà.',
          details: [
            'Rapports d’utilisation et de qualité des appels',
            'Indicateurs de présence et de participation',
            'API REST, webhooks et SDK',
          ],
        },
      },
    },
    benefits: {
      title: 'Bénéfices',
      subtitle: 'Pourquoi les organisations choisissent MeetlyHub.',
      items: {
        'team-collaboration': {
          title: 'Collaboration en équipe',
          description: 'Chacun peut voir, entendre et contribuer, au bureau, en télétravail ou en déplacement.',
        },
        productivity: {
          title: 'Productivité',
          description:
            'La planification, l’enregistrement et la transcription allègent le suivi des réunions et gardent une trace des décisions.',
        },
        'cost-effectiveness': {
          title: 'Maîtrise des coûts',
          description:
            'Une seule plateforme remplace plusieurs outils et évite les déplacements qui ne sont pas indispensables.',
        },
        security: {
          title: 'Sécurité',
          description:
            'Le chiffrement, les contrôles d’administration et un traitement des données pensé pour vos obligations RGPD protègent vos échanges sensibles.',
        },
      },
    },
    useCases: {
      title: 'Cas d’usage',
      subtitle: 'MeetlyHub répond aux besoins des équipes de toutes tailles et de tous horizons.',
      sectorsLabel: 'Secteurs concernés\u00a0: {{title}}',
      items: {
        corporate: {
          title: 'Entreprises',
          description:
            'Conseils d’administration, réunions plénières et formations, avec les contrôles dont les grandes organisations ont besoin.',
          sectors: ['Services financiers', 'Services aux entreprises', 'Industrie'],
        },
        'remote-teams': {
          title: 'Équipes à distance',
          description:
            'Points quotidiens, ateliers et entretiens individuels pour des équipes réparties entre plusieurs villes et fuseaux horaires.',
          sectors: ['Technologies', 'Conseil', 'Éducation'],
        },
        support: {
          title: 'Service client',
          description:
            'Aide en face à face, partage d’écran guidé et sessions enregistrées pour le support et la prise en main des nouveaux clients.',
          sectors: ['Logiciels et SaaS', 'Santé', 'Commerce de détail'],
        },
      },
    },
    integrations: {
      title: 'Intégrations',
      subtitle: 'MeetlyHub fonctionne avec les outils que vos équipes utilisent déjà.',
      items: {
        'workspace-suite': {
          title: 'Suite collaborative',
          description: 'Synchronisez agendas et contacts, et ajoutez un lien de réunion à chaque invitation.',
        },
        'office-suite': {
          title: 'Suite bureautique',
          description: 'Ouvrez et présentez documents, tableurs et diaporamas pendant un appel.',
        },
        'team-chat': {
          title: 'Messagerie d’équipe',
          description: 'Lancez une réunion depuis un canal et publiez-y l’enregistrement une fois l’appel terminé.',
        },
        'video-calls': {
          title: 'Appels vidéo',
          description:
            'Connectez-vous aux autres systèmes de visioconférence pour que vos invités externes puissent rejoindre vos réunions.',
        },
        crm: {
          title: 'CRM',
          description: 'Rattachez réunions, enregistrements et notes à la bonne fiche client.',
        },
        'issue-tracker': {
          title: 'Suivi des tickets',
          description: 'Transformez les actions décidées en réunion en tickets pour votre équipe.',
        },
      },
    },
    specs: {
      title: 'Caractéristiques techniques',
      subtitle: 'Capacité, compatibilité et sécurité en détail.',
      rows: {
        participants: { label: 'Nombre maximal de participants', value: 'Jusqu’à 1\u00a0000' },
        video: { label: 'Qualité vidéo', value: 'Jusqu’en 4K' },
        audio: { label: 'Qualité audio', value: 'Stéréo 48\u00a0kHz' },
        platforms: {
          label: 'Plateformes prises en charge',
          value: 'Navigateurs web, Windows, macOS, Linux, iOS, Android',
        },
        apis: { label: 'API d’intégration', value: 'REST, webhooks, SDK' },
        security: {
          label: 'Normes de sécurité',
          value: 'Chiffrement en transit et au repos, option de chiffrement de bout en bout',
        },
        uptime: { label: 'Disponibilité visée', value: '99,99\u00a0%' },
        edge: { label: 'Réseau de diffusion', value: 'Plus de 50\u00a0points de présence CDN' },
      },
    },
    cta: {
      title: 'Essayez MeetlyHub avec votre équipe',
      text: 'Commencez un essai gratuit ou parlez-nous de vos besoins en matière de tarifs, de déploiement et d’intégrations.',
      primary: 'Demander un essai gratuit',
      secondary: 'Demander les tarifs',
    },
  },
  home: {
    vulnyzer: {
      eyebrow: 'Notre produit\u00a0: Vulnyzer',
      title: 'Détectez et corrigez les vulnérabilités avant qu’elles ne soient exploitées',
      text: 'Vulnyzer, notre plateforme de détection et de correction des vulnérabilités, repère les CVE et les risques OWASP dans votre code et vos actifs, puis les classe selon leur score CVSS.',
      points: [
        'Détection des CVE et des risques OWASP',
        'Analyse et comparaison des branches Git',
        'Matrices de remédiation avec score CVSS',
      ],
      link: 'Découvrir Vulnyzer',
    },
    meetlyhub: {
      eyebrow: 'Notre produit\u00a0: MeetlyHub',
      title: 'La visioconférence pensée pour les équipes distribuées',
      text: 'MeetlyHub réunit vidéo HD et 4K, partage d’écran, enregistrement cloud et planification intelligente dans une plateforme unique et sécurisée.',
      points: [
        'Vidéo HD et 4K avec partage d’écran',
        'Enregistrement cloud avec transcription',
        'Planification intelligente et messagerie d’équipe',
      ],
      link: 'Découvrir MeetlyHub',
    },
  },
  common: {
    loading: 'Chargement…',
  },
};
