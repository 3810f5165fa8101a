import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadMoreFooter, PRELOAD_MARGIN_PX, type NextPageStatus } from './LoadMoreFooter';

/** The observers the footer made: what they watch, with which margin, and whether still on. */
type Watch = {
  rootMargin: string | undefined;
  target: Element | undefined;
  connected: boolean;
  report: (isIntersecting: boolean) => void;
};
let watches: Watch[] = [];

/** Stands in for the browser's IntersectionObserver, so a test says when the end comes near. */
class FakeObserver {
  private readonly watch: Watch;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.watch = {
      rootMargin: options?.rootMargin,
      target: undefined,
      connected: true,
      report: (isIntersecting) =>
        callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
    };
    watches.push(this.watch);
  }
  observe(target: Element) {
    this.watch.target = target;
  }
  disconnect() {
    this.watch.connected = false;
  }
}

const live = () => watches.filter((watch) => watch.connected);

function footer(status: NextPageStatus) {
  const onLoadMore = vi.fn();
  const onRetry = vi.fn();
  const view = render(
    <LoadMoreFooter
      status={status}
      endText="Isso é tudo neste período"
      failedText="Não foi possível carregar mais registros."
      shownText="Mostrando 10 de 42"
      onLoadMore={onLoadMore}
      onRetry={onRetry}
    />,
  );
  return { ...view, onLoadMore, onRetry };
}

describe('LoadMoreFooter', () => {
  beforeEach(() => {
    watches = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('with more to load: "Carregar mais" loads the next page', () => {
    const { onLoadMore } = footer('more');
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Mostrando 10 de 42')).toHaveAttribute('role', 'status');
  });

  it('loads the next page when the end comes within the one preload margin', () => {
    const { onLoadMore } = footer('more');
    expect(live()).toHaveLength(1);
    const [watch] = live();
    expect(watch?.rootMargin).toBe(`0px 0px ${PRELOAD_MARGIN_PX}px 0px`);
    expect(PRELOAD_MARGIN_PX).toBe(400);
    act(() => watch?.report(false));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => watch?.report(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('while a page loads: busy, taps ignored, nothing watched', () => {
    const { container, onLoadMore } = footer('loading');
    const button = screen.getByRole('button', { name: 'Carregar mais' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(live()).toHaveLength(0);
  });

  it('a failed page says so and offers "Tentar novamente", never loading by itself', () => {
    const { onLoadMore, onRetry } = footer('failed');
    expect(screen.getByText('Não foi possível carregar mais registros.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(live()).toHaveLength(0);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('a retry on its way: the failure stays, the retry is busy and ignores taps', () => {
    const { container, onRetry } = footer('retrying');
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it("at the end: the list's own end text, no button, nothing watched", () => {
    const { container } = footer('end');
    expect(screen.getByText('Isso é tudo neste período')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(live()).toHaveLength(0);
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
  });

  it('watches again when a page has arrived, so an end still in reach loads the next one', () => {
    const { rerender, onLoadMore, onRetry } = footer('more');
    const props = {
      endText: 'Fim',
      failedText: 'Falhou',
      shownText: 'Mostrando 20 de 42',
      onLoadMore,
      onRetry,
    };
    rerender(<LoadMoreFooter status="loading" {...props} />);
    expect(live()).toHaveLength(0);
    rerender(<LoadMoreFooter status="more" {...props} />);
    expect(live()).toHaveLength(1);
    act(() => live()[0]?.report(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('without IntersectionObserver the button still loads the next page', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { onLoadMore } = footer('more');
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
