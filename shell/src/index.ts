// Module Federation needs an asynchronous boundary before any shared module
// is used, so the real start-up lives in bootstrap.tsx. It starts in a task
// of its own, not in the one that evaluated the federation runtime, so
// neither is a long task.
setTimeout(() => {
  void import('./bootstrap');
}, 0);
