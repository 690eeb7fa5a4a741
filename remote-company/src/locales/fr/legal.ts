import type { CompanyLegalCopy } from '../en/legal';

export const legalFr: CompanyLegalCopy = {
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
      subtitle: 'Comment nous traitons vos données personnelles, et les droits dont vous disposez.',
    },
    intro: [
      'La présente politique de confidentialité explique comment nous collectons, utilisons et protégeons vos données personnelles lorsque vous consultez notre site, nous contactez ou travaillez avec nous. «\u00a0Nous\u00a0» désigne ici {{company}}, société immatriculée au Royaume-Uni sous le numéro {{companyNumber}}. Nous sommes le responsable du traitement de vos données au sens du RGPD britannique (UK GDPR) et de la loi britannique de 2018 sur la protection des données (Data Protection Act 2018).',
      'Notre site est volontairement simple\u00a0: il ne comporte aucun compte utilisateur, ne conserve une demande de contact que le temps de nous la transmettre par e-mail et n’utilise aucun cookie de suivi ni de publicité. La plupart des données que nous détenons nous parviennent parce que vous avez choisi de nous les transmettre, par exemple dans une demande de contact ou une candidature.',
    ],
    icoRegistration:
      'Nous sommes enregistrés auprès de l’Information Commissioner’s Office (ICO), l’autorité britannique de protection des données, sous le numéro {{icoNumber}}.',
    sections: [
      {
        id: 'information-we-collect',
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
      },
      {
        id: 'how-we-use-information',
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
          'Assurer la sécurité et le bon fonctionnement du site, et l’améliorer. Base légale\u00a0: notre intérêt légitime à exploiter un site sûr et fiable. Conservation\u00a0: 30\u00a0jours au plus pour les journaux de serveur.',
        ],
      },
      {
        id: 'sharing-information',
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
      {
        id: 'data-security',
        title: 'Sécurité de vos données',
        paragraphs: [
          'Nous mettons en œuvre des mesures techniques et organisationnelles appropriées pour protéger vos données contre la perte, l’utilisation abusive et l’accès non autorisé. Ces mesures, qui s’appuient sur notre certification Cyber Essentials, comprennent notamment le chiffrement des connexions à ce site (HTTPS), un accès réservé aux collaborateurs qui en ont besoin et des obligations de confidentialité pour toute personne amenée à traiter vos données.',
          'Lorsque vous envoyez le formulaire de contact, votre demande est reçue par notre propre service de demandes, à l’adresse de ce site, et non par un prestataire de formulaires extérieur. Ce service conserve la demande dans une file d’envoi sécurisée uniquement jusqu’à ce qu’elle ait été remise par e-mail à notre boîte de réception des demandes ({{enquiriesEmail}}), puis la supprime\u00a0; si le serveur de messagerie est indisponible, il renouvelle l’envoi jusqu’à ce qu’il aboutisse, de sorte que rien de ce que vous envoyez n’est perdu. Ses journaux consignent l’arrivée et la remise de chaque demande, avec un numéro de référence et l’heure, mais jamais ce que vous avez saisi, et sont conservés 30\u00a0jours au plus. Pour empêcher les envois automatisés répétés, il compte pendant dix minutes, en mémoire uniquement, les demandes envoyées depuis chaque adresse IP. Si le service est injoignable, le formulaire vous propose de préparer votre message dans votre propre messagerie\u00a0: rien n’est alors envoyé tant que vous ne l’envoyez pas vous-même.',
          'Aucune transmission sur Internet n’étant totalement sûre, nous ne pouvons promettre une sécurité absolue\u00a0; en cas de violation touchant vos données, nous agirons sans délai et, lorsque la loi l’impose, nous en informerons l’Information Commissioner’s Office (ICO) et vous-même.',
        ],
        list: [],
      },
      {
        id: 'your-rights',
        title: 'Vos droits',
        paragraphs: [
          'Sous réserve des conditions et exceptions prévues par la loi, le RGPD britannique vous permet de nous demander\u00a0:',
          'Si le traitement repose sur votre consentement, vous pouvez le retirer à tout moment. Pour exercer vos droits, écrivez-nous aux coordonnées ci-dessous\u00a0; nous répondrons sous un mois, en principe sans frais. Vous pouvez aussi saisir l’ICO, autorité britannique de protection des données, sur ico.org.uk, même si nous préférerions d’abord régler la question avec vous.',
        ],
        list: [
          'Accès\u00a0: la confirmation que nous détenons vos données, et leur copie.',
          'Rectification\u00a0: la correction de données inexactes ou incomplètes.',
          'Effacement\u00a0: la suppression des données que nous n’avons plus de motif valable de conserver.',
          'Opposition et limitation\u00a0: l’arrêt du traitement fondé sur notre intérêt légitime, et à tout moment de la prospection commerciale, ou sa limitation.',
          'Portabilité\u00a0: vos données dans un format lisible par machine, ou leur transmission à un autre organisme.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies et stockage local',
        paragraphs: [
          'Notre site ne dépose aucun cookie de suivi, de mesure d’audience ou de publicité, et ne charge ni polices, ni scripts, ni images depuis des services tiers\u00a0: votre visite n’est donc communiquée à aucune régie publicitaire ni à aucun outil d’analyse.',
          'La seule information que le site enregistre sur votre appareil est une entrée de stockage local nommée «\u00a0lang\u00a0», qui mémorise votre choix entre l’anglais et le français pour afficher le site dans votre langue à votre prochaine visite. Elle ne contient aucune donnée personnelle, ne nous est jamais transmise et est strictement nécessaire à la fonction que vous avez demandée\u00a0; elle ne requiert donc pas votre consentement au titre de la réglementation britannique sur la vie privée et les communications électroniques (PECR).',
          'Vous pouvez la supprimer à tout moment en effaçant les données du site dans votre navigateur\u00a0; le site s’affichera alors en anglais.',
        ],
        list: [],
      },
      {
        id: 'international-transfers',
        title: 'Transferts internationaux',
        paragraphs: [
          'Nous sommes établis au Royaume-Uni et notre équipe de réalisation travaille depuis Coimbatore, en Inde. Lorsque cette équipe a besoin de vos données pour vous répondre ou pour mener un projet, celles-ci sont transférées hors du Royaume-Uni.',
          'L’Inde ne faisant pas l’objet d’un règlement d’adéquation britannique, nous encadrons ces transferts par des garanties reconnues par le droit britannique de la protection des données, telles que l’accord de transfert international de données (International Data Transfer Agreement, IDTA) publié par l’ICO ou l’avenant britannique (UK Addendum) aux clauses contractuelles types de l’Union européenne, complétées par les mesures de sécurité décrites dans la présente politique. Certains de nos prestataires peuvent également traiter des données hors du Royaume-Uni avec des garanties comparables.',
          'Vous pouvez nous demander plus de précisions sur ces garanties, ou une copie de celles-ci, aux coordonnées ci-dessous.',
        ],
        list: [],
      },
      {
        id: 'children',
        title: 'Protection des mineurs',
        paragraphs: [
          'Notre site et nos services s’adressent aux entreprises et aux professionnels. Ils ne sont pas destinés aux enfants de moins de 13\u00a0ans, et nous ne collectons pas sciemment de données personnelles auprès de personnes n’ayant pas atteint cet âge.',
          'Si vous êtes parent ou tuteur et pensez qu’un enfant de moins de 13\u00a0ans nous a transmis des données personnelles, contactez-nous\u00a0: nous les supprimerons dans les meilleurs délais. Les candidats à un emploi doivent avoir l’âge légal pour travailler dans le pays où le poste est situé.',
        ],
        list: [],
      },
      {
        id: 'changes',
        title: 'Modification de la présente politique',
        paragraphs: [
          'Nous pouvons mettre à jour la présente politique de confidentialité pour tenir compte de l’évolution de la loi, de nos services ou de la manière dont nous traitons les données personnelles. La date indiquée en haut de cette page correspond à sa dernière révision.',
          'En cas de modification importante, nous la signalerons clairement sur cette page et, le cas échéant, nous vous en informerons également par e-mail. Nous n’utiliserons pas les données que nous détenons déjà d’une manière sensiblement nouvelle sans vous en informer au préalable et, lorsque la loi l’exige, sans recueillir votre consentement.',
        ],
        list: [],
      },
      {
        id: 'contact-us',
        title: 'Nous contacter',
        paragraphs: [
          'Nous sommes le responsable du traitement de vos données personnelles. Pour toute question sur la présente politique, pour exercer vos droits ou pour formuler une réclamation, écrivez-nous à {{email}} ou à notre siège social\u00a0: {{address}}.',
          'Merci de nous donner suffisamment de précisions pour retrouver vos données, par exemple l’adresse électronique que vous avez utilisée pour nous écrire. Afin de protéger vos données contre toute personne qui n’y aurait pas droit, nous pourrons vous demander de justifier de votre identité avant de donner suite à votre demande.',
        ],
        list: [],
      },
    ],
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
      'Les présentes conditions générales d’utilisation fixent les règles d’utilisation de ce site, exploité par {{company}}, société immatriculée au Royaume-Uni sous le numéro {{companyNumber}} («\u00a0nous\u00a0»). Nous vous invitons à les lire attentivement\u00a0: elles précisent ce que vous pouvez attendre de nous et ce que nous attendons de vous.',
      'Ces conditions concernent uniquement le site. Les logiciels, prestations de conseil et services d’assistance que nous fournissons sont régis par le contrat écrit et l’énoncé des travaux (statement of work) conclus avec chaque client, qui prévalent sur les présentes conditions en cas de contradiction.',
    ],
    sections: [
      {
        id: 'acceptance',
        title: 'Acceptation des conditions',
        paragraphs: [
          'En accédant à ce site ou en l’utilisant, vous acceptez d’être lié par les présentes conditions et par notre politique de confidentialité. Si vous ne les acceptez pas, nous vous prions de ne pas utiliser le site.',
          'Si vous utilisez le site pour le compte d’une société ou d’un autre organisme, vous déclarez être habilité à accepter ces conditions en son nom, et «\u00a0vous\u00a0» désigne alors également cet organisme. Nos services s’adressent aux entreprises et aux organismes publics\u00a0; aucun contenu de ce site ne constitue une offre ferme, et aucun contrat de prestation n’est formé tant qu’un contrat écrit n’a pas été signé par les deux parties.',
        ],
        list: [],
      },
      {
        id: 'services',
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
      {
        id: 'user-obligations',
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
      {
        id: 'intellectual-property',
        title: 'Propriété intellectuelle',
        paragraphs: [
          'Le site et son contenu, notamment les textes, graphismes, illustrations, logos, logiciels et les noms Vulnyzer et MeetlyHub, sont notre propriété ou celle de nos concédants et sont protégés par le droit d’auteur, le droit des marques et les autres droits de propriété intellectuelle.',
          'Vous pouvez consulter, télécharger et imprimer des pages pour votre information ou pour évaluer nos services au sein de votre organisation, à condition de conserver les mentions de droit d’auteur. Toute autre copie, modification, diffusion ou exploitation commerciale du contenu est interdite sans notre autorisation écrite.',
          'La propriété des logiciels et autres livrables que nous réalisons pour nos clients est régie par le contrat de chaque client, et non par les présentes conditions.',
        ],
        list: [],
      },
      {
        id: 'service-levels',
        title: 'Engagements de niveau de service',
        paragraphs: [
          'Les chiffres présentés sur ce site, tels que les taux de disponibilité, les délais de réponse ou les horaires d’assistance, décrivent ce que nous fournissons habituellement ou ce que nos produits sont conçus pour atteindre. Ils ne constituent pas des engagements contractuels.',
          'Les niveaux de service applicables à un client, notamment les objectifs de disponibilité, les horaires d’assistance, les délais de réponse et de résolution ainsi que les éventuels crédits de service ou autres compensations, sont fixés dans l’énoncé des travaux ou le contrat de service de ce client, qui prévaut sur toute indication figurant sur ce site.',
          'Nous nous efforçons de maintenir le site accessible en permanence, sans toutefois garantir un fonctionnement ininterrompu ou exempt d’erreurs, et nous pouvons le suspendre pour maintenance.',
        ],
        list: [],
      },
      {
        id: 'limitation-of-liability',
        title: 'Limitation de responsabilité',
        paragraphs: [
          'Le contenu de ce site est fourni à titre d’information générale. Nous veillons à son exactitude, sans garantir qu’il soit complet, exact ou à jour\u00a0; il ne constitue pas un conseil professionnel.',
          'Dans toute la mesure permise par la loi, nous déclinons toute responsabilité pour les pertes ou dommages résultant de l’utilisation du site ou de l’impossibilité de l’utiliser, notamment les pertes de bénéfices, de chiffre d’affaires, de données ou de clientèle et tout préjudice indirect. Nous ne répondons pas du contenu des sites externes liés au nôtre.',
          'Rien dans les présentes conditions n’exclut ni ne limite notre responsabilité en cas de décès ou de dommage corporel dû à notre négligence, de fraude ou de déclaration frauduleuse, ni toute autre responsabilité qui ne peut être exclue ou limitée en droit d’Angleterre et du pays de Galles. La responsabilité liée aux missions clients relève du contrat correspondant.',
        ],
        list: [],
      },
      {
        id: 'privacy',
        title: 'Protection des données personnelles',
        paragraphs: [
          'Notre politique de confidentialité explique quelles données personnelles nous collectons lorsque vous utilisez ce site ou nous contactez, comment nous les utilisons et les protégeons, et quels droits vous confèrent le RGPD britannique et le Data Protection Act 2018. Elle fait partie intégrante des présentes conditions\u00a0: nous vous invitons à la lire en parallèle.',
          'En résumé\u00a0: le site ne comporte aucun compte utilisateur, ne conserve une demande de contact que le temps de nous la transmettre par e-mail et ne dépose aucun cookie de suivi. La seule information qu’il enregistre sur votre appareil est votre choix de langue. Les informations que vous nous adressez dans une demande ou une candidature sont traitées comme le décrit la politique de confidentialité.',
        ],
        list: [],
      },
      {
        id: 'termination',
        title: 'Suspension et résiliation',
        paragraphs: [
          'Nous pouvons suspendre ou interrompre tout ou partie de ce site à tout moment, sans préavis, pour des raisons commerciales ou techniques. Nous pouvons également restreindre votre accès si nous avons des motifs raisonnables de penser que vous avez enfreint les présentes conditions, par exemple en tentant de perturber le site ou sa sécurité.',
          'Vous pouvez cesser d’utiliser le site à tout moment. Les stipulations qui, par leur nature, doivent continuer à s’appliquer, notamment celles relatives à la propriété intellectuelle, à la limitation de responsabilité et au droit applicable, survivent à toute suspension ou résiliation.',
          'La résiliation d’une mission client est régie par les préavis et autres conditions du contrat correspondant.',
        ],
        list: [],
      },
      {
        id: 'governing-law',
        title: 'Droit applicable et juridiction compétente',
        paragraphs: [
          'Les présentes conditions, ainsi que tout litige ou réclamation découlant de celles-ci ou de leur objet, ou s’y rapportant (y compris les litiges ou réclamations de nature non contractuelle), sont régis par le droit d’Angleterre et du pays de Galles.',
          'Les tribunaux d’Angleterre et du pays de Galles sont seuls compétents pour connaître de tels litiges ou réclamations. Si vous êtes un consommateur, vous conservez la protection que vous accordent les dispositions impératives du droit de votre pays de résidence et, si vous résidez en Écosse ou en Irlande du Nord, vous pouvez également saisir les tribunaux de votre lieu de résidence.',
          'Avant toute action en justice, nous vous invitons à nous contacter afin de rechercher une solution amiable.',
        ],
        list: [],
      },
      {
        id: 'changes',
        title: 'Modification des conditions',
        paragraphs: [
          'Nous pouvons réviser les présentes conditions, par exemple pour tenir compte de l’évolution de la loi, de nos services ou du fonctionnement du site. Les conditions révisées prennent effet dès leur publication sur cette page\u00a0; la date indiquée en haut de celle-ci correspond à leur dernière mise à jour.',
          'Nous vous invitons à consulter régulièrement cette page, car ce sont les conditions en vigueur au moment où vous utilisez le site qui s’appliquent. En continuant à utiliser le site après une modification, vous acceptez les conditions révisées. Ces modifications n’affectent pas les contrats signés avec nos clients.',
        ],
        list: [],
      },
      {
        id: 'contact',
        title: 'Nous contacter',
        paragraphs: [
          'Pour toute question sur les présentes conditions, ou pour signaler un contenu de ce site que vous estimez inexact ou contraire à vos droits, écrivez-nous à {{email}} ou à notre siège social\u00a0: {{address}}.',
          'Pour toute demande concernant nos services, nos projets ou nos offres d’emploi, vous pouvez aussi utiliser le formulaire de notre page Contact. Nous sommes joignables du lundi au vendredi, de 9\u00a0h à 18\u00a0h, heure du Royaume-Uni. Merci de donner suffisamment de détails pour que nous puissions comprendre votre question et y répondre.',
        ],
        list: [],
      },
      {
        id: 'severability',
        title: 'Divisibilité',
        paragraphs: [
          'Si une stipulation des présentes conditions est jugée nulle, illicite ou inapplicable par un tribunal ou une autre autorité compétente, elle sera modifiée dans la mesure strictement nécessaire pour la rendre applicable ou, à défaut, supprimée. Les autres stipulations conserveront leur plein effet.',
          'Le fait pour nous de ne pas exiger, ou de tarder à exiger, le strict respect de l’une des présentes conditions ne vaut pas renonciation à nos droits. Les présentes conditions et notre politique de confidentialité constituent l’intégralité de l’accord entre vous et nous concernant l’utilisation de ce site.',
        ],
        list: [],
      },
    ],
  },
};
