import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';

/** Counts the placeholders shown inside the nearest watch: +1 when one appears, -1 when it goes. */
const Report = createContext<((change: 1 | -1) => void) | null>(null);

/**
 * Lets the nearest `SkeletonWatch` count this placeholder while it is on the page (Skeleton
 * calls it; outside a watch it does nothing).
 */
export function useSkeletonPresence(): void {
  const report = useContext(Report);
  useLayoutEffect(() => {
    if (!report) return undefined;
    report(1);
    return () => report(-1);
  }, [report]);
}

type SkeletonWatchProps = {
  /**
   * Called once, the first time the region inside has no placeholder left after a render: its
   * code and its data have arrived (or its failure is shown), so it has its final height.
   */
  onSettled: () => void;
  children: ReactNode;
};

/**
 * Tells when a region that loads in steps (a lazy chunk, then its own reads) has settled, by
 * watching the Skeletons inside it: while any is shown, the region's height is not final yet.
 * A page places what sits below such a region only once it has settled, so the region's growth
 * never pushes content the player already sees (a layout shift; spec 9 budgets them).
 *
 * The count is read after the commit, not on each change: a chunk's fallback leaves and the
 * loaded view's own placeholders arrive in one commit, and only the state after it counts.
 */
export function SkeletonWatch({ onSettled, children }: SkeletonWatchProps) {
  // A watch inside another passes its count on: the outer region is not settled while an inner
  // one still loads.
  const outer = useContext(Report);
  const shown = useRef(0);
  const done = useRef(false);
  const latest = useRef(onSettled);
  useLayoutEffect(() => {
    latest.current = onSettled;
  });
  const check = useCallback(() => {
    if (done.current || shown.current > 0) return;
    done.current = true;
    latest.current();
  }, []);
  const report = useCallback(
    (change: 1 | -1) => {
      shown.current += change;
      outer?.(change);
      queueMicrotask(check);
    },
    [check, outer],
  );
  // The children's layout effects ran first: a region that shows no placeholder at all (its data
  // was already read) settles right after its first commit.
  useLayoutEffect(() => {
    queueMicrotask(check);
  }, [check]);
  return <Report.Provider value={report}>{children}</Report.Provider>;
}
