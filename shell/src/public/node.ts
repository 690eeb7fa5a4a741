// The shell's app for a build outside it, rendered in Node: the bench's one
// bundle (e2e/bench) renders its pages with every area's module loaded from
// its own loader, and turns them into frames as the shell does. Started in
// the browser by ./browser.ts.
export { renderApp } from '../render/frames';
export { toFrame, type RenderedFrame } from '../render/frame-parts';
export { loadRemoteModule } from '../lib/remotes/load-remote-module';
export { provideModules } from '../lib/remotes/module-loader';
