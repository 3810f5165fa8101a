import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollIdle, FLOAT_RETURN_DELAY_MS } from './scrollIdle';

describe('createScrollIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the 800 ms delay of spec 9', () => {
    expect(FLOAT_RETURN_DELAY_MS).toBe(800);
  });

  it('hides at the first scroll event and returns 800 ms after the last one', () => {
    const onChange = vi.fn();
    const idle = createScrollIdle(onChange);

    idle.poke();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(idle.isScrolling()).toBe(true);

    vi.advanceTimersByTime(799);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(idle.isScrolling()).toBe(false);
  });

  it('keeps them out while the scroll goes on, reporting each change once', () => {
    const onChange = vi.fn();
    const idle = createScrollIdle(onChange);

    // A 3-second fling: an event every 16 ms.
    for (let t = 0; t < 3000; t += 16) {
      idle.poke();
      vi.advanceTimersByTime(16);
    }
    expect(onChange.mock.calls).toEqual([[true]]);

    // The last event came 16 ms ago: 784 ms more to go.
    vi.advanceTimersByTime(783);
    expect(onChange.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(1);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('hides again when a new scroll starts after the return', () => {
    const onChange = vi.fn();
    const idle = createScrollIdle(onChange);
    idle.poke();
    vi.advanceTimersByTime(FLOAT_RETURN_DELAY_MS);
    idle.poke();
    vi.advanceTimersByTime(FLOAT_RETURN_DELAY_MS);
    expect(onChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('honours a custom delay', () => {
    const onChange = vi.fn();
    const idle = createScrollIdle(onChange, 200);
    idle.poke();
    vi.advanceTimersByTime(200);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('reports nothing after dispose, even with a return pending', () => {
    const onChange = vi.fn();
    const idle = createScrollIdle(onChange);
    idle.poke();
    idle.dispose();
    vi.advanceTimersByTime(5000);
    idle.poke();
    expect(onChange.mock.calls).toEqual([[true]]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
