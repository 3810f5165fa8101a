import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeGameUrl, resolveGameUrl } from './gameUrl';

const ORIGIN = 'https://vitrine.example';

describe('isSafeGameUrl', () => {
  it.each([
    'https://games.provider.example/launch?token=abc',
    'http://games.provider.example/launch',
    '/demo-game?id=10001&trial=1&currency=BRL',
    '/',
  ])('accepts %s', (url) => {
    expect(isSafeGameUrl(url)).toBe(true);
  });

  it.each([
    ['a script link', 'javascript:alert(1)'],
    ['a script link in capitals', 'JAVASCRIPT:alert(1)'],
    ['a script link split by a tab', 'java\tscript:alert(1)'],
    ['a data page', 'data:text/html,<script>alert(1)</script>'],
    ['a blob', 'blob:https://vitrine.example/1'],
    ['about:blank', 'about:blank'],
    ['a local file', 'file:///etc/passwd'],
    ['a protocol-relative link', '//evil.example/game'],
    ['a backslash host', '/\\evil.example/game'],
    ['a bare relative path', 'demo-game?id=1'],
    ['a dot path', '../demo-game'],
    ['credentials', 'https://user:pw@games.example'],
    ['a leading space', ' /demo-game'],
    ['a newline inside', '/demo\n-game'],
    ['an empty string', ''],
  ])('refuses %s', (_name, url) => {
    expect(isSafeGameUrl(url)).toBe(false);
  });

  it('never accepts a URL whose scheme is not http(s)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/), fc.string(), (scheme, rest) => {
        fc.pre(scheme !== 'http' && scheme !== 'https');
        expect(isSafeGameUrl(`${scheme}:${rest}`)).toBe(false);
      }),
    );
  });
});

describe('resolveGameUrl', () => {
  it('resolves a same-origin path against the origin', () => {
    expect(resolveGameUrl('/demo-game?id=1&trial=0', ORIGIN)).toBe(
      'https://vitrine.example/demo-game?id=1&trial=0',
    );
  });

  it('keeps an absolute provider URL as is', () => {
    expect(resolveGameUrl('https://games.provider.example/play?x=1', ORIGIN)).toBe(
      'https://games.provider.example/play?x=1',
    );
  });

  it('gives null for anything unsafe', () => {
    expect(resolveGameUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(resolveGameUrl('//evil.example', ORIGIN)).toBeNull();
  });

  it('keeps every accepted path on the origin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (rest) => {
        const path = `/${rest}`;
        const resolved = resolveGameUrl(path, ORIGIN);
        expect(resolved === null || new URL(resolved).origin === ORIGIN).toBe(true);
      }),
    );
  });
});
