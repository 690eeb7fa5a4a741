// What the collector keeps of the addresses a CSP report names: the page as
// a route of the site and a language, what was blocked as an origin and path
// or a keyword, the script as a path of the site. Never a query, a fragment
// or an address a visitor typed.
import * as v from 'valibot';
import { Route, type CspViolation } from '../src/schema';
import { notFoundRouteName } from '../src/contract';
import { scriptPath, scrubPath } from '../src/scrub';

/** The route and language of the page at `address`: `/fr/...` is French, a path outside the route rule is the not-found page. */
function pageOf(address: string): { route: string; language: 'en' | 'fr' } {
  let path: string;
  try {
    path = new URL(address).pathname;
  } catch {
    return { route: notFoundRouteName, language: 'en' };
  }
  const french = path === '/fr' || path.startsWith('/fr/');
  const route = french ? path.slice(3) || '/' : path;
  return { route: v.is(Route, route) ? route : notFoundRouteName, language: french ? 'fr' : 'en' };
}

/**
 * What was blocked: a keyword (`inline`, `eval`, `wasm-eval`, or the scheme
 * of a `data:` or `blob:` address, an extension's), or an http(s) address
 * reduced to its origin and path, an e-mail address in the path replaced
 * (scrub.ts).
 */
function blockedOf(blocked: string | undefined): string | null {
  if (!blocked) return null;
  if (/^[a-z][a-z0-9-]*$/i.test(blocked)) return blocked.toLowerCase().slice(0, 40);
  try {
    const url = new URL(blocked);
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return url.protocol.slice(0, -1).slice(0, 40);
    return `${url.origin}${scrubPath(url.pathname)}`.slice(0, 300);
  } catch {
    return '(other)';
  }
}

/** A script as a path of the site (scrub.ts); null for another origin's or none. */
const sourceOf = (address: string | undefined, siteOrigin: string) => scriptPath(address, siteOrigin) ?? null;

export interface ReducedViolation {
  route: string;
  language: 'en' | 'fr';
  directive: string;
  blocked: string | null;
  source: string | null;
  line: number | null;
  disposition: string;
}

export const reduceViolation = (violation: CspViolation, siteOrigin: string): ReducedViolation => ({
  ...pageOf(violation.documentURL),
  directive: violation.directive,
  blocked: blockedOf(violation.blockedURL),
  source: sourceOf(violation.sourceFile, siteOrigin),
  line: violation.lineNumber ?? null,
  disposition: violation.disposition,
});
