import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
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
  includedIntro: 'De la première zone d’accueil à l’exploitation quotidienne, nous pouvons prendre en charge\u00a0:',
  includes: [
    'Évaluation de maturité et trajectoire de migration cloud',
    'Zones d’accueil sur AWS, Azure ou GCP',
    'Infrastructure en tant que code avec Terraform',
    'Conteneurisation et conception de clusters Kubernetes',
    'Chaînes CI/CD avec contrôles qualité automatiques',
    'Déploiements bleu-vert et progressifs',
    'Gestion des secrets et principe du moindre privilège',
    'Journaux, métriques et traçage distribué',
    'Alertes, astreinte et analyses post-incident',
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
};
