/**
 * What every federated app shares, as singletons. The shell provides them
 * and, with the 'loaded-first' strategy, remotes reuse what is already
 * loaded instead of fetching their own copies.
 *
 * - react-router and react-router-dom are both listed: a remote importing
 *   one while only the other is shared would get a second router context.
 * - No requiredVersion (false): every area is built from this one workspace
 *   and its lockfile, so the versions are the same by construction, and
 *   shared-ui/build/__tests__/shared-versions.test.ts fails the build's tests
 *   if a package ever declares another. For singletons Module Federation only
 *   warns on a mismatch, and its run-time semver check cost every visitor
 *   several milliseconds of main thread per page.
 * - react-router and react-i18next are shared tree-shaken (the exports the
 *   areas use; routes are declarative, so the data router is left out, and
 *   no area uses <Trans>): a remote needing more gets the full copy the
 *   build emits under independent-packages/, so nothing breaks.
 * - Tree-shaken sharing is for production builds only. In the dev server it
 *   turns on export analysis that drops the federation runtime's own
 *   CommonJS helpers (`require_runtime.__exportAll is not a function`, a
 *   blank page), and a dev build has no use for smaller shared copies.
 * - lucide-react is deliberately not shared: each area tree-shakes the
 *   handful of icons it uses, which is far smaller than one shared copy.
 * - shared-ui (markup and styles only) is not shared either: each area's
 *   pages are rendered to HTML in Node by that area's build, with its own
 *   copy of shared-ui, and hydrate in the browser with that same copy. A
 *   shared copy from the shell could be another version, with other markup
 *   or class names than the HTML. What must be one stays a singleton:
 *   React, the router, i18next and the shared i18n instance, the store.
 */
const singleton = { singleton: true, requiredVersion: false } as const;
const production = process.env.NODE_ENV === 'production';
const treeShaken = (usedExports: string[]) =>
  production ? { treeShaking: { mode: 'runtime-infer' as const, usedExports } } : {};

export const sharedDependencies = {
  react: singleton,
  'react-dom': singleton,
  'react-router': {
    ...singleton,
    ...treeShaken([
      'BrowserRouter',
      'Routes',
      'Route',
      'Link',
      'NavLink',
      'Navigate',
      'Outlet',
      'useLocation',
      'useNavigate',
    ]),
  },
  'react-router-dom': singleton,
  i18next: singleton,
  'react-i18next': {
    ...singleton,
    ...treeShaken(['I18nextProvider', 'initReactI18next', 'useTranslation']),
  },
  zustand: singleton,
  'shared-i18n': singleton,
};

/** Federation names, used by the shell's remotes.json and each remote's config. */
export const remoteNames = {
  services: 'remote_services',
  products: 'remote_products',
  company: 'remote_company',
} as const;

export const devPorts = { shell: 3000, services: 3001, products: 3002, company: 3003 } as const;

/** Every area runs only in browsers: the federation runtime leaves out its Node.js code paths. */
export const browserOnly = { target: 'web' } as const;
