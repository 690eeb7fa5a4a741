// Module Federation needs an asynchronous boundary before shared modules are
// used. Started in a task of its own, so that neither it nor the federation
// runtime's evaluation is a long task.
setTimeout(() => {
  void import('./bootstrap');
}, 0);
