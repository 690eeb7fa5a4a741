// The check that a page's HTML keeps to the site's CSP, run where HTML is
// made: the shell's frames and each remote's fragments when they are built,
// and every page the static export writes.
import { allowedStyleAttributes } from './headers.mjs';

/**
 * Why the CSP would break this HTML: each style attribute it does not allow,
 * each inline script but JSON data (JSON-LD, the page's remotes: not run) and `allowedScripts`,
 * and each style element but `allowedStyles` (both allowed by their hashes).
 * @param {string} html
 * @param {string[]} [allowedScripts]
 * @param {string[]} [allowedStyles]
 */
export function htmlCspViolations(html, allowedScripts = [], allowedStyles = []) {
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
  const styleElements = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)]
    .map(([, body = '']) => body)
    .filter((body) => !allowedStyles.includes(body));
  return [
    ...styles.map(
      (value) =>
        `style attribute "${value}" the CSP blocks (allowedStyleAttributes in shared-ui/server-kit/headers.mjs)`,
    ),
    ...scripts.map((body) => `inline script the CSP blocks: "${body}"`),
    ...styleElements.map((body) => `style element the CSP blocks: "${body.slice(0, 60)}"`),
  ];
}
