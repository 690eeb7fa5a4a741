/**
 * What of an area's manifest names the files of one exposed view: its
 * public path, its entry and each view's scripts and stylesheets.
 */
interface ManifestFiles {
  metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown; type?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The files the federation runtime loads for `expose` once it has read the
 * manifest: the area's entry and the view's scripts, then its stylesheets,
 * named as the runtime names them (@module-federation/sdk's
 * generateSnapshotFromManifest): beside the manifest, for the public path
 * "auto" the areas build with, the entry's folder trimmed of its slashes.
 * Nothing for another public path, an entry that is no classic script, or
 * a manifest of another shape: these are hints, the runtime still loads
 * what it needs.
 */
export function viewFiles(
  manifestUrl: string,
  manifest: unknown,
  expose: string,
): { scripts: string[]; styles: string[] } {
  const none = { scripts: [], styles: [] };
  const { metaData, exposes } = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as ManifestFiles;
  const entry = metaData?.remoteEntry;
  const view = Array.isArray(exposes) ? exposes.find((item) => item?.name === expose) : undefined;
  if ((metaData?.publicPath !== 'auto' && metaData?.publicPath !== '') || entry?.type !== 'global' || !view)
    return none;
  if (typeof entry.name !== 'string') return none;
  const base = manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/');
  const folder = typeof entry.path === 'string' ? entry.path.replace(/^\.?\//, '').replace(/\/$/, '') : '';
  const at = (file: string) => `${base}${file}`;
  return {
    scripts: [folder ? `${folder}/${entry.name}` : entry.name, ...strings(view.assets?.js?.sync)].map(at),
    styles: strings(view.assets?.css?.sync).map(at),
  };
}

const hinted = new Set<string>();

/**
 * Starts fetching the files of an area's view as soon as its manifest is
 * here, while the runtime's own chunk is still arriving and starting: the
 * runtime asks for them only once it has read the manifest itself, and then
 * finds them fetched. `<link rel="preload">` only fetches: the scripts run
 * when the runtime adds them, and the stylesheets apply when the runtime or
 * the area's own code links them (each without `crossorigin`, as these).
 * Once per file.
 */
export function hintViewFiles(manifestUrl: string, manifest: unknown, expose: string): void {
  const { scripts, styles } = viewFiles(manifestUrl, manifest, expose);
  for (const [as, urls] of [
    ['script', scripts],
    ['style', styles],
  ] as const)
    for (const href of urls) {
      if (hinted.has(href)) continue;
      hinted.add(href);
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      document.head.appendChild(link);
    }
}
