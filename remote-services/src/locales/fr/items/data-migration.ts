import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Migration de données',
  titleSub: 'Transférer bases de données et fichiers d’une plateforme à l’autre, sans perdre un seul enregistrement',
  summary:
    'Des migrations de bases de données et de fichiers planifiées et répétées pour les parcs de taille moyenne, avec règles de correspondance, nettoyage et preuves de rapprochement à chaque étape.',
  description:
    'Que vous quittiez un serveur de base de données vieillissant, regroupiez des partages de fichiers ou adoptiez une nouvelle solution en ligne, nous analysons les données, validons les correspondances avec leurs responsables et exécutons des traitements ETL reproductibles assortis de rapports de rapprochement. Aucune bascule n’a lieu tant que les chiffres ne concordent pas.',
  cardFeatures: ['Correspondances et chaînes ETL', 'Nettoyage et dédoublonnage', 'Bascule validée après rapprochement'],
  metaTitle: 'Services de migration de données',
  metaDescription:
    'Migration de bases et de fichiers pour parcs de taille moyenne\u00a0: profilage, correspondances, ETL, nettoyage, rapprochement et bascule validée et réversible.',
  includedIntro: 'Une migration menée avec nous suit ces étapes, chacune validée formellement\u00a0:',
  includes: [
    'Inventaire des sources et profilage des données',
    'Correspondances champ à champ validées par les métiers',
    'Scripts ETL reproductibles et versionnés',
    'Règles de nettoyage, de normalisation et de dédoublonnage',
    'Transcodage des nomenclatures et données de référence',
    'Migration des partages de fichiers avec leurs métadonnées',
    'Chargements d’essai en environnement de préproduction',
    'Rapprochement des volumes et sommes de contrôle',
    'Scripts de recette métier et dossiers de validation',
    'Plan de bascule chronométré et répété',
    'Plan de retour arrière testé',
    'Archivage et décommissionnement sécurisé des sources',
  ],
  illustrationAlt:
    'Illustration de tables et de fichiers passant d’un ancien serveur à une nouvelle plateforme, à côté d’une liste de totaux concordants',
  benefits: [
    {
      title: 'Aucune surprise le jour J',
      description:
        'Au moins deux répétitions complètes en conditions réelles\u00a0: la bascule finale suit un scénario que chacun a déjà joué.',
    },
    {
      title: 'Des données plus propres à l’arrivée',
      description:
        'Doublons, enregistrements orphelins et formats incohérents sont corrigés pendant le transfert\u00a0: la nouvelle plateforme démarre avec des données de meilleure qualité que l’ancienne.',
    },
    {
      title: 'Des preuves, pas des promesses',
      description:
        'Les rapports de rapprochement comparent volumes, totaux et sommes de contrôle entre source et cible, et fournissent aux auditeurs comme aux responsables de données des éléments qu’ils peuvent signer.',
    },
    {
      title: 'Une interruption réduite au minimum',
      description:
        'Chargements incrémentaux et bascule le week-end limitent l’indisponibilité à une fenêtre planifiée et annoncée à l’avance.',
    },
  ],
  impact: [
    {
      title: 'Chaque enregistrement rapproché',
      description:
        'Chaque table est rapprochée de la source, comptages et sommes de contrôle à l’appui, avant toute validation de la migration.',
    },
    {
      title: 'Bascule en un week-end planifié',
      description:
        'Des chargements répétés et un plan de retour arrière testé permettent de basculer vers la nouvelle plateforme dans une fenêtre planifiée, plutôt qu’au prix de semaines de perturbations.',
    },
    {
      title: 'Doublons éliminés pendant la migration',
      description:
        'Les règles de nettoyage et de dédoublonnage appliquées pendant la migration permettent au nouveau système de démarrer avec des données plus propres que l’ancien.',
    },
  ],
  ctaTitle: 'Un changement de plateforme en vue\u00a0?',
  ctaText:
    'Indiquez-nous les systèmes source et cible ainsi que l’ordre de grandeur des volumes. Nous vous présenterons la démarche, les répétitions nécessaires et les risques à anticiper.',
};
