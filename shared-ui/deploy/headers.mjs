// The site's response headers, defined once. Both servers read this file:
// shell/deploy/nginx-config.mjs renders it into nginx's configuration (the
// snippets in ./nginx/ and each site's $csp/$resource_policy), and
// the shell's edge (shell/edge) and the local remotes' servers (shell/deploy/local-site.mjs) send it from Node. e2e/tests/server-parity.spec.ts
// checks that the two agree for every kind of file.

/** Cache-Control per kind of file. */
export const cacheControl = {
  /**
   * Names that never change (pages, remotes.json, contact-config.json,
   * mf-manifest.json, remoteEntry.js): kept, but asked for again on every
   * load (ETag -> 304), so a deploy shows on the next page load.
   */
  revalidate: 'no-cache',
  /** Under /static/: a content hash in every name, so a new build is a new URL. */
  immutable: 'public, max-age=31536000, immutable',
};

/** Where the content-hashed files live, on every origin. */
export const immutablePrefix = '/static/';

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

/** Security headers that are the same on every origin of the site. */
export const commonSecurityHeaders = {
  // Two years, subdomains too; browsers ignore it over plain HTTP (local use).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The shell's policy. script-src lists the remotes' origins (remoteEntry.js
 * and chunks are classic scripts) and the hashes of the inline script; no
 * 'unsafe-inline'/'unsafe-eval': manifests use a static public path.
 * connect-src adds the contact form's endpoint when it is another origin.
 * @param {{ remoteOrigins: string[]; scriptHashes: string[]; styleAttributeHashes: string[]; contactOrigin?: string }} sources
 */
export function shellCsp({ remoteOrigins, scriptHashes, styleAttributeHashes, contactOrigin }) {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')} ${remotes}`,
    `style-src 'self' ${remotes}`,
    `style-src-attr 'unsafe-hashes' ${styleAttributeHashes.join(' ')}`,
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes}${contactOrigin ? ` ${contactOrigin}` : ''}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * A remote's policy. No page runs on its deployed origin (the standalone page
 * is the dev server's), so this is for any file opened there directly; once
 * loaded into the site, the shell's policy governs its code.
 */
export const remoteCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";

/**
 * Cross-Origin-Resource-Policy. The shell's files are for its own pages. A
 * remote's are embedded by the shell, whatever origin each is deployed on
 * (a CDN of versioned remotes is another site): who may read them with CORS
 * is Access-Control-Allow-Origin's job.
 */
export const resourcePolicy = { shell: 'same-origin', remote: 'cross-origin' };

/**
 * The headers a remote adds so that the shell's origin, and only it, may read its files.
 * @param {string} shellOrigin
 */
export const corsHeaders = (shellOrigin) => ({ 'Access-Control-Allow-Origin': shellOrigin, Vary: 'Origin' });

/**
 * Every security header of one origin: its policy and resource policy, then the common ones.
 * @param {{ csp: string; resourcePolicy: string }} site
 */
export const securityHeaders = ({ csp, resourcePolicy: policy }) => ({
  'Content-Security-Policy': csp,
  'Cross-Origin-Resource-Policy': policy,
  ...commonSecurityHeaders,
});

/**
 * Compression. The build writes .br and .gz copies of text files
 * (precompressedFiles); both servers send them by Accept-Encoding. What has
 * no copy (the deploy-time JSON files, HTML composed per request) is
 * compressed on the fly at these levels, the smallest output for the CPU
 * measured on the composed pages (README, "Production server"); the build's
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

/**
 * Why the CSP would break this HTML: each style attribute it does not allow,
 * and each inline script but JSON data (JSON-LD, the page's remotes: not run) and `allowedScripts`
 * (allowed by their hashes).
 * @param {string} html
 * @param {string[]} [allowedScripts]
 */
export function htmlCspViolations(html, allowedScripts = []) {
  const styles = [...html.matchAll(/\sstyle="([^"]*)"/g)]
    .map(([, value = '']) => value)
    .filter((value) => !allowedStyleAttributes.includes(value));
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '', body = '']) =>
        !/\ssrc=/.test(attributes) &&
        !/type="application\/(ld\+)?json"/.test(attributes) &&
        !allowedScripts.includes(body.trim()),
    )
    .map(([, , body = '']) => body.slice(0, 60));
  return [
    ...styles.map(
      (value) => `style attribute "${value}" the CSP blocks (allowedStyleAttributes in shared-ui/deploy/headers.mjs)`,
    ),
    ...scripts.map((body) => `inline script the CSP blocks: "${body}"`),
  ];
}
