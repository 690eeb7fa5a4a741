import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
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
};
