import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Microservices et intégrations',
  titleSub: 'Découper le monolithe et relier des services qui tiennent la charge',
  summary:
    "Découpage d'applications monolithiques en services déployables indépendamment, reliés par des événements, des courtiers de messages et un maillage de services.",
  description:
    "Le monolithe qui accélérait autrefois vos livraisons finit souvent par ralentir chaque mise en production. Nous cartographions ses domaines, extrayons les services un à un selon le patron de l'étrangleur (strangler fig) et les relions par une messagerie orientée événements sur Kafka ou RabbitMQ. Transactions distribuées, reprises sur erreur, traçage et sécurité entre services sont conçus dès le départ, pour une architecture plus simple à exploiter que celle qu'elle remplace.",
  cardFeatures: ["Découpage selon le patron de l'étrangleur", 'Messagerie Kafka et RabbitMQ', 'Traçage de bout en bout'],
  metaTitle: 'Architecture microservices et intégration',
  metaDescription:
    "Découpage de monolithes selon le patron de l'étrangleur, architecture événementielle sur Kafka ou RabbitMQ, sagas, maillage de services et observabilité.",
  includedIntro:
    "Les chantiers nécessaires pour passer d'une base de code unique à un ensemble de services qui communiquent de façon fiable.",
  includes: [
    'Ateliers DDD et cartographie des contextes délimités',
    'Routage progressif autour du monolithe existant',
    'Découpage des bases de données par service',
    'Messagerie événementielle avec Apache Kafka ou RabbitMQ',
    'Capture des changements des bases historiques avec Debezium',
    'Sagas pour les transactions distribuées entre services',
    'Consommateurs idempotents, reprises et files de lettres mortes',
    'Maillage de services Istio ou Linkerd avec TLS mutuel',
    'Traces, métriques et journaux distribués avec OpenTelemetry',
    'Tests de contrat entre producteurs et consommateurs',
    'Déploiement Kubernetes avec chaînes de livraison indépendantes',
    "Procédures d'exploitation et passation d'astreinte par service",
  ],
  illustrationAlt:
    'Une application monolithique progressivement entourée puis remplacée par des services plus petits qui échangent des événements via un courtier de messages central',
  benefits: [
    {
      title: 'Livrer sans attendre les autres équipes',
      description: 'Chaque service dispose de sa propre chaîne de déploiement et de ses propres données. Une équipe fait évoluer son domaine sans coordonner une mise en production de tout le système.',
    },
    {
      title: 'Migrer sans tout réécrire',
      description: "Le patron de l'étrangleur redirige le trafic vers les nouveaux services fonction par fonction, pendant que le monolithe continue de traiter le reste jusqu'à son retrait.",
    },
    {
      title: 'Une résilience conçue dès le départ',
      description: "Événements asynchrones, disjoncteurs et traitements idempotents empêchent la panne d'un service de se propager et permettent au système de se rétablir sans perte de messages.",
    },
    {
      title: 'Une visibilité claire en production',
      description: "Traces, métriques et journaux corrélés suivent chaque requête d'un service à l'autre\u00a0: les ingénieurs identifient l'origine d'une latence ou d'une erreur en quelques minutes.",
    },
  ],
  impact: [
    {
      metric: '8',
      title: 'Services extraits du monolithe',
      description: "En douze mois, nous avons extrait huit services du monolithe de gestion des commandes d'un industriel, chacun livré indépendamment tandis que le système d'origine restait en service.",
    },
    {
      metric: '×6',
      title: 'Mises en production plus fréquentes',
      description: "Après découpage, une plateforme d'administration en ligne est passée d'une mise en production trimestrielle de l'ensemble à des livraisons toutes les deux semaines par service, sans hausse des incidents.",
    },
    {
      metric: '2\u00a0M',
      title: 'Événements traités par jour',
      description: "Un prestataire de logistique hospitalière traite désormais deux millions d'événements Kafka par jour entre ses services de commande, de stock et de livraison, chaque message étant tracé de bout en bout.",
    },
  ],
  ctaTitle: 'Votre monolithe ralentit chaque mise en production\u00a0?',
  ctaText:
    'Montrez-nous votre architecture actuelle. Nous identifierons les premiers services à extraire et proposerons une trajectoire de migration qui préserve le système en place.',
};
