import { lazy, Suspense, useState, type ComponentType } from 'react';
import { t } from '../../i18n/t';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary';

/** Spec 8: lazy page loads time out after 10 s and show a failure image. */
export const PAGE_LOAD_TIMEOUT_MS = 10_000;

const RELOAD_MARK = 'vitrine.chunkReload';

/** A lazy page load that took longer than the spec 8 limit. */
export class PageLoadTimeoutError extends Error {
  constructor() {
    super('page load timed out');
    this.name = 'PageLoadTimeoutError';
  }
}

/** Rejects with PageLoadTimeoutError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Spec 8: "a failed dynamic module load reloads the page" — usually a deploy replaced the chunk
 * files. Reload once per session per `key` (a page's path, a shell piece's `piece:` name): a
 * second failure of the same key shows the failure state (a page) or nothing (a piece), so a
 * broken deploy cannot loop. Each key keeps its own mark: with a single shared mark, two keys
 * that both fail would overwrite each other's and take turns reloading forever. Returns whether a
 * reload was started.
 */
export function reloadOnceForChunkError(
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const mark = `${RELOAD_MARK}:${key}`;
  try {
    if (!storage || storage.getItem(mark) !== null) return false;
    storage.setItem(mark, '1');
  } catch {
    // Storage full or refused: without a mark there is no guard, so no reload either.
    return false;
  }
  reload();
  return true;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

type Loader<P> = () => Promise<ComponentType<P>>;

export type LazyPage<P> = ComponentType<P> & {
  /** Starts loading the page's code (e.g. when the browser is idle). */
  preload: () => Promise<unknown>;
  /** Whether the page's code is here: a new mount renders it at once, with no loading state. */
  ready: () => boolean;
};

/**
 * A route screen loaded on demand. While it loads the page shows a loading state; after
 * `timeoutMs` it shows the failure image with a retry; a chunk that fails to load reloads the
 * page once. The screen module stays out of the first load.
 */
export function lazyPage<P extends object>(
  load: Loader<P>,
  { timeoutMs = PAGE_LOAD_TIMEOUT_MS }: { timeoutMs?: number } = {},
): LazyPage<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  // Once the module is here, the page renders it at once: no loading frame in between (the
  // route opened on a cold load is awaited before the first render, main.tsx).
  let loaded: ComponentType<P> | null = null;
  const start = () =>
    (pending ??= load().then(
      (C) => (loaded = C),
      (error: unknown) => {
        pending = null; // a later retry imports again
        throw error;
      },
    ));
  const makeLazy = () =>
    lazy(() =>
      withTimeout(start(), timeoutMs).then(
        (C) => ({ default: C }),
        (error: unknown) => {
          // A retry after a timeout must import again, not wait on the stalled request.
          if (error instanceof PageLoadTimeoutError) pending = null;
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();

  function Page(props: P) {
    const [attempt, setAttempt] = useState(0);
    // Decided once per mount, so the tree (and the screen's state) never changes shape.
    const [direct] = useState(() => loaded !== null);
    const retry = () => {
      Lazy = makeLazy();
      setAttempt((n) => n + 1);
    };
    const Ready = direct ? loaded : null;
    return (
      <ErrorBoundary key={attempt} fallback={<PageFailed onRetry={retry} />} onError={onPageError}>
        {Ready ? (
          <Ready {...props} />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Lazy {...props} />
          </Suspense>
        )}
      </ErrorBoundary>
    );
  }
  return Object.assign(Page, {
    preload: () => start().catch(() => undefined),
    ready: () => loaded !== null,
  });
}

function PageLoading() {
  return (
    <div aria-busy="true">
      <EmptyState kind="loading" title={t('page.loading')} />
    </div>
  );
}

/** A page whose code did not load, or that threw while rendering: the failure image, a retry. */
function PageFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      kind="network_error"
      title={t('page.failed.title')}
      description={t('page.failed.description')}
      onRetry={onRetry}
    />
  );
}

function onPageError(error: unknown): void {
  if (error instanceof PageLoadTimeoutError) return;
  if (isChunkLoadError(error)) reloadOnceForChunkError(window.location.pathname);
}

/**
 * Browsers word it differently; all mean "the module file could not be fetched". The last one is
 * Vite's own: a chunk's CSS file (every vanilla-extract module has one) that did not load.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch|Unable to preload CSS/i.test(
    error.message,
  );
}
