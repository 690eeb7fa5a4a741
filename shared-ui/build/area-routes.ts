import type { RsbuildPlugin } from '@rsbuild/core';
import * as v from 'valibot';
import type { AreaRouteTable } from '../src/site/routes';
import {
  fragmentsContract,
  routesFile,
  routesListSchema,
  routesProblems,
  type RoutesList,
} from '../contract/routes.mjs';

/** An area's copy in each language, as its locale files export it. */
export type AreaCopy = { en: object; fr: object };

/** The text at `key` (dots between the names) of `copy`; throws when there is none. */
function textAt(copy: object, key: string, where: string): string {
  const text = key
    .split('.')
    .reduce<unknown>((value, name) => (value as Record<string, unknown> | undefined)?.[name], copy);
  if (typeof text !== 'string' || text === '') throw new Error(`${where}: no text at ${key}`);
  return text;
}

/**
 * An area's routes as its release publishes them (routes.json): each label
 * read from its copy in both languages, and checked, so that a wrong table
 * or a missing label fails the build.
 */
export function routesList(name: string, table: AreaRouteTable, copy: AreaCopy): RoutesList {
  const label = (key: string) => ({
    en: textAt(copy.en, key, `${name} (en)`),
    fr: textAt(copy.fr, key, `${name} (fr)`),
  });
  const list = v.parse(routesListSchema, {
    contract: fragmentsContract,
    name,
    pages: table.pages,
    menu: table.menu.map(({ group, sections }) => ({
      group,
      sections: sections.map((section) => ({
        key: section.key,
        label: label(section.label),
        links: section.links.map((link) => ({ path: link.path, label: label(link.label) })),
      })),
    })),
    redirects: table.redirects,
  });
  const problems = routesProblems(list);
  if (problems.length) throw new Error(`${name}'s routes: ${problems.join('; ')}`);
  return list;
}

/**
 * Publishes an area's routes (its src/routes.ts, labels from its copy) as
 * routes.json beside its manifest, in the production build and on the dev
 * server alike, so the site finds an area's pages and menu entries wherever
 * the area runs.
 */
export function pluginAreaRoutes(name: string, table: AreaRouteTable, copy: AreaCopy): RsbuildPlugin {
  const json = `${JSON.stringify(routesList(name, table, copy), null, 2)}\n`;
  return {
    name: 'kestrel:area-routes',
    setup(api) {
      api.processAssets({ stage: 'additional', targets: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset(routesFile, new sources.RawSource(json));
      });
    },
  };
}
