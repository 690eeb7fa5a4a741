// shared-ui/site: the site's facts and its route table. Plain TypeScript with
// no React and no styles, so that Node scripts, build configs and the apps
// all read the same values.
export { site, telHref, formatAddress } from './site';
export { renderedOrigin } from './site-url';
export {
  paths,
  enquiryOptions,
  contactWith,
  localizePath,
  splitLocalizedPath,
  switchLanguageOfUrl,
  type EnquiryOption,
} from './paths';
export {
  remotes,
  moduleId,
  homeBlocks,
  notFoundRoute,
  type RemoteArea,
  type ModuleId,
  type AreaRouteTable,
  areaPrefixes,
} from './routes';
export {
  noSiteRoutes,
  resolveRoute,
  menuSections,
  type SiteRoutes,
  type AreaRoutes,
  type MenuLabel,
} from './site-routes';
export { remoteRequestDeadlineMs } from './remote-deadline';
export { pageCopySource, blockCopySource, pageCopyFile, blockCopyFile } from '../../contract/copy-sources.mjs';
export {
  interactivePart,
  partAttribute,
  partNeedAttribute,
  partNeeds,
  type PartNeed,
  type AreaInteractiveParts,
} from './interactive-parts';
