import { describe, expect, it, vi } from 'vitest';
import type { PixelConfig } from '../api/contract';
import type { PixelQueue } from './adapters/queueGlobal';
import { chooseConsent, consentState } from './consent';
import { pendingEventCount, trackDeposit, trackLogin, trackRegister } from './events';
import { createPixelTracker, SENT_STORAGE_KEY, settingsOf, startPixels } from './pixels';
import { fakeEnv, firstVisitEachTest } from './testing/fakeEnv';

const config = (
  promoteProviderName: string,
  promoteSet: Record<string, string>,
  id = 1,
): PixelConfig => ({ id, promoteProviderName, promoteSet });

firstVisitEachTest();

describe('settingsOf (CHOICE: provider names and promoteSet keys)', () => {
  it('knows facebook/meta, tiktok, kwai and google/gtag, in any case; ignores the rest', () => {
    expect(settingsOf(config('Facebook', { pixelId: '1' }))?.events.deposit).toBe('Purchase');
    expect(settingsOf(config('meta', { pixelId: '1' }))).not.toBeNull();
    expect(settingsOf(config(' TikTok ', { pixelId: 'C1' }))).not.toBeNull();
    expect(settingsOf(config('kwai', { pixelId: '1' }))).not.toBeNull();
    expect(settingsOf(config('gtag', { pixelId: 'G-1' }))?.events.register).toBe('sign_up');
    expect(settingsOf(config('snapchat', { pixelId: '1' }))).toBeNull();
  });

  it('refuses a missing or unsafe pixel id (it goes into a script address)', () => {
    expect(settingsOf(config('kwai', {}))).toBeNull();
    expect(settingsOf(config('kwai', { pixelId: '1&lib=evil' }))).toBeNull();
    expect(settingsOf(config('google', { pixelId: 'x"><script>' }))).toBeNull();
  });

  it('lets the operator rename an event, or silence it with an empty value', () => {
    const settings = settingsOf(
      config('kwai', { pixelId: '1', eventRegister: 'COMPLETE_REGISTRATION', eventDeposit: '' }),
    );
    expect(settings?.events.register).toBe('COMPLETE_REGISTRATION');
    expect(settings?.events.deposit).toBeNull();
    expect(
      settingsOf(config('kwai', { pixelId: '1', eventLogin: 'bad name!' }))?.events.login,
    ).toBeNull();
  });
});

describe('createPixelTracker', () => {
  const configs = [config('facebook', { pixelId: '123' }), config('kwai', { pixelId: '29' }, 2)];

  it('installs one adapter per usable config and sends each event id once', () => {
    const env = fakeEnv();
    const tracker = createPixelTracker([...configs, config('other', { pixelId: '1' })], env);
    expect(tracker.providers).toEqual(['meta', 'kwai']);
    expect(env.scripts).toHaveLength(2);
    const deposit = { name: 'deposit', id: 'deposit:R1', amount: 30, currency: 'BRL' } as const;
    tracker.send(deposit);
    tracker.send(deposit);
    const fbq = env.win.fbq as { queue: unknown[][] };
    expect(fbq.queue.filter((call) => call.includes('Purchase'))).toHaveLength(1);
    expect((env.win.kwaiq as PixelQueue)._i['29']).toHaveLength(1);
  });

  it('remembers what it sent across a reload (a paid order shown again is not sent again)', () => {
    createPixelTracker(configs, fakeEnv()).send({ name: 'register', id: 'register:u1' });
    const env = fakeEnv();
    createPixelTracker(configs, env).send({ name: 'register', id: 'register:u1' });
    const fbq = env.win.fbq as { queue: unknown[][] };
    expect(fbq.queue.filter((call) => call.includes('CompleteRegistration'))).toEqual([]);
    expect(JSON.parse(localStorage.getItem(SENT_STORAGE_KEY) ?? '[]')).toEqual(['register:u1']);
  });

  it('sends nothing after stop, tells the providers and forgets the ids', () => {
    const env = fakeEnv();
    const tracker = createPixelTracker(configs, env);
    tracker.send({ name: 'register', id: 'register:u1' });
    tracker.stop();
    tracker.send({ name: 'login', id: 'login:u1:2' });
    const fbq = env.win.fbq as { queue: unknown[][] };
    expect(fbq.queue.at(-1)).toEqual(['consent', 'revoke']);
    expect(fbq.queue.some((call) => call.includes('Login'))).toBe(false);
    expect(localStorage.getItem(SENT_STORAGE_KEY)).toBeNull();
  });
});

