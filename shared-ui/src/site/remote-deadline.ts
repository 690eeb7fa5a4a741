/**
 * How long a page waits for any one request of a remote (its manifest,
 * remoteEntry.js, each chunk) before it shows the translated "could not be
 * loaded" message with its retry: long enough for a slow phone to get the
 * largest file, short enough that a visitor has not given up (docs/performance.md,
 * "Start-up and size", has the figures). Per request, so a remote that is
 * merely slow at every step still loads. Read by the shell's federation
 * runtime plugin and by every app's chunk loader (build/rsbuild-defaults.ts).
 */
export const remoteRequestDeadlineMs = 8_000;
