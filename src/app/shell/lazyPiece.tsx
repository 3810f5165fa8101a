import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../routing/lazyPage';

const Hidden = () => null;

/** Dev builds say why a piece is missing; a player's console stays quiet (nothing to act on). */
function report(name: string, error: unknown): void {
  if (import.meta.env.DEV) console.error(`[shell] ${name}: failed to load, hidden`, error);
}

/**
 * A piece of the shell loaded on demand (pop-ups, side menu, footer, floats, toasts...) that can
 * fail without taking the page with it (issue 9): `fallback` shows while its code loads.
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
export function lazyPiece<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() =>
    load()
      .catch(() => load())
      .then(
        (Loaded) => ({ default: Loaded }),
        (error: unknown) => {
          // A reload on its way needs no report; anything else leaves the piece hidden for good.
          if (!(isChunkLoadError(error) && reloadOnceForChunkError(`piece:${name}`))) {
            report(name, error);
          }
          // Resolved, not thrown: a failure hidden by design reaches no boundary and logs nothing.
          return { default: Hidden as ComponentType<P> };
        },
      ),
  );
  return function Piece(props: P) {
    return (
      <PieceBoundary>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </PieceBoundary>
    );
  };
}

class PieceBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
