import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserImageUrl, imageProxyUrl, isIosBelow13 } from './image';

// fast-check builds its table of code points on the first 'binary' string: about 1 s of one-time
// work on a quiet machine, which on a busy one took the first property past vitest's 5 s (a red
// CI). Done here with its own budget, so each property's time is the property's.
beforeAll(() => {
  fc.sample(fc.string({ unit: 'binary' }), 1);
  // The same for its web URL tables (2 to 3 s).
  fc.sample(fc.webUrl(), 1);
}, 30_000);

// Real user agents, as the browsers send them.
const UA = {
  iphoneIos12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  chromeOnIos12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/71.0.3578.89 Mobile/15E148 Safari/605.1',
  ipadIos12:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipodIos10:
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 10_3_4 like Mac OS X) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.0 Mobile/14G61 Safari/602.1',
  iphoneIos13:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.4 Mobile/15E148 Safari/604.1',
  iphoneIos17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ asks for desktop sites and presents itself as a Mac.
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
} as const;

const PARAM = 'x-image-process';
const processOf = (url: string) => new URL(url).searchParams.get(PARAM);

describe('isIosBelow13', () => {
  it.each([
    ['iPhone on iOS 12', UA.iphoneIos12],
    ['Chrome on iOS 12 (still WebKit)', UA.chromeOnIos12],
    ['iPad on iOS 12', UA.ipadIos12],
    ['iPod touch on iOS 10', UA.ipodIos10],
  ])('is true for %s', (_name, ua) => {
    expect(isIosBelow13(ua)).toBe(true);
  });

  it.each([
    ['iPhone on iOS 13', UA.iphoneIos13],
    ['iPhone on iOS 17', UA.iphoneIos17],
    ['iPadOS (desktop-class Safari)', UA.ipadOs],
    ['Android Chrome', UA.androidChrome],
    ['Samsung Internet', UA.samsungInternet],
    ['an empty user agent', ''],
  ])('is false for %s', (_name, ua) => {
    expect(isIosBelow13(ua)).toBe(false);
  });
});

