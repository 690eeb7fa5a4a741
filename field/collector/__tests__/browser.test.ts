/**
 * @jest-environment node
 */
import { browserOf } from '../browser';

describe('browserOf', () => {
  it('names the family and major version of the browsers the reports group by', () => {
    const cases: [string, string, number | null][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
        'chrome',
        130,
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68',
        'edge',
        130,
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'firefox', 133],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'safari',
        17,
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
        'samsung',
        26,
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 OPR/114.0.0.0',
        'opera',
        114,
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1',
        'chrome',
        130,
      ],
    ];
    for (const [userAgent, browser, browserMajor] of cases)
      expect(browserOf(userAgent)).toEqual({ browser, browserMajor });
  });

  it('calls anything else other, with no version', () => {
    for (const userAgent of [
      undefined,
      '',
      'curl/8.5.0',
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'x'.repeat(5000),
    ])
      expect(browserOf(userAgent)).toEqual({ browser: 'other', browserMajor: null });
  });
});
