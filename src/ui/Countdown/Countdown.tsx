import { useEffect, useEffectEvent, useState } from 'react';
import { now } from '../../lib/clock';
import { formatCountdown } from '../../lib/time';
import { t } from '../../i18n/t';
import * as styles from './Countdown.css';
import '../../i18n/messages/uiExtras';

type CountdownProps = {
  /** When the time runs out, in epoch milliseconds. */
  deadline: number;
  /** Called once when the countdown reaches zero while shown (e.g. to re-fetch, spec 4). */
  onEnd?: () => void;
};

const SECOND = 1000;

/**
 * Milliseconds until the display changes: it floors, so '00:00:05' holds from 5999 down to
 * 5000 ms left and turns into '00:00:04' one millisecond later; the last second runs to 0 exactly.
 */
function nextTickIn(left: number): number {
  return left < SECOND ? left : (left % SECOND) + 1;
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Time left until `deadline` as 'Nd HH:MM:SS' (spec 5), then 'Encerrado'.
 *
 * Ticks once per second, each tick scheduled for the instant the shown second changes and
 * reading the clock afresh (src/lib/clock), so it never drifts or skips. While the page is
 * hidden it stops ticking; on becoming visible it refreshes at once (spec 4, red-packet
 * countdown). `onEnd` fires once when zero is reached while mounted, including when the
 * deadline passed while the page was hidden; not when mounted with the deadline already past,
 * so a parent that re-fetches on end cannot loop on stale data.
 *
 * role="timer" with a 'Tempo restante: …' label, and no live region: screen readers read the
 * time when the player reaches it instead of announcing every second.
 */
export function Countdown({ deadline, onEnd }: CountdownProps) {
  // The reading remembers its deadline, so a new deadline is shown on the very render it arrives.
  const [reading, setReading] = useState(() => ({ deadline, left: deadline - now() }));
  let left = reading.left;
  if (!Object.is(reading.deadline, deadline)) {
    left = deadline - now();
    setReading({ deadline, left });
  }
  // `!(x > 0)` also catches NaN: a deadline that is not a number shows as ended, never spins.
  const ended = !(left > 0);
  const fireEnd = useEffectEvent(() => onEnd?.());
  // Whether the render this effect belongs to showed the time running. The effect reads the
  // clock again, later: a deadline that ran out in between (a busy phone, a test moving the
  // clock) must still end on screen and call onEnd, not freeze on the last reading.
  const shownRunning = useEffectEvent(() => !ended);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = deadline - now();
    let finished = !shownRunning();

    const tick = () => {
      const remaining = deadline - now();
      // A clock that stood still (Storybook's pinned clock) waits a full second, never spins.
      const stalled = remaining === last;
      last = remaining;
      setReading((prev) =>
        Object.is(prev.deadline, deadline) && prev.left === remaining
          ? prev
          : { deadline, left: remaining },
      );
      if (!(remaining > 0)) {
        if (!finished) {
          finished = true;
          fireEnd();
        }
        return;
      }
      timer = setTimeout(tick, stalled ? SECOND : nextTickIn(remaining));
    };

    const onVisibility = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!isHidden()) tick();
    };

    // Ticking starts only while the page is visible.
    if (!finished && !isHidden()) timer = setTimeout(tick, last > 0 ? nextTickIn(last) : 0);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deadline]);

  const text = ended ? t('countdown.ended') : formatCountdown(left);
  return (
    <span
      role="timer"
      aria-label={ended ? text : t('countdown.label', { time: text })}
      className={styles.countdown({ ended })}
    >
      {text}
    </span>
  );
}
