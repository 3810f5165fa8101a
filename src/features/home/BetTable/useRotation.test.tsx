import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATION_DELAY_MS } from './rotation';
import { useRotation } from './useRotation';

let visibility: DocumentVisibilityState = 'visible';
let reduce = false;
const motionListeners = new Set<() => void>();

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function setReducedMotion(value: boolean) {
  reduce = value;
  act(() => {
    for (const listener of motionListeners) listener();
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useRotation (spec 4: the last row to the top every 2 s when more than 6 rows)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    reduce = false;
    motionListeners.clear();
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        return query.includes('reduce') && reduce;
      },
      addEventListener: (_type: string, listener: () => void) => motionListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        motionListeners.delete(listener),
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('takes one step every 2000 ms', () => {
    const { result } = renderHook(() => useRotation(20, 'latest'));
    expect(result.current).toBe(0);
    advance(ROTATION_DELAY_MS - 1);
    expect(result.current).toBe(0);
    advance(1);
    expect(result.current).toBe(1);
    advance(ROTATION_DELAY_MS * 3);
    expect(result.current).toBe(4);
  });

  it('does not rotate 6 rows or fewer', () => {
    const { result } = renderHook(() => useRotation(6, 'latest'));
    advance(ROTATION_DELAY_MS * 5);
    expect(result.current).toBe(0);
  });

  it('pauses while the page is hidden and resumes when it is shown', () => {
    const { result } = renderHook(() => useRotation(20, 'latest'));
    advance(ROTATION_DELAY_MS);
    expect(result.current).toBe(1);
    setVisibility('hidden');
    advance(ROTATION_DELAY_MS * 10);
    expect(result.current).toBe(1);
    setVisibility('visible');
    advance(ROTATION_DELAY_MS);
    expect(result.current).toBe(2);
  });

  it('stands still for players who ask for reduced motion, also when they switch it on later', () => {
    reduce = true;
    const { result } = renderHook(() => useRotation(20, 'latest'));
    advance(ROTATION_DELAY_MS * 5);
    expect(result.current).toBe(0);
    setReducedMotion(false);
    advance(ROTATION_DELAY_MS);
    expect(result.current).toBe(1);
    setReducedMotion(true);
    advance(ROTATION_DELAY_MS * 5);
    expect(result.current).toBe(1);
  });

  it('pauses while told to (a list loading)', () => {
    const { result, rerender } = renderHook(({ paused }) => useRotation(20, 'latest', paused), {
      initialProps: { paused: true },
    });
    advance(ROTATION_DELAY_MS * 3);
    expect(result.current).toBe(0);
    rerender({ paused: false });
    advance(ROTATION_DELAY_MS);
    expect(result.current).toBe(1);
  });

  it('starts again from the top for a new list (another tab or fresh data)', () => {
    const { result, rerender } = renderHook(({ list }) => useRotation(20, list), {
      initialProps: { list: 'latest' },
    });
    advance(ROTATION_DELAY_MS * 3);
    expect(result.current).toBe(3);
    rerender({ list: 'big' });
    expect(result.current).toBe(0);
    advance(ROTATION_DELAY_MS);
    expect(result.current).toBe(1);
  });

  it('stops its timer on unmount', () => {
    const { unmount } = renderHook(() => useRotation(20, 'latest'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
