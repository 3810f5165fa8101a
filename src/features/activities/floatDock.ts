import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type SyntheticEvent,
} from 'react';

/*
 * A float at rest is docked: a small tab half tucked behind the column's edge, inside the side
 * gutter every screen keeps (vars.space.lg), so it never lies over a game, a claim button, an
 * amount or a prize on the page (spec 2 home item 12 and spec 4 put the floats over the page;
 * nothing there lets them hide it). The player opens it to its full size when they want it:
 *
 * - a tap (mouse, touch, pen) on a docked tab only opens it; the next tap acts. A stray touch
 *   at the screen's edge therefore never leaves the app for WhatsApp or spends a red packet;
 * - keyboard focus opens it, so Tab shows the float in full and Enter or Space acts at once;
 * - an activation without a pointer (a keyboard, a screen reader's "activate") acts at once: the
 *   float's role and accessible name are the same docked or open, nothing is hidden from them;
 * - a tap anywhere else, a scroll, Escape or focus leaving it docks it again.
 */

/** What a float's wrapper and its action need to dock and open. */
export type FloatDock<T extends HTMLElement> = {
  /** Whether the float is docked (at rest); false while the player has it open. */
  docked: boolean;
  /** On the float's wrapper (the element that holds its action, timer and ×). */
  setWrapper: (element: T | null) => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent) => void;
  onBlur: (event: FocusEvent) => void;
  /**
   * Called first in the action's click handler: true when this click was the tap that opened
   * the tab (the default is prevented: a link does not open, the action must not run).
   */
  opened: (event?: SyntheticEvent) => boolean;
};

/** Keyboard focus, not the focus a tap gives a button (Chromium) or a script moving it back. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: any focus opens the tab (keyboard users first).
    return true;
  }
}

/** One float's docked or open state and the handlers that move it between the two. */
export function useFloatDock<T extends HTMLElement>(): FloatDock<T> {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<T | null>(null);
  // Set by a pointer pressed on the docked tab: the click that follows opens it instead of acting.
  const tapToOpen = useRef(false);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && wrapper.current?.contains(event.target))) close();
    };
    // Escape while the open float has focus (a dialog's own Escape is not this one's).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && wrapper.current?.contains(document.activeElement)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', close);
    };
  }, [open]);

  const setWrapper = useCallback((element: T | null) => {
    wrapper.current = element;
  }, []);

  return {
    docked: !open,
    setWrapper,
    onPointerDown: () => {
      tapToOpen.current = !open;
    },
    onFocus: (event) => {
      if (event.target instanceof Element && focusVisible(event.target)) setOpen(true);
    },
    onBlur: (event) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && wrapper.current?.contains(next))) setOpen(false);
    },
    opened: (event) => {
      const opening = tapToOpen.current;
      tapToOpen.current = false;
      if (!opening) return false;
      event?.preventDefault();
      setOpen(true);
      return true;
    },
  };
}
