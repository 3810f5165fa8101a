import { afterEach, describe, expect, it, vi } from 'vitest';
import { now } from './clock';

describe('now', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the (possibly faked) wall clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 22, 15, 0, 0));
    expect(now()).toBe(Date.UTC(2026, 10, 22, 15, 0, 0));
    vi.advanceTimersByTime(1500);
    expect(now()).toBe(Date.UTC(2026, 10, 22, 15, 0, 1, 500));
  });
});
