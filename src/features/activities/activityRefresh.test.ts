import type * as Swr from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { globalMutate, loadParticipations } = vi.hoisted(() => ({
  globalMutate: vi.fn(() => Promise.resolve([])),
  loadParticipations: vi.fn(() => Promise.resolve()),
}));

vi.mock('swr', async (importOriginal) => ({
  ...(await importOriginal<typeof Swr>()),
  mutate: globalMutate,
}));
vi.mock('./reminder', () => ({ loadParticipations }));

const {
  ACTIVITY_REFRESH_THROTTLE_MS,
  isActivityListKey,
  refreshActivities,
  resetActivityRefreshForTests,
} = await import('./activityRefresh');

describe('refreshActivities (spec 9: throttled at 300 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-10T12:00:00-03:00'));
    resetActivityRefreshForTests();
    globalMutate.mockClear();
    loadParticipations.mockClear();
  });
  afterEach(() => {
    resetActivityRefreshForTests();
    vi.useRealTimers();
  });

  it('runs the leading call at once: list keys and the participation reminder', () => {
    refreshActivities();
    expect(globalMutate).toHaveBeenCalledTimes(1);
    expect(globalMutate).toHaveBeenCalledWith(isActivityListKey);
    expect(loadParticipations).toHaveBeenCalledTimes(1);
  });

  it('collapses calls inside the window into one trailing refresh at its end', () => {
    refreshActivities();
    vi.advanceTimersByTime(100);
    refreshActivities();
    refreshActivities();
    vi.advanceTimersByTime(150);
    refreshActivities();
    expect(loadParticipations).toHaveBeenCalledTimes(1);
    // The window closes 300 ms after the leading call: one trailing refresh, not three.
    vi.advanceTimersByTime(49);
    expect(loadParticipations).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(loadParticipations).toHaveBeenCalledTimes(2);
    expect(globalMutate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(loadParticipations).toHaveBeenCalledTimes(2);
  });

  it('a trailing refresh opens a new window of its own', () => {
    refreshActivities();
    refreshActivities(); // trailing at 300 ms
    vi.advanceTimersByTime(ACTIVITY_REFRESH_THROTTLE_MS);
    expect(loadParticipations).toHaveBeenCalledTimes(2);
    refreshActivities(); // 0 ms after the trailing run: waits for the next window
    expect(loadParticipations).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(ACTIVITY_REFRESH_THROTTLE_MS);
    expect(loadParticipations).toHaveBeenCalledTimes(3);
  });

  it('runs at once again when called after the window is over', () => {
    refreshActivities();
    vi.advanceTimersByTime(ACTIVITY_REFRESH_THROTTLE_MS);
    refreshActivities();
    expect(loadParticipations).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('matches every activity list key and nothing else', () => {
    expect(isActivityListKey('/api/activity/v1/list')).toBe(true);
    expect(isActivityListKey('/api/activity/v1/list?category=2')).toBe(true);
    expect(isActivityListKey('/api/activity/v1/listing')).toBe(false);
    expect(isActivityListKey('/api/activity/v1/activityParticipation')).toBe(false);
    expect(isActivityListKey(['/api/activity/v1/list'])).toBe(false);
  });
});
