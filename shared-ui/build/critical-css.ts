import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSheet, encodePlan } from 'beasties/compiler';
import type { StylesheetPlan } from '../src/server/critical-css';
import { interCache } from '../src/fonts/inter-cache';

/**
 * Rules a page's critical CSS keeps whatever its HTML has: the states a
 * visitor reaches before any script runs, so before the rest of the CSS can
 * have loaded (a details element opened: the phone menu; the root's class
 * that sets the page in Inter when it is cached, with Inter's faces).
 */
const alwaysCritical = [/\[open\]/, new RegExp(`^html\\.${interCache.className}$`)];

/** A stylesheet compiled for critical CSS (shared-ui/src/server/critical-css.ts): `href` as the page links it. */
const stylesheetPlan = (href: string, css: string): StylesheetPlan => ({
  href,
  plan: encodePlan(compileSheet(css, { href, allowRules: alwaysCritical })),
});

/** The plans of a build's stylesheets, each compiled once: `href` relative to the build's folder (its URL path). */
export function stylesheetPlans(distPath: string): (href: string) => StylesheetPlan {
  const compiled = new Map<string, StylesheetPlan>();
  return (href) => {
    let plan = compiled.get(href);
    if (!plan) {
      plan = stylesheetPlan(href, readFileSync(join(distPath, href.replace(/^\//, '')), 'utf8'));
      compiled.set(href, plan);
    }
    return plan;
  };
}
