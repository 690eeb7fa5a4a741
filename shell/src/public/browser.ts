// The shell's app for a build outside it, in the browser: the bench's one
// bundle (e2e/bench) starts it with the areas' modules from a loader of its
// own instead of the federation runtime. The site itself starts from
// index.ts. Its pages are rendered in Node by ./node.ts: each runtime has
// its entry, so neither bundle takes the other's code.
export { startApp } from '../app/start-app';
export type { ModuleLoader, RemoteComponentModule } from '../lib/remotes/module-loader';
