import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Celebration } from './Celebration';
import { CELEBRATION_MS } from './countUp';

const say = (amount: string) => `Você ganhou ${amount}!`;

/** The text a screen reader gets: everything outside the aria-hidden parts. */
function spoken(element: HTMLElement): string {
  const clone = element.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return clone.textContent ?? '';
}

/** The rising copy (aria-hidden, with text), if it is on screen. */
const rising = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find((e) => e.textContent);

afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.motion;
});

describe('Celebration', () => {
  it('counts up over the final words, which a screen reader gets from the first frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { container } = render(
      <p role="status">
        <Celebration amount={150} say={say} />
      </p>,
    );
    const status = screen.getByRole('status');
    expect(spoken(status)).toBe('Você ganhou R$\u00a0150,00!');
    expect(rising(container)?.textContent).toBe('Você ganhou R$\u00a00,00!');

    act(() => void vi.advanceTimersByTime(CELEBRATION_MS / 2));
    const halfway = rising(container)?.textContent ?? '';
    expect(halfway).toMatch(/^Você ganhou R\$\s1[0-4]\d,\d\d!$/);
    expect(spoken(status)).toBe('Você ganhou R$\u00a0150,00!');

    act(() => void vi.advanceTimersByTime(CELEBRATION_MS));
    // At rest: the words once, no copy over them, the pieces faded (hidden, no text).
    expect(rising(container)).toBeUndefined();
    expect(status.textContent).toBe('Você ganhou R$\u00a0150,00!');
    expect(screen.getByText(/^Você ganhou R\$\s150,00!$/)).toBeVisible();
  });

  it('shows the amount at once, without pieces, when motion is off', () => {
    document.documentElement.dataset.motion = 'off';
    const { container } = render(<Celebration amount={8.88} />);
    expect(container.textContent).toBe('R$\u00a08,88');
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('shows a fixed frame without playing: the start at zero with the pieces drawn', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { container } = render(<Celebration amount={8.88} frame="start" />);
    act(() => void vi.advanceTimersByTime(2 * CELEBRATION_MS));
    expect(rising(container)?.textContent).toBe('R$\u00a00,00');
    expect(spoken(container)).toBe('R$\u00a08,88');
    expect(container.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(12);
  });

  it('plays again for a new amount (a second win)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { container, rerender } = render(<Celebration amount={5} />);
    act(() => void vi.advanceTimersByTime(2 * CELEBRATION_MS));
    expect(rising(container)).toBeUndefined();
    rerender(<Celebration amount={7} />);
    expect(rising(container)?.textContent).toBe('R$\u00a00,00');
    expect(spoken(container)).toBe('R$\u00a07,00');
  });
});
