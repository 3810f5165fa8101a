// In the DOM project (happy-dom: storage, document, location) although it renders nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_KEY } from '../../api/early';
import { buildHeaders } from '../../api/headers';
import { apiConfig } from '../../api/http';
import { getGameFront } from '../../api/lobby';
import { getBanners, getPlatformConfig } from '../../api/system';
import { CAROUSEL_QUERY, carouselBanners } from '../../features/home/BannerCarousel/carouselQuery';
import { CLOCK_SAMPLE_KEY, now, resetClockOffset } from '../../lib/clock';
import { serverImage } from '../../lib/serverLink';
import { PREFERENCES_STORAGE_KEY } from '../../state/preferences';
import { TOKEN_STORAGE_KEY } from '../../state/session';
import {
  earlyPaths,
  FIRST_BANNER_WIDTH,
  startEarlyData,
  storedHeaderValues,
  TOKEN_KEY,
} from './earlyData';

type Win = Window & typeof globalThis;
const win = globalThis as unknown as Win;

/** The app's client, stores and getters as a cold load builds them: after the early script ran. */
async function freshApp() {
  vi.resetModules();
  const { connectClientToStores } = await import('../wireClient');
  const http = await import('../../api/http');
  const lobby = await import('../../api/lobby');
  const system = await import('../../api/system');
  connectClientToStores();
  return { http, lobby, system };
}

const requested = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
  delete win[EARLY_KEY];
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  delete win[EARLY_KEY];
});

describe('early data', () => {
  it("reads the session token's storage key", () => {
    expect(TOKEN_KEY).toBe(TOKEN_STORAGE_KEY);
  });

  it('asks for the very paths (SWR keys) the app asks for: config everywhere, the home calls on /', () => {
    expect(earlyPaths('/')).toEqual({
      config: getPlatformConfig.key(),
      home: [getGameFront.key(), getBanners.key(CAROUSEL_QUERY)],
    });
    expect(earlyPaths('/gameList').home).toBeUndefined();
  });

  it('sends the spec 7 headers the app will send, for what storage holds', async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({
        language: 'en',
        deviceId: 'device-1',
        referralCode: 'JOGA10',
        channelCode: '123',
        referrer: 'https://example.com/',
        pwaShortCode: 'not valid!',
      }),
    );
    localStorage.setItem(TOKEN_KEY, 'token-abc');
    const early = JSON.stringify(buildHeaders(storedHeaderValues()));
    const { http } = await freshApp();
    expect(JSON.stringify(http.currentHeaders())).toBe(early);
    expect(JSON.parse(early)).toMatchObject({ lang: 'en', 'invite-code': 'JOGA10' });
  });

  it('makes and keeps the device id on a first visit, so the app sends the same one', async () => {
    const values = storedHeaderValues();
    expect(values.deviceId).not.toBe('');
    const { http } = await freshApp();
    expect(http.currentHeaders()['device-id']).toBe(values.deviceId);
  });

  it('asks nothing twice: the client takes the early responses, once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    startEarlyData(apiConfig().baseUrl, win);
    expect(fetchSpy).toHaveBeenCalledTimes(3);

    const { lobby, system } = await freshApp();
    const [config, categories, banners] = await Promise.all([
      system.getPlatformConfig(),
      lobby.getGameFront(),
      system.getBanners(CAROUSEL_QUERY),
    ]);
    expect(config).toBeTruthy();
    expect(categories.length).toBeGreaterThan(0);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(win[EARLY_KEY]).toEqual({});

    // The first banner's picture is asked for as soon as its URL is known.
    const first = carouselBanners(banners)[0];
    expect(first).toBeDefined();
    const picture = serverImage(first!.h5PicUrl || first!.pcPicUrl, FIRST_BANNER_WIDTH);
    await vi.waitFor(() =>
      expect(
        document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href'),
      ).toBe(picture),
    );

    // Taken once: asking again goes to the network.
    await lobby.getGameFront();
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it('starts only the config call away from the home', () => {
    history.replaceState(null, '', '/gameList?categoryId=101');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    startEarlyData(apiConfig().baseUrl, win);
    expect(requested(fetchSpy)).toEqual([`${apiConfig().baseUrl}${getPlatformConfig.key()}`]);
  });

  it('lets the client ask itself when the headers changed since (e.g. a login in between)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    startEarlyData(apiConfig().baseUrl, win);
    localStorage.setItem(TOKEN_KEY, 'token-new');
    const { system } = await freshApp();
    await system.getPlatformConfig();
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    const last = fetchSpy.mock.calls[3]!;
    expect(new Headers(last[1]?.headers).get('Authorization')).toBe('token-new');
  });

  it("keeps the config answer's Date header as the clock sample, and the app's now follows it", async () => {
    history.replaceState(null, '', '/gameList');
    const box = win as { [CLOCK_SAMPLE_KEY]?: unknown };
    delete box[CLOCK_SAMPLE_KEY];
    resetClockOffset();
    // The server is an hour ahead of this device.
    const server = Math.floor((Date.now() + 3_600_000) / 1000) * 1000;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{}', { headers: { date: new Date(server).toUTCString() } }),
    );
    try {
      startEarlyData(apiConfig().baseUrl, win);
      await vi.waitFor(() => expect(box[CLOCK_SAMPLE_KEY]).toBeDefined());
      const [seen, sent, received] = box[CLOCK_SAMPLE_KEY] as number[];
      expect(seen).toBe(server);
      expect(received).toBeGreaterThanOrEqual(sent!);
      expect(Math.abs(now() - (server + 500 + (Date.now() - received!)))).toBeLessThan(1000);
    } finally {
      delete box[CLOCK_SAMPLE_KEY];
      resetClockOffset();
    }
  });

  it('keeps no sample when the answer has no readable Date header (a cross-origin API not exposing it)', async () => {
    history.replaceState(null, '', '/gameList');
    const box = win as { [CLOCK_SAMPLE_KEY]?: unknown };
    delete box[CLOCK_SAMPLE_KEY];
    const answered = Promise.resolve(new Response('{}'));
    vi.spyOn(globalThis, 'fetch').mockReturnValue(answered);
    startEarlyData(apiConfig().baseUrl, win);
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(box[CLOCK_SAMPLE_KEY]).toBeUndefined();
  });
});
