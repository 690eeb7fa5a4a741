/**
 * Inter is drawn only on page loads that find it in the browser's cache: the
 * first page of a first visit paints at once in the fallback (scaled to
 * Inter's metrics, font-stack.ts), without waiting for a font file, and never
 * changes font in front of the visitor. Once that page and its code have
 * loaded, the app fetches Inter's Latin file and notes it in storage; from
 * the next page load on, the page's first script (shell/build/page-start.js)
 * puts the class on the root before anything is drawn, and the page is set in
 * Inter from its first paint. If the file has left the cache since, Inter's
 * `font-display: optional` keeps the fallback for that page.
 */
export const interCache = {
  /** The root's class under which the critical CSS sets text in Inter. */
  className: 'inter-cached',
  /** The localStorage key, "1" once Inter's Latin file has loaded on this origin. */
  storageKey: 'inter-cached',
} as const;

/** Inter's family name in @fontsource-variable/inter and the site's CSS. */
export const interFamily = 'Inter Variable';

/**
 * Fetches Inter's Latin file once the page and everything it asked for has
 * loaded (nothing to draw it with on this page: the root has not the class),
 * and notes in storage that it is cached. Nothing to do when the page is
 * already set in Inter; storage that throws (private modes) means the
 * fallback stays, as without JavaScript.
 */
export function cacheInterForNextPages(doc: Document = document, storage: () => Storage = () => localStorage): void {
  if (doc.documentElement.classList.contains(interCache.className)) return;
  const fetchFont = () => {
    // The face declared for Latin letters is the one the page's text would use.
    doc.fonts.load(`1em "${interFamily}"`, 'Aa').then(
      (faces) => {
        if (faces.length === 0) return;
        try {
          storage().setItem(interCache.storageKey, '1');
        } catch {
          // No storage: nothing to remember it by.
        }
      },
      () => undefined,
    );
  };
  if (doc.readyState === 'complete') fetchFont();
  else doc.defaultView?.addEventListener('load', fetchFont, { once: true });
}
