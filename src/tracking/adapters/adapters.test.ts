import { describe, expect, it } from 'vitest';
import type { PixelEvent } from '../events';
import { fakeEnv } from '../testing/fakeEnv';
import { GOOGLE_EVENTS, googleAdapter } from './google';
import { KWAI_EVENTS, kwaiAdapter } from './kwai';
import { META_EVENTS, metaAdapter } from './meta';
import type { PixelQueue } from './queueGlobal';
import { TIKTOK_EVENTS, tiktokAdapter } from './tiktok';

const register: PixelEvent = { name: 'register', id: 'register:u1' };
const login: PixelEvent = { name: 'login', id: 'login:u1:1' };
const first: PixelEvent = {
  name: 'firstDeposit',
  id: 'firstDeposit:u1',
  amount: 50,
  currency: 'BRL',
};
const deposit: PixelEvent = { name: 'deposit', id: 'deposit:R1', amount: 50, currency: 'BRL' };
const usdt: PixelEvent = { name: 'deposit', id: 'deposit:R2', amount: 20, currency: 'USDT' };

describe('Meta pixel adapter', () => {
  it('loads fbevents.js only on install, inits the pixel and queues the calls', () => {
    const env = fakeEnv();
    const adapter = metaAdapter({ pixelId: '123', events: META_EVENTS }, env);
    expect(env.scripts).toEqual([]);
    expect(env.win.fbq).toBeUndefined();
    adapter.install();
    expect(env.scripts).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    const queue = (env.win.fbq as { queue: unknown[][] }).queue;
    expect(queue).toContainEqual(['init', '123']);
    expect(queue).toContainEqual(['trackSingle', '123', 'PageView']);
  });

  it('maps the four events to Meta names, with BRL value and the event id', () => {
    const env = fakeEnv();
    const adapter = metaAdapter({ pixelId: '123', events: META_EVENTS }, env);
    adapter.install();
    for (const event of [register, login, first, deposit]) adapter.send(event);
    const queue = (env.win.fbq as { queue: unknown[][] }).queue.slice(3);
    expect(queue).toEqual([
      ['trackSingle', '123', 'CompleteRegistration', {}, { eventID: 'register:u1' }],
      ['trackSingleCustom', '123', 'Login', {}, { eventID: 'login:u1:1' }],
      [
        'trackSingleCustom',
        '123',
        'FirstDeposit',
        { value: 50, currency: 'BRL' },
        { eventID: 'firstDeposit:u1' },
      ],
      ['trackSingle', '123', 'Purchase', { value: 50, currency: 'BRL' }, { eventID: 'deposit:R1' }],
    ]);
  });

  it('hands calls to the real script once it runs, and revokes consent on withdrawal', () => {
    const env = fakeEnv();
    const adapter = metaAdapter({ pixelId: '123', events: META_EVENTS }, env);
    adapter.install();
    const received: unknown[][] = [];
    // What fbevents.js does when it loads: take over callMethod.
    (env.win.fbq as Record<string, unknown>).callMethod = (...args: unknown[]) =>
      received.push(args);
    adapter.send(deposit);
    adapter.revoke();
    expect(received).toEqual([
      ['trackSingle', '123', 'Purchase', { value: 50, currency: 'BRL' }, { eventID: 'deposit:R1' }],
      ['consent', 'revoke'],
    ]);
  });

  it('reports a deposit in another currency without inventing a BRL value', () => {
    const env = fakeEnv();
    const adapter = metaAdapter({ pixelId: '123', events: META_EVENTS }, env);
    adapter.install();
    adapter.send(usdt);
    expect((env.win.fbq as { queue: unknown[][] }).queue.at(-1)).toEqual([
      'trackSingle',
      '123',
      'Purchase',
      {},
      { eventID: 'deposit:R2' },
    ]);
  });
});

describe('TikTok pixel adapter', () => {
  it('loads events.js with the sdkid and maps events on its instance', () => {
    const env = fakeEnv();
    const adapter = tiktokAdapter({ pixelId: 'CABC', events: TIKTOK_EVENTS }, env);
    adapter.install();
    expect(env.scripts).toEqual([
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CABC&lib=ttq',
    ]);
    expect(env.win.TiktokAnalyticsObject).toBe('ttq');
    for (const event of [register, login, first, deposit]) adapter.send(event);
    const ttq = env.win.ttq as PixelQueue;
    expect([...ttq]).toEqual([['page']]);
    expect([...ttq._i.CABC!]).toEqual([
      ['track', 'CompleteRegistration', {}, { event_id: 'register:u1' }],
      // No login event at TikTok unless the operator names one.
      ['track', 'FirstDeposit', { value: 50, currency: 'BRL' }, { event_id: 'firstDeposit:u1' }],
      ['track', 'CompletePayment', { value: 50, currency: 'BRL' }, { event_id: 'deposit:R1' }],
    ]);
    adapter.revoke();
    expect(ttq.at(-1)).toEqual(['revokeConsent']);
  });
});

describe('Kwai pixel adapter', () => {
  it('loads the Kwai script with the sdkid and maps events on its instance', () => {
    const env = fakeEnv();
    const adapter = kwaiAdapter({ pixelId: '2900', events: KWAI_EVENTS }, env);
    adapter.install();
    expect(env.scripts).toEqual([
      'https://s1.kwai.net/kos/nlav11187/s/static/pixel/events.js?sdkid=2900&lib=kwaiq',
    ]);
    for (const event of [register, login, first, deposit]) adapter.send(event);
    const kwaiq = env.win.kwaiq as PixelQueue;
    expect([...kwaiq._i['2900']!]).toEqual([
      ['track', 'EVENT_COMPLETE_REGISTRATION', { event_id: 'register:u1' }],
      ['track', 'EVENT_FIRST_DEPOSIT', { value: 50, currency: 'BRL', event_id: 'firstDeposit:u1' }],
      ['track', 'EVENT_PURCHASE', { value: 50, currency: 'BRL', event_id: 'deposit:R1' }],
    ]);
  });
});

describe('Google tag adapter', () => {
  it('loads gtag.js with the id, configures it and sends GA4 names with arguments objects', () => {
    const env = fakeEnv();
    const adapter = googleAdapter({ pixelId: 'AW-1', events: GOOGLE_EVENTS }, env);
    adapter.install();
    expect(env.scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-1']);
    for (const event of [register, login, first, deposit]) adapter.send(event);
    const layer = env.win.dataLayer as IArguments[];
    // gtag.js reads `arguments` objects, not arrays.
    expect(Object.prototype.toString.call(layer[0])).toBe('[object Arguments]');
    const calls = layer.map((entry) => [...entry]);
    expect(calls[0]?.slice(0, 2)).toEqual(['consent', 'default']);
    expect(calls[2]).toEqual(['config', 'AW-1']);
    expect(calls.slice(3)).toEqual([
      ['event', 'sign_up', { send_to: 'AW-1', event_id: 'register:u1' }],
      ['event', 'login', { send_to: 'AW-1', event_id: 'login:u1:1' }],
      [
        'event',
        'first_deposit',
        { send_to: 'AW-1', value: 50, currency: 'BRL', event_id: 'firstDeposit:u1' },
      ],
      [
        'event',
        'purchase',
        {
          send_to: 'AW-1',
          value: 50,
          currency: 'BRL',
          transaction_id: 'deposit:R1',
          event_id: 'deposit:R1',
        },
      ],
    ]);
    adapter.revoke();
    expect([...layer.at(-1)!].slice(0, 2)).toEqual(['consent', 'update']);
    expect([...layer.at(-1)!][2]).toMatchObject({ ad_storage: 'denied' });
  });
});
