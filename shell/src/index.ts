import { registerPlugins } from '@module-federation/enhanced/runtime';
import { prerenderedStylesPlugin } from './features/remotes/prerendered-styles-plugin';
import { requestDeadlinePlugin } from './features/remotes/request-deadline-plugin';
import { yieldToMainPlugin } from './features/remotes/yield-to-main-plugin';

// The site's federation runtime plugins, registered before anything loads a
// shared module or a remote: loading them ends the task between steps, a
// pre-rendered page's remote stylesheets are not loaded a second time, and a
// remote's manifest and remoteEntry.js have a deadline. (Registered here, not
// through the config's runtimePlugins, which imports them by absolute path and
// so made the shell's entry differ with the checkout's folder.)
registerPlugins([yieldToMainPlugin(), prerenderedStylesPlugin(), requestDeadlinePlugin()]);

// Module Federation needs an asynchronous boundary before any shared module
// is used, so the real start-up lives in bootstrap.tsx. It starts in a task
// of its own, not in the one that evaluated the federation runtime, so
// neither is a long task.
setTimeout(() => {
  void import('./bootstrap');
}, 0);
