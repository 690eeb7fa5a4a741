// The one bundle's entry: the shell's app, started with the areas' modules
// imported directly (one-bundle-modules.ts), as a chunk of its own as the
// shell's is (shell/src/index.ts).
void import('./one-bundle-start');
