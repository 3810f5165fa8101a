import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityIdOf, FIRST_PAY_ACTIVITY, NEW_RED_PACKET } from '../../../mocks/data/activities';
import { DAY, FIXED_NOW, MINUTE } from '../../../mocks/data/clock';
import { BUSINESS_CONFIG, SOCIAL_LINKS } from '../../../mocks/data/content';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../mocks/data/users';
import { ok, on } from '../../../mocks/handlers/respond';
import { server } from '../../../mocks/node';
import { endpoints } from '../../api/allEndpoints';
import { isFloatIconDismissed } from './floatIcons';
import { overlaysState } from '../../state/overlays';
import { preferencesState } from '../../state/preferences';
import { sessionState, setSession } from '../../state/session';
import { FLOAT_REFRESH_MS } from './floatRules';
import { useFloatClock, useFloats, type Floats } from './useFloats';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

const RED_PACKET_ID = activityIdOf(39);
const FIRST_PAY_ID = activityIdOf(7);

/** The API paths the hook asked for, in order. */
let calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  calls.push(new URL(request.url).pathname);
};

/**
 * The seed's floating links with spec 4's per-day countdowns on two of them (the seed shows no
 * countdown where nothing counts down): WhatsApp 5 minutes, "Suporte" (/service) 30 minutes.
 */
const COUNTING_LINKS = SOCIAL_LINKS.map((link) =>
  link.id === 602 ? { ...link, countDown: 5 } : link.id === 603 ? { ...link, countDown: 30 } : link,
);

