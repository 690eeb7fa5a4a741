// Which area owns a path, by the prefixes in force: the rule the app
// (shared-ui/src/site/site-routes.ts) and the edge (shell/deploy/routes-in-force.mjs) share.

/**
 * The area that owns `route` (an English path): the first whose prefix is the
 * path or a folder above it; undefined for the shell's own paths.
 * @param {Record<string, string[]>} prefixes
 * @param {string} route
 * @returns {string | undefined}
 */
export const ownerOfRoute = (prefixes, route) =>
  Object.keys(prefixes).find((name) =>
    prefixes[name]?.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)),
  );
