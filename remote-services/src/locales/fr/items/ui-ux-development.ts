import type { ServiceCopy } from '../../service-copy';

export const copy: ServiceCopy = {
  title: 'Conception et développement UI/UX',
  titleSub:
    'Des interfaces façonnées par la recherche auprès des utilisateurs et bâties sur un système de design cohérent',
  summary:
    'Recherche utilisateur, prototypage, tests d’utilisabilité et systèmes de design accessibles pour transformer des tâches complexes en écrans clairs et efficaces.',
  description:
    'Nous observons la façon dont les personnes travaillent réellement, dans un service hospitalier, un atelier ou un accueil de collectivité, puis nous prototypons et testons avant toute ligne de code. Vous obtenez un système de design documenté et des composants prêts pour la production, qui gardent des écrans cohérents et conformes aux WCAG.',
  cardFeatures: ['Recherche et tests utilisateurs', 'Système de design et composants', 'Accessible dès la conception'],
  metaTitle: 'Services de conception et de développement UI/UX',
  metaDescription:
    'Recherche utilisateur, prototypes interactifs, tests d’utilisabilité et systèmes de design conformes WCAG pour applications métier, santé et secteur public.',
  includedIntro:
    'Notre travail de conception va des premiers entretiens jusqu’aux composants codés, et peut inclure\u00a0:',
  includes: [
    'Entretiens avec les parties prenantes et observation terrain',
    'Personas, parcours utilisateurs et plans de service',
    'Évaluation ergonomique des interfaces existantes',
    'Architecture de l’information et tri par cartes',
    'Maquettes fil de fer et prototypes interactifs Figma',
    'Tests d’utilisabilité en présentiel ou à distance',
    'Système de design avec jetons et modèles documentés',
    'Bibliothèque de composants React documentée dans Storybook',
    'Revues d’accessibilité WCAG 2.2 AA et RGAA',
    'Tableaux de bord riches en données et formulaires complexes',
    'Passation aux développeurs et travail en binôme',
    'Mesure après lancement et améliorations continues',
  ],
  illustrationAlt:
    'Illustration de croquis devenant des maquettes puis une interface finalisée, accompagnés de notes de retours utilisateurs',
  benefits: [
    {
      title: 'Moins d’erreurs sur les tâches critiques',
      description:
        'Des interfaces testées avec leurs utilisateurs réels réduisent les erreurs dans les activités cliniques, d’ingénierie ou d’instruction de dossiers, où elles coûtent cher.',
    },
    {
      title: 'Des écrans cohérents, livrés plus vite',
      description:
        'Un système de design partagé et des composants codés permettent aux développeurs d’assembler les écrans à partir d’éléments éprouvés plutôt que de tout réinventer.',
    },
    {
      title: 'Inclusif dès le départ',
      description:
        'L’accessibilité est pensée dès la conception et non ajoutée après coup, ce qui aide les organismes publics à respecter leurs obligations légales et sert des utilisateurs aux besoins variés.',
    },
    {
      title: 'Des choix fondés sur des preuves',
      description:
        'Résultats des tests et données d’usage tranchent les débats de conception\u00a0: les parties prenantes s’accordent plus vite et le budget va à l’essentiel.',
    },
  ],
  impact: [
    {
      title: 'Taux de réussite des tâches en hausse',
      description:
        'Des prototypes testés avec de vrais utilisateurs avant tout développement augmentent la part de personnes qui réussissent leur tâche du premier coup.',
    },
    {
      title: 'Appels sur les formulaires en ligne en baisse',
      description:
        'Réécrire et restructurer un formulaire après des tests d’utilisabilité lève les ambiguïtés qui poussent les usagers à téléphoner.',
    },
    {
      title: 'Écrans livrés plus vite',
      description:
        'Un système de design partagé entre plusieurs applications permet de concevoir et de développer les nouveaux écrans à partir de composants éprouvés plutôt que de zéro.',
    },
  ],
  ctaTitle: 'Vos utilisateurs peinent-ils avec votre application\u00a0?',
  ctaText:
    'Indiquez-nous les tâches qui génèrent le plus de frustration ou d’appels au support. Nous vous proposerons des activités de recherche et de test pour en identifier rapidement les causes.',
};
