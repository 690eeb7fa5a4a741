import * as v from 'valibot';
import { CspReports, FieldBatch } from '../schema';

const batch = (overrides: Record<string, unknown> = {}, event: Record<string, unknown> = {}) => ({
  v: 1,
  route: '/services/cloud-devops',
  language: 'fr',
  device: 'phone',
  events: [
    {
      type: 'vital',
      area: 'services',
      release: 'r42',
      name: 'LCP',
      value: 1234.5,
      rating: 'needs-improvement',
      navigationType: 'navigate',
      target: 'main>h1',
      ...event,
    },
  ],
  ...overrides,
});

describe('FieldBatch', () => {
  it('accepts a page’s batch of vitals, errors and remote failures', () => {
    const parsed = v.safeParse(
      FieldBatch,
      batch({
        events: [
          batch().events[0],
          { type: 'error', area: 'shell', release: 'a1b2c3d4e5f6', kind: 'recoverable', message: 'Hydration failed' },
          { type: 'remote', area: 'products', release: 'local', outcome: 'timeout', module: 'VulnyzerPage' },
        ],
      }),
    );
    expect(parsed.success).toBe(true);
  });

  it('refuses a route that is an address as typed: a query, a fragment, upper case', () => {
    for (const route of ['/contact?email=ada@example.com', '/contact#x', '/Contact', 'https://www.example.com/'])
      expect(v.safeParse(FieldBatch, batch({ route })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({ route: '(not-found)' })).success).toBe(true);
  });

  it('scrubs a message as it parses it, and keeps no key it does not know', () => {
    const parsed = v.parse(
      FieldBatch,
      batch({
        events: [
          {
            type: 'error',
            area: 'company',
            release: 'r1',
            kind: 'error',
            message: 'No mailbox ada@example.com at /contact?email=ada@example.com',
            email: 'ada@example.com',
          },
        ],
      }),
    );
    expect(parsed.events[0]).toEqual({
      type: 'error',
      area: 'company',
      release: 'r1',
      kind: 'error',
      message: 'No mailbox [email] at /contact',
    });
    expect(JSON.stringify(parsed)).not.toContain('ada@');
  });

  it('cuts a long message to the limit rather than refuse its event', () => {
    const parsed = v.parse(
      FieldBatch,
      batch({ events: [{ type: 'error', area: 'shell', release: 'r1', kind: 'error', message: 'x'.repeat(2000) }] }),
    );
    const [event] = parsed.events;
    expect(event?.type === 'error' ? event.message : '').toMatch(/^x{299}…$/);
  });

  it('refuses unknown areas, vitals, versions, and empty or oversized batches', () => {
    expect(v.safeParse(FieldBatch, batch({}, { area: 'billing' })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({}, { name: 'FID' })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({}, { value: -1 })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({ v: 2 })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({ events: [] })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({ events: Array(51).fill(batch().events[0]) })).success).toBe(false);
  });
});

describe('CspReports', () => {
  it('reads report-uri’s format: the effective directive, else the violated one without its sources', () => {
    const report = {
      'document-uri': 'https://www.example.com/fr/contact',
      'violated-directive': "script-src 'self'",
      'blocked-uri': 'inline',
      'source-file': '',
      'line-number': 4,
      'original-policy': "script-src 'self'",
    };
    expect(v.parse(CspReports, { 'csp-report': report })).toEqual([
      {
        documentURL: 'https://www.example.com/fr/contact',
        directive: 'script-src',
        blockedURL: 'inline',
        sourceFile: undefined,
        lineNumber: 4,
        disposition: 'enforce',
      },
    ]);
    expect(
      v.parse(CspReports, {
        'csp-report': { ...report, 'effective-directive': 'script-src-elem', disposition: 'report' },
      })[0],
    ).toMatchObject({ directive: 'script-src-elem', disposition: 'report' });
    expect(v.safeParse(CspReports, { 'csp-report': { ...report, 'violated-directive': undefined } }).success).toBe(
      false,
    );
  });

  it('reads the Reporting API’s list, keeping only its CSP violations', () => {
    const violation = {
      type: 'csp-violation',
      body: {
        documentURL: 'https://www.example.com/',
        effectiveDirective: 'img-src',
        blockedURL: 'https://x.example/a.png',
        lineNumber: null,
      },
    };
    expect(v.parse(CspReports, [violation, { type: 'intervention', body: {} }])).toEqual([
      {
        documentURL: 'https://www.example.com/',
        directive: 'img-src',
        blockedURL: 'https://x.example/a.png',
        sourceFile: undefined,
        lineNumber: undefined,
        disposition: 'enforce',
      },
    ]);
    expect(v.parse(CspReports, [{ type: 'deprecation' }])).toEqual([]);
    expect(v.safeParse(CspReports, []).success).toBe(false);
    expect(
      v.safeParse(CspReports, [{ ...violation, body: { ...violation.body, effectiveDirective: '<b>' } }]).success,
    ).toBe(false);
    expect(v.safeParse(CspReports, Array(101).fill(violation)).success).toBe(false);
  });
});
