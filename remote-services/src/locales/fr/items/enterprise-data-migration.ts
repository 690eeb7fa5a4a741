import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Migration de données d’entreprise',
  titleSub: 'Migrations progressives d’ERP, de mainframes et de systèmes multiples',
  summary:
    'Programmes de migration de données à grande échelle pour ERP, mainframes et systèmes d’information multiples, avec bascule par phases et rapprochement complet des données réglementées.',
  description:
    'Lorsqu’une organisation remplace son ERP, arrête un mainframe ou regroupe plusieurs systèmes en un seul, les données constituent en général le premier risque du programme. Nous développons des outils de migration depuis notre plateforme passerelle de migration ERP conçue en 2014. Chaque programme suit le même chemin\u00a0: profilage, nettoyage, chargements d’essai répétés, puis bascule par phases avec rapprochement, sans arrêter l’activité.',
  cardFeatures: [
    'Migration ERP et mainframe',
    'Bascules progressives et répétées',
    'Données rapprochées et auditables',
  ],
  metaTitle: 'Migration de données ERP et mainframe',
  metaDescription:
    'Migration de données ERP, mainframe et multi-systèmes\u00a0: profilage, nettoyage, chargements d’essai, bascule par phases et rapprochement des données réglementées.',
  includedIntro:
    'Un service de migration de bout en bout pour les programmes où le volume, la complexité et la réglementation ne laissent aucune place à l’erreur.',
  includes: [
    'Inventaire des systèmes sources, ERP, mainframe et satellites',
    'Profilage des données et mesure de leur qualité',
    'Règles de correspondance et de transformation champ par champ',
    'Nettoyage, dédoublonnage et harmonisation des données de référence',
    'Extraction de fichiers VSAM à partir des copybooks COBOL',
    'Chargement dans SAP, Oracle ou Microsoft Dynamics',
    'Chargements d’essai et répétitions générales successifs',
    'Bascule par site, par entité ou par division',
    'Rapprochement des volumes et des soldes comptables',
    'Conservation, archivage et conformité au RGPD',
    'Pistes d’audit pour régulateurs et commissaires aux comptes',
    'Plan de retour arrière et accompagnement post-bascule',
  ],
  illustrationAlt:
    'Des données issues d’un mainframe, d’un ERP et de plusieurs applications métier passent par des étapes de nettoyage et de rapprochement avant de rejoindre une plateforme unique',
  benefits: [
    {
      title: 'Des bascules sans surprise',
      description:
        'Chaque bascule est répétée au moins deux fois sur des volumes réels, avec des procédures minutées et des critères de décision validés à l’avance par les métiers.',
    },
    {
      title: 'Une exhaustivité démontrée',
      description:
        'Le rapprochement automatisé des volumes, des soldes et des champs clés apporte aux équipes finance, qualité et audit la preuve que chaque enregistrement est arrivé intact.',
    },
    {
      title: 'Des données assainies dès le départ',
      description:
        'Grâce au profilage et au nettoyage en amont, votre nouvel ERP démarre avec des données de référence cohérentes, sans reprendre les doublons et les erreurs du passé.',
    },
    {
      title: 'Une conformité maintenue à chaque étape',
      description:
        'Anonymisation des environnements de test, contrôle strict des accès et règles de conservation documentées protègent les données personnelles, financières et soumises au contrôle des exportations.',
    },
  ],
  impact: [
    {
      metric: '99,8\u00a0%',
      title: 'Disponibilité maintenue pendant la migration',
      description:
        'Une migration de données menée à 99,8\u00a0% de disponibilité\u00a0: un groupe industriel a transféré ses données financières, de stocks et de production vers un nouvel ERP en trois phases, sans arrêter ses usines.',
    },
    {
      title: 'Systèmes existants regroupés',
      description:
        'Les données de nombreux systèmes existants sont migrées vers une plateforme unique et rapprochées une à une\u00a0: rien ne reste dans un système voué à l’arrêt.',
    },
    {
      title: 'Mainframe arrêté en toute confiance',
      description:
        'Les données d’articles, de commandes et de traçabilité quittent le mainframe et sont rapprochées champ par champ\u00a0: il peut être arrêté sans rien perdre.',
    },
  ],
  ctaTitle: 'Remplacement d’ERP ou sortie de mainframe en vue\u00a0?',
  ctaText:
    'Associez-nous tôt au projet. Nous évaluerons vos données sources, dimensionnerons la migration et concevrons un plan de bascule qui préserve votre activité au quotidien.',
};
