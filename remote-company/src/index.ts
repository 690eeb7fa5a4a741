// Asynchronous boundary required by Module Federation before shared modules
// load. Nothing waits for it: a failure surfaces as an unhandled rejection.
void import('./bootstrap');
