import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary/ErrorBoundary';
import { useAfterIdle, useHydrated } from '../../ui/hydration';
import { isChunkLoadError, reloadOnceForChunkError } from '../routing/lazyPage';

const Hidden = () => null;

/** Dev builds say why a piece is missing; a player's console stays quiet (nothing to act on). */
function report(name: string, error: unknown): void {
  if (import.meta.env.DEV) console.error(`[shell] ${name}: failed to load, hidden`, error);
}

type PieceOptions = {
  /**
   * Part of the prerendered first viewport (the consent banner): drawn at build time and hydrated
   * once its code arrives. Every other piece exists only in the browser: the prerender and the
   * hydration of its HTML draw `fallback` alone, and the piece starts loading right after.
   */
  prerendered?: boolean;
  /**
   * Not part of the first screen: mounts once the browser has been idle after the start
   * (`useAfterIdle`), so its code is not fetched and run while the page is drawn and hydrated.
   */
  idle?: boolean;
};

/**
 * A piece of the shell loaded on demand (pop-ups, side menu, footer, floats, toasts...) that can
 * fail without taking the page with it: `fallback` shows while its code loads.
 *
 * - A failed download is tried once more: a dropped connection or a CDN hiccup (browsers that
 *   follow whatwg/html#10327 fetch a failed module again instead of replaying the failure).
 * - If that fails too, spec 8 applies: "a failed dynamic module load reloads the page" (a deploy
 *   replaced the chunk files), at most once per session for this piece (reloadOnceForChunkError),
 *   so a broken deploy cannot loop. When the guard refuses, the piece stays hidden.
 * - A piece that throws while rendering renders nothing; React reports the error.
 *
 * Each piece is its own boundary: only what failed goes missing, the rest of the app stays.
 */
/** The prerendered pieces' loaders (`preloadPrerenderedPieces`). */
const prerenderedLoads: (() => Promise<unknown>)[] = [];

/**
 * Loads the code of every prerendered piece. main.tsx waits for it before hydrating, so those
 * pieces hydrate with the rest of the page: a tap on one of their buttons is never lost to a part
 * of the page that is still waiting for its code.
 */
export function preloadPrerenderedPieces(): Promise<unknown> {
  return Promise.all(prerenderedLoads.map((load) => load()));
}

export function lazyPiece<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
  fallback: ReactNode = null,
  { prerendered = false, idle = false }: PieceOptions = {},
): ComponentType<P> {
  type Loaded = { default: ComponentType<P> };
  let loaded: Loaded | undefined;
  let pending: Promise<Loaded> | undefined;
  const start = () =>
    (pending ??= load()
      .catch(() => load())
      .then(
        (Component): Loaded => ({ default: Component }),
        (error: unknown): Loaded => {
          // A reload on its way needs no report; anything else leaves the piece hidden for good.
          if (!(isChunkLoadError(error) && reloadOnceForChunkError(`piece:${name}`))) {
            report(name, error);
          }
          // Resolved, not thrown: a failure hidden by design reaches no boundary and logs nothing.
          return { default: Hidden as ComponentType<P> };
        },
      )
      .then((result) => (loaded = result)));
  // React.lazy waits a turn even for code that is already here (a promise settles later); a
  // thenable that answers at once lets a loaded piece render in the same pass.
  const Lazy = lazy(() =>
    loaded
      ? ({
          then: (resolve: (value: Loaded) => void) => resolve(loaded as Loaded),
        } as Promise<Loaded>)
      : start(),
  );
  const withBoundary = (props: P) => (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    </ErrorBoundary>
  );
  if (prerendered) {
    prerenderedLoads.push(start);
    // Should its code still be on the way, its prerendered HTML waits, dehydrated, for it. Until
    // then the piece must not re-render: a boundary that receives new props before it has
    // hydrated is thrown away and drawn again from scratch (the banner would vanish until its
    // code arrives). memo keeps the parent's re-renders with equal props from reaching it.
    return memo(function PrerenderedPiece(props: P) {
      return withBoundary(props);
    }) as unknown as ComponentType<P>;
  }
  return function Piece(props: P) {
    const hydrated = useHydrated();
    const settled = useAfterIdle();
    return hydrated && (settled || !idle) ? withBoundary(props) : fallback;
  };
}
