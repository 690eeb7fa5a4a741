import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import { releaseOf } from 'field/release';
import { areaOfRemote } from 'field/contract';

/**
 * What the edge counts for its operators (README, "Field reports"): each page
 * it answers, by the area that owns it, that area's release and the status
 * (a 503 is a page whose own content could not be had), and each fragment
 * whose notice stood in, by the remote's area and release. Read in
 * Prometheus's text format on a port of its own, never the site's.
 */
export function edgeMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'edge_' });
  const pages = new Counter({
    name: 'edge_pages_total',
    help: 'Pages composed and answered, by the area that owns the page, its release and the status.',
    labelNames: ['area', 'release', 'status'] as const,
    registers: [registry],
  });
  const fragmentFailures = new Counter({
    name: 'edge_fragment_failures_total',
    help: "Fragments of a page that could not be had in time (the notice stood in), by the remote's area and release.",
    labelNames: ['area', 'release'] as const,
    registers: [registry],
  });

  /** The area and release of a remote in force (manifests: federation name → manifest URL), else the shell's. */
  const labels = (
    remote: string | undefined,
    manifests: Record<string, string>,
    shellRelease: string,
    origin: string,
  ) => {
    const manifest = remote ? manifests[remote] : undefined;
    return remote && manifest
      ? { area: areaOfRemote.get(remote) ?? remote, release: releaseOf(manifest, origin) }
      : { area: 'shell', release: shellRelease };
  };

  return {
    registry,
    /** One page answered: `owner` is the federation name of the area that owns it, undefined for the shell's. */
    page(
      owner: string | undefined,
      status: number,
      failedRemotes: string[],
      context: { manifests: Record<string, string>; shellRelease: string; origin: string },
    ) {
      const { manifests, shellRelease, origin } = context;
      pages.inc({ ...labels(owner, manifests, shellRelease, origin), status: String(status) });
      for (const remote of failedRemotes) fragmentFailures.inc(labels(remote, manifests, shellRelease, origin));
    },
  };
}

export type EdgeMetrics = ReturnType<typeof edgeMetrics>;
