import { useEffect, useState, type MouseEvent } from 'react';
import { t } from '../../../i18n/t';
import { now } from '../../../lib/clock';
import { isSafeExternalUrl } from '../../../lib/url';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { CloseIcon } from '../../../ui/Icon/CloseIcon';
import { useFloatDock } from '../floatDock';
import { createScrollIdle } from './scrollIdle';
import * as styles from './FloatingButtons.css';
import '../../../i18n/messages/shellExtras';

/**
 * A floating icon: a social link (spec 3, type 3) or an activity. `href` opens an external page
 * in a new tab (only http(s), checked); `onClick` runs first and may return `false` to stay
 * (the app sends visitors to the register pop-up instead, spec 6). `countdownEndsAt` shows a
 * timer until then (spec 4, per-day countdown of social icons; red-packet countdown).
 */
export type FloatItem = {
  id: number | string;
  /** The icon's accessible name (the network or activity name). */
  label: string;
  /** The icon's picture URL. */
  icon: string;
  href?: string;
  onClick?: () => boolean | void;
  /** Epoch ms; the timer shows while it is in the future. */
  countdownEndsAt?: number;
  /** Shows a × that calls `onDismiss` (spec 4, "the user can dismiss an icon"). */
  dismissible?: boolean;
};

type FloatingButtonsProps = {
  /** The right-side column, top to bottom. */
  items: readonly FloatItem[];
  /** The floating Telegram button on the left. */
  telegram?: FloatItem | null;
  onDismiss?: (id: FloatItem['id']) => void;
  /** An item's countdown reached zero while shown (e.g. to re-fetch, spec 4). */
  onCountdownEnd?: (id: FloatItem['id']) => void;
  /**
   * Forces the while-scrolling state (stories, or a parent that already tracks scrolling);
   * left undefined, the component follows the window's scroll itself.
   */
  scrolling?: boolean;
  /**
   * Moves the right-hand column up one slot, clear of the red packet that follows the player
   * (spec 4) in the same corner (floatGeometry.ts). The shell sets it for every logged-in
   * player, whether a round is on or not: set when the packet arrived, it moved the icons.
   */
  reserveBottom?: boolean;
};

/** Whether the window is being scrolled, true from the first scroll event until 800 ms after the last. */
function useWindowScrolling(enabled: boolean): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const idle = createScrollIdle(setScrolling);
    const onScroll = () => idle.poke();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      idle.dispose();
      setScrolling(false);
    };
  }, [enabled]);
  return scrolling;
}

/** Usable: a safe external link or an in-app action. */
const usable = (item: FloatItem) =>
  (item.href !== undefined && isSafeExternalUrl(item.href)) || item.onClick !== undefined;

function FloatIcon({
  item,
  side,
  ended,
  onEnded,
  onDismiss,
}: {
  item: FloatItem;
  side: 'left' | 'right';
  ended: boolean;
  onEnded: () => void;
  onDismiss?: (id: FloatItem['id']) => void;
}) {
  const { docked, setWrapper, onPointerDown, onFocus, onBlur, opened } =
    useFloatDock<HTMLLIElement>();
  const external = item.href !== undefined && isSafeExternalUrl(item.href);
  const deadline = item.countdownEndsAt;
  const counting = deadline !== undefined && !ended && deadline > now();
  const picture = <img className={styles.icon} src={item.icon} alt="" decoding="async" />;

  const handleClick = (event: MouseEvent) => {
    // A tap on the docked tab only opens it (floatDock.ts).
    if (opened(event)) return;
    if (item.onClick?.() === false) event.preventDefault();
  };

  return (
    <li
      ref={setWrapper}
      className={styles.item({ side, docked })}
      data-float=""
      data-docked={docked}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {external ? (
        <a
          className={styles.action}
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('float.newTab', { name: item.label })}
          onClick={handleClick}
        >
          {picture}
        </a>
      ) : (
        <button
          type="button"
          className={styles.action}
          aria-label={item.label}
          onClick={handleClick}
        >
          {picture}
        </button>
      )}
      {counting && (
        <span className={styles.timer({ side, docked })}>
          <Countdown deadline={deadline} onEnd={onEnded} />
        </span>
      )}
      {/* Closing an icon is for one the player has opened: docked, the tab is all there is. */}
      {item.dismissible && onDismiss && !docked && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={t('float.dismiss', { name: item.label })}
          onClick={() => onDismiss(item.id)}
        >
          <CloseIcon className={styles.dismissIcon} strokeWidth={2.5} />
        </button>
      )}
    </li>
  );
}

/**
 * The home page's floats (spec 2, item 12): the Telegram button on the left and the social and
 * activity icons on the right, inside the 500 px column above the tab bar. At rest each icon is
 * docked, a half disc in its side's gutter that leaves the page clear, and a tap or keyboard
 * focus opens it to full size (floatDock.ts). While the page scrolls they slide out of the way
 * and they come back 800 ms after it stops (spec 4, 9). Each icon can show a countdown (docked,
 * it runs down the gutter) and, open, a × to dismiss it. Icons whose link is not a safe http(s)
 * URL and that have no action are not shown.
 */
export function FloatingButtons({
  items,
  telegram,
  onDismiss,
  onCountdownEnd,
  scrolling,
  reserveBottom = false,
}: FloatingButtonsProps) {
  const windowScrolling = useWindowScrolling(scrolling === undefined);
  const away = scrolling ?? windowScrolling;
  // Countdowns that reached zero while shown; their timers go away.
  const [ended, setEnded] = useState<ReadonlySet<FloatItem['id']>>(() => new Set());

  const renderItem = (item: FloatItem, side: 'left' | 'right') => (
    <FloatIcon
      key={item.id}
      item={item}
      side={side}
      ended={ended.has(item.id)}
      onEnded={() => {
        setEnded((previous) => new Set(previous).add(item.id));
        onCountdownEnd?.(item.id);
      }}
      onDismiss={onDismiss}
    />
  );

  const right = items.filter(usable);
  const left = telegram && usable(telegram) ? telegram : null;
  if (!left && right.length === 0) return null;

  return (
    <div className={styles.layer} data-scrolling={away}>
      {left && (
        <ul className={styles.column({ side: 'left', away })}>{renderItem(left, 'left')}</ul>
      )}
      {right.length > 0 && (
        <ul
          className={styles.column({ side: 'right', away, reserveBottom })}
          aria-label={t('float.region')}
        >
          {right.map((item) => renderItem(item, 'right'))}
        </ul>
      )}
    </div>
  );
}
