import type { ServicesPagesCopy } from '../en/pages';

export const pagesFr: ServicesPagesCopy = {
  list: {
    meta: {
      title: 'Nos services',
      description:
        'Découvrez nos 18 services\u00a0: logiciel sur mesure, IA et apprentissage automatique, intégration, migration de données, tests, cloud, DevOps et audits de vulnérabilités.',
    },
    hero: {
      eyebrow: 'Services',
      title: 'Des services logiciels et informatiques, de l’idée au support dans la durée',
      subtitle:
        'Une seule équipe, responsable de bout en bout entre le Royaume-Uni et l’Inde, pour concevoir, développer, intégrer, sécuriser et exploiter les systèmes essentiels à votre organisation.',
    },
    featured: {
      title: 'Nos points de départ les plus fréquents',
      subtitle:
        'Six services par lesquels commencent le plus souvent nos collaborations au long cours, de la modernisation d’applications existantes à la sécurisation des systèmes en production.',
      explore: 'Voir le détail',
      exploreLabel: 'Voir le détail\u00a0: {{service}}',
    },
    index: {
      title: 'Tous nos services',
      subtitle: 'L’ensemble de nos 18 services, classés selon l’objectif que vous poursuivez.',
    },
    groups: {
      build: 'Développer et moderniser',
      data: 'Données et intégration',
      operate: 'Cloud, sécurité et pilotage',
    },
    why: {
      title: 'Pourquoi nous confier vos projets',
      subtitle: 'Ce qui fait la différence, projet après projet.',
      points: [
        {
          title: 'Qualité et sécurité certifiées',
          description:
            'Nos prestations sont encadrées par un système de management de la qualité ISO 9001 et par les mesures Cyber Essentials\u00a0: revues, tests et traitement des données suivent des processus documentés et audités.',
        },
        {
          title: 'Une expérience des secteurs exigeants',
          description:
            'Une trentaine d’années d’expérience cumulée de nos fondateurs et plus de 150\u00a0projets menés depuis 2010 pour l’aéronautique, la santé, l’industrie et le secteur public.',
        },
        {
          title: 'Une équipe unique, au Royaume-Uni et en Inde',
          description:
            'Nos consultants britanniques et notre centre de réalisation de Coimbatore travaillent ensemble\u00a0: un interlocuteur unique, des plages horaires élargies et une assistance 24\u00a0h/24 et 7\u00a0j/7.',
        },
      ],
    },
    process: {
      title: 'Notre démarche',
      subtitle: 'Quatre étapes claires pour vous tenir informé, du premier échange à la mise en service.',
      steps: [
        {
          title: 'Cadrage',
          description:
            'Nous analysons vos objectifs, vos contraintes et votre existant, puis nous définissons ensemble les critères de réussite et les risques à traiter en priorité.',
        },
        {
          title: 'Planification',
          description:
            'Nous arrêtons le périmètre, l’architecture, les jalons et l’équipe, et vous remettons un calendrier et un budget réalistes avant la première ligne de code.',
        },
        {
          title: 'Réalisation',
          description:
            'Nous développons et testons par itérations courtes, présentons régulièrement l’avancement et vous laissons la main sur les priorités tout au long du projet.',
        },
        {
          title: 'Accompagnement',
          description:
            'Après la mise en production, nous surveillons, maintenons et faisons évoluer vos systèmes, avec une assistance disponible 24\u00a0h/24 si nécessaire.',
        },
      ],
    },
    cta: {
      title: 'Vous hésitez sur le service adapté à votre projet\u00a0?',
      text: 'Présentez-nous votre situation\u00a0: nous vous recommanderons la bonne combinaison de services ou vous présenterons des projets comparables que nous avons menés.',
      primary: 'Nous contacter',
      secondary: 'Voir nos projets',
    },
  },
  detail: {
    breadcrumb: 'Services',
    includedTitle: 'Ce que comprend la prestation',
    benefitsTitle: 'Les bénéfices clés',
    impactTitle: 'Résultats types',
    impactSubtitle:
      'Ce que ce type de mission permet d’obtenir. Un chiffre n’est indiqué que lorsqu’il provient d’un projet que nous avons mené.',
    ctaButton: 'Nous contacter',
    backToServices: 'Retour à tous les services',
  },
  overview: {
    eyebrow: 'Nos expertises',
    title: 'Des services pensés pour vos besoins',
    subtitle:
      'Du logiciel sur mesure à l’IA, de l’intégration au cloud et à la sécurité, une seule équipe prend en charge tout le cycle de vie de vos systèmes.',
    viewAll: 'Voir tous les services',
  },
};
