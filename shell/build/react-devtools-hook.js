// Development only: inlined before every script of the shell's page
// (rsbuild.config.ts). Each app of the site brings its own React Refresh
// runtime, and a runtime finds React DOM through React DevTools' global hook:
// it sees React DOM register, or, when it arrives after React DOM, finds it in
// the hook's `renderers` (facebook/react#17626). The stand-in hook React
// Refresh creates when DevTools are not installed never fills `renderers`
// (react/react#37410), so a remote that loads after React DOM, a home page
// block's, never re-rendered its edited components. This stand-in keeps the
// renderers, as DevTools' own hook does; with DevTools installed, theirs is
// used.
(function () {
  /** @type {Window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: object }} */
  var page = window;
  if (page.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  var renderers = new Map();
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: renderers,
    supportsFiber: true,
    /** @param {unknown} renderer */
    inject: function (renderer) {
      var id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot: function () {},
    onCommitFiberRoot: function () {},
    onCommitFiberUnmount: function () {},
  };
})();
