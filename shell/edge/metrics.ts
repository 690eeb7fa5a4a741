import { Counter, Registry, collectDefaultMetrics } from 'prom-client';
import { areaOfRemote } from 'field/contract';
import type { Locations } from 'shared-ui/contract/locations';

/**
 * What the edge counts for its operators (README, "Field reports"): each page
 * it answers, by the area that owns it, that area's release and the status
 * (a 503 is a page whose own content could not be had), each fragment
 * whose notice stood in, by the remote's area and release, while an area has
 * a canary each page with it by release and role, and each request body
 * refused before it was passed on. Read in
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

  const refusedBodies = new Counter({
    name: 'edge_refused_bodies_total',
    help: 'Request bodies the edge refused before passing them on, by API (field, enquiries) and reason (too-large, too-slow).',
    labelNames: ['api', 'reason'] as const,
    registers: [registry],
  });

  const canaryPages = new Counter({
    name: 'edge_canary_pages_total',
    help: 'Pages served with an area in them while it has a canary, by area, release, role (stable, canary) and whether the area failed in it (a 503 or its notice).',
    labelNames: ['area', 'release', 'role', 'failed'] as const,
    registers: [registry],
  });

  const pageCacheEvents = new Counter({
    name: 'edge_page_cache_total',
    help: 'Pages asked of the page cache, by result (hit, miss), and pages it let go for room (eviction).',
    labelNames: ['result'] as const,
    registers: [registry],
  });

  /** The area and release of a remote in force, else the shell's. */
  const labels = (remote: string | undefined, remotes: Locations, shellRelease: string) => {
    const location = remote ? remotes[remote] : undefined;
    return remote && location
      ? { area: areaOfRemote.get(remote) ?? remote, release: location.release }
      : { area: 'shell', release: shellRelease };
  };

  return {
    registry,
    /** One page answered: `owner` is the federation name of the area that owns it, undefined for the shell's. */
    page(
      owner: string | undefined,
      status: number,
      failedRemotes: string[],
      context: { remotes: Locations; shellRelease: string },
    ) {
      const { remotes, shellRelease } = context;
      pages.inc({ ...labels(owner, remotes, shellRelease), status: String(status) });
      for (const remote of failedRemotes) fragmentFailures.inc(labels(remote, remotes, shellRelease));
    },
    /** A page served with an area in it while it has a canary (canary-counts.ts). */
    canaryPage: ({ area, release, role, failed }: { area: string; release: string; role: string; failed: boolean }) =>
      canaryPages.inc({ area: areaOfRemote.get(area) ?? area, release, role, failed: String(failed) }),
    /** A page found in the page cache, or composed, or let go for room. */
    pageCache: (result: 'hit' | 'miss' | 'eviction') => pageCacheEvents.inc({ result }),
    /** A body refused before it reached its API's service. */
    refusedBody: (api: string, reason: string) => refusedBodies.inc({ api, reason }),
  };
}

export type EdgeMetrics = ReturnType<typeof edgeMetrics>;
