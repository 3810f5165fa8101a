import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const timer = () => screen.getByRole('timer');

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the time left as Nd HH:MM:SS with a timer label and no live region', () => {
    render(<Countdown deadline={NOW + 90_061_000} />);
    expect(timer()).toHaveTextContent('1d 01:01:01');
    expect(timer()).toHaveAccessibleName('Tempo restante: 1d 01:01:01');
    expect(timer()).not.toHaveAttribute('aria-live');
  });

  it('ticks once per second on the second boundary', () => {
    render(<Countdown deadline={NOW + 5_400} />);
    expect(timer()).toHaveTextContent('00:00:05');
    // The display floors: 5000 ms left still reads 5 seconds, 4999 reads 4.
    advance(400);
    expect(timer()).toHaveTextContent('00:00:05');
    advance(1);
    expect(timer()).toHaveTextContent('00:00:04');
    advance(1000);
    expect(timer()).toHaveTextContent('00:00:03');
    // One pending timer at a time: no interval piling up.
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops at zero, shows Encerrado and calls onEnd once', () => {
    const onEnd = vi.fn();
    render(<Countdown deadline={NOW + 2_000} onEnd={onEnd} />);
    expect(timer()).toHaveTextContent('00:00:02');
    advance(1);
    expect(timer()).toHaveTextContent('00:00:01');
    advance(1_000);
    expect(timer()).toHaveTextContent('00:00:00');
    advance(998);
    expect(onEnd).not.toHaveBeenCalled();
    advance(1);
    expect(timer()).toHaveTextContent('Encerrado');
    expect(timer()).toHaveAccessibleName('Encerrado');
    expect(onEnd).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not call onEnd when mounted with the deadline already past', () => {
    const onEnd = vi.fn();
    render(<Countdown deadline={NOW - 1} onEnd={onEnd} />);
    expect(timer()).toHaveTextContent('Encerrado');
    advance(5_000);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('ends and calls onEnd when the deadline passes between its first render and its effect', () => {
    // A deadline that runs out in the moment between the commit that shows it running and
    // the effect that starts ticking (a slow phone, or a test moving the clock right after the
    // timer appears) used to freeze the last reading: no tick, no onEnd.
    const onEnd = vi.fn();
    function Probe() {
      useLayoutEffect(() => {
        vi.setSystemTime(NOW + 2_000);
      }, []);
      return null;
    }
    render(
      <>
        <Countdown deadline={NOW + 1_000} onEnd={onEnd} />
        <Probe />
      </>,
    );
    expect(timer()).toHaveTextContent('00:00:01');
    advance(0);
    expect(timer()).toHaveTextContent('Encerrado');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows a deadline that is not a number as ended, without ticking', () => {
    const onEnd = vi.fn();
    render(<Countdown deadline={Number.NaN} onEnd={onEnd} />);
    expect(timer()).toHaveTextContent('Encerrado');
    expect(vi.getTimerCount()).toBe(0);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('pauses while the page is hidden and refreshes at once when visible (spec 4)', () => {
    render(<Countdown deadline={NOW + 60_000} />);
    advance(1_000);
    expect(timer()).toHaveTextContent('00:00:59');
    setVisibility('hidden');
    expect(vi.getTimerCount()).toBe(0);
    advance(10_000);
    expect(timer()).toHaveTextContent('00:00:59');
    setVisibility('visible');
    expect(timer()).toHaveTextContent('00:00:49');
    advance(1_000);
    expect(timer()).toHaveTextContent('00:00:48');
  });

  it('calls onEnd on return when the deadline passed while hidden', () => {
    const onEnd = vi.fn();
    render(<Countdown deadline={NOW + 3_000} onEnd={onEnd} />);
    setVisibility('hidden');
    advance(5_000);
    expect(onEnd).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(timer()).toHaveTextContent('Encerrado');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('does not start ticking when mounted in a hidden page', () => {
    visibility = 'hidden';
    render(<Countdown deadline={NOW + 10_000} />);
    expect(vi.getTimerCount()).toBe(0);
    setVisibility('visible');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shows a new deadline at once and can end again', () => {
    const onEnd = vi.fn();
    const { rerender } = render(<Countdown deadline={NOW + 1_000} onEnd={onEnd} />);
    advance(1_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Countdown deadline={NOW + 1_000 + 3_000} onEnd={onEnd} />);
    expect(timer()).toHaveTextContent('00:00:03');
    advance(3_000);
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('stops its timer and listener on unmount', () => {
    const onEnd = vi.fn();
    const { unmount } = render(<Countdown deadline={NOW + 2_000} onEnd={onEnd} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    advance(5_000);
    setVisibility('visible');
    expect(onEnd).not.toHaveBeenCalled();
  });
});
