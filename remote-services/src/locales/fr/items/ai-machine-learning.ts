import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'IA et apprentissage automatique',
  titleSub: 'Un apprentissage automatique pragmatique, au service de vos opérations quotidiennes',
  summary:
    'Prévision, traitement de documents et inspection visuelle\u00a0: des modèles entraînés sur vos propres données, déployés avec la supervision et la gouvernance qu’exigent les secteurs réglementés.',
  description:
    'Nous partons d’une question métier mesurable, pas d’un modèle. De l’évaluation de vos données jusqu’à l’exploitation en production avec MLOps, nous construisons des solutions que vos équipes peuvent comprendre, expliquer et maintenir, avec une validation humaine dès qu’une décision comporte un risque réel.',
  cardFeatures: ['Prévision de la demande', 'Analyse de documents et d’images', 'MLOps et suivi des modèles'],
  metaTitle: 'Services en IA et apprentissage automatique',
  metaDescription:
    'Apprentissage automatique appliqué pour l’industrie, la santé et le secteur public\u00a0: prévision, analyse documentaire, contrôle visuel, MLOps, IA responsable.',
  includedIntro: 'De l’étude de faisabilité à des modèles fiables en production, nos missions peuvent couvrir\u00a0:',
  includes: [
    'Identification des cas d’usage et étude de faisabilité',
    'Audit de la qualité des données et plan d’annotation',
    'Prévision de la demande, des capacités et des pannes',
    'Classification de documents et extraction de champs',
    'Vision par ordinateur pour le contrôle des défauts',
    'Détection d’anomalies sur capteurs et transactions',
    'Recherche et assistants fondés sur vos propres documents',
    'Comparaison avec vos méthodes actuelles',
    'Rapports d’explicabilité et tests de biais',
    'Chaînes MLOps d’entraînement et de déploiement',
    'Détection de dérive et réentraînement planifié',
    'Circuits de validation humaine',
  ],
  illustrationAlt:
    'Illustration de données alimentant un modèle qui produit une courbe de prévision et signale des images d’inspection',
  benefits: [
    {
      title: 'Des décisions fondées sur des preuves',
      description:
        'Chaque modèle est comparé à votre méthode actuelle\u00a0: vous mesurez le gain réel en précision ou en effort avant de décider d’un déploiement.',
    },
    {
      title: 'Des modèles qui restent fiables',
      description:
        'Une supervision automatisée repère tôt la dérive des données et la baisse de précision, et les chaînes de réentraînement maintiennent des prédictions à jour.',
    },
    {
      title: 'Une IA responsable dès la conception',
      description:
        'Rapports d’explicabilité, contrôles de biais et traçabilité documentée des données facilitent la conformité au RGPD et l’examen par les référents cliniques ou sécurité.',
    },
    {
      title: 'Vos données restent maîtrisées',
      description:
        'Les modèles peuvent tourner dans votre propre environnement cloud ou sur site, un point essentiel pour les données de défense, de santé ou des collectivités qui ne peuvent quitter des environnements homologués.',
    },
  ],
  impact: [
    {
      title: 'Prévisions de la demande plus justes',
      description:
        'Un modèle entraîné sur votre propre historique de ventes et de maintenance prévoit en général mieux la demande de pièces qu’un tableur\u00a0: moins de stock immobilisé «\u00a0au cas où\u00a0».',
    },
    {
      title: 'Saisie manuelle de documents réduite',
      description:
        'Les champs des courriers, formulaires et factures sont lus automatiquement\u00a0; vos équipes ne vérifient que les résultats dont le modèle n’est pas sûr.',
    },
    {
      title: 'Contrôle visuel accéléré',
      description:
        'Un modèle de vision par ordinateur trie en amont pièces ou images\u00a0: les contrôleurs se concentrent sur les éléments qu’il signale.',
    },
  ],
  ctaTitle: 'L’apprentissage automatique est-il adapté à votre besoin\u00a0?',
  ctaText:
    'Décrivez-nous la décision ou la tâche à améliorer, avec un échantillon des données associées. Nous vous donnerons un avis franc sur la faisabilité, la précision attendue et l’effort nécessaire.',
};
