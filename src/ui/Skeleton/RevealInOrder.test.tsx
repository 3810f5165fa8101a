import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevealInOrder } from './RevealInOrder';
import { Skeleton } from './Skeleton';

/** Lets the microtasks the watches read their counts in run. */
const flush = () => act(async () => {});

const loaders: Record<string, () => void> = {};
const mounted: string[] = [];

/** A part that shows a placeholder until `loaders[name]()` is called (its read answering). */
function Part({ name }: { name: string }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    loaders[name] = () => setLoaded(true);
    mounted.push(name);
  }, [name]);
  return (
    <section aria-label={name}>
      {loaded ? <p>{`${name} pronto`}</p> : <Skeleton lines={2} />}
    </section>
  );
}

const load = (name: string) => act(() => loaders[name]?.());
/** The parts a player can see (the hidden ones are out of the accessibility tree). */
const shown = () =>
  screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));

afterEach(() => {
  mounted.length = 0;
  vi.useRealTimers();
});

describe('RevealInOrder', () => {
  it('mounts every part at once but places each only after the ones above settle', async () => {
    render(
      <RevealInOrder>
        <Part name="Placar" />
        <Part name="Clubes" />
        <Part name="Regras" />
      </RevealInOrder>,
    );
    await flush();
    // Every read starts at once.
    expect(mounted).toEqual(['Placar', 'Clubes', 'Regras']);
    expect(shown()).toEqual(['Placar']);
    // A later part answering first still waits for the one above it.
    await load('Clubes');
    await flush();
    expect(shown()).toEqual(['Placar']);
    await load('Placar');
    await flush();
    expect(shown()).toEqual(['Placar', 'Clubes', 'Regras']);
    expect(screen.getByText('Clubes pronto')).toBeTruthy();
  });

  it('places a part below one still loading only after maxWaitMs', async () => {
    vi.useFakeTimers();
    render(
      <RevealInOrder maxWaitMs={3000}>
        <Part name="Placar" />
        <Part name="Regras" />
      </RevealInOrder>,
    );
    await flush();
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toEqual(['Placar']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['Placar', 'Regras']);
  });

  it('leaves no box of its own and skips parts that render nothing', async () => {
    const { container } = render(
      <RevealInOrder>
        {false}
        <p>Só esta</p>
      </RevealInOrder>,
    );
    await flush();
    const wrappers = container.querySelectorAll(':scope > div');
    expect(wrappers).toHaveLength(1);
    expect(wrappers[0]?.hasAttribute('hidden')).toBe(false);
    expect(screen.getByText('Só esta')).toBeTruthy();
  });
});
