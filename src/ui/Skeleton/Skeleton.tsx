import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

type Length = number | string;

type SkeletonProps = {
  /**
   * `block` (a card, an image, a button), `circle` (an avatar, an icon) or `text` (one or more
   * lines of text in the inherited font size).
   */
  shape?: 'block' | 'circle' | 'text';
  /** CSS width; a number is pixels. Defaults to the full width; a circle needs a width or height. */
  width?: Length;
  /** CSS height; a number is pixels. Give this or `ratio` for a block. */
  height?: Length;
  /** Width / height, e.g. `3 / 4` for a game tile: the box keeps the content's shape. */
  ratio?: number;
  /** Lines of a `text` skeleton; the last of several is shorter. */
  lines?: number;
  /** Leading of a `text` skeleton's lines: the `lineHeight` token the real text is set in. */
  leading?: 'tight' | 'normal';
  /** Corner radius of a `block`. */
  radius?: 'none' | 'sm' | 'md' | 'lg';
};

const toCss = (value: Length | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder drawn where content is still loading, sized like that content (explicit width
 * and height, or an aspect ratio, or text lines at the inherited line height) so the real thing
 * replaces it without moving anything. The shimmer stops for players who ask for reduced motion.
 *
 * Skeletons are `aria-hidden`: they carry no information. The region they stand in for is
 * expected to set `aria-busy="true"` while loading (and drop it when the content arrives), and
 * to keep its accessible name, so assistive technology hears one "busy" region, not shapes.
 *
 * @example
 * <section aria-label="Jogos" aria-busy={loading}>
 *   {loading ? <Skeleton ratio={3 / 4} /> : <GameTile game={game} />}
 * </section>
 *
 * Each skeleton is marked `data-skeleton`: a `SkeletonWatch` around a region finds them by it,
 * so a page can tell when the region has reached its final height.
 */
export function Skeleton({
  shape = 'block',
  width,
  height,
  ratio,
  lines = 1,
  leading = 'normal',
  radius = 'md',
}: SkeletonProps) {
  if (shape === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <span
        className={styles.textBlock}
        style={{ width: toCss(width) }}
        aria-hidden="true"
        data-skeleton=""
      >
        {Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            className={`${styles.textLine} ${styles.leading[leading]}${count > 1 && index === count - 1 ? ` ${styles.lastLine}` : ''}`}
          >
            <span className={`${styles.base} ${styles.shape.line}`} />
          </span>
        ))}
      </span>
    );
  }

  const style: CSSProperties =
    shape === 'circle'
      ? { width: toCss(width ?? height), height: toCss(height ?? width) }
      : {
          width: toCss(width) ?? '100%',
          height: toCss(height),
          aspectRatio: ratio !== undefined && height === undefined ? String(ratio) : undefined,
        };
  return (
    <span
      className={`${styles.base} ${styles.shape[shape]}${shape === 'block' ? ` ${styles.radius[radius]}` : ''}`}
      style={style}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}
