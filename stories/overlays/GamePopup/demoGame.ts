import { expect, waitFor } from 'storybook/test';
import { ok, on } from '../../../mocks/handlers/respond';
import { type GameEnterPayload } from '../../../src/api/contract';
import { endpoints } from '../../../src/api/allEndpoints';
import demoGameUrl from './demoGame.svg?no-inline';

/**
 * "Enter game" answered like the mock world does (a same-origin launch path with id, trial and
 * currency in the query), but pointing at a small local picture of a game. The world's own
 * `/demo-game` path is no page in Storybook: the static server answers an empty 404, and
 * Chromium's error page in a frame never reports its network idle, which stalls the test
 * runner's screenshot of the next story that opens a frame.
 */
export const demoGameEnter = [
  on(endpoints.gameEnter, async ({ request }) => {
    const { gameId, isTrial, currency } = (await request.json()) as GameEnterPayload;
    const query = new URLSearchParams({
      id: String(gameId),
      trial: isTrial ? '1' : '0',
      currency,
    });
    return ok({ gameUrl: `${new URL(demoGameUrl, window.location.href).pathname}?${query}` });
  }),
];

/**
 * Waits for the game frame to load, then makes one small request from the page itself.
 *
 * Why: Playwright 1.65 drops the page's "network idle" when a frame navigates, and restores it
 * only after a later request *of the page* finishes. Once fonts and assets are cached, a story
 * whose last page request (enter game) came before its frame navigated never gets back to
 * idle, and the test runner's `waitForPageReady` before the screenshot times out (30 s). The
 * request is a HEAD of the frame's own local picture.
 */
export async function frameSettled(frame: HTMLIFrameElement): Promise<void> {
  await new Promise<void>((resolve) => {
    const loaded = () =>
      frame.contentDocument?.readyState === 'complete' &&
      frame.contentWindow?.location.href !== 'about:blank';
    if (loaded()) resolve();
    else frame.addEventListener('load', () => resolve(), { once: true });
  });
  await fetch(frame.src, { method: 'HEAD', cache: 'no-store' });
}

/**
 * Waits until the demo game in the frame (mocks/demoProvider/game/) has read its launch and
 * shows its reels: the frame's page is on this origin, so the story can read it. Then the same
 * settling as `frameSettled`.
 */
export async function demoGameReady(frame: HTMLIFrameElement): Promise<Document> {
  await waitFor(
    () => {
      const page = frame.contentDocument;
      expect(page?.querySelector('#play:not([hidden])')).not.toBeNull();
    },
    { timeout: 8000 },
  );
  await frameSettled(frame);
  return frame.contentDocument!;
}
