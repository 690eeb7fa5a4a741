/**
 * What every federated app shares, as singletons. The shell provides them
 * and, with the 'loaded-first' strategy, remotes reuse what is already
 * loaded instead of fetching their own copies.
 *
 * - react-router and react-router-dom are both listed: a remote importing
 *   one while only the other is shared would get a second router context.
 * - Workspace packages have no published version: requiredVersion false.
 * - react-router is shared tree-shaken (the exports the areas use; routes
 *   are declarative, so the data router is left out): a remote needing more
 *   gets the full copy the build emits under independent-packages/, so
 *   nothing breaks.
 * - lucide-react is deliberately not shared: each area tree-shakes the
 *   handful of icons it uses, which is far smaller than one shared copy.
 */
const singleton = (requiredVersion: string | false) => ({ singleton: true, requiredVersion });

export const sharedDependencies = {
  react: singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-router': {
    ...singleton('^7.0.0'),
    treeShaking: {
      mode: 'runtime-infer' as const,
      usedExports: ['BrowserRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate', 'Outlet', 'useLocation', 'useNavigate', 'useSearchParams', 'MemoryRouter'],
    },
  },
  'react-router-dom': singleton('^7.0.0'),
  i18next: singleton('^26.0.0'),
  'react-i18next': singleton('^17.0.0'),
  zustand: singleton('^5.0.0'),
  'shared-i18n': singleton(false),
  'shared-ui': singleton(false),
};

/** Federation names, used by the shell's remotes.json and each remote's config. */
export const remoteNames = {
  services: 'remote_services',
  products: 'remote_products',
  company: 'remote_company',
} as const;

export const devPorts = { shell: 3000, services: 3001, products: 3002, company: 3003 } as const;
