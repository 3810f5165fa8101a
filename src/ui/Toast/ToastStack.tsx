import { useCallback, useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n/t';
import { MODAL_KEEP_ATTRIBUTE } from '../Modal/modalStack';
import { Toast, type ToastTone } from './Toast';
import * as styles from './ToastStack.css';
import '../../i18n/messages/uiExtras';

/** Spec 8: a server message toast stays 3000 ms. */
export const DEFAULT_TOAST_DURATION_MS = 3000;

export type ToastItem = {
  id: string;
  message: string;
  tone: ToastTone;
  /** How long the toast stays before it dismisses itself (default 3000 ms). */
  durationMs?: number;
};

type ToastStackProps = {
  /** Oldest first; the newest shows at the bottom of the stack. */
  toasts: readonly ToastItem[];
  /** The dismiss button, or a toast's time running out. */
  onDismiss: (id: string) => void;
};

/**
 * The notifications under the header. Each toast dismisses itself after its duration by calling
 * `onDismiss`; every timer pauses while the pointer is over a toast or focus is inside one.
 *
 * Screen readers hear each toast through two live regions that exist from the stack's first
 * render (a region added together with its text is often not announced), so mount the stack
 * once at app start: `status` (polite) for info, success and warning, `alert` for danger.
 */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const [holds, setHolds] = useState(0);
  const hold = useCallback((delta: 1 | -1) => setHolds((count) => count + delta), []);
  const paused = holds > 0;

  return createPortal(
    // Stays usable while a sheet or dialog makes the rest of the page inert.
    <div className={styles.stack} {...{ [MODAL_KEEP_ATTRIBUTE]: '' }}>
      {toasts.length > 0 && (
        <section aria-label={t('toast.region')}>
          <ol className={styles.list}>
            {toasts.map((toast) => (
              <TimedToast
                key={toast.id}
                toast={toast}
                paused={paused}
                onHold={hold}
                onDismiss={onDismiss}
              />
            ))}
          </ol>
        </section>
      )}
      <div role="status" aria-live="polite" className="visually-hidden">
        {toasts
          .filter((toast) => toast.tone !== 'danger')
          .map((toast) => (
            <p key={toast.id}>{toast.message}</p>
          ))}
      </div>
      <div role="alert" className="visually-hidden">
        {toasts
          .filter((toast) => toast.tone === 'danger')
          .map((toast) => (
            <p key={toast.id}>{toast.message}</p>
          ))}
      </div>
    </div>,
    document.body,
  );
}

type TimedToastProps = {
  toast: ToastItem;
  /** True while any toast of the stack is hovered or focused. */
  paused: boolean;
  /** +1 when this toast starts holding the stack's timers, -1 when it lets go. */
  onHold: (delta: 1 | -1) => void;
  onDismiss: (id: string) => void;
};

function TimedToast({ toast, paused, onHold, onDismiss }: TimedToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const holding = hovered || focused;
  const remaining = useRef(toast.durationMs ?? DEFAULT_TOAST_DURATION_MS);
  const expired = useRef(false);
  const expire = useEffectEvent(() => {
    expired.current = true;
    onDismiss(toast.id);
  });

  // Released on unmount too, so a toast removed under the pointer cannot freeze the others.
  useEffect(() => {
    if (!holding) return;
    onHold(1);
    return () => onHold(-1);
  }, [holding, onHold]);

  // performance.now, not Date.now: Storybook pins the wall clock but lets timers run.
  useEffect(() => {
    if (paused || expired.current) return;
    const startedAt = performance.now();
    const timer = setTimeout(() => expire(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= performance.now() - startedAt;
    };
  }, [paused]);

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <li
      className={styles.item}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <Toast message={toast.message} tone={toast.tone} onDismiss={() => onDismiss(toast.id)} />
    </li>
  );
}
