/**
 * The shape every service page's copy must have, in every language.
 * One file per service and language: `locales/<lang>/items/<slug>.ts`.
 */
export interface ServiceCopy {
  /** Page h1, e.g. "Cloud & DevOps". */
  title: string;
  /** Short line under the h1 (hero tagline). */
  titleSub: string;
  /** One or two sentences, used on service cards and in the services index. */
  summary: string;
  /** Two or three sentences under the hero title. */
  description: string;
  /** Three short feature phrases shown on the service card (3-6 words each). */
  cardFeatures: [string, string, string];
  /** Document title (without the site name suffix). */
  metaTitle: string;
  /** Meta description, 130-160 characters, unique across the site. */
  metaDescription: string;
  /** Heading and intro for the "what's included" grid. */
  includedIntro: string;
  /** Exactly 12 items, each a short phrase (3-9 words), all distinct. */
  includes: string[];
  /** Alt text for the page's illustration (describes the drawing's meaning). */
  illustrationAlt: string;
  /** Exactly 4 key benefits. */
  benefits: { title: string; description: string }[];
  /**
   * Exactly 3 outcome cards. `metric` (a short figure like "50%" or "15+") only
   * where the figure comes from a delivered project the consultancy can cite;
   * otherwise the card describes the typical outcome without one.
   */
  impact: { metric?: string; title: string; description: string }[];
  /** Closing call-to-action band. */
  ctaTitle: string;
  ctaText: string;
}