// Only Date and the intervals are fake: the mock world, SWR and the polling below run on real
// timeouts, and the floats' clock moves only when a test moves it.
beforeEach(() => {
  vi.useFakeTimers({ now: FIXED_NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  calls = [];
  server.events.on('request:start', record);
  // An operator without a customer service (its link points at the app's /service), unless a
  // test gives one.
  server.use(
    on(endpoints.socialMediaLinks, () => ok(COUNTING_LINKS)),
    on(endpoints.businessConfig, () => ok({ ...BUSINESS_CONFIG, customerServiceUrl: '/service' })),
  );
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.useRealTimers();
});

/** Waits (on real timeouts) until `check` passes. */
async function until(check: () => void): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (tries > 200) throw error;
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

/** Lets pending answers land. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

/** Moves the clock to `at` and lets the next 5 s refresh run there. */
function refreshAt(at: number) {
  vi.setSystemTime(at - FLOAT_REFRESH_MS);
  act(() => vi.advanceTimersByTime(FLOAT_REFRESH_MS));
}

const byId = (floats: Floats, id: string) => floats.items.find((item) => item.id === id);
const redPacketOf = (floats: Floats) =>
  floats.items.find((item) => String(item.id).startsWith(`activity:${RED_PACKET_ID}:`));
const firstPayOf = (floats: Floats) => byId(floats, `activity:${FIRST_PAY_ID}`);

function renderFloats() {
  const navigate = vi.fn();
  const hook = renderHook(() => useFloats(navigate), { wrapper });
  return { ...hook, navigate };
}

describe('useFloats: social links (spec 4, 5, 6)', () => {
  it('a visitor gets Telegram on the left and the other floating links on the right', async () => {
    const { result, navigate } = renderFloats();
    await until(() => expect(result.current.telegram).not.toBeNull());
    const { telegram, items } = result.current;
    expect(telegram).toMatchObject({ id: 'social:601', label: 'Telegram' });
    // No countDown: no timer. A visitor's icon is an action, not a link.
    expect(telegram?.countdownEndsAt).toBeUndefined();
    expect(telegram?.href).toBeUndefined();
    // WhatsApp (5 min); "Suporte" points at /service and the seed has no service URL.
    expect(items.map((item) => item.id)).toEqual(['social:602']);
    expect(items[0]?.countdownEndsAt).toBe(FIXED_NOW + 5 * MINUTE);
    await settle();
    // Spec 6: no activity floats, not even their calls.
    expect(calls).not.toContain(endpoints.activityList.path);
    expect(calls.some((path) => path.startsWith('/api/firstPay'))).toBe(false);
    expect(calls).not.toContain(endpoints.newRedPacketHead.path);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a visitor’s tap opens the register pop-up instead of the link (spec 6)', async () => {
    const { result } = renderFloats();
    await until(() => expect(result.current.items).toHaveLength(1));
    expect(result.current.items[0]!.onClick?.()).toBe(false);
    expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
  });

  it('a player gets the checked external links', async () => {
    setSession(DEMO_ACCOUNT.info);
    const { result } = renderFloats();
    await until(() => expect(byId(result.current, 'social:602')).toBeDefined());
    expect(result.current.telegram).toMatchObject({
      label: 'Telegram',
      href: 'https://t.me/vitrine_demo',
    });
    expect(byId(result.current, 'social:602')).toMatchObject({
      label: 'WhatsApp',
      href: 'https://wa.me/5511900000000',
    });
    expect(byId(result.current, 'social:602')?.onClick).toBeUndefined();
  });

  it('a /service link opens the customer service when the operator has a safe URL', async () => {
    server.use(
      on(endpoints.businessConfig, () =>
        ok({ ...BUSINESS_CONFIG, customerServiceUrl: 'https://atendimento.example/chat' }),
      ),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setSession(DEMO_ACCOUNT.info);
    const { result } = renderFloats();
    await until(() => expect(byId(result.current, 'social:603')).toBeDefined());
    const service = byId(result.current, 'social:603')!;
    expect(service).toMatchObject({ label: 'Suporte', countdownEndsAt: FIXED_NOW + 30 * MINUTE });
    expect(service.href).toBeUndefined();
    service.onClick?.();
    expect(open).toHaveBeenCalledWith(
      'https://atendimento.example/chat',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('counts down from today’s start and starts again on a new São Paulo day', async () => {
    const { result } = renderFloats();
    await until(() => expect(result.current.items).toHaveLength(1));
    expect(preferencesState.floatIcons['social:602']).toMatchObject({
      day: '22/11/2026',
      startedAt: FIXED_NOW,
    });

    // 10 minutes later the same day: the 5 minutes have passed, no timer.
    refreshAt(FIXED_NOW + 10 * MINUTE);
    expect(result.current.items[0]?.countdownEndsAt).toBeUndefined();
    // 23:59 in São Paulo is still the same day.
    refreshAt(Date.UTC(2026, 10, 23, 2, 59));
    expect(result.current.items[0]?.countdownEndsAt).toBeUndefined();

    // 09:00 the next day in São Paulo: a new start, a new 5-minute timer.
    const nextMorning = Date.UTC(2026, 10, 23, 12, 0);
    refreshAt(nextMorning);
    await until(() => expect(result.current.items[0]?.countdownEndsAt).toBeDefined());
    expect(preferencesState.floatIcons['social:602']).toMatchObject({
      day: '23/11/2026',
      startedAt: nextMorning,
    });
    expect(result.current.items[0]?.countdownEndsAt).toBe(nextMorning + 5 * MINUTE);
  });

  it('a dismissed icon stays away for the rest of the day and is back the next day', async () => {
    const { result } = renderFloats();
    await until(() => expect(result.current.items).toHaveLength(1));
    act(() => result.current.onDismiss('social:602'));
    await until(() => expect(result.current.items).toHaveLength(0));
    expect(isFloatIconDismissed('social:602')).toBe(true);
    // Telegram was not touched.
    expect(result.current.telegram?.id).toBe('social:601');

    refreshAt(Date.UTC(2026, 10, 23, 2, 0));
    expect(result.current.items).toHaveLength(0);
    refreshAt(Date.UTC(2026, 10, 23, 12, 0));
    await until(() => expect(result.current.items.map((item) => item.id)).toEqual(['social:602']));
  });
});

describe('useFloats: activity floats, logged-in players only (spec 4, 6)', () => {
  it('the red packet shows its countdown and opens its pop-up', async () => {
    setSession(DEMO_ACCOUNT.info);
    const { result } = renderFloats();
    await until(() => expect(redPacketOf(result.current)).toBeDefined());
    const packet = redPacketOf(result.current)!;
    expect(packet).toMatchObject({
      label: 'Envelope da sorte',
      countdownEndsAt: FIXED_NOW + NEW_RED_PACKET.countDown,
    });
    // Activity floats come first in the right-hand column.
    expect(result.current.items[0]).toBe(packet);
    packet.onClick?.();
    expect(overlaysState.overlay).toEqual({
      name: 'newRedPacket',
      props: { activityId: RED_PACKET_ID },
    });
  });

  it('the red packet is fetched again when its countdown ends', async () => {
    setSession(DEMO_ACCOUNT.info);
    const { result } = renderFloats();
    await until(() => expect(redPacketOf(result.current)).toBeDefined());
    const detailCalls = () => calls.filter((path) => path === endpoints.newRedPacketHead.path);
    expect(detailCalls()).toHaveLength(1);

    // The countdown ran out (the component reports it); the server starts a new round.
    const first = redPacketOf(result.current)!;
    vi.setSystemTime(first.countdownEndsAt!);
    server.use(
      on(endpoints.newRedPacketHead, () =>
        ok({
          redNumber: 'NRP-20261122-02',
          status: 1,
          countDown: NEW_RED_PACKET.countDown,
          remainingCount: 1000,
          totalCount: 1000,
        }),
      ),
    );
    act(() => result.current.onCountdownEnd(first.id));
    await until(() => expect(detailCalls()).toHaveLength(2));
    await until(() =>
      expect(redPacketOf(result.current)?.countdownEndsAt).toBe(
        first.countdownEndsAt! + NEW_RED_PACKET.countDown,
      ),
    );
  });

  it('the first-deposit float lasts until registration plus the largest tl, then goes', async () => {
    setSession(SECOND_ACCOUNT.info);
    const { result, navigate } = renderFloats();
    await until(() => expect(firstPayOf(result.current)).toBeDefined());
    // Registered 20 minutes ago; the largest limit is 1440 minutes.
    const deadline = SECOND_ACCOUNT.info.registerTime + 1440 * MINUTE;
    expect(FIRST_PAY_ACTIVITY.limitTimeFirstPaySets.map((set) => set.tl)).toContain(1440);
    expect(firstPayOf(result.current)).toMatchObject({
      label: 'Primeiro depósito relâmpago',
      countdownEndsAt: deadline,
    });
    firstPayOf(result.current)!.onClick?.();
    expect(navigate).toHaveBeenCalledWith(`/activityDetail/7?id=${FIRST_PAY_ID}`);

    // A moment before the deadline it is still there; the first refresh after it removes it.
    refreshAt(deadline - 1);
    expect(firstPayOf(result.current)).toBeDefined();
    vi.setSystemTime(deadline);
    expect(firstPayOf(result.current)).toBeDefined();
    act(() => vi.advanceTimersByTime(FLOAT_REFRESH_MS));
    expect(firstPayOf(result.current)).toBeUndefined();
    expect(redPacketOf(result.current)).toBeDefined();
  });

  it('a player registered long ago gets no first-deposit float', async () => {
    setSession(DEMO_ACCOUNT.info);
    const { result } = renderFloats();
    await until(() =>
      expect(calls).toContain(endpoints.firstPayActivity.path.replace('{id}', `${FIRST_PAY_ID}`)),
    );
    await until(() => expect(redPacketOf(result.current)).toBeDefined());
    await settle();
    expect(DEMO_ACCOUNT.info.registerTime).toBeLessThan(FIXED_NOW - 2 * DAY);
    expect(firstPayOf(result.current)).toBeUndefined();
  });

  it('without a registration time the first-deposit float is removed at once', async () => {
    setSession({ ...SECOND_ACCOUNT.info, registerTime: 0 });
    const { result } = renderFloats();
    await until(() =>
      expect(calls).toContain(endpoints.firstPayActivity.path.replace('{id}', `${FIRST_PAY_ID}`)),
    );
    await until(() => expect(redPacketOf(result.current)).toBeDefined());
    await settle();
    expect(firstPayOf(result.current)).toBeUndefined();
  });

  it('after a reload (token only) the registration time is asked for', async () => {
    sessionState.token = SECOND_ACCOUNT.info.token;
    const { result } = renderFloats();
    await until(() => expect(firstPayOf(result.current)).toBeDefined());
    expect(calls).toContain(endpoints.memberInfo.path);
    expect(sessionState.user?.registerTime).toBe(SECOND_ACCOUNT.info.registerTime);
  });

  it('a logout takes the activity floats away', async () => {
    setSession(SECOND_ACCOUNT.info);
    const { result } = renderFloats();
    await until(() => expect(firstPayOf(result.current)).toBeDefined());
    act(() => {
      sessionState.token = '';
      sessionState.user = null;
    });
    await until(() => expect(result.current.items.map((item) => item.id)).toEqual(['social:602']));
  });
});

describe('useFloatClock (spec 4, 9: refresh every 5 s)', () => {
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => setVisibility('visible'));

  it('reads the clock every 5 s', () => {
    const { result } = renderHook(() => useFloatClock());
    expect(result.current[0]).toBe(FIXED_NOW);
    act(() => vi.advanceTimersByTime(FLOAT_REFRESH_MS - 1));
    expect(result.current[0]).toBe(FIXED_NOW);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(FIXED_NOW + FLOAT_REFRESH_MS);
  });

  it('stops while the page is hidden and reads the clock at once when it is back', () => {
    const { result } = renderHook(() => useFloatClock());
    act(() => setVisibility('hidden'));
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current[0]).toBe(FIXED_NOW);
    act(() => setVisibility('visible'));
    expect(result.current[0]).toBe(FIXED_NOW + 60_000);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('leaves no interval behind when unmounted', async () => {
    setSession(DEMO_ACCOUNT.info);
    const { result, unmount } = renderFloats();
    await until(() => expect(redPacketOf(result.current)).toBeDefined());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
