import { copyLeaves } from './parity';

/**
 * The terminology decisions of the content review (shared/reviews/content-2026-11.md,
 * French terminology table and claims), checked by each area's own locale test
 * against its copy so that a term chosen once does not drift back.
 */
export interface TermRule {
  /** What the rule keeps consistent, and the term to use instead. */
  decision: string;
  /** Matches the wording that is no longer used. */
  avoid: RegExp;
  /** Copy paths (`legal.…`) where the rule does not apply, e.g. the legal register. */
  exceptIn?: RegExp;
  /** Only strings at these copy paths are checked (e.g. headings). */
  onlyIn?: RegExp;
}

const legal = /^legal\./;
/** Figures in a stat band (a value such as "24/7"), as opposed to running text. */
const statValues = /stats\[\d+\]\.value$/;
/** A page's title: a service's name in the Services menu, h1 and breadcrumb, and its document title. */
const pageTitles = /\.(title|metaTitle)$/;
/** The product pages' copy (Vulnyzer and MeetlyHub). */
const productPages = /^(vulnyzer|meetlyhub)\./;

export const frenchTerms: readonly TermRule[] = [
  { decision: 'one apostrophe: ’ (U+2019), never the straight one', avoid: /'/ },
  {
    decision: 'the delivery centre is the “centre de réalisation”; “production” means running live systems',
    avoid: /(centre|équipe|modèle|directeur|directrice) de (la )?production/i,
  },
  { decision: 'RGPD, not GDPR (“RGPD britannique (UK GDPR)” in the legal pages)', avoid: /(?<!UK )\bGDPR\b/ },
  {
    decision: 'one name for vulnerability assessments: “audit de vulnérabilités”',
    avoid: /[ée]valuations? (de|des) vulnérabilités?|audits? de vulnérabilité(?!s)|audits? de sécurité/i,
  },
  {
    decision: '“assistance” or “accompagnement” for a service to people; “support” only as IT jargon',
    avoid: /\b[Ss]upport (aéronautique|international|régional|client)/,
  },
  {
    decision: '“24 h/24 et 7 j/7” in running text; “24/7” only as a stat figure',
    avoid: /24\/7|24\s?h\/24, 7/,
    exceptIn: statValues,
  },
  {
    decision: '“e-mail” in the interface; the legal register may say “adresse électronique”',
    avoid: /courriel|courrier électronique/i,
  },
  { decision: '“adresse électronique” only in legal text', avoid: /adresse électronique/i, exceptIn: legal },
  { decision: '“zéro papier”, not “sans papier”', avoid: /sans papier/i },
  { decision: 'one pair for failed messages: “files de rejet” and “rejeux”', avoid: /lettres mortes/i },
  { decision: 'the excellence value is “Excellence” on every page', avoid: /^Exigence$/ },
  {
    decision: 'the terms page is the “Conditions générales d’utilisation” everywhere',
    avoid: /(?<!générales )conditions d’utilisation/i,
  },
  {
    decision:
      'no promise beyond the English: no “garanti…” outside legal text (a “période de garantie” is the warranty period)',
    avoid: /garanti(?!e et options)/i,
    exceptIn: legal,
  },
  { decision: 'service credits and remedies, not “pénalités”', avoid: /pénalité/i },
  {
    decision: 'calques: “revenir vers”, “opportunités”, “contrôles de santé”, “Projets sélectionnés”, “usagers servis”',
    avoid: /reviendr\w* vers|revenir vers|opportunités|contrôles de santé|projets sélectionnés|usagers servis/i,
  },
  {
    decision: 'headings never start with a capitalised “De”/“D’” that continues a figure',
    avoid: /^D(e |’)/,
    onlyIn: /\.title$/,
  },
  { decision: 'thousands in full (500 000), never “k”', avoid: /\d\s?k\+/ },
  {
    decision: 'consultants “basés au Royaume-Uni” (where they work), not “britanniques”',
    avoid: /consultants britanniques/i,
  },
  { decision: 'the support contract is the “contrat de service”', avoid: /contrat de support|contrat d’assistance/i },
  {
    decision: 'what pages send are the “rapports de page”, désactivés et réactivés avec l’« interrupteur »',
    avoid: /rapports? de (performance|navigation)|commutateur|bouton bascule/i,
  },
  {
    // Outside the legal texts, a “bascule” is a migration’s cutover (services copy).
    decision: 'the legal texts’ switch is the « interrupteur », never a “bascule”',
    avoid: /\bbascule\b/i,
    onlyIn: legal,
  },
  {
    decision:
      'a button says what it does: “Demander un essai gratuit”, “Demander les tarifs” (a form), no “démo” without one',
    avoid: /^(Commencer l’essai gratuit|Voir les tarifs|Voir la démo|Voir la présentation)$/,
  },
  {
    decision:
      'a scanner watches assets, it does not protect them: “Actifs surveillés”; a component is “En service”, never “Actif” (read as an asset)',
    avoid: /actifs protégés|^Actif$/i,
  },
  {
    decision:
      'services named by how they differ: “Migration de bases et de fichiers”, “Développement d’API”, “Du monolithe aux microservices”',
    avoid:
      /^(Services de )?(migration de données|développement d’API et de microservices|microservices et intégrations?)$/i,
    onlyIn: pageTitles,
  },
  { decision: 'the strangler fig pattern is the modèle du « figuier étrangleur »', avoid: /patron de l’étrangleur/i },
  { decision: 'no hype: “Analyses rapides”, “Faible latence”', avoid: /ultra-?rapides?|performances de haut niveau/i },
  {
    decision: 'single sign-on is with SAML or OpenID Connect: OAuth authorises, it does not sign anyone in',
    avoid: /authentification unique[^.]*OAuth/i,
  },
  { decision: 'product figures read “Plus de 150”, never “150+”', avoid: /\d\s?\+/, onlyIn: productPages },
];

export const englishTerms: readonly TermRule[] = [
  {
    decision: 'no headline guarantee that the terms deny (legal text may say what is not guaranteed)',
    avoid: /guarantee/i,
    exceptIn: legal,
  },
  { decision: 'UK time, not GMT (the UK is on BST half the year)', avoid: /\bGMT\b/ },
  {
    decision: 'one spelling: cutover, handover, deduplication, rollout',
    avoid: /cut-over|hand-over|de-duplication|roll-out/i,
  },
  {
    decision: 'products report against SOC 2 and ISO 27001; they do not claim them',
    avoid: /(SOC 2|ISO 27001)[^.]*compliance|compliance[^.]*(SOC 2|ISO 27001)/i,
  },
  { decision: 'no measured results presented for work the consultancy cannot cite', avoid: /measured results/i },
  {
    decision: 'support around the clock is under a service agreement, not office hours: say so',
    avoid: /24\/7 support(?! (for clients with|under) a service agreement)|support available around the clock/i,
    exceptIn: statValues,
  },
  { decision: 'the support contract is the “service agreement”', avoid: /support (agreement|contract)/i },
  {
    decision:
      'a button says what it does: “Request a free trial”, “Ask for pricing” (a form), no “Watch” without a video',
    avoid: /^(Start free trial|View pricing|Watch demo|Watch overview|Submit your CV)$/,
  },
  {
    decision:
      'what pages send are the “page reports”, turned off and on with a “switch”; never “analytics” or “tracking”',
    avoid: /performance reports?|analytics reports?|\btoggle\b|tracking (script|reports?)/i,
  },
  {
    decision:
      'a scanner monitors assets, it does not protect them: “Assets monitored”; a component is “Operational”, not “Active”',
    avoid: /assets protected|^Active$/i,
  },
  {
    decision:
      'services named by how they differ: “Database & file migration”, “API development”, “Monolith to microservices”',
    avoid: /^(Data migration|API & microservices development|Microservices & integrations?)( services)?$/i,
    onlyIn: pageTitles,
  },
  { decision: 'a call to action asks, it does not push: “Contact us”, not “Contact us now”', avoid: /contact us now/i },
  { decision: 'no hype: “Fast scans”, “Low latency”, never “Lightning …”', avoid: /\blightning\b/i },
  {
    decision: 'single sign-on is with SAML or OpenID Connect: OAuth authorises, it does not sign anyone in',
    avoid: /sign-on[^.]*OAuth/i,
  },
];

/** Each string of `copy` that breaks a rule, with its path and the decision it breaks. */
export function terminologyProblems(copy: unknown, rules: readonly TermRule[]): string[] {
  return copyLeaves(copy).flatMap(([path, text]) =>
    typeof text !== 'string'
      ? []
      : rules
          .filter(
            (rule) => rule.avoid.test(text) && !rule.exceptIn?.test(path) && (!rule.onlyIn || rule.onlyIn.test(path)),
          )
          .map((rule) => `${path}: ${rule.decision}: “${text.slice(0, 80)}”`),
  );
}
