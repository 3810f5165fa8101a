import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveState, setLiveStatus, startRedPacketShake, stopRedPacketShake } from './live';
import { resetAllStores } from './reset';

/** 12:00 in São Paulo on 22/11/2026. */
const NOON = Date.UTC(2026, 10, 22, 15, 0, 0);

describe('red-packet shake (spec 4/9: 6 s after message 1016)', () => {
  afterEach(() => vi.useRealTimers());

  it('shakes until 6 s have passed, then stops by itself', () => {
    vi.useFakeTimers({ now: NOON });
    startRedPacketShake(6_000);
    expect(liveState.redPacketShakeUntil).toBe(NOON + 6_000);
    vi.advanceTimersByTime(5_999);
    expect(liveState.redPacketShakeUntil).toBe(NOON + 6_000);
    vi.advanceTimersByTime(1);
    expect(liveState.redPacketShakeUntil).toBeNull();
  });

  it('a new signal during a shake starts the full 6 s again', () => {
    vi.useFakeTimers({ now: NOON });
    startRedPacketShake(6_000);
    vi.advanceTimersByTime(4_000);
    startRedPacketShake(6_000);
    expect(liveState.redPacketShakeUntil).toBe(NOON + 10_000);
    vi.advanceTimersByTime(5_999);
    expect(liveState.redPacketShakeUntil).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(liveState.redPacketShakeUntil).toBeNull();
  });

  it('stopRedPacketShake and the global reset end it and cancel the timer', () => {
    vi.useFakeTimers({ now: NOON });
    startRedPacketShake(6_000);
    stopRedPacketShake();
    expect(liveState.redPacketShakeUntil).toBeNull();
    expect(vi.getTimerCount()).toBe(0);

    startRedPacketShake(6_000);
    setLiveStatus('open');
    resetAllStores();
    expect(liveState).toEqual({ status: 'idle', redPacketShakeUntil: null });
    expect(vi.getTimerCount()).toBe(0);
  });
});
