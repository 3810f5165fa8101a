import { Children, isValidElement, useEffect, useState, type ReactNode } from 'react';
import { SkeletonWatch } from './SkeletonWatch';
import * as styles from './RevealInOrder.css';

type RevealInOrderProps = {
  /** The parts, top to bottom; each may load on its own (a chunk, its own reads). */
  children: ReactNode;
  /**
   * After this long every part is placed, settled or not: a read that hangs must not keep the
   * parts below it away for as long as the client waits for it.
   */
  maxWaitMs?: number;
};

/**
 * Stacked parts that reach their height at different moments, placed top to bottom: a part is
 * placed once every part above it has settled (no Skeleton left in it, `SkeletonWatch`), so a
 * part that grows when its data arrives never pushes one the player already sees (a layout
 * shift). Every part mounts at once, so all their reads start together; the later ones wait out
 * of the layout and out of the accessibility tree, and arrive at the stack's end, where they
 * move nothing.
 */
export function RevealInOrder({ children, maxWaitMs }: RevealInOrderProps) {
  const parts = Children.toArray(children);
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (maxWaitMs === undefined) return undefined;
    const timer = setTimeout(() => setGaveUp(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [maxWaitMs]);
  let placed = 0;
  while (placed < parts.length && settled.has(placed)) placed += 1;
  return parts.map((child, index) => (
    <div
      key={isValidElement(child) && child.key !== null ? child.key : index}
      className={styles.part}
      hidden={!gaveUp && index > placed}
    >
      <SkeletonWatch onSettled={() => setSettled((before) => new Set(before).add(index))}>
        {child}
      </SkeletonWatch>
    </div>
  ));
}
