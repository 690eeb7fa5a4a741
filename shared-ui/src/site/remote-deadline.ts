/**
 * How long the page waits for any one request of a remote (its manifest, its
 * remoteEntry.js, each of its chunks) before it gives up and shows the
 * translated "could not be loaded" message with its retry.
 *
 * 8 s: the largest file a remote page needs is about 80 kB (25 kB
 * gzipped: remote-services' French copy), which a poor 3G link (400 kbit/s,
 * 400 ms round trips) delivers, new connection included, in 2-3 s, so a slow phone still gets the page with
 * room to spare. A visitor gives up on a page that shows nothing for about
 * 10 s; past 8 s a remote that does not answer is down for them anyway. The
 * deadline is per request, so a remote that is merely slow at every step still
 * loads. One value for the site: the shell's federation runtime plugin and
 * every app's chunk loader (shared-ui/build/rsbuild-defaults.ts) read it here.
 */
export const remoteRequestDeadlineMs = 8_000;
