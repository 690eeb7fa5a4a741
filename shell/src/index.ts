// The app is a chunk of its own (build/frames.ts orders the page's
// stylesheets by it). The federation runtime is in neither: it loads when an
// area's code is first needed (lib/remotes/federation.ts).
void import('./bootstrap');
