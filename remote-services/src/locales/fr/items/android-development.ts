import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Développement Android',
  titleSub: "Des applications Kotlin natives pour le terrain, l'atelier et l'hôpital",
  summary:
    "Applications Android natives en Kotlin et Jetpack Compose, de l'application grand public publiée sur Google Play à la flotte de terminaux durcis gérée par votre DSI.",
  description:
    "Nous concevons des applications Android natives pour les organisations dont le métier repose sur le terminal en main\u00a0: techniciens en ligne de production, soignants en service, contrôleurs sur le terrain. Notre équipe de Coimbatore écrit un Kotlin idiomatique sur les API Android les plus récentes, et nous prenons en charge l'enrôlement, la distribution et les mises à jour via votre solution de gestion de flotte (MDM).",
  cardFeatures: ['Kotlin et Jetpack Compose', 'Terminaux durcis et gérés', 'Play Store ou diffusion privée'],
  metaTitle: "Développement d'applications Android",
  metaDescription:
    'Développement Android natif en Kotlin et Jetpack Compose\u00a0: terminaux durcis, MDM, lecture de codes-barres, publication Play Store ou diffusion privée.',
  includedIntro:
    "Tout ce qu'il faut pour mener une application Android native du premier prototype à une flotte de terminaux en production.",
  includes: [
    'Applications natives Kotlin avec coroutines et Flow',
    'Interfaces Jetpack Compose conformes à Material 3',
    'Stockage hors ligne avec Room et synchronisation WorkManager',
    'Intégration de lecteurs codes-barres, RFID et NFC',
    'Prise en charge des terminaux durcis Zebra et Honeywell',
    'Profils professionnels Android Enterprise et mode kiosque',
    'Configurations gérées via Intune ou un autre MDM',
    'Canaux de test Play Console et déploiements progressifs',
    "Diffusion privée via Google Play d'entreprise",
    'Tests automatisés avec Espresso et Compose',
    'Suivi des plantages et des performances en production',
    "Mises à niveau à chaque nouvelle version d'Android",
  ],
  illustrationAlt:
    "Un terminal Android durci lit un code-barres, relié à une console de gestion qui déploie les mises à jour sur une flotte d'appareils",
  benefits: [
    {
      title: 'Pensée pour les conditions réelles',
      description: "Gants, reflets, réseau instable et postes de douze heures guident nos choix d'interface, de zones tactiles et de synchronisation, pour une application qui fonctionne là où travaillent vos équipes.",
    },
    {
      title: 'Tout le potentiel du matériel',
      description: "Le code natif accède directement aux lecteurs, à l'appareil photo, au NFC, au GPS et aux périphériques Bluetooth, avec une maîtrise fine de la batterie et de la mémoire sur toute la durée d'un poste.",
    },
    {
      title: 'Une flotte sous contrôle',
      description: "Android Enterprise, les profils professionnels et les règles MDM cloisonnent les données de l'entreprise, verrouillent les bornes partagées et permettent à votre DSI de déployer les mises à jour à distance.",
    },
    {
      title: 'Un code qui dure',
      description: "Un code Kotlin modulaire, l'injection de dépendances avec Hilt et des tests automatisés facilitent les évolutions et le suivi des versions annuelles d'Android.",
    },
  ],
  impact: [
    {
      metric: '1\u00a0200',
      title: 'Terminaux durcis déployés',
      description: "Un sous-traitant de la défense a équipé ses magasiniers et ses contrôleurs d'une application Kotlin native, installée sans intervention manuelle sur des terminaux durcis via son MDM.",
    },
    {
      metric: '40\u00a0%',
      title: 'De temps gagné à la réception',
      description: "Grâce à la lecture de codes-barres intégrée et aux files d'attente hors ligne, un industriel enregistre ses livraisons à quai sans attendre le Wi-Fi, avec un contrôle 40\u00a0% plus rapide.",
    },
    {
      metric: '99,6\u00a0%',
      title: 'De sessions sans plantage',
      description: "Après une refonte native en Jetpack Compose et la mise en place d'un suivi en production, l'application clinique d'un établissement de santé atteint 99,6\u00a0% de sessions sans plantage sur ses tablettes.",
    },
  ],
  ctaTitle: 'Un projet Android ou un déploiement de terminaux en vue\u00a0?',
  ctaText:
    'Présentez-nous vos utilisateurs, vos terminaux et vos contraintes de diffusion\u00a0: nous vous proposerons une architecture, un calendrier et une estimation chiffrée.',
};
