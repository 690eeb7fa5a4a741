import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Plateformes d’inscription',
  titleSub: 'Des parcours d’inscription sûrs et accessibles pour vos usagers, adhérents et patients',
  summary:
    'Plateformes d’inscription et d’accueil des usagers pour collectivités, écoles, événements, organismes d’adhérents et services aux patients, avec vérification d’identité, consentement et paiement intégrés.',
  description:
    'Demande de permis par un habitant, inscription scolaire par un parent, réservation d’un congrès ou adhésion d’un patient à un service de soins\u00a0: l’inscription est souvent le premier contact avec votre organisation. Nous concevons des plateformes qui vérifient l’identité, recueillent le consentement conformément au RGPD, encaissent les paiements et respectent le niveau AA des WCAG 2.2, avec des tableaux de bord qui donnent à vos équipes une vision claire de chaque dossier.',
  cardFeatures: [
    'Vérification d’identité et consentement',
    'Formulaires accessibles WCAG 2.2 AA',
    'Paiement et tableaux de bord',
  ],
  metaTitle: 'Plateformes d’inscription en ligne',
  metaDescription:
    'Plateformes d’inscription pour collectivités, écoles, événements et patients\u00a0: vérification d’identité, consentement RGPD, formulaires accessibles, paiement.',
  includedIntro:
    'Une plateforme d’inscription complète, du premier champ de formulaire jusqu’aux rapports utilisés par vos équipes.',
  includes: [
    'Formulaires en plusieurs étapes avec reprise ultérieure',
    'Tests d’accessibilité WCAG 2.2 AA avec lecteurs d’écran',
    'Codes de vérification uniques par e-mail et SMS',
    'Contrôle des pièces d’identité via des prestataires certifiés',
    'Authentification unique avec des fournisseurs d’identité SAML ou OpenID Connect',
    'Recueil et traçabilité du consentement selon le RGPD',
    'Paiement par carte via Stripe ou votre prestataire de paiement',
    'Règles d’éligibilité, listes d’attente et quotas',
    'Tableaux de bord par rôle et circuits de validation',
    'Import et export en masse des fichiers existants',
    'Confirmations, relances et avis de renouvellement automatiques',
    'Durées de conservation et traitement des demandes d’accès',
  ],
  illustrationAlt:
    'Un parcours d’inscription, d’un formulaire en ligne accessible aux contrôles d’identité et de consentement, jusqu’au compte validé affiché dans le tableau de bord d’un administrateur',
  benefits: [
    {
      title: 'Davantage de dossiers menés à terme',
      description:
        'Étapes courtes, messages d’erreur explicites et possibilité de reprendre plus tard limitent les abandons, en particulier chez les personnes qui remplissent le formulaire sur leur téléphone.',
    },
    {
      title: 'La conformité intégrée',
      description:
        'Consentements, base légale, durées de conservation et demandes d’accès sont gérés par la plateforme, ce qui facilite la démonstration de votre conformité au RGPD.',
    },
    {
      title: 'Accessible à tous',
      description:
        'Les formulaires sont testés au clavier seul, avec lecteurs d’écran et agrandissement, pour que les habitants et patients en situation de handicap s’inscrivent sans aide.',
    },
    {
      title: 'Moins de tâches administratives',
      description:
        'Vérifications automatiques, contrôles d’éligibilité et rapprochement des paiements remplacent tableurs et formulaires papier, et libèrent vos agents pour les dossiers qui demandent un échange humain.',
    },
  ],
  impact: [
    {
      metric: '500\u00a0000+',
      title: 'Usagers d’un portail de services publics en ligne',
      description:
        'Le portail citoyen présenté dans nos projets, qui permet de demander des services et de suivre ses démarches, a servi plus de 500\u00a0000 usagers.',
    },
    {
      title: 'Renouvellements passés en ligne',
      description:
        'L’inscription et le paiement en ligne permettent aux adhérents de renouveler sans aucun formulaire papier, et les équipes n’ont plus à relancer pour obtenir les informations manquantes.',
    },
    {
      title: 'Appels téléphoniques en baisse',
      description:
        'Le suivi en ligne des dossiers et les rappels automatiques répondent à la question «\u00a0où en est ma demande\u00a0?\u00a0» avant que les usagers ne décrochent leur téléphone.',
    },
  ],
  ctaTitle: 'Vous voulez en finir avec les formulaires papier ou un système d’inscription vieillissant\u00a0?',
  ctaText:
    'Dites-nous qui doit s’inscrire et ce que vous devez savoir de ces personnes. Nous concevrons un parcours accessible, conforme et simple à administrer.',
};
