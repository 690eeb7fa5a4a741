// The site's response headers, defined once: the shell's edge (shell/edge)
// sends them on every answer, for its pages and files and for the areas'
// releases it serves under /releases/ (one origin). nginx, where it stands
// in front, passes them through (e2e/tests/server-parity.spec.ts).

/** Cache-Control per kind of file. */
export const cacheControl = {
  /**
   * Names that never change (pages, remotes.json, contact-config.json,
   * mf-manifest.json, remoteEntry.js): kept, but asked for again on every
   * load (ETag -> 304), so a deploy shows on the next page load.
   */
  revalidate: 'no-cache',
  /** A page while an area has a canary: one page load's pick of releases, kept by the browser alone. */
  perPageLoad: 'private, no-cache',
  /** Under static/: a content hash in every name, so a new build is a new URL. */
  immutable: 'public, max-age=31536000, immutable',
};

/**
 * Whether `path` names a content-hashed file: under the shell's /static/ or
 * under static/ of an area's release (/releases/<area>/<release>/static/).
 * @param {string} path
 */
export const isImmutable = (path) => /^(?:\/releases\/[^/]+\/[^/]+)?\/static\//.test(path);

/** Features the site never uses, denied to it and to anything it embeds. Only names Chromium knows: an unknown one is a console error. */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Where browsers send the policy's violation reports: the field reports'
 * collector behind the site's /api/field/ (field/collector), by the Reporting
 * API (report-to, Reporting-Endpoints) and, for browsers without it, report-uri.
 * A browser that knows report-to ignores report-uri, and Chromium reads
 * Reporting-Endpoints over HTTPS only: a site served over plain HTTP (the
 * local server, the tests) names report-uri alone, or nothing would be reported.
 */
export const cspReportPath = '/api/field/csp';

/** The name of the policy's reporting endpoint (Reporting-Endpoints). */
const cspReportGroup = 'csp';

/** Security headers of every answer but for its policy. */
const commonSecurityHeaders = {
  // Two years, subdomains too; browsers ignore it over plain HTTP (local use).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The site's policy. Areas served by the edge are 'self'; remoteOrigins are
 * those of areas deployed elsewhere (a CDN), if any (remoteEntry.js and
 * chunks are classic scripts). script-src adds the hashes of the inline
 * script, style-src those of the page's style elements (its critical CSS);
 * no 'unsafe-inline'/'unsafe-eval'. connect-src adds the contact form's
 * endpoint when it is another origin.
 * reportingApi: whether reports go by the Reporting API too (report-to), for a site served over HTTPS.
 * @param {{ remoteOrigins: string[]; scriptHashes: string[]; styleHashes?: string[]; styleAttributeHashes: string[]; contactOrigin?: string; reportingApi: boolean }} sources
 */
export function shellCsp({
  remoteOrigins,
  scriptHashes,
  styleHashes = [],
  styleAttributeHashes,
  contactOrigin,
  reportingApi,
}) {
  /** @param {string[]} sources */
  const directive = (...sources) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    directive('script-src', "'self'", ...scriptHashes, ...remoteOrigins),
    directive('style-src', "'self'", ...styleHashes, ...remoteOrigins),
    directive('style-src-attr', "'unsafe-hashes'", ...styleAttributeHashes),
    directive('img-src', "'self'", 'data:', ...remoteOrigins),
    directive('font-src', "'self'", ...remoteOrigins),
    directive('connect-src', "'self'", ...remoteOrigins, contactOrigin ?? ''),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    `report-uri ${cspReportPath}`,
    reportingApi ? `report-to ${cspReportGroup}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * Every security header of an answer: the site's policy, where its reports go by the Reporting API (when
 * `reportingApi`: a site served over HTTPS), its files for its own pages only (Cross-Origin-Resource-Policy),
 * then the common ones.
 * @param {string} csp
 * @param {{ reportingApi: boolean }} options
 */
export const securityHeaders = (csp, { reportingApi }) => ({
  'Content-Security-Policy': csp,
  ...(reportingApi ? { 'Reporting-Endpoints': `${cspReportGroup}="${cspReportPath}"` } : {}),
  'Cross-Origin-Resource-Policy': 'same-origin',
  ...commonSecurityHeaders,
});

/**
 * Compression. The build writes .br and .gz copies of text files
 * (precompressedFiles); the edge sends them by Accept-Encoding. What has
 * no copy (the deploy-time JSON files, HTML composed per request) is
 * compressed on the fly at these levels, the smallest output for the CPU
 * measured on the composed pages (docs/performance.md, "Compression of composed pages"); the build's
 * copies use the highest levels, whose cost is paid once.
 */
export const compression = {
  brotliLevel: 5,
  gzipLevel: 5,
  /** Smaller bodies are sent as they are: the encoding would save less than a packet. */
  minLength: 256,
  types: [
    'text/html',
    'text/css',
    'text/javascript',
    'application/javascript',
    'application/json',
    'image/svg+xml',
    'text/plain',
    'application/xml',
    'application/manifest+json',
  ],
};

/** Files the build writes .br and .gz copies of (fonts and images are compressed already). */
export const precompressedFiles = /\.(html|js|mjs|css|json|svg|xml|txt)$/;

/**
 * The inline style attributes the pages' HTML may carry, each allowed by its
 * hash in the shell's CSP (style-src-attr, shell/deploy/shell-csp.mjs):
 * React writes a component's style prop into the server HTML, where a CSP
 * without them would block it. Radix's NavigationMenu.List wraps the desktop
 * navigation's list in a positioned div. The shell's frames and every
 * remote's fragments are checked when they are built, so a new one is a
 * decision, not a console error in production.
 */
export const allowedStyleAttributes = ['position:relative'];
