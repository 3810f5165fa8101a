import type { Decorator } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { worker } from '../../../mocks/browser';
import { AuthPopup } from '../../../src/overlays/AuthPopup/AuthPopup';
import { overlaysState } from '../../../src/state/overlays';
import { switchPlayer } from '../overlayPage';
import { repaintAll } from '../../storyKit';

/**
 * Story helpers of the activity pop-ups (SignInPopup, NewRedPacketPopup, RedPacketPopup); not a
 * story file.
 *
 * - `page(canvasElement)`: queries on the whole document (pop-ups render in a portal).
 * - `recordCalls(path)`: the requests the page sends to one endpoint from now on, through the
 *   MSW worker's events (nothing is stubbed: the mock world still answers them).
 * - `doubleTap(element)`: two taps in a row, the second before the app re-renders.
 * - `withRegisterPopup`: mounts the real register pop-up after the story, for the visitor
 *   stories (spec 6: a visitor who opens a claim gets it instead).
 * - `settled(dialog)`: the end of every play function, before the screenshot.
 * - `visitorOpensRegister`: the whole Visitor story every activity pop-up has (spec 6).
 */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export function recordCalls(path: string): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) calls.push(`${request.method} ${url.pathname}`);
  };
  worker.events.on('request:start', listener);
  return { calls, stop: () => worker.events.removeListener('request:start', listener) };
}

function touch(element: Element): void {
  fireEvent.pointerDown(element);
  fireEvent.mouseDown(element);
  fireEvent.pointerUp(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
}

/**
 * An impatient double tap: both taps land synchronously, before React renders the first one's
 * loading state, so only the money-action guard can stop the second. Taps (not userEvent
 * clicks) never move focus, so no focus ring is painted into the screenshot.
 */
export async function doubleTap(element: Element): Promise<void> {
  touch(element);
  touch(element);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

export const withRegisterPopup: Decorator = (Story) => (
  <>
    <Story />
    <AuthPopup />
  </>
);

/**
 * Before the screenshot: focus has moved inside the pop-up (what a keyboard or screen-reader
 * player needs first), then no focus ring, then one full repaint. On opening, the pop-up moves
 * focus to its close button (ModalLayer), but in Storybook the preview may still hide the portal
 * for a few frames (`.sb-show-preparing-story`), and the layer tries again on each frame until
 * the button has a box (focusWhenShown). Blurring before that try landed let it land after the
 * blur: under load the Loading screenshot once showed the close button's ring. So: wait for it,
 * then blur. `repaintAll` (storyKit): a partial re-raster left pixels one shade off now and then.
 */
export async function settled(dialog: HTMLElement): Promise<void> {
  const { ownerDocument } = dialog;
  await waitFor(() => expect(dialog.contains(ownerDocument.activeElement)).toBe(true));
  const active = ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
  await repaintAll();
}

/**
 * A visitor opens the activity: the register pop-up opens instead (spec 6), on its Cadastrar
 * tab. Each pop-up's `Visitor` story is this one.
 */
export const visitorOpensRegister = {
  decorators: [withRegisterPopup],
  beforeEach: () => {
    switchPlayer(null);
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const register = await page(canvasElement).findByRole('dialog', {
      name: 'Entrar ou cadastrar',
    });
    await expect(within(register).getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    await settled(register);
  },
};
