import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Microservices et intégrations',
  titleSub: 'Découper le monolithe et relier des services qui tiennent la charge',
  summary:
    'Découpage d’applications monolithiques en services déployables indépendamment, reliés par des événements, des courtiers de messages et un maillage de services.',
  description:
    'Le monolithe qui accélérait autrefois vos livraisons finit souvent par ralentir chaque mise en production. Nous cartographions ses domaines, extrayons les services un à un selon le patron de l’étrangleur (strangler fig) et les relions par une messagerie orientée événements sur Kafka ou RabbitMQ. Transactions distribuées, reprises sur erreur, traçage et sécurité entre services sont conçus dès le départ, pour une architecture plus simple à exploiter que celle qu’elle remplace.',
  cardFeatures: [
    'Découpage selon le patron de l’étrangleur',
    'Messagerie Kafka et RabbitMQ',
    'Traçage de bout en bout',
  ],
  metaTitle: 'Architecture microservices et intégration',
  metaDescription:
    'Découpage de monolithes selon le patron de l’étrangleur, architecture événementielle sur Kafka ou RabbitMQ, sagas, maillage de services et observabilité.',
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
        'Le patron de l’étrangleur redirige le trafic vers les nouveaux services fonction par fonction, pendant que le monolithe continue de traiter le reste jusqu’à son retrait.',
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
};
