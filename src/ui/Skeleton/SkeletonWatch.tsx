import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as styles from './SkeletonWatch.css';

/**
 * What every Skeleton marks its outer element with. An attribute, not Skeleton's class: a class
 * imported from here would be one more export of the first-load chunk, which Skeleton is in.
 */
const SKELETON_SELECTOR = '[data-skeleton]';

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
 * It looks at its own part of the document (a MutationObserver), so Skeleton knows nothing of
 * it and the home's first load does not grow. The observer reports after a commit has written
 * the document, not on each element: a chunk's fallback leaves and the loaded view's own
 * placeholders arrive in one commit, and only the state after it counts. A watch inside another
 * needs nothing more: the outer one sees the inner one's placeholders in its own part.
 */
export function SkeletonWatch({ onSettled, children }: SkeletonWatchProps) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(onSettled);
  useLayoutEffect(() => {
    latest.current = onSettled;
  });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let done = false;
    const check = () => {
      if (done || element.querySelector(SKELETON_SELECTOR)) return;
      done = true;
      observer.disconnect();
      latest.current();
    };
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true });
    // A region that shows no placeholder at all (its data was already read) settles right after
    // its first commit.
    queueMicrotask(check);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={styles.watch}>
      {children}
    </div>
  );
}
