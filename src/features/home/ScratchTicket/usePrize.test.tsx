import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPrizeCounters, usePrize } from './usePrize';

const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);

let visibility: DocumentVisibilityState = 'visible';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('usePrize (spec 9: the scratch-ticket prize rises about 0,30 to 0,40 a second)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    resetPrizeCounters();
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the initial amount and rises with the clock', () => {
    const { result } = renderHook(() => usePrize(18452.37));
    expect(result.current).toBe(18452.37);
    advance(999);
    expect(result.current).toBe(18452.37);
    advance(1);
    expect(result.current).toBe(18452.67);
    advance(2000);
    expect(result.current).toBe(18453.42);
  });

  it('holds still while the clock stands still (a pinned Storybook clock)', () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const { result } = renderHook(() => usePrize(100));
    advance(10_000);
    expect(result.current).toBe(100);
    vi.mocked(Date.now).mockReturnValue(NOW + 1000);
    advance(1000);
    expect(result.current).toBe(100.3);
    vi.restoreAllMocks();
  });

  it('stops ticking while the page is hidden and catches up when shown', () => {
    const { result } = renderHook(() => usePrize(100));
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(NOW + 10_000);
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // 10 s: three full cycles (3 x 1,05) and one more 0,30.
    expect(result.current).toBe(103.45);
  });

  it('a second counter of the same pool continues the first one (home banner, then its page)', () => {
    const banner = renderHook(() => usePrize(18452.37));
    advance(10_000);
    expect(banner.result.current).toBe(18455.82);
    banner.unmount();
    // The scratch-card page opens: the same figure, rising on.
    const page = renderHook(() => usePrize(18452.37));
    expect(page.result.current).toBe(18455.82);
    advance(1000);
    expect(page.result.current).toBe(18456.17);
  });
});
