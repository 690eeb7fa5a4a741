import { paths } from './paths';

/**
 * The three remote areas: the federation name of each (its key in
 * remotes.json, the first half of a module id such as
 * `remote_services/ServicesPage`), its folder in the workspace, and the
 * modules it exposes. A remote's module-federation.config.ts, its render in
 * Node and its standalone page are all typed against this list.
 */
export const remotes = {
  services: {
    name: 'remote_services',
    app: 'remote-services',
    exposes: ['ServicesPage', 'ServiceDetailPage', 'HomeServiceOverview'],
  },
  products: {
    name: 'remote_products',
    app: 'remote-products',
    exposes: ['VulnyzerPage', 'MeetlyHubPage', 'HomeVulnyzerBlock', 'HomeMeetlyHubBlock'],
  },
  company: {
    name: 'remote_company',
    app: 'remote-company',
    exposes: [
      'AboutPage',
      'ProjectsPage',
      'CareersPage',
      'PositionPage',
      'ContactPage',
      'EnquirySentPage',
      'PrivacyPolicyPage',
      'TermsOfServicePage',
      'AccessibilityStatementPage',
    ],
  },
} as const;

export type RemoteArea = keyof typeof remotes;
export type ExposedModule<A extends RemoteArea> = (typeof remotes)[A]['exposes'][number];

/** One exposed module of one remote. */
export type RemoteModule = { [A in RemoteArea]: { area: A; module: ExposedModule<A> } }[RemoteArea];

/** The id the federation runtime loads a module by, e.g. `remote_services/ServicesPage`. */
export type ModuleId = { [A in RemoteArea]: `${(typeof remotes)[A]['name']}/${ExposedModule<A>}` }[RemoteArea];

export const moduleId = ({ area, module }: RemoteModule): ModuleId => `${remotes[area].name}/${module}` as ModuleId;

/** The home page's blocks that remotes render, in the order the page shows them. */
export const homeBlocks = {
  meetlyhub: { area: 'products', module: 'HomeMeetlyHubBlock' },
  vulnyzer: { area: 'products', module: 'HomeVulnyzerBlock' },
  serviceOverview: { area: 'services', module: 'HomeServiceOverview' },
} as const satisfies Record<string, RemoteModule>;

/** The route of the not-found page's frame, which no page of the site has. */
export const notFoundRoute = '/404';

/** The home page's blocks a remote renders. */
export const homeBlocksOf = (area: RemoteArea): RemoteModule[] =>
  Object.values(homeBlocks).filter((block) => block.area === area);

/**
 * What an area declares of its routes (its src/routes.ts): its pages (the
 * English path; `module` is the exposed module that renders it; `unlisted`
 * says noindex and keeps it out of sitemap.xml; `queries` the queries it is
 * rendered for), its entries in the header's
 * menus, each label a key of its own copy, and its old addresses. Its build
 * publishes it as routes.json with each label in both languages
 * (shared-ui/build/area-routes.ts, checked against the contract of
 * shared-ui/contract/fragments.mjs).
 */
export interface AreaRouteTable {
  pages: {
    path: string;
    module: string;
    unlisted?: true;
    /** The queries that change what the page shows (`{ service: 'security' }` for ?service=security): each is rendered. */
    queries?: readonly Record<string, string>[];
  }[];
  menu: {
    /** The shell's menu the entries go in. */
    group: 'services';
    sections: { key: string; label: string; links: { path: string; label: string }[] }[];
  }[];
  redirects: { from: string; to: string }[];
}

/**
 * The path prefixes each area owns by default (a prefix owns its path and
 * every path under it): within them the area's release decides which pages
 * exist. The deploy folder's prefixes.json replaces them
 * (shared-ui/deploy/area-locations.mjs).
 */
export const areaPrefixes: Record<(typeof remotes)[RemoteArea]['name'], string[]> = {
  remote_services: [paths.services],
  remote_products: [paths.vulnyzer, paths.meetlyhub, paths.meetlyhubLegacy],
  remote_company: [
    paths.about,
    paths.projects,
    paths.careers,
    paths.contact,
    paths.privacy,
    paths.terms,
    paths.accessibility,
  ],
};
