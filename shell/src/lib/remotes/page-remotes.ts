/**
 * The id of each composed page's map of the remotes its server composed it
 * from (written by shell/build/frames.ts, read by remotes-config.ts).
 */
export const pageRemotesId = 'remotes';

/** The id of each composed page's routes in force (SiteRoutes of shared-ui/site, read by features/site-routes). */
export const pageRoutesId = 'site-routes';

/** The name of the meta element in each page's head that names the shell's release (written by shell/build/frames.ts). */
export const shellReleaseMeta = 'shell-release';
