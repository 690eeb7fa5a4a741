import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cut, toFrame, withNotices, type RenderedFrame } from '../src/render/frame-parts';
import { stylesheetPlans } from 'shared-ui/build/critical-css';
import { fontsFile } from 'shared-ui/build/font-stack';
import { cspViolations, pageStart } from './page-html.mjs';
import { framesText, type FrameDocument } from 'shared-ui/contract/frames';
import { areaPrefixes, remotes, renderedOrigin, site } from 'shared-ui/site';
import { pageDataId } from 'shared-ui/contract/page-data';
import { shellReleaseMeta } from '../src/lib/page-data';

/**
 * The shell's stylesheets: its fonts (which only the pages carry,
 * pluginFontsInPages of shared-ui/build/font-stack.ts), then as the app loads
 * them: the header's desktop navigation, the global styles, the app, then
 * shared-ui's components. Two chunks can carry the same rules (shared-ui's): each is linked once.
 */
function shellStylesheets(distPath: string): string[] {
  const [folder = '', name = ''] = fontsFile.split(/\/(?=[^/]+$)/);
  const fonts = readdirSync(join(distPath, folder)).filter(
    (file) => file.startsWith(`${name}.`) && file.endsWith('.css'),
  );
  if (fonts.length !== 1) throw new Error(`${folder}: ${fonts.length} ${name} stylesheets, not one`);
  return [`/${folder}/${fonts[0]}`, ...appStylesheets(distPath)];
}

/** The stylesheets the app loads, in the order it does, each content once. */
function appStylesheets(distPath: string): string[] {
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
      const digest = createHash('sha256')
        .update(readFileSync(join(dir, name)))
        .digest('hex');
      if (seen.has(digest)) return false;
      seen.add(digest);
      return true;
    })
    .map((name) => `/static/css/async/${name}`);
}

/**
 * The document around the root, and the app's script tags, from the built
 * index.html: Rsbuild puts the scripts at the end of the body (the apps'
 * html.inject), between the root and </body>.
 */
function documentOf(distPath: string) {
  const template = readFileSync(join(distPath, 'index.html'), 'utf8');
  const [head, body] = cut(template, '</head>', 'index.html');
  const [beforeRoot, afterRoot] = cut(body, '<div id="root"></div>', 'index.html');
  const [scripts, end] = cut(afterRoot, '</body>', 'index.html');
  if (!scripts.trim().startsWith('<script'))
    throw new Error("index.html: no script between the root and </body> (the build's html.inject must be 'body')");
  return {
    head,
    beforeRoot: `</head>${beforeRoot}<div id="root">`,
    afterRoot: `</div></body>${end}`,
    scripts: scripts.trim(),
  };
}

/**
 * Writes the shell's frames index to dist/frames/frames.json: the document
 * every frame is made of, the app's scripts and the ids of the page's data,
 * which the render bundle's `frame` and the composer read at request time.
 * `frames`, rendered by the build with no area's routes, are only checked:
 * nothing the shell renders may break the CSP.
 */
export function writeFrames(frames: RenderedFrame[], distPath: string): void {
  const { head: built, beforeRoot, afterRoot, scripts } = documentOf(distPath);
  const linked = shellStylesheets(distPath);
  // The shell's release: its scripts and stylesheets are named by their content, so their names name the build.
  const release = createHash('sha256')
    .update([scripts, ...linked].join('\n'))
    .digest('hex')
    .slice(0, 12);
  // Read by the page's field reports (src/lib/field/field-reporter.ts), which name the release of the code they concern.
  // The page is drawn whole: a browser that yields while parsing (a slow phone) would otherwise paint the header or
  // a row of figures with only some of their items, and move them when the rest arrives. The page's data is the
  // first element after the root (compose.mjs); a page without it is drawn once parsed.
  const head = `${built}<meta name="${shellReleaseMeta}" content="${release}"><link rel="expect" href="#${pageDataId}" blocking="render">`;
  const stylesheets = linked.map(stylesheetPlans(distPath));
  const document: FrameDocument = { head, stylesheets, beforeRoot, afterRoot };
  for (const rendered of frames) {
    const html = withNotices(toFrame(document, rendered).parts);
    const violations = cspViolations(scripts + html);
    if (violations.length) throw new Error(`frame ${rendered.language} ${rendered.route}: ${violations.join('; ')}`);
  }
  const index = framesText({
    renderedOrigin,
    defaultOrigin: site.defaultBaseUrl,
    release,
    remotes: Object.fromEntries(Object.values(remotes).map(({ name, app }) => [name, app])),
    prefixes: areaPrefixes,
    // The language guard runs first; the app's entry (deferred) runs once the document is parsed, and hydrates it.
    scripts: `<script>${pageStart}</script>${scripts}`,
    document,
  });
  const root = join(distPath, 'frames');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root);
  writeFileSync(join(root, 'frames.json'), index);
}
