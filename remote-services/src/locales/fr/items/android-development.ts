import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
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
};
