import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { i18n, loadLanguage, registerCommonCopy, type Language } from 'shared-i18n';

/** A page rendered in Node: what goes in <head> (title, meta, links) and in the body. */
export interface RenderedHtml {
  head: string;
  body: string;
}

/**
 * React emits the hoistable elements of a render that has no <head> (the
 * <title>, <meta> and <link> of PageMeta) first, before the markup. They are
 * split off here, to be placed in the document's head.
 */
export function splitHoisted(html: string): RenderedHtml {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/**
 * Renders `element` as the browser would at `url`, in `language`, with
 * React's static API: it waits for lazy code and Suspense, so the HTML is
 * complete. The copy of every source registered so far (the common copy
 * among them) is loaded in `language`, and the render reads it through an i18next instance of its own
 * (sharing the one instance's resources, in its own language): the shared
 * instance never switches, so renders in both languages may run at once.
 */
export async function renderHtml(element: ReactNode, url: string, language: Language): Promise<RenderedHtml> {
  await registerCommonCopy();
  await loadLanguage(language);
  const instance = i18n.cloneInstance({ lng: language });
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={instance}>
      <StaticRouter location={url}>{element}</StaticRouter>
    </I18nextProvider>,
    {
      onError: (error) => void console.error(error),
      // Every Suspense boundary stays inline, in place: React would otherwise
      // move a large one to the end of the document, with inline scripts to
      // put it back, which the CSP blocks and a page rendered ahead of time
      // does not need.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return splitHoisted(html);
}
