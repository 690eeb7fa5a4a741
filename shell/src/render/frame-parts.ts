// A rendered page of the shell as a frame: its document as data, with a slot
// for the app's scripts, one for the head tags of the remotes' parts, and one
// for each remote part (shared-ui/deploy/compose.mjs fills them). Pure: the
// build (build/frames.ts) and the render bundle (render/frames.tsx) share it.
import type { Frame, FramePart } from 'shared-ui/deploy/compose.mjs';
import type { FrameDocument } from 'shared-ui/contract/frames';
import { localizePath, notFoundRoute } from 'shared-ui/site';
import { languages, type Copy, type Language } from 'shared-i18n';
import type { RenderedHtml } from 'shared-ui/server';
import { criticalCssOf } from 'shared-ui/critical-css';
import { slotEndAttribute, slotStartAttribute } from '../features/remotes/fragment-slots';

export interface RenderedFrame extends RenderedHtml {
  route: string;
  language: Language;
  /** The exposed module that renders the route's content, for a remote's route. */
  module?: string;
  /** The document's title while the route's remote cannot be reached. */
  missingTitle: string;
  /** The shell's copy the page shows, per source (shared-i18n's registerCopy). */
  copy: Record<string, Copy>;
}

/** `text` cut at the first `mark`: what comes before it and after it. */
export function cut(text: string, mark: string, where: string): [string, string] {
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
  return frame.route === notFoundRoute ? parts.concat(rest).flatMap(requestedPathSlots) : [...parts, rest];
}

/**
 * The not-found frame serves every unknown path: its links to itself in
 * each language (the language switch's) become a slot, which the composer
 * fills with the path asked for in that language (/nope, /fr/nope), so that
 * switching keeps the address the visitor typed.
 */
function requestedPathSlots(part: FramePart): FramePart[] {
  if (typeof part !== 'string') return [part];
  const links = languages.map((language) => ({ language, mark: `href="${localizePath(notFoundRoute, language)}"` }));
  const found: FramePart[] = [];
  let rest = part;
  for (;;) {
    const next = links
      .map((link) => ({ ...link, at: rest.indexOf(link.mark) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) return [...found, rest];
    found.push(`${rest.slice(0, next.at)}href="`, { slot: 'path', language: next.language });
    rest = `"${rest.slice(next.at + next.mark.length)}`;
  }
}

/** The parts with each run of text joined into one, and no empty text. */
const joinedText = (parts: FramePart[]): FramePart[] =>
  parts.reduce<FramePart[]>((joined, part) => {
    const last = joined.at(-1);
    if (typeof part === 'string' && typeof last === 'string') joined[joined.length - 1] = last + part;
    else if (part !== '') joined.push(part);
    return joined;
  }, []);

/** The frame's HTML as a page shows it when no remote part can be had: each slot's notice in its place. */
export const withNotices = (parts: FramePart[]): string =>
  parts.map((part) => (typeof part === 'string' ? part : 'fallback' in part ? part.fallback : '')).join('');

/** The critical CSS of the shell's stylesheets, per document (one matcher each). */
const criticalCss = new WeakMap<FrameDocument, (html: string) => string>();

/**
 * A rendered page in the shell's document: the frame the composer fills,
 * with the part of the shell's CSS it uses, its notices included.
 */
export function toFrame(document: FrameDocument, frame: RenderedFrame): Frame {
  const [beforeBodyEnd, afterBody] = cut(document.afterRoot, '</body>', 'the document');
  const parts = joinedText([
    document.head.replace('<html lang="en">', `<html lang="${frame.language}">`),
    // The page's CSS first: the first script (build/page-start.js) loads a font its @font-face rules declare.
    { slot: 'styles' },
    { slot: 'scripts' },
    // A remote's route has its head tags from its fragment, the shell's from its own render.
    frame.module ? '' : frame.head,
    { slot: 'head' },
    document.beforeRoot,
    ...bodyParts(frame),
    beforeBodyEnd,
    // The data the app starts from, after the content: the first bytes are the page's.
    { slot: 'data' },
    `</body>${afterBody}`,
  ]);
  let cssOf = criticalCss.get(document);
  if (!cssOf) criticalCss.set(document, (cssOf = criticalCssOf(document.stylesheets)));
  return {
    route: frame.route,
    language: frame.language,
    url: localizePath(frame.route, frame.language),
    missingTitle: frame.missingTitle,
    copy: frame.copy,
    parts,
    css: cssOf(withNotices(parts)),
    stylesheets: document.stylesheets.map(({ href }) => href),
  };
}
