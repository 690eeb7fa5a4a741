// The first script of every page (the frames' scripts slot, shell/build/frames.ts);
// its sha256 is in the shell's CSP (shell/deploy/shell-csp.mjs). It runs
// before anything is painted; storage that throws changes nothing.
(function () {
  var root = document.documentElement;
  try {
    // An English page opened by a visitor who chose French: the same page in
    // French. French pages never redirect, so no loop is possible.
    if (root.lang === 'en' && localStorage.getItem('lang') === 'fr') {
      location.replace('/fr' + (location.pathname === '/' ? '' : location.pathname) + location.search + location.hash);
      return;
    }
    // Inter is in the cache (shared-ui/src/fonts/inter-cache.ts): the page is set in it from its first paint.
    // Its file is read from the cache now, not at the first layout, which would be too late for
    // `font-display: optional`; its face is declared by the page's inline CSS, which comes before this script.
    if (localStorage.getItem('inter-cached') === '1') {
      root.classList.add('inter-cached');
      document.fonts.load('1em "Inter Variable"', 'Aa').catch(function () {});
    }
  } catch {
    // No storage: the page asked for, in the fallback font.
  }
})();
