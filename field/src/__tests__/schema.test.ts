import * as v from 'valibot';
import { FieldBatch } from '../schema';

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

  it('refuses unknown areas, vitals, versions, and empty or oversized batches', () => {
    expect(v.safeParse(FieldBatch, batch({}, { area: 'billing' })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({}, { name: 'FID' })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({}, { value: -1 })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({ v: 2 })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({ events: [] })).success).toBe(false);
    expect(v.safeParse(FieldBatch, batch({ events: Array(51).fill(batch().events[0]) })).success).toBe(false);
  });
});
