import type { Decorator } from '@storybook/react-vite';
import { fireEvent, within } from 'storybook/test';
import { worker } from '../../../mocks/browser';
import { AuthPopup } from '../../../src/overlays/AuthPopup/AuthPopup';
import { repaintAll } from '../../features/games/gamesStoryKit';

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
 * Before the screenshot: no focus ring, then one full repaint. On opening, the pop-up moves
 * focus to its close button (ModalLayer, unit-tested there), but in Storybook that happens
 * while the preview may still hide everything outside the story root (`.sb-show-preparing-story`
 * display: none on the portal), so whether the button got focus, and a ring, varied between
 * runs. `repaintAll` (gamesStoryKit): a partial re-raster left pixels one shade off now and then.
 */
export async function settled(dialog: HTMLElement): Promise<void> {
  const active = dialog.ownerDocument.activeElement;
  if (active instanceof HTMLElement && dialog.contains(active)) active.blur();
  await repaintAll();
}
