import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedFrame } from '../src/render/frames';
import { cspViolations, pageStart } from './page-html.mjs';
import type { Frame, FramePart, FramesIndex } from 'shared-ui/deploy/compose.mjs';
import { slotEndAttribute, slotStartAttribute } from '../src/features/remotes/fragment-slots';
import {
  areaPrefixes,
  localizePath,
  notFoundRoute,
  remotes,
  renderedOrigin,
  site,
  unlistedRoutes,
} from 'shared-ui/site';
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

/** `text` cut at the first `mark`: what comes before it and after it. */
function cut(text: string, mark: string, where: string): [string, string] {
  const at = text.indexOf(mark);
  if (at < 0) throw new Error(`${where}: no ${mark}`);
  return [text.slice(0, at), text.slice(at + mark.length)];
}

/** The marks FrameSlot renders around a remote's place. */
const slotStart = `<template ${slotStartAttribute}="`;
const slotEnd = `<template ${slotEndAttribute}=""></template>`;

/**
 * A frame's body as parts: the shell's HTML, and in place of each remote's
 * marks (FrameSlot of fragment-slots.ts) a typed slot, the route's own
 * content or a home-page block, with the notice the marks held as its
 * fallback.
 */
export function bodyParts(frame: RenderedFrame): FramePart[] {
  const parts: FramePart[] = [];
  let rest = frame.body;
  const where = `${frame.language} ${frame.route}`;
  for (;;) {
    const at = rest.indexOf(slotStart);
    if (at < 0) break;
    parts.push(rest.slice(0, at));
    const [id, afterId] = cut(rest.slice(at + slotStart.length), '"></template>', where);
    const [fallback, after] = cut(afterId, slotEnd, where);
    const [remote = '', module = ''] = id.split('/');
    parts.push(
      id === frame.module
        ? { slot: 'page', remote, route: frame.route, fallback }
        : { slot: 'block', remote, module, fallback },
    );
    rest = after;
  }
  return [...parts, rest];
}

/** The parts with each run of text joined into one, and no empty text. */
const joinedText = (parts: FramePart[]): FramePart[] =>
  parts.reduce<FramePart[]>((joined, part) => {
    const last = joined.at(-1);
    if (typeof part === 'string' && typeof last === 'string') joined[joined.length - 1] = last + part;
    else if (part !== '') joined.push(part);
    return joined;
  }, []);

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
 * Writes the shell's page frames to dist/frames/frames.json: the whole
 * document of each route and language as data, the shell's HTML with a slot
 * for the app's scripts, one for the head tags of the remotes' parts, and one
 * for each remote part (compose.mjs fills them).
 */
export function writeFrames(frames: RenderedFrame[], distPath: string): void {
  const document = documentOf(distPath);
  const { scripts } = document;
  const stylesheets = shellStylesheets(distPath)
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('');
  const frameEntries = frames.map((frame): Frame => {
    const parts: FramePart[] = [
      document.head.replace('<html lang="en">', `<html lang="${frame.language}">`),
      { slot: 'scripts' },
      // A remote's route has its head tags from its fragment, the shell's from its own render.
      frame.module ? '' : frame.head,
      { slot: 'head' },
      stylesheets + document.beforeRoot,
      ...bodyParts(frame),
      document.afterRoot,
    ];
    const html = parts
      .map((part) => (typeof part === 'string' ? part : 'fallback' in part ? part.fallback : ''))
      .join('');
    const violations = cspViolations(scripts + html);
    if (violations.length) throw new Error(`frame ${frame.language} ${frame.route}: ${violations.join('; ')}`);
    return {
      route: frame.route,
      language: frame.language,
      url: localizePath(frame.route, frame.language),
      missingTitle: frame.missingTitle,
      parts: joinedText(parts),
      ...(unlistedRoutes.includes(frame.route) ? { unlisted: true as const } : {}),
      ...(frame.route === notFoundRoute ? { notFound: true as const } : {}),
    };
  });
  const framesIndex: FramesIndex = {
    renderedOrigin,
    defaultOrigin: site.defaultBaseUrl,
    remotes: Object.fromEntries(Object.values(remotes).map(({ name, app }) => [name, app])),
    prefixes: areaPrefixes,
    // The language guard runs first; the app's entry (deferred) runs once the document is parsed, and hydrates it.
    scripts: `<script>${pageStart}</script>${scripts}`,
    remotesMapId: pageRemotesId,
    frames: frameEntries,
  };
  const root = join(distPath, 'frames');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root);
  writeFileSync(join(root, 'frames.json'), `${JSON.stringify(framesIndex)}\n`);
}
