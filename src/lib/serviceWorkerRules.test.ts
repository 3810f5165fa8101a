import { describe, expect, it } from 'vitest';
import {
  isAppNavigationPath,
  isCacheablePicture,
  notificationTarget,
  parsePushPayload,
  shellPageFor,
} from './serviceWorkerRules';

describe('isAppNavigationPath', () => {
  it('answers app routes, deep ones included, with the shell', () => {
    for (const path of ['/', '/promotion', '/gameList', '/gameDetail/12', '/u/VTR7K2', '/x']) {
      expect(isAppNavigationPath(path)).toBe(true);
    }
  });

  it('never answers API-like paths or files with the shell', () => {
    for (const path of [
      '/api',
      '/api/user/v1/info',
      '/game/v1/list',
      '/papi/anything',
      '/ws',
      '/__mock/img/1.png',
      '/sw.js',
      '/manifest.webmanifest',
      '/assets/index-abc.js',
      '/icon-192.png',
    ]) {
      expect(isAppNavigationPath(path)).toBe(false);
    }
  });
});

describe('isCacheablePicture', () => {
  it('admits pictures only', () => {
    const picture = new URL('https://img.example/game/1.png?x-image-process=q_85');
    expect(isCacheablePicture(picture, 'image')).toBe(true);
    expect(isCacheablePicture(picture, '')).toBe(false);
    expect(isCacheablePicture(picture, 'script')).toBe(false);
  });

  it('never admits an API path, even when an <img> asks for it', () => {
    expect(isCacheablePicture(new URL('https://api.example/api/banner/v1/list'), 'image')).toBe(
      false,
    );
    expect(isCacheablePicture(new URL('https://api.example/api'), 'image')).toBe(false);
    expect(isCacheablePicture(new URL('https://app.example/papi/v1/icon'), 'image')).toBe(false);
    expect(isCacheablePicture(new URL('https://img.example/games/1.webp'), 'image')).toBe(true);
  });

  it('admits only http(s) pictures', () => {
    expect(isCacheablePicture(new URL('data:image/png;base64,AAAA'), 'image')).toBe(false);
  });
});

describe('parsePushPayload', () => {
  it('reads title, body and the optional fields', () => {
    expect(
      parsePushPayload(
        JSON.stringify({
          title: ' Bônus ',
          body: 'Seu bônus chegou',
          url: '/promotion',
          icon: '/icon-192.png',
          tag: 'bonus',
        }),
      ),
    ).toEqual({
      title: 'Bônus',
      body: 'Seu bônus chegou',
      url: '/promotion',
      icon: '/icon-192.png',
      tag: 'bonus',
    });
  });

  it('gives an empty body when none is sent, and drops fields of the wrong type', () => {
    expect(parsePushPayload(JSON.stringify({ title: 'Oi', url: 42, tag: '' }))).toEqual({
      title: 'Oi',
      body: '',
    });
  });

  it('refuses what is not an object with a title', () => {
    for (const raw of [null, undefined, '', 'not json', '[]', '"text"', '{"body":"x"}', 'null']) {
      expect(parsePushPayload(raw)).toBeNull();
    }
  });

  it('cuts overlong text', () => {
    const payload = parsePushPayload(JSON.stringify({ title: 'x'.repeat(500), body: 'y' }));
    expect(payload?.title).toHaveLength(120);
  });
});

describe('notificationTarget', () => {
  const origin = 'https://app.example';
  const isAppRoute = (path: string) => ['/', '/promotion', '/wallet'].includes(path);

  it('opens an allow-listed same-origin path, keeping query and fragment', () => {
    expect(notificationTarget('/promotion?tab=2#top', origin, isAppRoute)).toBe(
      '/promotion?tab=2#top',
    );
    expect(notificationTarget('https://app.example/wallet', origin, isAppRoute)).toBe('/wallet');
  });

  it('opens / for anything else', () => {
    for (const url of [
      undefined,
      '',
      'https://evil.example/promotion',
      '//evil.example/promotion',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      '/api/user/v1/info',
      '/sw.js',
      '/not-a-route',
      'http://app.example/promotion',
      'https://app.example:8443/promotion',
    ]) {
      expect(notificationTarget(url, origin, isAppRoute)).toBe('/');
    }
  });
});

describe('shellPageFor (a prerendered route gets its own page offline too)', () => {
  const pages = [
    { route: '/', file: 'index.html' },
    { route: '/gameDetail/:id', file: 'gameDetail/index.html' },
  ];
  const matches = (route: string, pathname: string) =>
    route === '/gameDetail/:id' ? /^\/gameDetail\/[^/]+\/?$/.test(pathname) : pathname === route;

  it('answers a prerendered route with its page and everything else with index.html', () => {
    expect(shellPageFor('/gameDetail/10001', pages, matches)).toBe('/gameDetail/index.html');
    expect(shellPageFor('/', pages, matches)).toBe('/index.html');
    expect(shellPageFor('/wallet', pages, matches)).toBe('/index.html');
  });
});
