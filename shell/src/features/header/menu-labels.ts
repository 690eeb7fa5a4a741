import { i18n, registerCopy, type Copy, type Language } from 'shared-i18n';
import type { AreaRoutes, MenuLabel } from 'shared-ui/site';
import { fetchAreaRoutes, loadSiteRoutes } from '../../lib/site-routes/site-routes';

/**
 * The areas' menu labels as copy. A page carries its routes with each label
 * in its own language only (the edge leaves the other out: no English on a
 * French page); the other language's labels are a copy source like the rest,
 * so a switch loads them before it shows that language, from each area's
 * routes.json (both languages) where the page's routes lack them.
 */
const source = 'site-menu';

/** A section's key among the labels (a link's is its path). */
const sectionKey = (key: string) => `section-${key}`;

/** The label of an entry (a section's key, or a link's path) in `language`: the routes' own, else the copy loaded for it. */
export function labelIn(label: MenuLabel, language: string, entry: { key: string } | { path: string }): string {
  const own = label[language as Language];
  if (own) return own;
  const key = 'key' in entry ? sectionKey(entry.key) : entry.path;
  const loaded = i18n.getResource(language, source, key) as unknown;
  // Never empty: while another language's labels cannot be had, the one the page came with.
  return typeof loaded === 'string' ? loaded : (Object.values(label).find(Boolean) ?? '');
}

const complete = (routes: AreaRoutes, language: Language) =>
  routes.menu.every(({ sections }) =>
    sections.every(({ label, links }) => label[language] && links.every((link) => link.label[language])),
  );

/** The labels of `routes` in `language`, by entry. */
const labelsOf = (routes: AreaRoutes, language: Language): Record<string, string> =>
  Object.fromEntries(
    routes.menu.flatMap(({ sections }) =>
      sections.flatMap(({ key, label, links }): [string, string][] => [
        [sectionKey(key), label[language] ?? ''],
        ...links.map((link): [string, string] => [link.path, link.label[language] ?? '']),
      ]),
    ),
  );

/**
 * Registers the menu labels as a copy source (at start-up): for the page's
 * language they are the page's own, and nothing is fetched. An area whose
 * routes.json cannot be had keeps the labels the page came with.
 */
export function registerMenuLabels(): Promise<void> {
  return registerCopy(source, async (language): Promise<Copy> => {
    const { areas } = await loadSiteRoutes();
    const labels = await Promise.all(
      Object.entries(areas).map(async ([area, routes]) => {
        const full = complete(routes, language) ? routes : await fetchAreaRoutes(area).catch(() => routes);
        return labelsOf(full, language);
      }),
    );
    return { [source]: Object.assign({}, ...labels) as Record<string, string> };
  });
}
