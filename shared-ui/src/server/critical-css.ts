// The CSS a page's first paint needs, inlined in its HTML: of each
// stylesheet, the rules that the HTML uses (the elements, classes and
// attributes it has; :hover and the like count as used when their element is
// there), with the @font-face rules of the families those rules name, for the
// characters the page has. The rest of each stylesheet is loaded by the code
// that needs it (a module's chunks load their CSS), never before the paint.
// Beasties' runtime does the matching against plans compiled from the
// stylesheets at build time (shared-ui/build/critical-css.ts): each area for
// its fragments at its build, the shell for its frames when it renders one.
// An entry of its own (shared-ui/critical-css): build configs load it, and
// they cannot load the JSX of shared-ui/server.
import { createProcessor, type CompactPlan } from 'beasties/runtime';

/** A stylesheet compiled for matching: its URL (as the page links it) and its plan. */
export interface StylesheetPlan {
  href: string;
  plan: CompactPlan;
}

/**
 * The critical CSS of HTML for `stylesheets`, in their order: a function of
 * the HTML (a whole document or a part of one), to call once per page.
 */
export function criticalCssOf(stylesheets: StylesheetPlan[]): (html: string) => string {
  const processor = createProcessor(
    stylesheets.map(({ plan }) => plan),
    { inlineFonts: true, preloadFonts: false },
  );
  return (html) => processor.extract(html).css;
}
