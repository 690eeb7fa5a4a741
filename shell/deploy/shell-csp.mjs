// The shell's Content-Security-Policy for a deployment: the policy of
// shared-ui/server-kit/headers.mjs with the sources only the shell's build
// knows, the hashes of its inline script and of the style attributes its
// pages carry. nginx's configuration (shell/deploy/nginx-config.mjs) and the
// shell's edge server (shell/edge) both send it.
import { createHash } from 'node:crypto';
import { allowedStyleAttributes, shellCsp } from '../../shared-ui/server-kit/headers.mjs';
import { pageStart } from '../build/page-html.mjs';

/** Each text's hash, kept: the edge sends the same pages' styles again and again. @type {Map<string, string>} */
const hashes = new Map();
/** @param {string} text */
const sha256 = (text) => {
  let hash = hashes.get(text);
  if (hash === undefined) {
    // Bounded: past 1,000 texts (releases come and go), the oldest first.
    if (hashes.size >= 1000) hashes.delete(hashes.keys().next().value ?? '');
    hashes.set(text, (hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`));
  }
  return hash;
};

/** The site's one inline script: the start of each pre-rendered page (language guard, then the app's entry). */
const pageStartHash = () => sha256(pageStart);

/** The inline style attributes the pages may carry (shared-ui/server-kit/headers.mjs). */
const styleAttributeHashes = () => allowedStyleAttributes.map(sha256);

/**
 * remoteOrigins: every origin a remote is served from; inlineStyles: the text of each style element of the page
 * (compose's inlineStyles), allowed by its hash; contactOrigin: the contact endpoint's, if another;
 * reportingApi: whether violations are reported by the Reporting API too (a site served over HTTPS).
 * @param {{ remoteOrigins: string[]; inlineStyles?: string[]; contactOrigin?: string; reportingApi: boolean }} sources
 */
export const shellPolicy = ({ remoteOrigins, inlineStyles = [], contactOrigin, reportingApi }) =>
  shellCsp({
    reportingApi,
    remoteOrigins,
    scriptHashes: [pageStartHash()],
    styleHashes: inlineStyles.map(sha256),
    styleAttributeHashes: styleAttributeHashes(),
    contactOrigin,
  });
