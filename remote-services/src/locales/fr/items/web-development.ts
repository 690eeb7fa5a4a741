import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Développement et conception web',
  titleSub: 'Des sites et applications web rapides et accessibles, que vos équipes mettent à jour en toute autonomie',
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
};
