import { act, render } from '@testing-library/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Skeleton } from './Skeleton';
import { SkeletonWatch } from './SkeletonWatch';

/** Lets the microtasks the watch reads its count in run. */
const flush = () => act(async () => {});

/** A region that shows a placeholder until `ready()` is called from outside. */
function loadingRegion() {
  let ready = () => {};
  function Region() {
    const [loaded, setLoaded] = useState(false);
    ready = () => setLoaded(true);
    return loaded ? <p>Tabela</p> : <Skeleton shape="text" lines={3} />;
  }
  return { Region, ready: () => act(() => ready()) };
}

describe('SkeletonWatch', () => {
  it('settles at once when nothing inside is loading', async () => {
    const onSettled = vi.fn();
    render(
      <SkeletonWatch onSettled={onSettled}>
        <p>Pronto</p>
      </SkeletonWatch>,
    );
    await flush();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('waits while a skeleton is shown and settles once it is gone, only once', async () => {
    const onSettled = vi.fn();
    const { Region, ready } = loadingRegion();
    const { rerender } = render(
      <SkeletonWatch onSettled={onSettled}>
        <Region />
      </SkeletonWatch>,
    );
    await flush();
    expect(onSettled).not.toHaveBeenCalled();
    await ready();
    await flush();
    expect(onSettled).toHaveBeenCalledTimes(1);
    // Loading again later (a tab switch) does not make it settle a second time.
    rerender(
      <SkeletonWatch onSettled={onSettled}>
        <Skeleton />
      </SkeletonWatch>,
    );
    rerender(
      <SkeletonWatch onSettled={onSettled}>
        <p>Outra aba</p>
      </SkeletonWatch>,
    );
    await flush();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('does not settle between a chunk fallback leaving and the view showing its own placeholders', async () => {
    const onSettled = vi.fn();
    const { Region, ready } = loadingRegion();
    let resolve: (module: { default: ComponentType }) => void = () => {};
    const View = lazy(
      () =>
        new Promise<{ default: ComponentType }>((done) => {
          resolve = done;
        }),
    );
    render(
      <SkeletonWatch onSettled={onSettled}>
        <Suspense fallback={<Skeleton height={48} />}>
          <View />
        </Suspense>
      </SkeletonWatch>,
    );
    await flush();
    expect(onSettled).not.toHaveBeenCalled();
    await act(async () => resolve({ default: Region }));
    await flush();
    expect(onSettled).not.toHaveBeenCalled();
    await ready();
    await flush();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('does not count skeletons outside it', async () => {
    const onSettled = vi.fn();
    render(
      <>
        <Skeleton />
        <SkeletonWatch onSettled={onSettled}>
          <p>Pronto</p>
        </SkeletonWatch>
      </>,
    );
    await flush();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('is not settled while a watch inside it still loads', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const { Region, ready } = loadingRegion();
    render(
      <SkeletonWatch onSettled={outer}>
        <p>Título</p>
        <SkeletonWatch onSettled={inner}>
          <Region />
        </SkeletonWatch>
      </SkeletonWatch>,
    );
    await flush();
    expect(outer).not.toHaveBeenCalled();
    await ready();
    await flush();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).toHaveBeenCalledTimes(1);
  });
});
