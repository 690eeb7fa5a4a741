import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
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
};
