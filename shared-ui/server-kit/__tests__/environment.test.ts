/**
 * @jest-environment node
 */
import { environmentReader } from '../environment.mjs';

describe('environmentReader', () => {
  it('reads text, whole numbers and origins, with their fallbacks', () => {
    const { text, number, origin, done } = environmentReader(
      { NAME: '  shop ', COUNT: '12', SITE: 'https://www.example.com/fr/contact' },
      'Test service',
    );
    expect(
      done({
        name: text('NAME'),
        host: text('HOST', '127.0.0.1'),
        count: number('COUNT', 1, { min: 1 }),
        port: number('PORT', 4000),
        site: origin('SITE', 'http://localhost'),
      }),
    ).toEqual({ name: 'shop', host: '127.0.0.1', count: 12, port: 4000, site: 'https://www.example.com' });
  });

  it('names every problem in one message', () => {
    const { text, number, origin, done } = environmentReader(
      { COUNT: '0', PORT: '8o', SITE: 'nowhere' },
      'Test service',
    );
    const settings = {
      name: text('NAME'),
      count: number('COUNT', 1, { min: 1 }),
      port: number('PORT', 1),
      site: origin('SITE', 'http://localhost'),
    };
    expect(() => done(settings)).toThrow(
      'Test service configuration: NAME is required; COUNT must be a whole number of at least 1 (got "0"); ' +
        'PORT must be a whole number (got "8o"); SITE must be a URL (got "nowhere")',
    );
  });
});
