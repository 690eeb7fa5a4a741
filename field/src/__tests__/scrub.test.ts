import { maxMessageLength, scriptPath, scrubMessage, scrubPath } from '../scrub';

describe('scrubMessage', () => {
  it('replaces e-mail addresses, including in addresses and with accents', () => {
    expect(scrubMessage('No account for ada.lovelace+site@example.co.uk')).toBe('No account for [email]');
    expect(scrubMessage('refusé pour élodie@exemple.fr, réessayez')).toBe('refusé pour [email], réessayez');
    expect(scrubMessage('No route for /careers/ada%40example.com')).toBe('No route for /careers/[email]');
  });

  it('drops the query string and fragment of every address it quotes', () => {
    expect(scrubMessage('Failed to fetch https://www.example.com/contact?email=ada%40example.com&x=1 (404)')).toBe(
      'Failed to fetch https://www.example.com/contact (404)',
    );
    expect(scrubMessage('Loading /careers/java-developer#apply failed')).toBe('Loading /careers/java-developer failed');
  });

  it('replaces long numbers such as phone numbers, and keeps short ones', () => {
    expect(scrubMessage('Call +44 20 7946 0958 or 07700-900123 now')).toBe('Call +[number] or [number] now');
    expect(scrubMessage('Minified React error #418; line 12')).toBe('Minified React error #418; line 12');
  });

  it('folds whitespace and cuts long messages to the limit', () => {
    expect(scrubMessage('  a\n\n b  ')).toBe('a b');
    const cut = scrubMessage('x'.repeat(1000));
    expect(cut).toHaveLength(maxMessageLength);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('scriptPath', () => {
  const site = 'https://www.example.com';
  it('keeps the path of a script of the site, without query or fragment', () => {
    expect(scriptPath('https://www.example.com/static/js/index.abc.js?v=2#x', site)).toBe('/static/js/index.abc.js');
  });
  it('keeps nothing of another origin or of what is not an address', () => {
    expect(scriptPath('https://cdn.other.org/lib.js', site)).toBeUndefined();
    expect(scriptPath('chrome-extension://abcdef/content.js', site)).toBeUndefined();
    expect(scriptPath(undefined, site)).toBeUndefined();
  });
});

describe('scrubPath', () => {
  it('replaces an e-mail address in a path, written or percent-encoded, and keeps long numbers of built files', () => {
    expect(scrubPath('/careers/ada@example.com/apply')).toBe('/careers/[email]/apply');
    expect(scrubPath('/u/ada%40example.com')).toBe('/u/[email]');
    expect(scrubPath('/static/js/async/12345678.js')).toBe('/static/js/async/12345678.js');
    expect(scriptPath('https://www.example.com/careers/ada@example.com?x=1', 'https://www.example.com')).toBe(
      '/careers/[email]',
    );
  });
});
