import { canonicalAddress, requestPath, validHost } from '../request-checks.mjs';

describe('request checks', () => {
  it('decodes a path, and refuses what names no file of the site', () => {
    expect(requestPath('/fr/%C3%A0-propos?x=1')).toBe('/fr/à-propos');
    for (const url of [
      '*',
      'http://a/b',
      '//etc/passwd',
      '/a//b',
      '/%E0%A4%A',
      '/../etc',
      '/%2e%2e/x',
      '/a%00',
      '/a%5cb',
    ])
      expect([url, requestPath(url)]).toEqual([url, undefined]);
  });

  it('takes a host name or address with a port, nothing else', () => {
    for (const host of ['www.example.com', '127.0.0.1:4000', '[::1]:4000']) expect(validHost(host)).toBe(true);
    for (const host of [undefined, '', 'bad host', '../../etc', 'a/b']) expect(validHost(host)).toBe(false);
  });

  it('gives each page one address: no trailing slash, no /index.html, the query kept', () => {
    expect(canonicalAddress('/about/', '/about/')).toBe('/about');
    expect(canonicalAddress('/fr/?utm_source=mail', '/fr/')).toBe('/fr?utm_source=mail');
    expect(canonicalAddress('/index.html?a=1', '/index.html')).toBe('/?a=1');
    for (const path of ['/', '/about', '/fr']) expect(canonicalAddress(path, path)).toBeUndefined();
  });
});
