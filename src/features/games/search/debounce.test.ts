import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, SEARCH_DEBOUNCE_MS } from './debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, with the last arguments, 300 ms after the last call', () => {
    const fn = vi.fn();
    const search = debounce(fn, SEARCH_DEBOUNCE_MS);
    search('f');
    vi.advanceTimersByTime(200);
    search('fo');
    vi.advanceTimersByTime(200);
    search('for');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('for');
  });

  it('runs again for calls after the wait', () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search('a');
    vi.advanceTimersByTime(300);
    search('b');
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search('a');
    expect(search.pending()).toBe(true);
    search.cancel();
    expect(search.pending()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('flush runs the pending call now, once', () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search.flush();
    expect(fn).not.toHaveBeenCalled();
    search('a');
    search.flush();
    expect(fn).toHaveBeenCalledWith('a');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
