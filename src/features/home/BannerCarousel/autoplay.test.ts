import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS, createAutoplay } from './autoplay';
import { nextSlide, slideAt } from './slides';

describe('createAutoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 3 s (spec 9)', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay(advance);
    expect(BANNER_AUTOPLAY_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    expect(advance).toHaveBeenCalledTimes(3);
    autoplay.dispose();
  });

  it('stands still while any hold is in force and resumes a full interval after the last', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay(advance);
    vi.advanceTimersByTime(2000);
    autoplay.hold('hidden');
    autoplay.hold('hover');
    expect(autoplay.running()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.release('hidden');
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.release('hover');
    expect(autoplay.running()).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    autoplay.dispose();
  });

  it('starts held when asked (reduced motion starts paused) until the player presses play', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay(advance, BANNER_AUTOPLAY_MS, ['user']);
    vi.advanceTimersByTime(30_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.release('user');
    vi.advanceTimersByTime(3000);
    expect(advance).toHaveBeenCalledTimes(1);
    autoplay.dispose();
  });

  it('releasing a hold that was not held changes nothing', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay(advance);
    vi.advanceTimersByTime(2000);
    autoplay.release('touch');
    vi.advanceTimersByTime(1000);
    expect(advance).toHaveBeenCalledTimes(1);
    autoplay.dispose();
  });

  it('a swipe counts a whole interval again; a restart while held does not start it', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay(advance);
    vi.advanceTimersByTime(2500);
    autoplay.restart();
    vi.advanceTimersByTime(2500);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(advance).toHaveBeenCalledTimes(1);
    autoplay.hold('user');
    autoplay.restart();
    vi.advanceTimersByTime(10_000);
    expect(advance).toHaveBeenCalledTimes(1);
    autoplay.dispose();
  });

  it('never fires after dispose', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay(advance);
    autoplay.dispose();
    autoplay.release('user');
    autoplay.restart();
    vi.advanceTimersByTime(30_000);
    expect(advance).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('nextSlide', () => {
  it('goes forward and rewinds after the last slide', () => {
    expect(nextSlide(0, 5)).toBe(1);
    expect(nextSlide(3, 5)).toBe(4);
    expect(nextSlide(4, 5)).toBe(0);
    expect(nextSlide(0, 1)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });
});

describe('slideAt', () => {
  it('rounds a scroll position to the nearest slide, within range', () => {
    expect(slideAt(0, 343, 5)).toBe(0);
    expect(slideAt(171, 343, 5)).toBe(0);
    expect(slideAt(172, 343, 5)).toBe(1);
    expect(slideAt(343 * 4, 343, 5)).toBe(4);
    expect(slideAt(343 * 9, 343, 5)).toBe(4);
    expect(slideAt(-20, 343, 5)).toBe(0);
    expect(slideAt(100, 0, 5)).toBe(0);
  });
});
