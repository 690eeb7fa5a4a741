import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { FieldBatch } from 'field/schema';
import type { SiteRoutes } from 'shared-ui/site';
import { setReportsObjection } from 'field/objection';
import { startReporter } from '../field-reporter';
import { noteRequested } from '../field-capture';

/** Each web-vitals subscription, by metric: the test reports through it as the library would. */
const measured = new Map<string, (metric: MetricWithAttribution) => void>();
jest.mock('web-vitals/attribution', () => {
  const subscribe = (name: string) => (report: (metric: MetricWithAttribution) => void) => measured.set(name, report);
  return {
    onLCP: subscribe('LCP'),
    onINP: subscribe('INP'),
    onCLS: subscribe('CLS'),
    onFCP: subscribe('FCP'),
    onTTFB: subscribe('TTFB'),
  };
});

const routes: SiteRoutes = {
  prefixes: { remote_services: ['/services'], remote_company: ['/contact'] },
  areas: {
    remote_services: {
      pages: [{ path: '/services/cloud-devops', module: 'ServiceDetailPage' }],
      menu: [],
      redirects: [],
    },
    remote_company: { pages: [{ path: '/contact', module: 'ContactPage' }], menu: [], redirects: [] },
  },
};
jest.mock('../../site-routes/site-routes', () => ({ loadSiteRoutes: () => Promise.resolve(routes) }));
const remotes = {
  remote_services: { release: 'r42', manifest: 'http://localhost/releases/remote_services/r42/mf-manifest.json' },
  remote_company: { release: '7', manifest: 'https://cdn.example.org/company/7/mf-manifest.json' },
};
jest.mock('../../remotes/remotes-config', () => ({
  loadRemotesConfig: () =>
    Promise.resolve(Object.fromEntries(Object.entries(remotes).map(([name, { manifest }]) => [name, manifest]))),
}));
// The releases as the page's data names them, and the areas it was given a canary of.
let mockCanaries: string[] | undefined;
jest.mock('../../page-data', () => ({
  ...jest.requireActual<object>('../../page-data'),
  pageData: () => ({ remotes, canaries: mockCanaries }),
}));

/** The largest body the collector takes, as the reporter reads it: the real one unless a case lowers it. */
let mockMaxBytes: number | undefined;
jest.mock('field/contract', () => {
  const actual = jest.requireActual<typeof import('field/contract')>('field/contract');
  return {
    ...actual,
    get maxBatchBytes() {
      return mockMaxBytes ?? actual.maxBatchBytes;
    },
  };
});

let beacon: jest.Mock;
/** A batch as this reporter sends it: a page load's report (version 2). */
type Sent = Extract<FieldBatch, { v: 2 }>;
/** What the page sent, batch by batch. */
let beacons: Promise<Sent>[] = [];
const sent = () => Promise.all(beacons);

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const metric = (name: string, value: number, attribution: object) =>
  ({ name, value, rating: 'good', navigationType: 'navigate', attribution }) as unknown as MetricWithAttribution;

beforeEach(() => {
  beacons = [];
  measured.clear();
  document.head.innerHTML = '<meta name="shell-release" content="a1b2c3d4e5f6">';
  window.matchMedia = ((query: string) => ({ matches: query.includes('599px') })) as typeof window.matchMedia;
  navigator.sendBeacon = beacon = jest.fn((url: string | URL, body?: BodyInit | null) => {
    expect(url).toBe('/api/field/events');
    // jsdom's Blob has no text(): its FileReader reads it.
    beacons.push(
      new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(JSON.parse(reader.result as string) as Sent);
        reader.readAsText(body as Blob);
      }),
    );
    return true;
  });
  window.history.replaceState(null, '', '/fr/services/cloud-devops?utm_source=mail#top');
});

