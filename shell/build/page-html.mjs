// Pieces of the pages' HTML shared by the frame writer (build/frames.ts), the
// shell's CSP (deploy/shell-csp.mjs) and the static command (compose-pages.mjs).
import { readFileSync } from 'node:fs';
import { htmlCspViolations } from '../../shared-ui/server-kit/html-csp.mjs';

/** The one inline script of the site; its sha256 is in the shell's CSP (shell/deploy/shell-csp.mjs). */
export const pageStart = readFileSync(new URL('./page-start.js', import.meta.url), 'utf8').trim();

/**
 * Why the CSP would break a page of the shell: its style attributes, inline scripts but the page start, and style
 * elements but `inlineStyles` (which its policy allows by their hashes).
 * @param {string} html
 * @param {string[]} [inlineStyles]
 */
export const cspViolations = (html, inlineStyles = []) => htmlCspViolations(html, [pageStart], inlineStyles);
