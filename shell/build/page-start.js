// Inlined in the head of every pre-rendered page by shell/build/prerender.mjs;
// its sha256 is in the shell's CSP (e2e/tools/nginx-config.mjs).
(function () {
  var html = document.documentElement;
  // An English page opened by a visitor who chose French: the same page in
  // French, before anything is painted. French pages never redirect, so no
  // loop is possible; storage that throws means no redirect.
  if (html.lang === "en") {
    try {
      if (localStorage.getItem("lang") === "fr") {
        location.replace("/fr" + (location.pathname === "/" ? "" : location.pathname) + location.search + location.hash);
        return;
      }
    } catch (error) {
      // No storage: the page asked for.
    }
  }
  // A link to a place in the page (#id) lands exactly: every section is laid
  // out from the start, none is skipped while the page settles.
  if (location.hash) html.removeAttribute("data-settling");
  // The app's entry is already downloading (link rel=preload data-entry). It
  // runs once the page has painted, so the first paint never waits for it;
  // at once when there is nothing to paint, and after 2 s at the latest
  // (a tab opened in the background paints only when shown).
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.src = document.querySelector("link[data-entry]").href;
    document.head.appendChild(script);
  }
  if (typeof PerformanceObserver === "undefined" || PerformanceObserver.supportedEntryTypes.indexOf("paint") < 0) {
    setTimeout(start);
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName("first-contentful-paint").length) {
      observer.disconnect();
      setTimeout(start);
    }
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 2000);
})();
