// shared-ui/site: the site's facts and its route table. Plain TypeScript with
// no React and no styles, so that Node scripts, build configs and the apps
// all read the same values.
export { site, telHref, formatAddress, type RegistrationPart } from './site';
export { siteBaseUrl, absoluteUrl, renderedOrigin } from './site-url';
export {
  paths,
  serviceGroups,
  serviceGroupOrder,
  serviceSlugs,
  isServiceSlug,
  enquiryOptions,
  contactWith,
  localizePath,
  splitLocalizedPath,
  switchLanguageOfUrl,
  frenchPrefix,
  type UrlLanguage,
  type ServiceGroup,
  type ServiceSlug,
  type EnquiryOption,
} from './paths';
export {
  remotes,
  moduleId,
  siteRoutes,
  homeBlocks,
  redirects,
  notFoundRoute,
  allRoutes,
  unlistedRoutes,
  remoteModuleForPath,
  routesOf,
  homeBlocksOf,
  type RemoteArea,
  type ExposedModule,
  type RemoteModule,
  type ModuleId,
  type SiteRoute,
  type AreaRouteTable,
  areaPrefixes,
} from './routes';
export { remoteRequestDeadlineMs } from './remote-deadline';
export { parseRemotesMap, readRemotesMap, type RemotesMap } from './remotes-map';
