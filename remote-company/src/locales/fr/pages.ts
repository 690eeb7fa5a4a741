import type { CompanyPagesCopy } from '../en/pages';

/**
 * Textes français des pages société : /about, /projects, /careers, /contact.
 * Même structure et même ordre des listes que la version anglaise.
 */
export const pagesFr: CompanyPagesCopy = {
  about: {
    meta: {
      title: 'À propos',
      description:
        'Cabinet de conseil en technologies créé au Royaume-Uni en 2010, avec une équipe de réalisation à Coimbatore (Inde), certifié ISO 9001 et Cyber Essentials.',
    },
    hero: {
      eyebrow: 'À propos',
      title: 'Votre partenaire d’ingénierie depuis 2010',
      subtitle:
        'Cabinet de conseil en technologies immatriculé au Royaume-Uni et doté d’une équipe de réalisation à Coimbatore, en Inde, nous aidons les organisations à concevoir, moderniser et sécuriser les logiciels dont elles dépendent.',
    },
    story: {
      title: 'Notre histoire',
      paragraphs: [
        'Notre société a vu le jour au Royaume-Uni en mai 2010, avec une conviction simple\u00a0: nos clients méritent des partenaires qui allient une solide expertise technique à une communication claire et honnête. Ses fondateurs réunissaient alors une trentaine d’années d’expérience cumulée en logiciels d’entreprise, intégration de systèmes et conduite de projets.',
        'En septembre 2010, nous avons ouvert notre centre de réalisation à Coimbatore, en Inde. Nos équipes britannique et indienne travaillent comme une seule et même équipe\u00a0: nos clients disposent d’interlocuteurs proches d’eux au Royaume-Uni, d’ingénieurs dédiés qui connaissent leurs systèmes, et de projets qui avancent tout au long de la journée grâce au décalage horaire.',
        'Depuis, nous avons conçu des modèles de génération de code, des plateformes de migration de données et des services numériques pour des écoles, des collectivités, des industriels et des programmes aéronautiques. Notre système de management de la qualité certifié ISO 9001 et notre certification Cyber Essentials encadrent chacune de nos missions, quelle que soit sa taille.',
      ],
    },
    mission: {
      title: 'Notre mission',
      text: 'Livrer des logiciels fiables et sécurisés qui répondent à de véritables enjeux métier\u00a0: conçus avec soin, expliqués clairement et maintenus aussi longtemps que nos clients en ont besoin.',
    },
    vision: {
      title: 'Notre vision',
      text: 'Devenir le partenaire technologique auquel les organisations confient leurs systèmes les plus critiques, reconnu pour la qualité de son ingénierie, sa transparence et des relations durables sur chacun de ses marchés.',
    },
    values: {
      title: 'Nos valeurs',
      subtitle: 'Les principes qui guident chacune de nos décisions, du premier échange au support dans la durée.',
      items: [
        {
          title: 'Intégrité',
          description:
            'Nous annonçons ce que nous allons faire, nous faisons ce que nous avons annoncé et nous prévenons nos clients dès que quelque chose change.',
        },
        {
          title: 'Excellence',
          description:
            'Nous plaçons la barre haut\u00a0: relecture par les pairs, tests et documentation font partie intégrante de chaque projet.',
        },
        {
          title: 'Innovation',
          description:
            'Nous cherchons sans cesse de meilleures façons de résoudre les problèmes et adoptons de nouveaux outils lorsqu’ils apportent une valeur claire et mesurable.',
        },
        {
          title: 'Collaboration',
          description:
            'Nous formons une seule équipe avec nos clients et partageons ouvertement nos connaissances entre le Royaume-Uni et l’Inde.',
        },
        {
          title: 'Présence internationale',
          description:
            'Avec des équipes au Royaume-Uni et en Inde, nous accompagnons des clients sur plusieurs marchés internationaux et sur différents fuseaux horaires.',
        },
        {
          title: 'Précision',
          description:
            'Nous portons une attention rigoureuse aux exigences, au code et aux données, car de petites erreurs peuvent avoir de lourdes conséquences.',
        },
      ],
    },
    leadership: {
      title: 'Direction',
      subtitle: 'Une équipe de direction resserrée, proche des projets comme de nos clients.',
      items: [
        {
          role: 'Fondateur et directeur général',
          focus: 'Royaume-Uni · Stratégie et partenariats clients',
          description:
            'Fixe le cap de l’entreprise, pilote la relation client au Royaume-Uni et en Europe, et reste garant de chacune des missions que nous menons.',
        },
        {
          role: 'Directeur de la réalisation',
          focus: 'Coimbatore, Inde · Ingénierie et réalisation',
          description:
            'Dirige notre équipe d’ingénierie à Coimbatore, définit nos méthodes de réalisation, accompagne les développeurs et veille à ce que chaque projet soit mis en production dans les délais et selon nos standards.',
        },
        {
          role: 'Responsable qualité et sécurité',
          focus: 'ISO 9001 · Cyber Essentials',
          description:
            'Pilote notre système de management de la qualité et nos dispositifs de sécurité, conduit les audits internes et maintient à jour nos certifications et les éléments de preuve fournis à nos clients.',
        },
      ],
    },
    credentials: {
      title: 'Nos certifications',
      items: [
        {
          title: 'Certification ISO 9001',
          description:
            'Notre système de management de la qualité est certifié ISO 9001\u00a0: nos clients bénéficient de processus documentés et auditables, de l’expression du besoin à la mise en production.',
        },
        {
          title: 'Certification Cyber Essentials',
          description:
            'Nous sommes certifiés Cyber Essentials, le référentiel soutenu par le gouvernement britannique, pour protéger les données et les systèmes de nos clients contre les cybermenaces courantes.',
        },
        {
          title: '30\u00a0ans d’expérience cumulée',
          description:
            'Nos fondateurs totalisent près de trois décennies d’expérience en logiciels d’entreprise, intégration de systèmes et conduite de projets.',
        },
      ],
    },
    timeline: {
      title: 'Notre parcours',
      subtitle: 'Les grandes étapes depuis la création de la société.',
      items: [
        {
          title: 'Création de la société',
          description:
            'Nous démarrons notre activité au Royaume-Uni en proposant aux entreprises nos services d’ingénierie logicielle et de conseil en technologies.',
          location: 'Royaume-Uni',
        },
        {
          title: 'Ouverture du centre de Coimbatore',
          description:
            'Nous constituons notre équipe d’ingénierie à Coimbatore et mettons en place le modèle de réalisation Royaume-Uni–Inde qui est toujours le nôtre.',
          location: 'Coimbatore, Inde',
        },
        {
          title: 'Modèle de génération de code e-delivery',
          description:
            'Nous lançons un modèle de génération de code qui accélère les livraisons et préserve l’homogénéité du code d’un projet à l’autre.',
          location: 'Royaume-Uni et Inde',
        },
        {
          title: 'Plateforme passerelle de migration de données ERP',
          description:
            'Nous mettons en service une plateforme passerelle qui transfère les données entre ERP en toute sécurité, avec contrôle et rapprochement à chaque étape.',
          location: 'Royaume-Uni et Inde',
        },
        {
          title: 'Application «\u00a0zéro papier\u00a0» pour les écoles',
          description:
            'Nous livrons aux écoles britanniques une application qui remplace les formulaires papier par des démarches numériques sécurisées.',
          location: 'Royaume-Uni',
        },
      ],
    },
    cta: {
      title: 'Construisons ensemble des solutions fiables',
      text: 'Parlez-nous de vos objectifs\u00a0: nous vous montrerons comment nos équipes au Royaume-Uni et en Inde peuvent vous aider.',
      primary: 'Nous contacter',
      secondary: 'Voir nos projets',
    },
  },

  projects: {
    meta: {
      title: 'Projets',
      description:
        'Nos réalisations au Royaume-Uni et en Inde\u00a0: intégration de systèmes aéronautiques, portail citoyen pour plus de 500\u00a0000 usagers, application zéro papier.',
    },
    hero: {
      eyebrow: 'Nos réalisations',
      title: 'Des projets aux résultats mesurables',
      subtitle:
        'Une sélection de programmes dans l’aéronautique, les services publics, l’éducation et les plateformes infogérées, menés par nos équipes au Royaume-Uni et en Inde.',
    },
    partnership: {
      badge: 'Annonce de partenariat',
      title: 'Un partenariat au service de l’intégration de systèmes aéronautiques',
      text: 'Nous accompagnons des industriels de l’aéronautique et de la défense en tant que partenaire d’ingénierie et d’intégration, en mettant nos processus qualité et notre modèle de réalisation Royaume-Uni–Inde au service de programmes complexes et exigeants.',
      points: [
        'Intégration de systèmes et pilotage technique de programmes multi-pays',
        'Assurance qualité adossée à notre système de management certifié ISO 9001',
        'Réalisation sécurisée, appuyée sur notre certification Cyber Essentials',
      ],
      button: 'Étudier un partenariat',
    },
    list: {
      title: 'Quelques réalisations',
      subtitle: 'Comment nous avons aidé des organisations à moderniser, intégrer et améliorer leurs systèmes.',
      featuredLabel: 'Projet phare',
      highlightsLabel: 'Points clés',
    },
    items: [
      {
        title: 'Programme d’intégration de systèmes aéronautiques',
        description:
          'Un programme de 18\u00a0mois visant à intégrer les systèmes d’ingénierie, de chaîne d’approvisionnement et de qualité d’un industriel de l’aéronautique, coordonné dans trois pays.',
        status: 'Intégration aéronautique',
        location: 'Trois pays',
        date: '2023 – 2024',
        category: 'Aéronautique et défense',
        highlights: [
          'Programme de 18\u00a0mois mené dans 3\u00a0pays',
          'Systèmes d’ingénierie, d’approvisionnement et de qualité réunis',
          'Documentation traçable conforme aux exigences qualité du secteur aéronautique',
        ],
      },
      {
        title: 'Portail citoyen de services publics en ligne',
        description:
          'Un portail en ligne sécurisé qui permet aux citoyens de demander des services, de suivre leurs démarches et de recevoir des notifications, en remplacement de plusieurs systèmes hérités.',
        status: 'Terminé',
        location: 'Royaume-Uni',
        date: '2019 – 2021',
        category: 'Administration numérique',
        highlights: [
          'Plus de 500\u00a0000 usagers',
          'Services existants réunis dans un portail unique et sécurisé',
          'Conception accessible et adaptée aux mobiles pour tous les habitants',
        ],
      },
      {
        title: 'Application «\u00a0zéro papier\u00a0» pour les écoles',
        description:
          'Une application numérique pour les écoles britanniques qui a remplacé formulaires, courriers et autorisations papier par des démarches en ligne sécurisées pour le personnel et les parents.',
        status: 'Terminé',
        location: 'Royaume-Uni',
        date: '2015 – 2016',
        category: 'Éducation',
        highlights: [
          'Plus de 50\u00a0000\u00a0£ d’économies d’impression et de gestion administrative',
          'Formulaires et autorisations parentales en ligne et sécurisés',
          'Support et évolutions continus après la mise en service',
        ],
      },
      {
        title: 'Cadre qualité pour une plateforme infogérée',
        description:
          'Un cadre de qualité et de fiabilité pour une plateforme infogérée critique, associant tests automatisés, supervision et gestion structurée des mises en production.',
        status: 'Cadre qualité',
        location: 'Royaume-Uni et Inde',
        date: '2020 – 2023',
        category: 'Assurance qualité',
        highlights: [
          '99,95\u00a0% de disponibilité de la plateforme',
          'Tests de non-régression automatisés à chaque version',
          'Supervision proactive et procédures claires de gestion des incidents',
        ],
      },
    ],
    stats: {
      title: 'Nos compétences en chiffres',
      subtitle: 'Un savoir-faire éprouvé dans de nombreux secteurs, technologies et marchés.',
      items: [
        {
          value: '15+',
          title: 'Projets aéronautiques',
          description: 'Missions d’ingénierie et d’intégration pour des clients de l’aéronautique et de la défense.',
        },
        {
          value: '8',
          title: 'Marchés internationaux',
          description: 'Pays dans lesquels nous avons réalisé et accompagné des projets clients.',
        },
        {
          value: '12+',
          title: 'Domaines techniques',
          description: 'De la migration de données à l’intégration, en passant par le cloud, la sécurité et le mobile.',
        },
        {
          value: '98\u00a0%',
          title: 'Réussite selon nos clients',
          description: 'Part de nos projets livrés que nos clients ont jugés réussis dans leurs retours.',
        },
      ],
    },
    cta: {
      title: 'Un projet en tête\u00a0?',
      text: 'Dites-nous ce que vous souhaitez accomplir\u00a0: nous vous proposerons une démarche concrète pour y parvenir.',
      primary: 'Parlons-en',
      secondary: 'Découvrir nos services',
    },
  },

  careers: {
    meta: {
      title: 'Carrières',
      description:
        'Rejoignez notre équipe d’ingénieurs à Coimbatore et à Londres\u00a0: postes de développeur Java, travail hybride, formation et culture d’apprentissage.',
    },
    hero: {
      eyebrow: 'Carrières',
      title: 'Construisez votre carrière avec nous',
      subtitle:
        'Rejoignez une équipe d’ingénieurs soudée, entre Coimbatore et Londres, qui conçoit des systèmes pour les entreprises, l’aéronautique et le secteur public.',
      viewPositions: 'Voir les postes ouverts',
    },
    whyJoin: {
      title: 'Pourquoi nous rejoindre',
      subtitle: 'Un travail qui a du sens, des collègues bienveillants et de vraies perspectives d’évolution.',
      items: [
        {
          title: 'Savoir-faire reconnu',
          description:
            'Travaillez sur des systèmes complexes pour des clients de l’aéronautique, du secteur public et de l’industrie, au sein d’une entreprise certifiée ISO 9001 et Cyber Essentials.',
        },
        {
          title: 'Impact international',
          description:
            'Vos réalisations servent des clients sur plusieurs marchés internationaux, et vous collaborez chaque jour avec des collègues au Royaume-Uni et en Inde.',
        },
        {
          title: 'Évolution de carrière',
          description:
            'Des parcours d’évolution clairs, des retours réguliers et le mentorat d’ingénieurs expérimentés vous aident à prendre davantage de responsabilités.',
        },
        {
          title: 'Culture de l’apprentissage',
          description:
            'Du temps dédié à la formation, aux certifications et au partage de connaissances pour garder vos compétences à jour.',
        },
      ],
    },
    positions: {
      title: 'Postes ouverts',
      subtitle: 'Nous recrutons actuellement pour les postes suivants.',
      apply: 'Postuler',
      levelLabel: 'Niveau',
      departmentLabel: 'Service',
      locationLabel: 'Lieu',
      typeLabel: 'Type de poste',
      items: [
        {
          title: 'Développeur Java (H/F)',
          level: 'Confirmé',
          description:
            'Vous concevez, développez et testez des applications d’entreprise en Java, avec Spring Boot et des API REST. Aux côtés d’ingénieurs seniors, vous intervenez sur des projets d’intégration et de migration, écrivez un code propre et bien testé, et participez aux revues de code.',
          department: 'Ingénierie',
          location: 'Coimbatore, Inde',
          type: 'Temps plein · Hybride',
        },
        {
          title: 'Développeur Java senior (H/F)',
          level: 'Senior',
          description:
            'Vous pilotez la conception technique de services, de microservices et d’intégrations en Java et Spring Boot. Vous encadrez une petite équipe, échangez directement avec les clients sur les besoins et l’architecture, et portez les exigences de qualité et de sécurité tout au long de la réalisation.',
          department: 'Ingénierie',
          location: 'Londres, Royaume-Uni',
          type: 'Temps plein · Hybride',
        },
      ],
    },
    offer: {
      title: 'Ce que nous vous offrons',
      subtitle: 'Un accompagnement au travail comme en dehors.',
      items: [
        'Une rémunération attractive, revue chaque année',
        'Le travail hybride et des horaires flexibles',
        'Un budget dédié à la formation et aux certifications',
        'Une couverture santé conforme aux usages locaux',
        'Un mentorat et un plan de développement individuel',
        'Des occasions de travailler avec des collègues et des clients au Royaume-Uni et en Inde',
      ],
    },
    culture: {
      title: 'Avantages et culture',
      text: 'Nous sommes une entreprise à taille humaine, où la contribution de chacun est visible. Nous privilégions une communication claire, la responsabilité partagée et un bon équilibre entre vie professionnelle et vie personnelle.',
      items: [
        {
          title: 'Équilibre de vie',
          description: 'Des horaires raisonnables, une organisation flexible et le respect de vos temps de repos.',
        },
        {
          title: 'Communication ouverte',
          description: 'Chacun peut proposer ses idées, et l’équipe de direction reste facilement accessible.',
        },
        {
          title: 'Esprit d’équipe',
          description: 'Des moments d’équipe et des célébrations réguliers dans nos bureaux au Royaume-Uni et en Inde.',
        },
        {
          title: 'Bien-être',
          description: 'Un soutien à la santé physique et mentale, avec du temps pour se reposer et se ressourcer.',
        },
      ],
    },
    cta: {
      title: 'Envie de franchir le pas\u00a0?',
      text: 'Envoyez-nous votre CV et dites-nous sur quels sujets vous aimeriez travailler. Les candidatures d’ingénieurs talentueux sont toujours les bienvenues.',
      primary: 'Envoyer mon CV',
      secondary: 'En savoir plus sur nous',
    },
  },

  contact: {
    meta: {
      title: 'Nous contacter',
      description:
        'Contactez notre cabinet de conseil en technologies pour un nouveau projet, un partenariat ou du support. Envoyez-nous votre demande, nous vous répondrons.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Parlons de votre projet',
      subtitle:
        'Que vous ayez un cahier des charges détaillé ou simplement une idée, nos équipes au Royaume-Uni et en Inde sont à votre écoute.',
    },
    form: {
      title: 'Envoyez-nous un message',
      intro:
        'Présentez-nous brièvement votre projet\u00a0: la bonne personne de notre équipe vous répondra par e-mail.',
      requiredNote: 'Les champs marqués d’un * sont obligatoires',
      fields: {
        firstName: 'Prénom',
        lastName: 'Nom',
        email: 'Adresse e-mail',
        company: 'Entreprise',
        serviceInterest: 'Service souhaité',
        message: 'Message',
        honeypot: 'Laissez ce champ vide',
      },
      placeholders: {
        serviceInterest: 'Sélectionnez un service',
      },
      options: {
        engineering: 'Ingénierie avancée',
        aerospace: 'Accompagnement aéronautique',
        projectManagement: 'Gestion de projets techniques',
        systemIntegration: 'Intégration de systèmes',
        qualityAssurance: 'Assurance qualité et tests',
        security: 'Sécurité et audit de vulnérabilités',
        internationalSupport: 'Accompagnement international',
        vulnyzer: 'Vulnyzer\u00a0: démo ou tarifs',
        meetlyhub: 'MeetlyHub\u00a0: essai ou tarifs',
        partnership: 'Partenariat',
        other: 'Autre',
      },
      counter: '{{count, number}} sur {{max, number}} caractères',
      submit: 'Envoyer le message',
      sending: 'Envoi en cours…',
      errors: {
        required: 'Ce champ est obligatoire.',
        email: 'Saisissez une adresse e-mail valide, par exemple nom@example.com.',
        tooLong: 'Ce champ ne doit pas dépasser {{max, number}} caractères.',
        summary_one: 'Veuillez corriger le champ signalé.',
        summary_other: 'Veuillez corriger les {{count}} champs signalés.',
      },
      success: {
        title: 'Message envoyé',
        text: 'Merci de nous avoir contactés. Un membre de notre équipe vous répondra par e-mail dans les meilleurs délais.',
      },
      failure:
        'Votre message n’a pas pu être envoyé pour le moment. Rien n’est perdu\u00a0: tout ce que vous avez saisi est toujours dans le formulaire. Veuillez réessayer dans quelques instants.',
      timeout:
        'Notre serveur a mis trop de temps à répondre. Votre message est toujours dans le formulaire\u00a0: veuillez réessayer.',
      rateLimited_one:
        'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans {{count}}\u00a0minute\u00a0: tout ce que vous avez saisi est toujours dans le formulaire.',
      rateLimited_other:
        'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans {{count}}\u00a0minutes\u00a0: tout ce que vous avez saisi est toujours dans le formulaire.',
      mailto: {
        unreachable:
          'Notre site n’a pas pu envoyer votre message pour le moment\u00a0: nous l’avons donc préparé dans votre messagerie.',
        notice: 'Votre messagerie s’est ouverte avec votre message, prêt à être envoyé à {{email}}.',
        subject: 'Demande via le site web de la part de {{name}}',
        bodyIntro: 'Bonjour, je vous contacte depuis votre site web.',
      },
    },
    formPage: {
      title: 'Vérifiez votre message',
      unavailable: 'Votre message n’a pas été envoyé. Veuillez revenir à la page de contact pour l’envoyer de nouveau.',
      tooLarge: 'Votre message est trop long pour être envoyé. Veuillez le raccourcir, puis réessayer.',
      back: 'Retour à la page de contact',
    },
    details: {
      title: 'Nos coordonnées',
      generalEmail: 'Demandes générales',
      partnershipEmail: 'Partenariats',
      ukPhone: 'Téléphone Royaume-Uni',
      usPhone: 'Téléphone États-Unis',
      hoursLabel: 'Horaires d’ouverture',
      hours: 'Du lundi au vendredi, de 9\u00a0h à 18\u00a0h, heure du Royaume-Uni',
      support: 'Assistance disponible 24\u00a0h/24 et 7\u00a0j/7',
      headquartersLabel: 'Siège social',
      headquarters: 'Londres, Royaume-Uni',
    },
    presence: {
      title: 'Présence internationale',
      subtitle:
        'Nous accompagnons des clients sur plusieurs marchés internationaux depuis notre siège britannique et notre centre de réalisation en Inde.',
      regions: [
        {
          name: 'Europe',
          description: 'Siège à Londres, au service de nos clients au Royaume-Uni et dans toute l’Europe.',
        },
        {
          name: 'Amériques',
          description: 'Accompagnement des clients d’Amérique du Nord et du Sud grâce à notre réseau de partenaires.',
        },
        {
          name: 'Asie-Pacifique',
          description: 'Couverture de services assurée depuis notre centre de réalisation de Coimbatore, en Inde.',
        },
        {
          name: 'Moyen-Orient',
          description:
            'Accompagnement régional pour nos clients dans les pays du Golfe et dans l’ensemble du Moyen-Orient.',
        },
      ],
    },
    partnership: {
      title: 'Devenez partenaire',
      text: 'Nous collaborons avec des éditeurs de logiciels, des cabinets de conseil et des industriels sur des projets communs. Si vous voyez une occasion de travailler ensemble, nous serions ravis d’en discuter.',
      button: 'Proposer un partenariat',
    },
  },
  enquirySent: {
    meta: {
      title: 'Message reçu',
      description:
        'Votre demande est bien parvenue à notre cabinet de conseil en technologies. Voici la suite, et comment la bonne personne de notre équipe vous répondra par e-mail.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Merci, votre message nous est bien parvenu',
      subtitle:
        'Nous avons bien reçu votre demande. La personne la mieux placée de notre équipe la lira et vous répondra par e-mail.',
    },
    next: {
      title: 'La suite',
      steps: [
        'Nous lisons chaque demande et la transmettons à la personne la mieux placée pour y répondre.',
        'Nous vous répondons par e-mail, à l’adresse que vous nous avez indiquée. Sans nouvelles de notre part, vérifiez votre dossier de courrier indésirable ou écrivez-nous à {{email}}.',
      ],
    },
    links: {
      title: 'En attendant',
      home: 'Retour à l’accueil',
      services: 'Découvrir nos services',
    },
  },
};
