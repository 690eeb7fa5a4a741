// Module Federation needs an asynchronous boundary before shared modules are
// used: the app is a chunk of its own, which the federation runtime runs once
// the shared modules it uses have loaded.
void import('./bootstrap');
