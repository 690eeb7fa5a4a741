import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RenderedFrame } from '../src/render/frames';
import { headToken, markPrerendered, pageStart } from './page-html.mjs';
import { fragmentFile } from '../../shared-ui/build/fragments-contract.mjs';

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
  // The app's entry downloads at once (preload) but runs after the first
  // paint (page-start.js), so the page paints without waiting for scripts.
  const entry = template.match(/<script defer src="([^"]+)"><\/script>/);
  if (!entry?.[1]) throw new Error('index.html: no entry script found');
  const stylesheets = shellStylesheets(distPath).map((href) => `<link rel="stylesheet" href="${href}">`);
  const root = join(distPath, 'frames');
  rmSync(root, { recursive: true, force: true });
  const index: FrameEntry[] = [];
  for (const frame of frames) {
    const head = [
      `<link rel="preload" as="script" href="${entry[1]}" data-entry>`,
      frame.module ? headToken : markPrerendered(frame.head),
      ...stylesheets,
      `<script>${pageStart}</script>`,
    ].join('');
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${frame.language}" data-prerendered="${frame.language}" data-settling>`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(entry[0], '')
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${frame.body}</div>`);
    const file = fragmentFile(frame.route, frame.language);
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), html);
    index.push({ route: frame.route, language: frame.language, module: frame.module, file });
  }
  writeFileSync(join(root, 'frames.json'), `${JSON.stringify(index, null, 2)}\n`);
}
