// Inlined in the head of every pre-rendered page by shell/build/prerender.mjs;
// its sha256 is in the shell's CSP (e2e/tools/nginx-config.mjs).
(function () {
  var html = document.documentElement;
  var hidden = false;
  // A link to a place in the page (#id) lands exactly: every section is laid
  // out from the start, none is skipped while the page settles.
  if (location.hash) html.removeAttribute("data-settling");
  // The page is pre-rendered in one language: a visitor who chose the other
  // one sees nothing until the app has rendered it in theirs.
  try {
    var stored = localStorage.getItem("lang");
    var rendered = html.getAttribute("data-prerendered");
    if (rendered && (stored === "en" || stored === "fr") && stored !== rendered) {
      html.setAttribute("data-language-pending", "");
      hidden = true;
    }
  } catch (error) {
    // No storage: the default language, which is the pre-rendered one.
  }
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
  if (hidden || typeof PerformanceObserver === "undefined" || PerformanceObserver.supportedEntryTypes.indexOf("paint") < 0) {
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
