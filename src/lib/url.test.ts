import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSafeExternalUrl } from './url';

// fast-check builds its web URL tables on the first URL it draws: 2 to 3 s of one-time work on a
// quiet machine, which a busy one pushes past vitest's 5 s. Done here with its own budget, so
// each property's time is the property's (about 40 ms for 100 URLs).
beforeAll(() => {
  fc.sample(fc.webUrl(), 1);
}, 30_000);

describe('isSafeExternalUrl', () => {
  it.each([
    'https://t.me/vitrine_demo',
    'http://example.com',
    'https://wa.me/5511900000000?text=Ol%C3%A1',
    'HTTPS://Instagram.com/vitrine_demo',
    'https://example.com:8443/path#frag',
    'https://[::1]/',
  ])('accepts the web link %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true);
  });

  it.each([
    ['a script link', 'javascript:alert(1)'],
    ['a script link in capitals', 'JavaScript:alert(1)'],
    ['a script link split by a tab', 'java\tscript:alert(1)'],
    ['a script link behind a space', ' javascript:alert(1)'],
    ['a data page', 'data:text/html,<script>alert(1)</script>'],
    ['a vbscript link', 'vbscript:msgbox(1)'],
    ['a local file', 'file:///etc/passwd'],
    ['a blob', 'blob:https://example.com/0b1c'],
    ['an ftp link', 'ftp://example.com/file'],
    ['a mail link', 'mailto:suporte@example.com'],
    ['a relative path', '/service'],
    ['a protocol-relative link', '//evil.example'],
    ['a bare host', 'example.com'],
    ['credentials', 'https://user:secret@example.com'],
    ['a user name only', 'https://user@example.com'],
    ['a leading space', ' https://example.com'],
    ['a trailing newline', 'https://example.com\n'],
    ['no host', 'https://'],
    ['an empty string', ''],
  ])('refuses %s', (_name, url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });

  it('accepts every http(s) web URL without credentials', () => {
    fc.assert(
      fc.property(
        fc.webUrl({
          validSchemes: ['http', 'https'],
          withQueryParameters: true,
          withFragments: true,
        }),
        (url) => isSafeExternalUrl(url),
      ),
    );
  });

  it('refuses any other scheme, in any letter case, whatever follows it', () => {
    const scheme = fc.constantFrom(
      'javascript',
      'data',
      'vbscript',
      'file',
      'blob',
      'about',
      'ftp',
      'ws',
      'wss',
      'mailto',
      'tel',
      'intent',
    );
    const anyCase = (word: string) =>
      fc
        .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
        .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
    fc.assert(
      fc.property(scheme.chain(anyCase), fc.string(), (name, rest) => {
        expect(isSafeExternalUrl(`${name}:${rest}`)).toBe(false);
        expect(isSafeExternalUrl(`${name}://${rest}`)).toBe(false);
      }),
    );
  });

  it('refuses credentials in front of any web URL', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'] }),
        fc.stringMatching(/^[a-z0-9]{1,8}$/),
        fc.option(fc.stringMatching(/^[a-z0-9]{1,8}$/), { nil: undefined }),
        (url, user, password) => {
          const credentials = password === undefined ? user : `${user}:${password}`;
          const withCredentials = url.replace('://', `://${credentials}@`);
          expect(isSafeExternalUrl(withCredentials)).toBe(false);
        },
      ),
    );
  });

  it('refuses a web URL with a control character or space slipped in anywhere', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'] }),
        fc.nat(),
        fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)),
        (url, at, control) => {
          const index = at % (url.length + 1);
          expect(isSafeExternalUrl(url.slice(0, index) + control + url.slice(index))).toBe(false);
        },
      ),
    );
  });

  it('never throws and never accepts a string without an http(s) scheme', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        const accepted = isSafeExternalUrl(text);
        if (accepted) expect(text.toLowerCase()).toMatch(/^https?:/);
      }),
    );
  });
});
