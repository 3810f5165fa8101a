import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { holdBackButton } from './backButton';
import { focusWhenShown, tabbables } from './focusable';
import { isTopLayer, pushLayer, removeLayer } from './modalStack';
import * as styles from './ModalLayer.css';

type ModalLayerProps = {
  open: boolean;
  /** Esc, and a scrim tap when `dismissible`. */
  onClose: () => void;
  /** `alertdialog` for messages that interrupt and need an answer (danger confirms, errors). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the visible title inside the panel. */
  labelledBy: string;
  /** Id of the description, when there is one. */
  describedBy?: string;
  /** Whether a tap on the scrim closes the layer. */
  dismissible?: boolean;
  /** `bottom`: a sheet rising from the bottom edge; `center`: a dialog. */
  placement: 'bottom' | 'center';
  /** The panel's own look (size, surface, radius, enter motion). */
  panelClassName?: string;
  children: ReactNode;
};

/**
 * The one modal mechanism behind sheets and dialogs. While open it renders into `document.body`
 * through a portal, makes everything else on the page `inert` and stops the page scrolling,
 * moves focus inside (to the element marked `data-autofocus`, else the first tabbable one, else
 * the panel), keeps Tab and Shift+Tab cycling inside, closes on Esc, and gives focus back to
 * whatever had it before opening. Only the topmost of several open layers reacts to keys. The
 * phone's back button closes the topmost layer instead of leaving the page (backButton.ts).
 */
export function ModalLayer({ open, ...props }: ModalLayerProps) {
  return open ? <OpenModalLayer {...props} /> : null;
}

function OpenModalLayer({
  onClose,
  role = 'dialog',
  labelledBy,
  describedBy,
  dismissible = true,
  placement,
  panelClassName,
  children,
}: Omit<ModalLayerProps, 'open'>) {
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Read while rendering the first time, before anything inside the layer can take focus.
  const [returnFocusTo] = useState(() => document.activeElement);
  const close = useEffectEvent(() => onClose());

  // Layout effect: the page must be inert and focus inside before the first paint.
  useLayoutEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!layer || !panel) return;
    pushLayer(layer);
    const releaseBack = holdBackButton(() => close());
    const focusIn = (): boolean => {
      const initial =
        panel.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(panel)[0] ?? panel;
      initial.focus({ preventScroll: true });
      return panel.contains(document.activeElement);
    };
    // Tried again on the next frames while the layer is still hidden (focusWhenShown).
    const stopFocus = focusWhenShown(focusIn, (active) => panel.contains(active));
    return () => {
      stopFocus();
      releaseBack();
      // Un-inert first: an inert element cannot take focus back.
      removeLayer(layer);
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) {
        returnFocusTo.focus({ preventScroll: true });
      }
    };
  }, [returnFocusTo]);

  useEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!layer || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || !isTopLayer(layer)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        cycleFocus(event, panel);
      }
    };
    // On the document, not the panel: after a tap on the scrim focus sits on <body>.
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <div ref={layerRef} className={styles.layer({ placement })}>
      {/* A pointer convenience only; Esc and the visible buttons are the keyboard way out. */}
      <div
        className={styles.scrim}
        aria-hidden="true"
        onClick={dismissible ? onClose : undefined}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Wraps Tab from the last element to the first and Shift+Tab from the first to the last. */
function cycleFocus(event: KeyboardEvent, panel: HTMLElement): void {
  const items = tabbables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active);
  if (event.shiftKey && (!inside || active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
