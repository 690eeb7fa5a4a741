import type { HomeCopy } from './en';

export const homeFr: HomeCopy = {
  meta: {
    title: 'Ingénierie logicielle et conseil informatique',
    description:
      'Cabinet britannique d’ingénierie logicielle et de conseil IT, avec une équipe en Inde\u00a0: logiciel sur mesure, IA, intégration, données, cloud et sécurité.',
  },
  hero: {
    eyebrow: 'Certifiés ISO 9001 et Cyber Essentials',
    title: 'Des logiciels fiables pour faire avancer votre activité',
    subtitle:
      'Nous concevons, développons et maintenons des logiciels robustes pour les entreprises, les industriels et le secteur public, du premier atelier à l’exploitation au quotidien, avec une équipe au Royaume-Uni et un centre de réalisation à Coimbatore, en Inde.',
    primary: 'Découvrir nos services',
    secondary: 'Voir nos réalisations',
    stats: [
      { value: '150+', label: 'Projets livrés' },
      { value: '99,9\u00a0%', label: 'Disponibilité visée pour les plateformes que nous exploitons' },
      { value: '24/7', label: 'Assistance' },
    ],
  },
  intro: {
    eyebrow: 'Qui sommes-nous',
    title: 'Un cabinet britannique à forte culture technique',
    paragraphs: [
      'Créée au Royaume-Uni en 2010, notre société réunit une trentaine d’années d’expérience cumulée de ses fondateurs en ingénierie logicielle, en intégration de systèmes et en conduite de projets informatiques. Quelques mois après sa création, elle a ouvert son centre de réalisation à Coimbatore, en Inde\u00a0: vous travaillez ainsi avec une seule équipe, responsable de bout en bout sur les deux sites.',
      'Nous accompagnons des grandes entreprises, des industriels de l’aéronautique et de la défense, des acteurs de la santé, des collectivités et des organismes d’administration électronique. Nos prestations s’appuient sur un système de management de la qualité ISO 9001 et sur les mesures de sécurité Cyber Essentials, et nous restons à vos côtés après la mise en production pour maintenir vos systèmes sûrs et à jour.',
    ],
    link: 'En savoir plus sur nous',
  },
  problems: {
    title: 'Des difficultés du quotidien aux solutions concrètes',
    subtitle:
      'Les enjeux que nous exposent le plus souvent les DSI, les architectes logiciels et les responsables de développement, et la réponse que nous y apportons.',
    problemsTitle: 'Les difficultés fréquentes',
    solutionsTitle: 'Nos réponses',
    problems: [
      'Des systèmes hérités coûteux à exploiter et difficiles à faire évoluer',
      'Des données dispersées entre des applications qui ne communiquent pas',
      'Des failles de sécurité découvertes seulement après un incident',
      'Des projets qui dépassent délais et budgets, sans réelle visibilité',
    ],
    solutions: [
      'Une modernisation progressive et une migration vers des plateformes maintenables, prêtes pour le cloud',
      'Une intégration et une migration de données qui relient vos systèmes en un flux unique et fiable',
      'Des audits de vulnérabilités réguliers et une analyse continue avec Vulnyzer',
      'Une gestion de projet structurée, avec des jalons validés ensemble et un suivi régulier et transparent',
    ],
  },
  products: {
    title: 'Nos produits',
    subtitle:
      'En parallèle de nos missions, nous concevons et exploitons deux plateformes\u00a0: Vulnyzer pour la détection des vulnérabilités et MeetlyHub pour la visioconférence.',
  },
  values: {
    title: 'Nos valeurs',
    subtitle: 'Les principes qui guident chacun de nos projets.',
    items: {
      excellence: {
        title: 'Excellence',
        description:
          'Nous appliquons des processus qualité certifiés, relisons et testons notre travail avec rigueur, et jugeons nos résultats sur la durée, bien après la mise en production.',
      },
      agility: {
        title: 'Agilité',
        description:
          'Nous livrons par itérations courtes et visibles, et nous nous adaptons rapidement lorsque vos priorités, votre budget ou la réglementation évoluent.',
      },
      innovation: {
        title: 'Innovation',
        description:
          'Nous recourons à l’IA, au cloud et à l’automatisation lorsqu’ils répondent à un vrai besoin métier, et nous investissons dans nos propres produits pour rester à la pointe.',
      },
    },
  },
  mission: {
    title: 'Notre mission',
    text: 'Permettre aux organisations de s’appuyer sur des logiciels dignes de confiance\u00a0: bien construits, sécurisés dès la conception et maintenus dans la durée, par une équipe qui s’engage du premier atelier à l’exploitation quotidienne.',
    stats: [
      { value: '15+', label: 'Projets aéronautiques' },
      { value: '8', label: 'Pays d’intervention' },
      { value: '98\u00a0%', label: 'Projets jugés réussis par nos clients' },
    ],
  },
  cta: {
    title: 'Parlons de votre prochain projet',
    text: 'Dites-nous ce que vous souhaitez créer, corriger ou moderniser. Nous vous répondrons avec des prochaines étapes claires et un avis franc sur la manière dont nous pouvons vous aider.',
    primary: 'Planifier un rendez-vous',
    secondary: 'Découvrir nos services',
  },
};
