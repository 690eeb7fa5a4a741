// shared-ui/site: the site's facts and its route table. Plain TypeScript with
// no React and no styles, so that Node scripts, build configs and the apps
// all read the same values.
export { site, telHref, formatAddress, type RegistrationPart } from './site';
export { siteBaseUrl, absoluteUrl, renderedOrigin } from './site-url';
export {
  paths,
  enquiryOptions,
  contactWith,
  localizePath,
  splitLocalizedPath,
  switchLanguageOfUrl,
  frenchPrefix,
  type UrlLanguage,
  type EnquiryOption,
} from './paths';
export {
  remotes,
  moduleId,
  homeBlocks,
  notFoundRoute,
  homeBlocksOf,
  type RemoteArea,
  type ExposedModule,
  type RemoteModule,
  type ModuleId,
  type AreaRouteTable,
  areaPrefixes,
} from './routes';
export {
  noSiteRoutes,
  ownerOfRoute,
  resolveRoute,
  menuSections,
  type SiteRoutes,
  type AreaRoutes,
  type ResolvedRoute,
} from './site-routes';
export { remoteRequestDeadlineMs } from './remote-deadline';
export { parseRemotesMap, readRemotesMap, type RemotesMap } from './remotes-map';
export { pageCopySource, blockCopySource, pageCopyFile, blockCopyFile, pageCopyId } from './copy-sources.mjs';
