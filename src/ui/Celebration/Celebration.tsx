import { useEffect, useState } from 'react';
import { formatCurrency } from '../../lib/money';
import { CELEBRATION_MS, countUpValue, unitsOf } from './countUp';
import * as styles from './Celebration.css';

/**
 * A fixed frame of the moment, nothing moving: `start` (the count at zero, the pieces small on
 * the words' middle line), `middle` (halfway through, the pieces most of the way out) or `end`
 * (the amount won, at rest).
 */
export type CelebrationFrame = 'start' | 'middle' | 'end';

type CelebrationProps = {
  /** The amount won, in `symbol`'s currency. */
  amount: number;
  /** Currency symbol before the amount (default R$, spec 1). */
  symbol?: string;
  /** Decimal places, the currency's accuracy (default 2, spec 5). */
  decimals?: number;
  /**
   * The words around the amount, given the amount as text ("Você ganhou {amount}!", from the
   * catalogue of the place that shows it). Without it the amount stands alone, large and gold.
   */
  say?: (amount: string) => string;
  /**
   * Shows one frame instead of playing: stories, and a win shown again rather than won just now
   * (`end`). Without it the moment plays once when it mounts.
   */
  frame?: CelebrationFrame;
};

/**
 * Players who asked for less motion get the amount at once, and so does the story runner (its
 * `html[data-motion="off"]` freezes every screenshot on the still version).
 */
function prefersStill(): boolean {
  if (typeof document === 'undefined') return true;
  if (document.documentElement.dataset.motion === 'off') return true;
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** A screen's frame at 60 fps (ms). */
const FRAME_MS = 1000 / 60;

/** Where the moment is: playing (how far, 0 to 1) or at rest, and whether pieces were thrown. */
type Moment = { progress: number; burst: boolean };

/**
 * A win's moment, the one celebration of the app: the amount counts up from zero to what was
 * won (about a second, fast then settling) while a few pieces burst out and fade, then rests on
 * the amount. Money is formatted as everywhere (`formatCurrency`, pt-BR, spec 5) in tabular
 * figures.
 *
 * - No layout shift: the final words take their room from the first frame (hidden while the
 *   count runs) and the rising copy and the pieces are drawn over them.
 * - Screen readers: only the final words are in the accessibility tree, from the first frame;
 *   the rising copy and the pieces are `aria-hidden`. Place it in a live region that is on the
 *   page before the win (the claim's status): the region is filled once, so the amount is said
 *   once, and the count's frames are never announced.
 * - Reduced motion (and the frozen story runner): the amount at once, no pieces.
 * - 60 fps: the pieces move by transform and opacity only (compositor); each frame changes the
 *   rising copy's text, an absolutely placed box that lays out nothing around it.
 */
export function Celebration({ amount, ...rest }: CelebrationProps) {
  // A new amount is a new win: its moment plays from the start.
  return <Played key={amount} amount={amount} {...rest} />;
}

function Played({ amount, symbol = 'R$', decimals = 2, say, frame }: CelebrationProps) {
  const [moment, setMoment] = useState<Moment>(() =>
    // Nothing to count (zero, say) is nothing to celebrate: it is simply shown.
    frame !== undefined || prefersStill() || unitsOf(amount, decimals) === null
      ? { progress: 1, burst: false }
      : { progress: 0, burst: true },
  );
  const live = frame === undefined && moment.burst;

  useEffect(() => {
    if (!live) return;
    let request = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: number | null = null;
    let drawn = -Infinity;
    const ask = () => {
      request = requestAnimationFrame(tick);
    };
    function tick(time: number) {
      // A page that hands out frames faster than a screen draws them (a test's DOM answers at
      // once, hundreds of thousands a second) waits for the next one: one count a frame at most.
      if (time - drawn < FRAME_MS / 2) {
        timer = setTimeout(ask, FRAME_MS);
        return;
      }
      drawn = time;
      start ??= time;
      const progress = Math.min(1, (time - start) / CELEBRATION_MS);
      setMoment((current) => (current.progress === progress ? current : { ...current, progress }));
      if (progress < 1) ask();
    }
    ask();
    return () => {
      cancelAnimationFrame(request);
      clearTimeout(timer);
    };
  }, [live]);

  const words = (value: number) => {
    const text = formatCurrency(value, symbol, decimals);
    return say ? say(text) : text;
  };
  const progress =
    frame === 'start' ? 0 : frame === 'middle' ? 0.5 : frame === 'end' ? 1 : moment.progress;
  const counting = progress < 1;
  const pose = frame === 'start' || frame === 'middle' ? styles.pose[frame] : null;

  return (
    <span className={say ? styles.root : `${styles.root} ${styles.figure}`}>
      <span className={counting ? styles.settling : undefined}>{words(amount)}</span>
      {counting && (
        <span className={styles.rising} aria-hidden="true">
          {words(countUpValue(amount, progress, decimals))}
        </span>
      )}
      {(pose !== null || live) && (
        <span className={`${styles.burst} ${pose ?? styles.flying}`} aria-hidden="true">
          {styles.pieces.map((piece, index) => (
            <span key={index} className={piece} />
          ))}
        </span>
      )}
    </span>
  );
}