describe('consent gate: events, the choice and startPixels (channel config from the mock world)', () => {
  it('nothing loads and nothing is sent before consent; queued events go once accepted', async () => {
    expect(consentState.choice).toBeNull();
    trackRegister('u1');
    expect(pendingEventCount()).toBe(1);
    chooseConsent(true);
    // The shell starts the pixels only now (features/consent/ConsentHost.tsx).
    const env = fakeEnv();
    const stop = startPixels(env);
    await vi.waitFor(() => expect(pendingEventCount()).toBe(0));
    // The mock channel has one pixel of each provider.
    expect(env.scripts).toEqual([
      'https://s1.kwai.net/kos/nlav11187/s/static/pixel/events.js?sdkid=290011223344556677&lib=kwaiq',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CVTRN01TIKTOK0000001&lib=ttq',
      'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
    ]);
    const kwai = (env.win.kwaiq as PixelQueue)._i['290011223344556677'];
    // The seed's override: Kwai's register event is COMPLETE_REGISTRATION.
    expect([...kwai!]).toEqual([['track', 'COMPLETE_REGISTRATION', { event_id: 'register:u1' }]]);

    trackDeposit({ orderNo: 'R9', amount: 100, currency: 'BRL' }, { userNo: 'u1', first: true });
    trackDeposit({ orderNo: 'R9', amount: 100, currency: 'BRL' }, { userNo: 'u1', first: true });
    expect([...kwai!].slice(1)).toEqual([
      [
        'track',
        'EVENT_FIRST_DEPOSIT',
        { value: 100, currency: 'BRL', event_id: 'firstDeposit:u1' },
      ],
      ['track', 'EVENT_PURCHASE', { value: 100, currency: 'BRL', event_id: 'deposit:R9' }],
    ]);

    // Withdrawn from /setting: the pixels stop; later events are not even queued.
    chooseConsent(false);
    stop(true);
    await vi.waitFor(() =>
      expect((env.win.fbq as { queue: unknown[][] }).queue.at(-1)).toEqual(['consent', 'revoke']),
    );
    trackLogin('u1');
    trackDeposit({ orderNo: 'R10', amount: 20, currency: 'BRL' }, { userNo: 'u1', first: false });
    expect(kwai).toHaveLength(3);
    expect(pendingEventCount()).toBe(0);
  });

  it('a refusal drops what waited and keeps nothing after', () => {
    trackRegister('u1');
    trackLogin('u1');
    expect(pendingEventCount()).toBe(2);
    chooseConsent(false);
    expect(pendingEventCount()).toBe(0);
    trackDeposit({ orderNo: 'R1', amount: 10, currency: 'BRL' }, { userNo: 'u1', first: true });
    expect(pendingEventCount()).toBe(0);
    expect(localStorage.getItem(SENT_STORAGE_KEY)).toBeNull();
  });

  it('an unmount lets go without withdrawing; the next start reuses the same tracker', async () => {
    chooseConsent(true);
    const env = fakeEnv();
    const stop = startPixels(env);
    trackRegister('u2');
    await vi.waitFor(() => expect(pendingEventCount()).toBe(0));
    stop(false);
    trackLogin('u2');
    expect(pendingEventCount()).toBe(1);
    startPixels(env);
    await vi.waitFor(() => expect(pendingEventCount()).toBe(0));
    // One install only: each script asked for once.
    expect(env.scripts).toHaveLength(4);
    const fbq = env.win.fbq as { queue: unknown[][] };
    expect(fbq.queue.some((call) => call[0] === 'consent' && call[1] === 'revoke')).toBe(false);
  });
});
