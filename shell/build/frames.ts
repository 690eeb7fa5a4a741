import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RenderedFrame } from '../src/render/frames';
import { cspViolations, fragmentPattern, pageStart } from './page-html.mjs';
import type { FrameEntry, FramesIndex } from 'shared-ui/deploy/compose.mjs';
import {
  baseVariable,
  blockFile,
  blockHeadFile,
  fragmentFile,
  fragmentPath,
} from 'shared-ui/deploy/fragments-contract.mjs';
import { localizePath, notFoundRoute, redirects, remotes, renderedOrigin, site, unlistedRoutes } from 'shared-ui/site';
import { pageRemotesId } from '../src/lib/remotes/page-remotes';

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
      const digest = createHash('sha256')
        .update(readFileSync(join(dir, name)))
        .digest('hex');
      if (seen.has(digest)) return false;
      seen.add(digest);
      return true;
    })
    .map((name) => `/static/css/async/${name}`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A frame's remote parts as server-side includes: each mark RemoteView left
 * (fragment-slots.ts) becomes an include of that remote's fragment, the
 * route's content or a home-page block, with the notice it wrapped as the
 * include's stub. The route's head tags are included the same way, a block's
 * stylesheets too. Stub blocks come first: an include can only name a block
 * defined before it.
 */
export function ssiFrame(frame: RenderedFrame): { head: string; body: string; blocks: string; content?: string } {
  const stubs: string[] = [];
  const stub = (html: string) => {
    const name = `missing-${stubs.length + 1}`;
    stubs.push(`<!--#block name="${name}" -->${html}<!--#endblock -->`);
    return name;
  };
  const include = (path: string, stubName: string) => `<!--#include virtual="${path}" stub="${stubName}" -->`;
  const head: string[] = [];
  let content: string | undefined;
  if (frame.module) {
    const [name = ''] = frame.module.split('/');
    content = fragmentPath(name, fragmentFile(frame.route, frame.language));
    head.push(
      include(
        fragmentPath(name, fragmentFile(frame.route, frame.language, '.head.html')),
        stub(`<title>${escapeHtml(frame.missingTitle)}</title>`),
      ),
    );
  } else head.push(frame.head);
  let emptyStub: string | undefined;
  const body = frame.body.replace(fragmentPattern, (_, name: string, module: string, notice: string) => {
    if (`${name}/${module}` === frame.module && content) return include(content, stub(notice));
    head.push(include(fragmentPath(name, blockHeadFile(module)), (emptyStub ??= stub(''))));
    return include(fragmentPath(name, blockFile(module, frame.language)), stub(notice));
  });
  return { head: head.join(''), body, blocks: stubs.join(''), content };
}

/**
 * Writes the shell's page frames to dist/frames/: the whole document of each
 * route and language, with the remotes' parts as server-side includes, and
 * frames.json listing them.
 */
export function writeFrames(frames: RenderedFrame[], distPath: string): void {
  const template = readFileSync(join(distPath, 'index.html'), 'utf8');
  const stylesheets = shellStylesheets(distPath).map((href) => `<link rel="stylesheet" href="${href}">`);
  const root = join(distPath, 'frames');
  rmSync(root, { recursive: true, force: true });
  const index: FrameEntry[] = [];
  // Where the composer took each remote's fragments from, for the app to load the same releases' code.
  const pageRemotes = Object.values(remotes).map(
    ({ name }) => `"${name}":"<!--#echo var="${baseVariable(name)}" encoding="none" -->mf-manifest.json"`,
  );
  const remotesMap = `<script type="application/json" id="${pageRemotesId}">{${pageRemotes.join(',')}}</script>`;
  for (const frame of frames) {
    const ssi = ssiFrame(frame);
    // The language guard runs first; the app's entry (a deferred script of
    // the template) runs once the document is parsed, and hydrates it.
    const head = [ssi.blocks, `<script>${pageStart}</script>`, remotesMap, ssi.head, ...stylesheets].join('');
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${frame.language}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${ssi.body}</div>`);
    const file = fragmentFile(frame.route, frame.language);
    const violations = cspViolations(html);
    if (violations.length) throw new Error(`frames/${file}: ${violations.join('; ')}`);
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), html);
    index.push({
      route: frame.route,
      language: frame.language,
      url: localizePath(frame.route, frame.language),
      module: frame.module,
      content: ssi.content,
      file,
      ...(unlistedRoutes.includes(frame.route) ? { unlisted: true as const } : {}),
      ...(frame.route === notFoundRoute ? { notFound: true as const } : {}),
    });
  }
  const framesIndex: FramesIndex = {
    renderedOrigin,
    defaultOrigin: site.defaultBaseUrl,
    remotes: Object.fromEntries(Object.values(remotes).map(({ name, app }) => [name, app])),
    redirects: [...new Set(frames.map((frame) => frame.language))].flatMap((language) =>
      redirects.map(({ from, to }) => ({ from: localizePath(from, language), to: localizePath(to, language) })),
    ),
    frames: index,
  };
  writeFileSync(join(root, 'frames.json'), `${JSON.stringify(framesIndex, null, 2)}\n`);
}