describe('imageProxyUrl', () => {
  it('asks for quality 85 WebP at the given width (spec 9)', () => {
    expect(
      imageProxyUrl('https://cdn.example.com/banner.jpg', {
        width: 750,
        userAgent: UA.androidChrome,
      }),
    ).toBe(
      'https://cdn.example.com/banner.jpg?x-image-process=image/resize,w_750/quality,q_85/format,webp',
    );
  });

  it('asks for PNG on iOS below 13 (spec 9)', () => {
    expect(imageProxyUrl('https://cdn.example.com/a.jpg', { userAgent: UA.iphoneIos12 })).toBe(
      'https://cdn.example.com/a.jpg?x-image-process=image/quality,q_85/format,png',
    );
    expect(
      processOf(imageProxyUrl('https://cdn.example.com/a.jpg', { userAgent: UA.ipadOs })),
    ).toBe('image/quality,q_85/format,webp');
  });

  it('treats a missing user agent as a modern browser', () => {
    expect(processOf(imageProxyUrl('https://cdn.example.com/a.jpg'))).toBe(
      'image/quality,q_85/format,webp',
    );
  });

  it('rounds a fractional width up and ignores a width that is not a positive number', () => {
    expect(processOf(imageProxyUrl('https://x.test/a.png', { width: 187.5 }))).toContain(
      'resize,w_188/',
    );
    for (const width of [0, -20, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(processOf(imageProxyUrl('https://x.test/a.png', { width }))).toBe(
        'image/quality,q_85/format,webp',
      );
    }
  });

  it('keeps the existing query and the fragment', () => {
    expect(imageProxyUrl('https://x.test/a.png?v=3&lang=pt#top', { width: 100 })).toBe(
      'https://x.test/a.png?v=3&lang=pt&x-image-process=image/resize,w_100/quality,q_85/format,webp#top',
    );
    expect(imageProxyUrl('/static/a.png?', {})).toBe(
      '/static/a.png?x-image-process=image/quality,q_85/format,webp',
    );
  });

  it('works on relative paths', () => {
    expect(imageProxyUrl('/games/42/cover.jpg', { width: 120 })).toBe(
      '/games/42/cover.jpg?x-image-process=image/resize,w_120/quality,q_85/format,webp',
    );
  });

  it('leaves data:, blob:, empty and already processed URLs untouched', () => {
    const untouched = [
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
      'DATA:image/png;base64,iVBORw0KGgo=',
      'blob:https://app.example.com/550e8400-e29b-41d4-a716-446655440000',
      '',
      'https://x.test/a.png?x-image-process=image/format,png',
    ];
    for (const src of untouched) expect(imageProxyUrl(src, { width: 300 })).toBe(src);
  });

  describe('properties', () => {
    const userAgent = fc.oneof(fc.constantFrom(...Object.values(UA)), fc.string());
    const width = fc.oneof(fc.double(), fc.integer({ min: 1, max: 4000 }));
    const opts = fc.record({ width, userAgent }, { requiredKeys: [] });
    const paramName = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
    const paramValue = fc.stringMatching(/^[A-Za-z0-9._~-]{0,10}$/);
    const httpUrl = fc
      .tuple(
        fc.webUrl({ withQueryParameters: false, withFragments: false }),
        fc.uniqueArray(fc.tuple(paramName, paramValue), {
          selector: ([name]) => name,
          maxLength: 4,
        }),
      )
      .map(([base, params]) => ({
        url: params.length ? `${base}?${params.map(([k, v]) => `${k}=${v}`).join('&')}` : base,
        params,
      }));

    it('never throws, whatever the input', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), opts, (src, o) => {
          expect(typeof imageProxyUrl(src, o)).toBe('string');
        }),
      );
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (ua) => {
          expect(typeof isIosBelow13(ua)).toBe('boolean');
        }),
      );
    });

    it('asks for WebP unless the user agent is iOS below 13', () => {
      fc.assert(
        fc.property(httpUrl, opts, ({ url }, o) => {
          const format = processOf(imageProxyUrl(url, o))?.split('/').pop();
          const ios12 = o.userAgent !== undefined && isIosBelow13(o.userAgent);
          expect(format).toBe(ios12 ? 'format,png' : 'format,webp');
        }),
      );
    });

    it('always asks for quality 85', () => {
      fc.assert(
        fc.property(httpUrl, opts, ({ url }, o) => {
          expect(processOf(imageProxyUrl(url, o))).toContain('/quality,q_85/');
        }),
      );
    });

    it('keeps every existing query parameter, in order, with its value', () => {
      fc.assert(
        fc.property(httpUrl, opts, ({ url, params }, o) => {
          const out = new URL(imageProxyUrl(url, o));
          const kept = [...out.searchParams.entries()].filter(([k]) => k !== PARAM);
          expect(kept).toEqual([...new URL(url).searchParams.entries()]);
          expect(kept.map(([k]) => k)).toEqual(params.map(([k]) => k));
          expect(out.origin + out.pathname).toBe(new URL(url).origin + new URL(url).pathname);
        }),
      );
    });

    it('leaves every data: and blob: URL untouched', () => {
      fc.assert(
        fc.property(
          fc.constantFrom('data:', 'blob:', 'Data:', 'BLOB:'),
          fc.string(),
          opts,
          (scheme, rest, o) => {
            expect(imageProxyUrl(scheme + rest, o)).toBe(scheme + rest);
          },
        ),
      );
    });

    it('is idempotent: building twice gives the same URL', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            httpUrl.map((u) => u.url),
          ),
          opts,
          (src, o) => {
            const once = imageProxyUrl(src, o);
            expect(imageProxyUrl(once, o)).toBe(once);
          },
        ),
      );
    });
  });
});

describe('browserImageUrl', () => {
  const realNavigator = globalThis.navigator;
  afterEach(() => {
    Object.defineProperty(globalThis, 'navigator', { value: realNavigator, configurable: true });
  });
  const withUserAgent = (userAgent: string) =>
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent }, configurable: true });

  it('asks PNG for the running browser when it is iOS below 13 (spec 9)', () => {
    withUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 12_4_1 like Mac OS X) AppleWebKit/605.1.15');
    expect(browserImageUrl('https://cdn.test/a.jpg', 300)).toBe(
      'https://cdn.test/a.jpg?x-image-process=image/resize,w_300/quality,q_85/format,png',
    );
  });

  it('asks WebP for a current Android Chrome', () => {
    withUserAgent('Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 Chrome/131 Mobile');
    expect(browserImageUrl('https://cdn.test/a.jpg')).toBe(
      'https://cdn.test/a.jpg?x-image-process=image/quality,q_85/format,webp',
    );
  });
});
