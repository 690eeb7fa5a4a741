import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RenderedFrame } from '../src/render/frames';
import { headToken, pageStart } from './page-html.mjs';
import { fragmentFile } from '../../shared-ui/build/fragments-contract.mjs';
import { site } from '../../shared-ui/src/config/site';
import { renderedOrigin } from '../../shared-ui/src/config/site-url';

export interface FrameEntry {
  route: string;
  language: 'en' | 'fr';
  module?: string;
  file: string;
}

/**
 * The shell's stylesheets, as the app loads them: the header's desktop
 * navigation, the global styles, the app, then shared-ui's components. Two
 * chunks can carry the same rules (shared-ui's): each is linked once.
 */
function shellStylesheets(distPath: string): string[] {
  const dir = join(distPath, 'static', 'css', 'async');
  const order = ['src_features_header_desktop-nav', 'src_bootstrap', 'src_app_root'];
  const rank = (name: string) => {
    const index = order.findIndex((prefix) => name.startsWith(prefix));
    return index < 0 ? order.length : index;
  };
  const seen = new Set<string>();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .filter((name) => {
      const digest = createHash('sha256').update(readFileSync(join(dir, name))).digest('hex');
      if (seen.has(digest)) return false;
      seen.add(digest);
      return true;
    })
    .map((name) => `/static/css/async/${name}`);
}

/**
 * Writes the shell's page frames to dist/frames/: the whole document of each
 * route and language, with the route's remote content left as tokens, and
 * frames.json listing them.
 */
export function writeFrames(frames: RenderedFrame[], distPath: string): void {
  const template = readFileSync(join(distPath, 'index.html'), 'utf8');
  const stylesheets = shellStylesheets(distPath).map((href) => `<link rel="stylesheet" href="${href}">`);
  const root = join(distPath, 'frames');
  rmSync(root, { recursive: true, force: true });
  const index: FrameEntry[] = [];
  for (const frame of frames) {
    // The language guard runs first; the app's entry (a deferred script of
    // the template) runs once the document is parsed, and hydrates it.
    const head = [`<script>${pageStart}</script>`, frame.module ? headToken : frame.head, ...stylesheets].join('');
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${frame.language}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${frame.body}</div>`);
    const file = fragmentFile(frame.route, frame.language);
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), html);
    index.push({ route: frame.route, language: frame.language, module: frame.module, file });
  }
  // The origin the pages were rendered with, and the one the deploy step
  // (compose-pages.mjs) puts in its place when SITE_URL is not set.
  const framesIndex = { renderedOrigin, defaultOrigin: site.defaultBaseUrl, frames: index };
  writeFileSync(join(root, 'frames.json'), `${JSON.stringify(framesIndex, null, 2)}\n`);
}
