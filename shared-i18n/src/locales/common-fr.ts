import type { CommonCopy } from './common-en';

export const commonFr: CommonCopy = {
  brandTagline: 'Conseil en technologies · Royaume-Uni et Inde',
  breadcrumb: 'Fil d’Ariane',
  skipToContent: 'Aller au contenu principal',
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    about: 'À propos',
    services: 'Services',
    allServices: 'Tous les services',
    allServicesText: 'Tous nos services, du cadrage au support',
    vulnyzer: 'Plateforme Vulnyzer',
    meetlyhub: 'MeetlyHub',
    projects: 'Projets',
    contact: 'Contact',
    careers: 'Carrières',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  language: {
    label: 'Langue',
    switchTo: 'Changer de langue',
    offer: {
      label: 'Version française disponible',
      text: 'Cette page existe aussi en français.',
      accept: 'Lire en français',
      dismiss: 'Rester en anglais',
    },
    en: 'English',
    fr: 'Français',
    unavailable: {
      label: 'Langue inchangée',
      text: {
        en: 'La version anglaise de cette page n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.',
        fr: 'La version française de cette page n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.',
      },
      open: {
        en: 'Ouvrir la page en anglais',
        fr: 'Ouvrir la page en français',
      },
      close: 'Fermer',
    },
  },
  footer: {
    description:
      'Cabinet de conseil en technologies immatriculé au Royaume-Uni, avec une équipe de réalisation en Inde. Nous concevons, développons, intégrons et sécurisons des logiciels pour les organisations qui ne peuvent pas se permettre l’à-peu-près.',
    quickLinks: 'Liens utiles',
    contactTitle: 'Nous contacter',
    followUs: 'Suivez-nous',
    emailLabel: 'E-mail\u00a0:',
    phoneLabel: 'Téléphone\u00a0:',
    locationLabel: 'Implantations\u00a0:',
    location: 'Londres, Royaume-Uni · Coimbatore, Inde',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions générales d’utilisation',
    accessibility: 'Accessibilité',
    copyright: '© {{year}} {{company}}. Tous droits réservés.',
    registration:
      '{{company}}, société immatriculée {{registeredIn}} (Companies House) sous le numéro {{number}}. Siège social\u00a0: {{office}}.',
    registeredIn: {
      'england-and-wales': 'en Angleterre et au pays de Galles',
      scotland: 'en Écosse',
      'northern-ireland': 'en Irlande du Nord',
    },
    trademarks: 'PRINCE2® et ITIL® sont des marques déposées du groupe PeopleCert.',
    certifications: 'ISO 9001 · Cyber Essentials',
    social: {
      linkedin: '{{company}} sur LinkedIn (nouvel onglet)',
      x: '{{company}} sur X (nouvel onglet)',
      facebook: '{{company}} sur Facebook (nouvel onglet)',
    },
  },
  remote: {
    loading: 'Chargement…',
    errorTitle: 'Cette partie du site n’a pas pu être chargée',
    errorText:
      'Une partie de notre site est momentanément indisponible. Le reste du site fonctionne normalement. Merci de réessayer dans un instant.',
    keptText:
      'Une partie de cette page n’a pas fini de se charger. Vous pouvez la lire, mais certains boutons et formulaires risquent de ne pas répondre tant qu’elle n’est pas chargée.',
    retry: 'Réessayer',
    retrying: 'Nouvelle tentative…',
  },
  notFound: {
    metaTitle: 'Page introuvable',
    metaDescription: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    eyebrow: 'Erreur 404',
    title: 'Page introuvable',
    subtitle:
      'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse ou repartez de la page d’accueil.',
    home: 'Revenir à l’accueil',
    contact: 'Nous contacter',
  },
  standalone: {
    banner: 'Aperçu autonome de l’espace {{area}}',
    pages: 'Pages',
  },
  meta: {
    titleSuffix: '{{company}}',
  },
  actions: {
    contactUs: 'Nous contacter',
    learnMore: 'En savoir plus',
  },
};
