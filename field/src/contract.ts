// The plain facts of what pages send and where, without the schema's code:
// the browser's reporter imports these (and only the schema's types), so its
// bundle carries no validation library.

import { remotes } from 'shared-ui/site';
import { apis } from 'shared-ui/contract/apis';

/** What the edge passes on to the collector. */
const fieldApiPrefix = apis.field.path;

/** Where a page posts its reports. */
export const fieldEventsPath = `${fieldApiPrefix}events`;

/** Where browsers post the Content-Security-Policy's violation reports (report-uri and the Reporting API's endpoint). */
export { cspReportPath } from 'shared-ui/server-kit/headers';

/** The most events one batch may carry; the reporter sends at most this many at a time. */
export const maxBatchEvents = 50;

/** The most bytes a batch may take as sent; the collector (and the edge before it) refuses larger bodies (413). */
export const maxBatchBytes = apis.field.maxBodyBytes;

/** The areas of the site: the shell and the three remotes (shared-ui/site's `remotes` keys). */
export const fieldAreas = ['shell', 'services', 'products', 'company'] as const;
export type FieldArea = (typeof fieldAreas)[number];

/**
 * Each remote's area by its federation name (remote_services → services). Typed so that a remote added to
 * shared-ui/site without its area in `fieldAreas` fails to compile, rather than send events nobody accepts.
 */
export const areaOfRemote: ReadonlyMap<string, FieldArea> = new Map(
  Object.entries(remotes).map(([area, { name }]) => [name, area as keyof typeof remotes]),
);

/** The Web Vitals the reporter measures (the web-vitals library's names). */
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** The route a page stands for when it is none of the site's pages. */
export const notFoundRouteName = '(not-found)';
export type VitalName = (typeof vitalNames)[number];
