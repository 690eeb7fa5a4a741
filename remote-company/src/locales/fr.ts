import type { CompanyCopy } from './en';

/** The company namespace in French, typed against English. */
export const companyFr: CompanyCopy = {
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
      items: {
        integrity: {
          title: 'Intégrité',
          description:
            'Nous annonçons ce que nous allons faire, nous faisons ce que nous avons annoncé et nous prévenons nos clients dès que quelque chose change.',
        },
        excellence: {
          title: 'Excellence',
          description:
            'Nous plaçons la barre haut\u00a0: relecture par les pairs, tests et documentation font partie intégrante de chaque projet.',
        },
        innovation: {
          title: 'Innovation',
          description:
            'Nous cherchons sans cesse de meilleures façons de résoudre les problèmes et adoptons de nouveaux outils lorsqu’ils apportent une valeur claire et mesurable.',
        },
        collaboration: {
          title: 'Collaboration',
          description:
            'Nous formons une seule équipe avec nos clients et partageons ouvertement nos connaissances entre le Royaume-Uni et l’Inde.',
        },
        'global-reach': {
          title: 'Présence internationale',
          description:
            'Avec des équipes au Royaume-Uni et en Inde, nous accompagnons des clients sur plusieurs marchés internationaux et sur différents fuseaux horaires.',
        },
        precision: {
          title: 'Précision',
          description:
            'Nous portons une attention rigoureuse aux exigences, au code et aux données, car de petites erreurs peuvent avoir de lourdes conséquences.',
        },
      },
    },
    leadership: {
      title: 'Direction',
      subtitle: 'Une équipe de direction resserrée, proche des projets comme de nos clients.',
      items: {
        'managing-director': {
          role: 'Fondateur et directeur général',
          focus: 'Royaume-Uni · Stratégie et partenariats clients',
          description:
            'Fixe le cap de l’entreprise, pilote la relation client au Royaume-Uni et en Europe, et reste garant de chacune des missions que nous menons.',
        },
        'delivery-director': {
          role: 'Directeur de la réalisation',
          focus: 'Coimbatore, Inde · Ingénierie et réalisation',
          description:
            'Dirige notre équipe d’ingénierie à Coimbatore, définit nos méthodes de réalisation, accompagne les développeurs et veille à ce que chaque projet soit mis en production dans les délais et selon nos standards.',
        },
        'quality-security': {
          role: 'Responsable qualité et sécurité',
          focus: 'ISO 9001 · Cyber Essentials',
          description:
            'Pilote notre système de management de la qualité et nos dispositifs de sécurité, conduit les audits internes et maintient à jour nos certifications et les éléments de preuve fournis à nos clients.',
        },
      },
    },
    credentials: {
      title: 'Nos certifications',
      items: {
        'iso-9001': {
          title: 'Certification ISO 9001',
          description:
            'Notre système de management de la qualité est certifié ISO 9001\u00a0: nos clients bénéficient de processus documentés et auditables, de l’expression du besoin à la mise en production.',
        },
        'cyber-essentials': {
          title: 'Certification Cyber Essentials',
          description:
            'Nous sommes certifiés Cyber Essentials, le référentiel soutenu par le gouvernement britannique, pour protéger les données et les systèmes de nos clients contre les cybermenaces courantes.',
        },
        'combined-experience': {
          title: '30\u00a0ans d’expérience cumulée',
          description:
            'Nos fondateurs totalisent près de trois décennies d’expérience en logiciels d’entreprise, intégration de systèmes et conduite de projets.',
        },
      },
    },
    timeline: {
      title: 'Notre parcours',
      subtitle: 'Les grandes étapes depuis la création de la société.',
      items: {
        'company-founded': {
          title: 'Création de la société',
          description:
            'Nous démarrons notre activité au Royaume-Uni en proposant aux entreprises nos services d’ingénierie logicielle et de conseil en technologies.',
          location: 'Royaume-Uni',
        },
        'coimbatore-centre': {
          title: 'Ouverture du centre de Coimbatore',
          description:
            'Nous constituons notre équipe d’ingénierie à Coimbatore et mettons en place le modèle de réalisation Royaume-Uni–Inde qui est toujours le nôtre.',
          location: 'Coimbatore, Inde',
        },
        'code-generation-model': {
          title: 'Modèle de génération de code e-delivery',
          description:
            'Nous lançons un modèle de génération de code qui accélère les livraisons et préserve l’homogénéité du code d’un projet à l’autre.',
          location: 'Royaume-Uni et Inde',
        },
        'erp-migration-platform': {
          title: 'Plateforme passerelle de migration de données ERP',
          description:
            'Nous mettons en service une plateforme passerelle qui transfère les données entre ERP en toute sécurité, avec contrôle et rapprochement à chaque étape.',
          location: 'Royaume-Uni et Inde',
        },
        'paperless-schools': {
          title: 'Application «\u00a0zéro papier\u00a0» pour les écoles',
          description:
            'Nous livrons aux écoles britanniques une application qui remplace les formulaires papier par des démarches numériques sécurisées.',
          location: 'Royaume-Uni',
        },
      },
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
    items: {
      'aerospace-systems-integration': {
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
      'e-government-portal': {
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
      'paperless-schools': {
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
      'managed-platform-quality': {
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
    },
    stats: {
      title: 'Nos compétences en chiffres',
      subtitle: 'Un savoir-faire éprouvé dans de nombreux secteurs, technologies et marchés.',
      items: {
        'aerospace-projects': {
          value: '15+',
          title: 'Projets aéronautiques',
          description: 'Missions d’ingénierie et d’intégration pour des clients de l’aéronautique et de la défense.',
        },
        'international-markets': {
          value: '8',
          title: 'Marchés internationaux',
          description: 'Pays dans lesquels nous avons réalisé et accompagné des projets clients.',
        },
        'technical-domains': {
          value: '12+',
          title: 'Domaines techniques',
          description: 'De la migration de données à l’intégration, en passant par le cloud, la sécurité et le mobile.',
        },
        'client-rated-success': {
          value: '98\u00a0%',
          title: 'Réussite selon nos clients',
          description: 'Part de nos projets livrés que nos clients ont jugés réussis dans leurs retours.',
        },
      },
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
      items: {
        'industry-leadership': {
          title: 'Savoir-faire reconnu',
          description:
            'Travaillez sur des systèmes complexes pour des clients de l’aéronautique, du secteur public et des grandes entreprises, au sein d’une entreprise certifiée ISO 9001 et Cyber Essentials.',
        },
        'global-impact': {
          title: 'Impact international',
          description:
            'Vos réalisations servent des clients sur plusieurs marchés internationaux, et vous collaborez chaque jour avec des collègues au Royaume-Uni et en Inde.',
        },
        'career-growth': {
          title: 'Évolution de carrière',
          description:
            'Des parcours d’évolution clairs, des retours réguliers et le mentorat d’ingénieurs expérimentés vous aident à prendre davantage de responsabilités.',
        },
        'learning-culture': {
          title: 'Culture de l’apprentissage',
          description:
            'Du temps dédié à la formation, aux certifications et au partage de connaissances pour garder vos compétences à jour.',
        },
      },
    },
    positions: {
      title: 'Postes ouverts',
      subtitle: 'Nous recrutons actuellement pour les postes suivants.',
      apply: 'Postuler',
      details: 'Voir le poste',
      levelLabel: 'Niveau',
      departmentLabel: 'Service',
      locationLabel: 'Lieu',
      typeLabel: 'Type de poste',
      items: {
        'java-developer': {
          title: 'Développeur Java (H/F)',
          level: 'Confirmé',
          description:
            'Vous concevez, développez et testez des applications d’entreprise en Java, avec Spring Boot et des API REST. Aux côtés d’ingénieurs seniors, vous intervenez sur des projets d’intégration et de migration, écrivez un code propre et bien testé, et participez aux revues de code.',
          department: 'Ingénierie',
          location: 'Coimbatore, Inde',
          type: 'Temps plein · Hybride',
        },
        'senior-java-developer': {
          title: 'Développeur Java senior (H/F)',
          level: 'Senior',
          description:
            'Vous pilotez la conception technique de services, de microservices et d’intégrations en Java et Spring Boot. Vous encadrez une petite équipe, échangez directement avec les clients sur les besoins et l’architecture, et portez les exigences de qualité et de sécurité tout au long de la réalisation.',
          department: 'Ingénierie',
          location: 'Londres, Royaume-Uni',
          type: 'Temps plein · Hybride',
        },
      },
    },
    position: {
      meta: {
        title: '{{title}} – Carrières',
        description: '{{title}} – {{department}}, {{location}}. Découvrez le poste et postulez jusqu’au {{closing}}.',
      },
      eyebrow: 'Offre d’emploi',
      allPositions: 'Tous les postes ouverts',
      role: 'Le poste',
      details: 'En bref',
      closingLabel: 'Date limite de candidature',
      apply: {
        title: 'Ce poste vous intéresse\u00a0?',
        text: 'Postulez via le formulaire de contact, où ce poste est déjà indiqué, en ajoutant quelques mots sur votre parcours. Nous vous répondrons par e-mail pour vous indiquer les prochaines étapes, notamment la façon de nous transmettre votre CV.',
      },
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
      items: {
        'work-life-balance': {
          title: 'Équilibre de vie',
          description: 'Des horaires raisonnables, une organisation flexible et le respect de vos temps de repos.',
        },
        'open-communication': {
          title: 'Communication ouverte',
          description: 'Chacun peut proposer ses idées, et l’équipe de direction reste facilement accessible.',
        },
        'team-spirit': {
          title: 'Esprit d’équipe',
          description: 'Des moments d’équipe et des célébrations réguliers dans nos bureaux au Royaume-Uni et en Inde.',
        },
        wellbeing: {
          title: 'Bien-être',
          description: 'Un soutien à la santé physique et mentale, avec du temps pour se reposer et se ressourcer.',
        },
      },
    },
    cta: {
      title: 'Envie de franchir le pas\u00a0?',
      text: 'Présentez-vous et dites-nous sur quels types de projets vous aimeriez travailler. Nous vous répondrons par e-mail, notamment pour vous indiquer comment nous transmettre votre CV.',
      primary: 'Nous écrire',
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
      careers: {
        hint: 'Présentez-vous dans votre message. Nous vous répondrons par e-mail, notamment pour vous indiquer comment nous transmettre votre CV.',
        position:
          'Vous postulez au poste «\u00a0{{title}}\u00a0», basé à {{location}}. Présentez-vous dans votre message. Nous vous répondrons par e-mail, notamment pour vous indiquer comment nous transmettre votre CV.',
        message: 'Candidature au poste «\u00a0{{title}}\u00a0», basé à {{location}}.',
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
        careers: 'Candidature',
        accessibility: 'Accessibilité\u00a0: signaler un obstacle',
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
      support: 'Assistance 24\u00a0h/24 et 7\u00a0j/7 pour les clients sous contrat de service',
      headquartersLabel: 'Siège social',
      headquarters: 'Londres, Royaume-Uni',
    },
    presence: {
      title: 'Présence internationale',
      subtitle:
        'Nous accompagnons des clients sur plusieurs marchés internationaux depuis notre siège britannique et notre centre de réalisation en Inde.',
      regions: {
        europe: {
          title: 'Europe',
          description: 'Siège à Londres, au service de nos clients au Royaume-Uni et dans toute l’Europe.',
        },
        americas: {
          title: 'Amériques',
          description: 'Accompagnement des clients d’Amérique du Nord et du Sud grâce à notre réseau de partenaires.',
        },
        'asia-pacific': {
          title: 'Asie-Pacifique',
          description: 'Couverture de services assurée depuis notre centre de réalisation de Coimbatore, en Inde.',
        },
        'middle-east': {
          title: 'Moyen-Orient',
          description:
            'Accompagnement régional pour nos clients dans les pays du Golfe et dans l’ensemble du Moyen-Orient.',
        },
      },
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

  accessibility: {
    meta: {
      title: 'Déclaration d’accessibilité',
      description:
        'L’accessibilité de notre site\u00a0: la norme qu’il respecte (WCAG 2.2 AA), nos tests, ses limites connues et comment nous signaler un obstacle.',
    },
    hero: {
      title: 'Déclaration d’accessibilité',
      subtitle: 'La norme que respecte notre site, comment nous le vérifions et comment nous signaler un obstacle.',
    },
    intro: [
      'Nous voulons que notre site soit utilisable par le plus grand nombre, en anglais comme en français, quels que soient l’appareil et les technologies d’assistance utilisés. La présente déclaration couvre toutes les pages du site, dans les deux langues.',
    ],
    sections: {
      standard: {
        title: 'La norme que respecte le site',
        paragraphs: [
          'Le site respecte les Règles pour l’accessibilité des contenus Web (WCAG) 2.2 au niveau AA. En particulier\u00a0:',
        ],
        list: [
          'chaque page peut être utilisée au clavier seul, et le focus est toujours visible et jamais masqué par l’en-tête\u00a0;',
          'le focus est signalé par un contour d’au moins 2\u00a0pixels d’épaisseur, dont la couleur présente un contraste d’au moins 3\u00a0:1 avec ce qu’il recouvre, ce qui respecte aussi le niveau AAA (critère de succès 2.4.13)\u00a0;',
          'le texte présente un contraste d’au moins 7\u00a0:1 avec son arrière-plan (4,5\u00a0:1 pour les grands caractères), ce qui respecte aussi le niveau AAA (critère de succès 1.4.6)\u00a0;',
          'chaque lien, bouton et champ de formulaire, hors liens placés dans une phrase, mesure au moins 44\u00a0pixels sur\u00a044, ce qui respecte aussi le niveau AAA (critère de succès 2.5.5)\u00a0;',
          'le texte peut être agrandi à 200\u00a0% et les pages s’adaptent à une largeur de 320\u00a0pixels sans perte de contenu\u00a0;',
          'chaque page fonctionne sans JavaScript, menu et formulaire de contact compris\u00a0;',
          'les animations s’arrêtent lorsque votre appareil demande de réduire les mouvements\u00a0;',
          'chaque page existe en anglais et en français, et indique sa langue.',
        ],
      },
      testing: {
        title: 'Nos tests',
        paragraphs: [
          'Les tests automatisés du site comprennent\u00a0:',
          'La présente déclaration a été établie à la date indiquée en haut de cette page, lors du dernier test du site tel que décrit ici.',
        ],
        list: [
          'des contrôles d’accessibilité automatisés (axe) sur chaque page dans les deux langues, et sur la page d’accueil menu ouvert, sur ordinateur et sur téléphone, y compris celui du contraste des textes au niveau AAA\u00a0;',
          'une vérification de chaque combinaison de couleurs de texte et d’arrière-plan prévue par la charte graphique, dégradés compris\u00a0;',
          'des parcours automatisés dans un vrai navigateur (Chromium), qui utilisent au clavier seul les pages d’accueil, services, à propos et contact en vérifiant où va le focus et comment s’affiche son contour, et qui ouvrent chaque page avec JavaScript désactivé\u00a0;',
          'des contrôles qui vérifient qu’un texte agrandi à 200\u00a0% et des pages larges de 320\u00a0pixels gardent tout leur contenu, sur ces mêmes pages\u00a0;',
          'un contrôle qui mesure chaque lien, bouton et champ de formulaire de chaque page, sur ordinateur et sur un téléphone de 320\u00a0pixels de large, ainsi que dans les menus ouverts, et qui échoue dès que l’un d’eux mesure moins de 44\u00a0pixels sur\u00a044.',
        ],
      },
      limits: {
        title: 'Limites connues',
        paragraphs: ['Nous connaissons les limites suivantes, dont aucune n’est un manquement au niveau AA\u00a0:'],
        list: [
          'nos tests automatisés ne tournent que dans Chromium (le moteur de Chrome et d’Edge), pas encore dans Firefox ni Safari\u00a0;',
          'le site n’a pas encore été testé par des personnes qui utilisent un lecteur d’écran ou d’autres technologies d’assistance.',
        ],
      },
      report: {
        title: 'Signaler un obstacle',
        paragraphs: [
          'Si une partie du site vous est difficile ou impossible à utiliser, dites-le-nous\u00a0: utilisez le formulaire de contact en choisissant «\u00a0Accessibilité\u00a0: signaler un obstacle\u00a0», ou écrivez à {{email}}. Indiquez-nous la page, ce que vous cherchiez à faire et, si possible, l’appareil et les technologies d’assistance que vous utilisez.',
          'Nous vous répondrons sous {{days}}\u00a0jours ouvrés et, si une page ne vous est pas accessible, trouverons un autre moyen de vous en transmettre les informations.',
        ],
      },
    },
    reportLink: 'Signaler un obstacle',
  },
  legal: {
    shared: {
      lastUpdated: 'Dernière mise à jour\u00a0: {{date}}',
      tocTitle: 'Sommaire',
      backToTop: 'Retour en haut de page',
      languageNotice:
        'La version anglaise de ce document fait foi\u00a0; la traduction française est fournie à titre d’information.',
    },
    privacy: {
      meta: {
        title: 'Politique de confidentialité',
        description:
          'Comment notre cabinet britannique collecte, utilise, conserve et protège vos données au titre du RGPD britannique (UK GDPR), transferts vers l’Inde compris.',
      },
      hero: {
        title: 'Politique de confidentialité',
        subtitle: 'Comment nous traitons vos données personnelles, ainsi que vos choix et vos droits.',
      },
      intro: [
        'La présente politique de confidentialité explique comment nous collectons, utilisons et protégeons vos données personnelles lorsque vous consultez notre site, nous contactez ou travaillez avec nous. «\u00a0Nous\u00a0» désigne ici {{company}}, société immatriculée {{registeredIn}} sous le numéro {{companyNumber}}. Nous sommes le responsable du traitement de vos données au sens du RGPD britannique (UK GDPR) et de la loi britannique de 2018 sur la protection des données (Data Protection Act 2018).',
        'Notre site est volontairement simple\u00a0: il ne comporte aucun compte utilisateur, ne conserve une demande de contact que le temps de nous la transmettre par e-mail (ou 30\u00a0jours au plus si notre serveur de messagerie la refuse) et n’utilise aucun cookie de suivi ni de publicité. La plupart des données que nous détenons nous parviennent parce que vous avez choisi de nous les transmettre, par exemple dans une demande de contact ou une candidature.',
      ],
      changesMade: [
        '8 décembre 2026\u00a0: la section 1 précise que les rapports envoyés depuis un onglet du navigateur comportent un nombre aléatoire, tiré à l’ouverture ou au rechargement d’une page du site dans cet onglet et conservé uniquement dans la mémoire de cet onglet, ainsi que la version affichée de chaque partie du site et les parties du code du site qui ont été chargées\u00a0; il nous arrive de présenter d’abord une nouvelle version à une partie des visiteurs, et de la retirer si elle fonctionne moins bien.',
        '29 novembre 2026\u00a0: vous pouvez désormais désactiver les rapports de page, et le signal Global Privacy Control vaut opposition (section 6)\u00a0; la section 1 précise ce qu’ils contiennent et ce qu’ils ne contiennent jamais\u00a0; la section 2 précise que nous les utilisons aussi pour retirer une nouvelle version du site qui fonctionnerait moins bien\u00a0; l’introduction indique combien de temps nous conservons une demande refusée par notre serveur de messagerie.',
        '27 novembre 2026\u00a0: ajout des rapports de page (section 1) et du sort d’une demande refusée par notre serveur de messagerie (section 4).',
      ],
      reportsSwitch: {
        label: 'Envoyer des rapports de page depuis ce navigateur',
        explanation:
          'Désactiver l’interrupteur arrête aussitôt l’envoi de rapports de page depuis ce navigateur et supprime ceux qui n’ont pas encore été envoyés. Votre choix ne vaut que pour ce navigateur, qui l’enregistre sous le nom «\u00a0page-reports\u00a0».',
        state: {
          none: 'Les rapports de page sont activés.',
          visitor: 'Les rapports de page sont désactivés.',
          browser:
            'Les rapports de page sont désactivés\u00a0: votre navigateur envoie le signal Global Privacy Control, que nous considérons comme votre opposition et auquel cet interrupteur ne peut pas passer outre.',
        },
        unsaved:
          'Les rapports de page sont désactivés dans cet onglet seulement, jusqu’à ce que vous le rechargiez ou le fermiez\u00a0: votre navigateur ne permet pas au site d’enregistrer votre choix.',
        withoutScript:
          'Votre navigateur n’exécute pas les scripts de ce site\u00a0: il n’envoie donc aucun rapport de page, et il n’y a rien à désactiver.',
      },
      icoRegistration:
        'Nous sommes enregistrés auprès de l’Information Commissioner’s Office (ICO), l’autorité britannique de protection des données, sous le numéro {{icoNumber}}.',
      sections: {
        'information-we-collect': {
          title: 'Données que nous collectons',
          paragraphs: [
            'Nous ne collectons que les données personnelles que vous choisissez de nous communiquer, et seulement celles dont nous avons besoin. Elles nous parviennent généralement de l’une des façons suivantes\u00a0:',
            'Lors de vos visites, notre hébergeur traite aussi dans ses journaux de serveur des données techniques (adresse IP, type de navigateur) pour afficher les pages et sécuriser le service. Nous n’utilisons ces données ni pour vous identifier ni pour établir votre profil.',
          ],
          list: [
            'Formulaire de contact\u00a0: vos nom, adresse électronique, entreprise et message, ainsi que le service qui vous intéresse, lorsque vous nous écrivez depuis le site.',
            'Demandes de prestation\u00a0: des informations sur vous, votre organisation et votre projet, pour un devis ou une intervention.',
            'Candidatures\u00a0: votre CV, vos coordonnées, votre parcours et toute autre information jointe à votre candidature.',
          ],
          more: {
            lead: 'Lorsque vous consultez une page, votre navigateur envoie aussi à notre propre serveur des rapports de page anonymes, sauf si vous les désactivez (section 6)\u00a0:',
            list: [
              'Ce qui est mesuré\u00a0: la vitesse d’affichage de la page, la stabilité de sa mise en page et sa réactivité lorsque vous cliquez, touchez l’écran ou appuyez sur une touche\u00a0; une brève description de toute erreur du code de la page (même si la page s’en est remise d’elle-même) ou de toute partie de la page qui n’a pas pu se charger, après suppression des adresses électroniques, des nombres longs et des paramètres de toute adresse web.',
              'Ce qu’indique chaque rapport\u00a0: la page (jamais son adresse complète), sa langue d’affichage, la version de chaque partie du site que la page affichait (il nous arrive de présenter d’abord une nouvelle version à une partie des visiteurs, et de comparer les deux), les parties du code du site que la page a chargées, la façon dont vous avez ouvert la page (lien, rechargement ou bouton Retour), une catégorie générale d’appareil (téléphone, tablette ou ordinateur, déduite de la taille de la fenêtre et de la présence d’un écran tactile), le nom et la version majeure de votre navigateur et, le cas échéant, l’élément de la page concerné (par exemple le bouton sur lequel vous avez appuyé, jamais ce que vous avez saisi) et, pour une erreur, le fichier et la ligne du code du site où elle s’est produite. Chaque rapport comporte en outre un nombre aléatoire, tiré à chaque ouverture ou rechargement d’une page du site et conservé uniquement dans la mémoire de l’onglet du navigateur (jamais enregistré sur votre appareil)\u00a0: il relie entre eux les rapports envoyés pendant que vous parcourez le site dans cet onglet, afin qu’ils ne comptent que pour une visite, et ne les relie à rien d’autre.',
              'Ce qu’un rapport ne contient jamais\u00a0: ni cookie, ni rien d’autre qui permettrait de relier une visite à une autre, ni rien de ce que vous avez saisi, ni votre adresse IP. Rien n’est enregistré sur votre appareil pour ces rapports, hormis votre choix si vous les désactivez.',
            ],
            after: [
              'Par ailleurs, lorsqu’une règle de sécurité du site bloque un élément d’une page, votre navigateur le signale lui-même au même serveur, qui n’en conserve que la page (jamais son adresse complète), la règle et ce qu’elle a bloqué, ainsi que le nom et la version majeure de votre navigateur. Nous n’utilisons ces rapports de sécurité que pour assurer la sécurité du site, et l’interrupteur de la section 6 ne les désactive pas.',
              'Le serveur qui reçoit les rapports note l’heure d’arrivée de chacun et ne garde votre adresse IP en mémoire qu’une minute environ, pour limiter le nombre de rapports provenant d’une même adresse. Les rapports restent sur notre propre serveur et ne sont communiqués à aucune régie publicitaire ni à aucune société de mesure d’audience.',
            ],
          },
        },
        'how-we-use-information': {
          title: 'Utilisation de vos données',
          paragraphs: [
            'Nous utilisons vos données uniquement aux fins ci-dessous. Pour chacune, nous indiquons sa base légale au sens du RGPD britannique et la durée de conservation des données\u00a0:',
            'À l’issue de la durée de conservation, nous supprimons les données ou les anonymisons de sorte qu’elles ne permettent plus de vous identifier. Nous ne les conservons plus longtemps que si la loi l’exige, ou pour la constatation, l’exercice ou la défense d’un droit en justice.',
          ],
          list: [
            'Répondre à vos demandes de contact et de prestation, et préparer propositions et contrats. Base légale\u00a0: notre intérêt légitime à répondre aux personnes qui nous contactent, ou des mesures précontractuelles prises à votre demande. Conservation\u00a0: deux ans après notre dernier échange\u00a0; si vous devenez client, pendant la durée du contrat et six ans après son terme.',
            'Vous adresser des avis techniques, administratifs et de sécurité concernant les services que nous vous fournissons. Base légale\u00a0: l’exécution du contrat conclu avec vous ou votre organisation. Conservation\u00a0: pendant la durée du contrat et six ans après son terme.',
            'Informer nos contacts professionnels de nos services susceptibles de les intéresser. Base légale\u00a0: notre intérêt légitime à promouvoir notre activité, ou votre consentement lorsque la loi l’exige. Vous pouvez vous y opposer à tout moment, depuis chaque message ou en nous écrivant. Conservation\u00a0: jusqu’à votre opposition, ou deux ans après notre dernier échange\u00a0; après une opposition, nous ne gardons que votre adresse électronique sur une liste d’exclusion, afin de ne plus vous écrire.',
            'Examiner les candidatures et recruter pour les postes auxquels vous postulez. Base légale\u00a0: des mesures précontractuelles prises à votre demande en vue d’un contrat de travail. Conservation\u00a0: si votre candidature n’est pas retenue, six mois après notre décision, ou davantage seulement avec votre accord\u00a0; si vous êtes recruté, elle rejoint votre dossier de salarié.',
            'Assurer la sécurité et le bon fonctionnement du site, et l’améliorer. Base légale\u00a0: notre intérêt légitime à exploiter un site sûr et fiable. Conservation\u00a0: 30\u00a0jours au plus pour les journaux de serveur et les rapports de sécurité (section 1).',
            'Mesurer la rapidité et la fiabilité de chaque page pour les visiteurs, repérer et corriger les anomalies, et retirer toute nouvelle version du site qui fonctionnerait moins bien que la précédente, à partir des rapports de page anonymes décrits ci-dessus. Base légale\u00a0: notre intérêt légitime à proposer un site rapide et fonctionnel\u00a0; vous pouvez vous y opposer à tout moment (section 6). Conservation\u00a0: 30\u00a0jours, au terme desquels les rapports sont supprimés.',
          ],
        },
        'sharing-information': {
          title: 'Partage de vos données',
          paragraphs: [
            'Nous ne vendons ni ne louons jamais vos données personnelles. Nous ne les communiquons que dans les cas suivants, et uniquement dans la mesure nécessaire\u00a0:',
            'Au sein de notre société, y compris dans notre équipe de réalisation en Inde, seules les personnes qui en ont besoin pour leur travail accèdent à vos données.',
          ],
          list: [
            'À nos prestataires (hébergement, messagerie ou assistance informatique, par exemple), qui agissent sur nos instructions dans le cadre de contrats écrits et doivent assurer la sécurité et la confidentialité de vos données.',
            'Lorsque la loi l’exige, par exemple pour exécuter une décision de justice ou répondre à une autorité de contrôle ou de police, ou pour protéger nos droits et la sécurité d’autrui.',
            'Lors d’une opération telle qu’une fusion, une acquisition ou la cession de tout ou partie de notre activité, le bénéficiaire devant alors respecter la présente politique.',
          ],
        },
        'data-security': {
          title: 'Sécurité de vos données',
          paragraphs: [
            'Nous mettons en œuvre des mesures techniques et organisationnelles appropriées pour protéger vos données contre la perte, l’utilisation abusive et l’accès non autorisé. Ces mesures, qui s’appuient sur notre certification Cyber Essentials, comprennent notamment le chiffrement des connexions à ce site (HTTPS), un accès réservé aux collaborateurs qui en ont besoin et des obligations de confidentialité pour toute personne amenée à traiter vos données.',
            'Lorsque vous envoyez le formulaire de contact, votre demande est reçue par notre propre service de demandes, à l’adresse de ce site, et non par un prestataire de formulaires extérieur. Ce service conserve la demande dans une file d’envoi sécurisée uniquement jusqu’à ce qu’elle ait été remise par e-mail à notre boîte de réception des demandes ({{enquiriesEmail}}), puis la supprime\u00a0; si le serveur de messagerie est indisponible, il renouvelle l’envoi jusqu’à ce qu’il aboutisse. Si le serveur de messagerie refuse une demande à plusieurs reprises, le service la déplace tout entière dans un dossier distinct du serveur de ce site et notre système de surveillance alerte nos collaborateurs, afin qu’ils en corrigent la cause et la renvoient\u00a0; une demande ainsi mise de côté est supprimée 30\u00a0jours après son transfert dans ce dossier. Les journaux du service consignent l’arrivée et la remise de chaque demande, avec un numéro de référence et l’heure, mais jamais ce que vous avez saisi, et sont conservés 30\u00a0jours au plus. Pour empêcher les envois automatisés répétés, il compte pendant dix minutes, en mémoire uniquement, les demandes envoyées depuis chaque adresse IP. Si le service est injoignable, le formulaire vous propose de préparer votre message dans votre propre messagerie\u00a0: rien n’est alors envoyé tant que vous ne l’envoyez pas vous-même.',
            'Aucune transmission sur Internet n’étant totalement sûre, nous ne pouvons promettre une sécurité absolue\u00a0; en cas de violation touchant vos données, nous agirons sans délai et, lorsque la loi l’impose, nous en informerons l’Information Commissioner’s Office (ICO) et vous-même.',
          ],
        },
        'your-rights': {
          title: 'Vos droits',
          paragraphs: [
            'Sous réserve des conditions et exceptions prévues par la loi, le RGPD britannique vous permet de nous demander\u00a0:',
            'Si le traitement repose sur votre consentement, vous pouvez le retirer à tout moment. Pour exercer vos droits, écrivez-nous aux coordonnées ci-dessous\u00a0; nous répondrons sous un mois, en principe sans frais. Vous pouvez aussi saisir l’ICO, autorité britannique de protection des données, sur ico.org.uk, même si nous préférerions d’abord régler la question avec vous.',
          ],
          list: [
            'Accès\u00a0: la confirmation que nous détenons vos données, et leur copie.',
            'Rectification\u00a0: la correction de données inexactes ou incomplètes.',
            'Effacement\u00a0: la suppression des données que nous n’avons plus de motif valable de conserver.',
            'Opposition et limitation\u00a0: vous opposer au traitement fondé sur notre intérêt légitime, vous opposer à tout moment à la prospection commerciale, ou demander la limitation de l’usage que nous faisons de vos données.',
            'Portabilité\u00a0: vos données dans un format lisible par machine, ou leur transmission à un autre organisme.',
          ],
        },
        cookies: {
          title: 'Cookies, stockage local et rapports de page',
          paragraphs: [
            'Notre site ne dépose aucun cookie de suivi, de mesure d’audience ou de publicité, et ne charge ni polices, ni scripts, ni images depuis des services tiers\u00a0: votre visite n’est donc communiquée à aucune régie publicitaire ni à aucune société de mesure d’audience.',
            'Le site enregistre sur votre appareil trois entrées de stockage local au plus, et rien d’autre. «\u00a0lang\u00a0» mémorise votre choix entre l’anglais et le français, pour afficher le site dans votre langue à votre prochaine visite. «\u00a0inter-cached\u00a0» indique que votre navigateur dispose déjà de la police de caractères du site, pour que les pages suivantes s’affichent d’emblée dans cette police plutôt que dans une police proche présente sur votre appareil. «\u00a0page-reports\u00a0» n’est enregistrée que si vous désactivez les rapports de page, et mémorise ce choix. Aucune ne contient de donnée personnelle ni ne nous est jamais transmise, et chacune sert uniquement à vous afficher le site comme vous l’avez demandé ou à mémoriser votre choix concernant les rapports de page\u00a0: nous les considérons donc comme strictement nécessaires, ce qui, au titre de la réglementation britannique sur la vie privée et les communications électroniques (PECR), ne requiert pas votre consentement.',
            'Vous pouvez les supprimer à tout moment en effaçant les données du site dans votre navigateur\u00a0; le site s’affichera alors en anglais, dans la police proche jusqu’à ce que votre navigateur dispose de nouveau de la police du site, et avec les rapports de page activés jusqu’à ce que vous les désactiviez de nouveau.',
            'Un script présent sur chaque page relève dans votre navigateur la rapidité d’affichage et de réaction de la page, la taille de la fenêtre et la présence d’un écran tactile, ainsi que les erreurs, comme décrit à la section 1, dans le seul but d’établir des statistiques qui nous aident à améliorer le site et à retirer toute nouvelle version qui fonctionnerait moins bien que la précédente. La réglementation britannique (PECR), telle que modifiée par le Data (Use and Access) Act 2025, le permet sans votre consentement, à condition que nous vous en informions et que vous puissiez vous y opposer simplement et gratuitement. Vous pouvez vous y opposer ici à tout moment, avec l’interrupteur ci-dessous\u00a0: ce navigateur cesse alors aussitôt d’envoyer des rapports de page et supprime ceux qu’il n’a pas encore envoyés. Si votre navigateur envoie le signal Global Privacy Control, nous le considérons comme votre opposition. L’interrupteur ne s’applique pas aux rapports de sécurité que votre navigateur envoie de lui-même (section 1)\u00a0: nous ne les utilisons que pour la sécurité du site, jamais pour des statistiques.',
          ],
        },
        'international-transfers': {
          title: 'Transferts internationaux',
          paragraphs: [
            'Nous sommes établis au Royaume-Uni et notre équipe de réalisation travaille depuis Coimbatore, en Inde. Lorsque cette équipe a besoin de vos données pour vous répondre ou pour mener un projet, celles-ci sont transférées hors du Royaume-Uni.',
            'L’Inde ne faisant pas l’objet d’un règlement d’adéquation britannique, nous encadrons ces transferts par des garanties reconnues par le droit britannique de la protection des données, telles que l’accord de transfert international de données (International Data Transfer Agreement, IDTA) publié par l’ICO ou l’avenant britannique (UK Addendum) aux clauses contractuelles types de l’Union européenne, complétées par les mesures de sécurité décrites dans la présente politique. Certains de nos prestataires peuvent également traiter des données hors du Royaume-Uni avec des garanties comparables.',
            'Vous pouvez nous demander plus de précisions sur ces garanties, ou une copie de celles-ci, aux coordonnées ci-dessous.',
          ],
        },
        children: {
          title: 'Protection des mineurs',
          paragraphs: [
            'Notre site et nos services s’adressent aux entreprises et aux professionnels. Ils ne sont pas destinés aux enfants de moins de 13\u00a0ans, et nous ne collectons pas sciemment de données personnelles auprès de personnes n’ayant pas atteint cet âge.',
            'Si vous êtes parent ou tuteur et pensez qu’un enfant de moins de 13\u00a0ans nous a transmis des données personnelles, contactez-nous\u00a0: nous les supprimerons dans les meilleurs délais. Les candidats à un emploi doivent avoir l’âge légal pour travailler dans le pays où le poste est situé.',
          ],
        },
        changes: {
          title: 'Modification de la présente politique',
          paragraphs: [
            'Nous pouvons mettre à jour la présente politique de confidentialité pour tenir compte de l’évolution de la loi, de nos services ou de la manière dont nous traitons les données personnelles. La date indiquée en haut de cette page correspond à sa dernière révision.',
            'En cas de modification importante, nous la signalerons clairement sur cette page et, le cas échéant, nous vous en informerons également par e-mail. Nous n’utiliserons pas les données que nous détenons déjà d’une manière sensiblement nouvelle sans vous en informer au préalable et, lorsque la loi l’exige, sans recueillir votre consentement.',
          ],
        },
        'contact-us': {
          title: 'Nous contacter',
          paragraphs: [
            'Nous sommes le responsable du traitement de vos données personnelles. Pour toute question sur la présente politique, pour exercer vos droits ou pour formuler une réclamation, écrivez-nous à {{email}} ou à notre siège social\u00a0: {{address}}.',
            'Merci de nous donner suffisamment de précisions pour retrouver vos données, par exemple l’adresse électronique que vous avez utilisée pour nous écrire. Afin de protéger vos données contre toute personne qui n’y aurait pas droit, nous pourrons vous demander de justifier de votre identité avant de donner suite à votre demande.',
          ],
        },
      },
    },
    terms: {
      meta: {
        title: 'Conditions générales d’utilisation',
        description:
          'Conditions générales d’utilisation de notre site\u00a0: services, obligations, propriété intellectuelle, responsabilité et droit d’Angleterre et du pays de Galles.',
      },
      hero: {
        title: 'Conditions générales d’utilisation',
        subtitle:
          'Les règles qui s’appliquent lorsque vous utilisez notre site et nous contactez au sujet de nos services.',
      },
      intro: [
        'Les présentes conditions générales d’utilisation fixent les règles d’utilisation de ce site, exploité par {{company}}, société immatriculée {{registeredIn}} sous le numéro {{companyNumber}} («\u00a0nous\u00a0»). Nous vous invitons à les lire attentivement\u00a0: elles précisent ce que vous pouvez attendre de nous et ce que nous attendons de vous.',
        'Ces conditions concernent uniquement le site. Les logiciels, prestations de conseil et services d’assistance que nous fournissons sont régis par le contrat écrit et l’énoncé des travaux (statement of work) conclus avec chaque client, qui prévalent sur les présentes conditions en cas de contradiction.',
      ],
      sections: {
        acceptance: {
          title: 'Acceptation des conditions',
          paragraphs: [
            'En utilisant ce site, vous acceptez les présentes conditions. Notre politique de confidentialité explique comment nous traitons les données personnelles. Si vous n’acceptez pas les présentes conditions, nous vous prions de ne pas utiliser le site.',
            'Si vous utilisez le site pour le compte d’une société ou d’un autre organisme, vous déclarez être habilité à accepter ces conditions en son nom, et «\u00a0vous\u00a0» désigne alors également cet organisme. Nos services s’adressent aux entreprises et aux organismes publics\u00a0; aucun contenu de ce site ne constitue une offre ferme, et aucun contrat de prestation n’est formé tant qu’un contrat écrit n’a pas été signé par les deux parties.',
          ],
        },
        services: {
          title: 'Nos services',
          paragraphs: [
            'Nous fournissons des services de conseil et d’ingénierie informatique aux entreprises et aux organismes du secteur public, assurés par notre équipe au Royaume-Uni et par notre centre de réalisation de Coimbatore, en Inde. Ils comprennent notamment\u00a0:',
            'Les descriptions de nos services, produits et projets figurant sur ce site sont fournies à titre d’information générale. Le périmètre, les livrables, le prix et le calendrier de chaque mission sont convenus par écrit avec chaque client. Nous pouvons modifier, compléter ou retirer nos services à tout moment.',
          ],
          list: [
            'Le développement de logiciels sur mesure',
            'Les solutions d’intelligence artificielle et d’apprentissage automatique',
            'L’intégration de systèmes d’entreprise',
            'La migration de données',
            'L’assurance qualité et les tests',
            'Les services cloud et DevOps',
            'Les audits de vulnérabilités',
          ],
        },
        'user-obligations': {
          title: 'Vos obligations',
          paragraphs: [
            'Vous ne pouvez utiliser ce site qu’à des fins licites et conformément aux présentes conditions. Vous vous engagez notamment à ne pas\u00a0:',
          ],
          list: [
            'Utiliser le site d’une manière contraire à la loi ou à la réglementation, ou portant atteinte aux droits d’autrui',
            'Transmettre des informations fausses ou trompeuses, ou usurper l’identité d’une autre personne ou d’un autre organisme, dans une demande ou une candidature',
            'Tenter d’accéder sans autorisation au site, à ses serveurs ou à tout système qui y est relié, ou en tester la sécurité sans notre autorisation écrite',
            'Introduire des virus, logiciels malveillants ou tout autre code nuisible, ou perturber le fonctionnement du site',
            'Utiliser des outils automatisés pour copier, extraire ou surcharger le site',
            'Utiliser les coordonnées publiées sur le site pour adresser de la prospection non sollicitée',
          ],
        },
        'intellectual-property': {
          title: 'Propriété intellectuelle',
          paragraphs: [
            'Le site et son contenu, notamment les textes, graphismes, illustrations, logos, logiciels et les noms Vulnyzer et MeetlyHub, sont notre propriété ou celle de nos concédants et sont protégés par le droit d’auteur, le droit des marques et les autres droits de propriété intellectuelle.',
            'Vous pouvez consulter, télécharger et imprimer des pages pour votre information ou pour évaluer nos services au sein de votre organisation, à condition de conserver les mentions de droit d’auteur. Toute autre copie, modification, diffusion ou exploitation commerciale du contenu est interdite sans notre autorisation écrite.',
            'La propriété des logiciels et autres livrables que nous réalisons pour nos clients est régie par le contrat de chaque client, et non par les présentes conditions.',
          ],
        },
        'service-levels': {
          title: 'Niveaux de service',
          paragraphs: [
            'Les chiffres présentés sur ce site, tels que les taux de disponibilité, les délais de réponse ou les horaires d’assistance, décrivent ce que nous fournissons habituellement ou ce que nos produits sont conçus pour atteindre. Ils ne constituent pas des engagements contractuels.',
            'Les niveaux de service applicables à un client, notamment les objectifs de disponibilité, les horaires d’assistance, les délais de réponse et de résolution ainsi que les éventuels crédits de service ou autres compensations, sont fixés dans l’énoncé des travaux ou le contrat de service de ce client, qui prévaut sur toute indication figurant sur ce site.',
            'Nous nous efforçons de maintenir le site accessible en permanence, sans toutefois garantir un fonctionnement ininterrompu ou exempt d’erreurs, et nous pouvons le suspendre pour maintenance.',
          ],
        },
        'limitation-of-liability': {
          title: 'Limitation de responsabilité',
          paragraphs: [
            'Le contenu de ce site est fourni à titre d’information générale. Nous veillons à son exactitude, sans garantir qu’il soit complet, exact ou à jour\u00a0; il ne constitue pas un conseil professionnel sur lequel vous fonder sans nous consulter.',
            'Dans toute la mesure permise par la loi, nous déclinons toute responsabilité pour les pertes ou dommages résultant de l’utilisation du site ou de l’impossibilité de l’utiliser, notamment les pertes de bénéfices, de chiffre d’affaires, d’activité, de données ou de clientèle et tout préjudice indirect. Nous ne répondons pas du contenu des sites externes liés au nôtre.',
            'Rien dans les présentes conditions n’exclut ni ne limite notre responsabilité en cas de décès ou de dommage corporel dû à notre négligence, de fraude ou de déclaration frauduleuse, ni aucune autre responsabilité qui ne peut être exclue ou limitée en droit d’Angleterre et du pays de Galles. La responsabilité liée aux missions clients relève du contrat correspondant.',
          ],
        },
        privacy: {
          title: 'Protection des données personnelles',
          paragraphs: [
            'Notre politique de confidentialité explique quelles données personnelles nous collectons lorsque vous utilisez ce site ou nous contactez, comment nous les utilisons et les protégeons, et quels droits vous confèrent le RGPD britannique et le Data Protection Act 2018.',
            'En résumé\u00a0: le site ne comporte aucun compte utilisateur, ne conserve une demande de contact que le temps de nous la transmettre par e-mail (ou 30\u00a0jours au plus si notre serveur de messagerie la refuse) et ne dépose aucun cookie de suivi. Il n’enregistre sur votre appareil que votre choix de langue, une mention indiquant que votre navigateur dispose de la police de caractères du site et, si vous désactivez les rapports de page, ce choix. Les rapports de page sont des rapports anonymes sur la rapidité et les erreurs, que chaque page nous envoie. Les informations que vous nous adressez dans une demande ou une candidature sont traitées comme le décrit la politique de confidentialité.',
          ],
        },
        termination: {
          title: 'Suspension et résiliation',
          paragraphs: [
            'Nous pouvons suspendre ou interrompre tout ou partie de ce site à tout moment, sans préavis, pour des raisons commerciales ou techniques. Nous pouvons également restreindre votre accès si nous avons des motifs raisonnables de penser que vous avez enfreint les présentes conditions, par exemple en tentant de perturber le site ou sa sécurité.',
            'Vous pouvez cesser d’utiliser le site à tout moment. Les stipulations qui, par leur nature, doivent continuer à s’appliquer, notamment celles relatives à la propriété intellectuelle, à la limitation de responsabilité et au droit applicable, restent applicables après toute suspension ou résiliation.',
            'La résiliation d’une mission client est régie par les préavis et autres conditions du contrat correspondant.',
          ],
        },
        'governing-law': {
          title: 'Droit applicable et juridiction compétente',
          paragraphs: [
            'Les présentes conditions, ainsi que tout litige ou réclamation découlant de celles-ci ou de leur objet, ou s’y rapportant (y compris les litiges ou réclamations de nature non contractuelle), sont régis par le droit d’Angleterre et du pays de Galles.',
            'Les tribunaux d’Angleterre et du pays de Galles sont seuls compétents pour connaître de tels litiges ou réclamations. Si vous êtes un consommateur, vous conservez la protection que vous accordent les dispositions impératives du droit de votre pays de résidence et, si vous résidez en Écosse ou en Irlande du Nord, vous pouvez également saisir les tribunaux de votre lieu de résidence.',
            'Avant toute action en justice, nous vous invitons à nous contacter afin de rechercher une solution amiable.',
          ],
        },
        changes: {
          title: 'Modification des conditions',
          paragraphs: [
            'Nous pouvons réviser les présentes conditions, par exemple pour tenir compte de l’évolution de la loi, de nos services ou du fonctionnement du site. Les conditions révisées prennent effet dès leur publication sur cette page\u00a0; la date indiquée en haut de celle-ci correspond à leur dernière mise à jour.',
            'Nous vous invitons à consulter régulièrement cette page, car ce sont les conditions en vigueur au moment où vous utilisez le site qui s’appliquent. En continuant à utiliser le site après une modification, vous acceptez les conditions révisées. Ces modifications n’affectent pas les contrats signés avec nos clients.',
          ],
        },
        severability: {
          title: 'Divisibilité',
          paragraphs: [
            'Si une stipulation des présentes conditions est jugée nulle, illicite ou inapplicable par un tribunal ou une autre autorité compétente, elle sera modifiée dans la mesure strictement nécessaire pour la rendre applicable ou, à défaut, supprimée. Les autres stipulations conserveront leur plein effet.',
            'Le fait pour nous de ne pas exiger, ou de tarder à exiger, le strict respect de l’une des présentes conditions ne vaut pas renonciation à nos droits. Les présentes conditions constituent l’intégralité de l’accord entre vous et nous concernant l’utilisation de ce site.',
          ],
        },
        contact: {
          title: 'Nous contacter',
          paragraphs: [
            'Pour toute question sur les présentes conditions, ou pour signaler un contenu de ce site que vous estimez inexact ou contraire à vos droits, écrivez-nous à {{email}} ou à notre siège social\u00a0: {{address}}.',
            'Pour toute demande concernant nos services, nos projets ou nos offres d’emploi, vous pouvez aussi utiliser le formulaire de notre page Contact. Nous sommes joignables du lundi au vendredi, de 9\u00a0h à 18\u00a0h, heure du Royaume-Uni. Merci de donner suffisamment de détails pour que nous puissions comprendre votre question et y répondre.',
          ],
        },
      },
    },
  },
};