describe('the field reporter', () => {
  it('sends the page’s vitals when it is hidden: its route and language, its area’s release, their targets', async () => {
    startReporter([]);
    await settle();
    measured.get('LCP')!(metric('LCP', 1834.2, { target: 'main>h1' }));
    measured.get('CLS')!(metric('CLS', 0.01, { largestShiftTarget: 'footer' }));
    expect(beacon).not.toHaveBeenCalled();
    hide();
    const [batch, ...more] = await sent();
    expect(more).toHaveLength(0);
    expect(batch).toEqual({
      v: 2,
      route: '/services/cloud-devops',
      language: 'fr',
      device: 'phone',
      page: expect.stringMatching(/^[\w-]{22}$/) as string,
      releases: { services: { release: 'r42', role: 'stable' }, company: { release: '7', role: 'stable' } },
      requested: [],
      events: [
        expect.objectContaining({
          type: 'vital',
          area: 'services',
          release: 'r42',
          name: 'LCP',
          value: 1834.2,
          target: 'main>h1',
        }),
        expect.objectContaining({ type: 'vital', area: 'services', release: 'r42', name: 'CLS', target: 'footer' }),
      ],
    });
    expect(JSON.stringify(batch)).not.toContain('utm_source');
  });

  it('reports each page load once, under an identity of its own, with each area’s release and role and the areas whose code it asked for; again when it asked for more', async () => {
    mockCanaries = ['remote_company'];
    startReporter([]);
    await settle();
    hide();
    hide();
    noteRequested('remote_company');
    hide();
    // This page load's reports (the reporters of the cases before listen on the same document).
    const [first] = await sent();
    const [, second, ...more] = (await sent()).filter(({ page }) => page === first?.page);
    expect(more).toHaveLength(0);
    expect(first).toMatchObject({
      v: 2,
      route: '/services/cloud-devops',
      releases: { services: { release: 'r42', role: 'stable' }, company: { release: '7', role: 'canary' } },
      requested: [],
      events: [],
    });
    expect(second).toMatchObject({ requested: ['company'], events: [] });
    // Another page load, another identity.
    beacons = [];
    startReporter([]);
    await settle();
    hide();
    const [other] = await sent();
    expect(other?.page).not.toBe(first?.page);
    mockCanaries = undefined;
  });

  it('reports what went wrong before and after it loaded, each once, scrubbed, naming the area whose code it was', async () => {
    const report = startReporter([
      {
        kind: 'error',
        path: '/fr/services/cloud-devops',
        error: new TypeError('No user ada@example.com'),
        source: 'http://localhost/releases/remote_services/r42/static/js/12.js?v=1',
        line: 3,
        column: 14,
      },
      { kind: 'recoverable', path: '/fr/services/cloud-devops', error: new Error('Hydration failed') },
    ]);
    await settle();
    const timeout = new DOMException('signal timed out', 'TimeoutError');
    report({ kind: 'remote', path: '/contact', id: 'remote_company/ContactPage', error: timeout });
    report({ kind: 'remote', path: '/contact', id: 'remote_company/ContactPage', error: timeout });
    report({ kind: 'caught', path: '/contact', id: 'remote_company/ContactPage', error: new Error('boom') });
    report({ kind: 'rejection', path: '/no/such/page', error: 'Failed /api/x?email=ada@example.com' });
    hide();
    const batches = await sent();
    const byRoute = Object.fromEntries(batches.map((batch) => [`${batch.language} ${batch.route}`, batch.events]));
    expect(byRoute['fr /services/cloud-devops']).toEqual([
      {
        type: 'error',
        area: 'services',
        release: 'r42',
        kind: 'error',
        message: 'TypeError: No user [email]',
        source: '/releases/remote_services/r42/static/js/12.js',
        line: 3,
        column: 14,
      },
      { type: 'error', area: 'services', release: 'r42', kind: 'recoverable', message: 'Error: Hydration failed' },
    ]);
    expect(byRoute['en /contact']).toEqual([
      {
        type: 'remote',
        area: 'company',
        release: '7',
        outcome: 'timeout',
        module: 'ContactPage',
      },
      {
        type: 'error',
        area: 'company',
        release: '7',
        kind: 'error',
        message: 'Error: boom',
      },
    ]);
    expect(byRoute['en (not-found)']).toEqual([
      { type: 'error', area: 'shell', release: 'a1b2c3d4e5f6', kind: 'rejection', message: 'Failed /api/x' },
    ]);
    expect(JSON.stringify(batches)).not.toMatch(/ada@|example\.com\b(?!\/company)|\?/);
  });

  it('sends a full batch at once, and never more than the collector takes in one', async () => {
    const report = startReporter([]);
    await settle();
    for (let index = 0; index < 60; index += 1)
      report({ kind: 'error', path: '/contact', error: new Error(`fault ${index}`) });
    // At most 25 distinct errors a page: the rest are not sent.
    hide();
    const batches = await sent();
    expect(batches.flatMap((batch) => batch.events)).toHaveLength(25);
    for (const batch of batches) expect(batch.events.length).toBeLessThanOrEqual(50);
  });

  it('leaves out the last events of a batch too large for the collector, never the page load’s report', async () => {
    mockMaxBytes = 1200;
    const report = startReporter([]);
    await settle();
    for (let index = 0; index < 10; index += 1)
      report({
        kind: 'error',
        path: '/fr/services/cloud-devops',
        error: new Error(`fault ${index} ${'x'.repeat(150)}`),
      });
    hide();
    const [batch] = (await sent()).filter(({ events }) => events.some(({ type }) => type === 'error'));
    mockMaxBytes = undefined;
    expect(JSON.stringify(batch).length).toBeLessThanOrEqual(1200);
    expect(batch?.events.length).toBeGreaterThan(0);
    expect(batch?.events.length).toBeLessThan(10);
    expect(batch?.events[0]).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/^Error: fault 0 /) as string,
    });
  });

  it('drops what it holds the moment the visitor objects, sends nothing while they do, and only what follows once they stop', async () => {
    const report = startReporter([]);
    await settle();
    measured.get('LCP')!(metric('LCP', 1200, { target: 'main>h1' }));
    report({ kind: 'error', path: '/contact', error: new Error('held when the visitor objects') });
    setReportsObjection(true);
    measured.get('CLS')!(metric('CLS', 0.02, {}));
    report({ kind: 'error', path: '/contact', error: new Error('while the visitor objects') });
    hide();
    await settle();
    expect(beacon).not.toHaveBeenCalled();

    // Lifted: what goes wrong from now on is reported; the page's vitals, measured through the objection, are not.
    setReportsObjection(false);
    measured.get('INP')!(metric('INP', 80, { interactionTarget: 'main>button' }));
    report({ kind: 'error', path: '/contact', error: new Error('after the objection') });
    hide();
    const events = (await sent()).flatMap((batch) => batch.events);
    expect(events).toEqual([expect.objectContaining({ type: 'error', message: 'Error: after the objection' })]);
  });
});
