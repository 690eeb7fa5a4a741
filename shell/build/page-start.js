// The first script of every page (the frames' scripts slot, shell/build/frames.ts);
// its sha256 is in the shell's CSP (shell/deploy/shell-csp.mjs).
// An English page opened by a visitor who chose French: the same page in
// French, before anything is painted. French pages never redirect, so no loop
// is possible; storage that throws means no redirect.
(function () {
  if (document.documentElement.lang !== 'en') return;
  try {
    if (localStorage.getItem('lang') === 'fr') {
      location.replace('/fr' + (location.pathname === '/' ? '' : location.pathname) + location.search + location.hash);
    }
  } catch {
    // No storage: the page asked for.
  }
})();
