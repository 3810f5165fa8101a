import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { http, type HttpHandler } from 'msw';
import { fireEvent } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';
import { fail, route } from '../mocks/handlers/respond';
import { DEMO_ACCOUNT } from '../mocks/data/users';
import type { EndpointDef } from '../src/api/contract';
import { useOverlays } from '../src/state/overlays';
import { setSession } from '../src/state/session';
import { AppFrame } from '../src/ui/AppFrame/AppFrame';

/**
 * Story helpers shared across the stories (not a story file).
 *
 * - `RouteProbe` and `Probes`: visually hidden `<output>`s a play function reads: the in-memory
 *   router's location ("Rota atual"), and with `Probes` also the open pop-up ("Pop-up aberto").
 * - `withGamesFrame`: the story in the app frame, with `Probes` after it.
 * - `padded(style)`: the story inside a plain box with that padding (the page's margins).
 * - `logInDemoPlayer`: `beforeEach` of a player's story (the demo player's seed token, which
 *   every fresh mock world accepts).
 * - `failingOnce(endpoint)`: the endpoint answers HTTP 500 the first time, then the mock world
 *   answers as usual (a retry recovers).
 * - `tap(element)`: a finger's tap (see below).
 * - `loadLazyImages`: see below.
 */
/** The in-memory router's location ("Rota atual"): where a tap went. */
export function RouteProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <output className="visually-hidden" aria-label="Rota atual">
      {search ? `${path}?${search}` : path}
    </output>
  );
}

/** Both probes: the route and the overlays store's open pop-up ("Pop-up aberto"). */
export function Probes() {
  const { overlay } = useOverlays();
  return (
    <>
      <RouteProbe />
      <output className="visually-hidden" aria-label="Pop-up aberto">
        {overlay ? JSON.stringify(overlay) : 'nenhum'}
      </output>
    </>
  );
}

export const withGamesFrame: Decorator = (Story) => (
  <AppFrame>
    <Story />
    <Probes />
  </AppFrame>
);

export const padded =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  );

export function logInDemoPlayer(): void {
  setSession(DEMO_ACCOUNT.info);
}

export function failingOnce(endpoint: EndpointDef): { handlers: HttpHandler[]; reset: () => void } {
  let calls = 0;
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put';
  return {
    handlers: [
      http[method](route(endpoint), () => {
        calls += 1;
        // Later calls fall through to the mock world's own handler.
        return calls === 1 ? fail(500, 'Serviço indisponível', 500) : undefined;
      }),
    ],
    reset: () => {
      calls = 0;
    },
  };
}

const pendingLazy = (doc: Document) =>
  Array.from(doc.images).filter((img) => !img.complete && img.loading === 'lazy');

/** How long one picture may take before the play fails naming it, instead of hanging. */
const PICTURE_WAIT_MS = 10_000;

/**
 * Loads `img` now (eager) and resolves once it has loaded or failed, or has left the document:
 * a picture whose `src` changes is replaced by a new element (ui/Image keys it by URL), and the
 * old, detached one may never fire either event. A picture still pending after
 * PICTURE_WAIT_MS fails the play with its address, where it used to hang until the runner's
 * 30 s test timeout with no word of what it waited for.
 */
const settle = (img: HTMLImageElement) =>
  new Promise<void>((resolve, reject) => {
    const started = performance.now();
    const finish = () => {
      clearInterval(check);
      resolve();
    };
    const check = setInterval(() => {
      if (img.complete || !img.isConnected) finish();
      else if (performance.now() - started > PICTURE_WAIT_MS) {
        clearInterval(check);
        const src = img.currentSrc || img.src;
        reject(
          new Error(
            `A picture did not load in ${PICTURE_WAIT_MS} ms: alt "${img.alt}", ${src.slice(0, 120)}`,
          ),
        );
      }
    }, 100);
    img.addEventListener('load', finish, { once: true });
    img.addEventListener('error', finish, { once: true });
    img.loading = 'eager';
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The test runner's screenshot step waits for every `<img>` to complete, but Chromium never
 * starts a lazy picture far out of view (below the fold, or off to the side in a carousel
 * track), so a long page would wait forever. Call this at the end of a play function: it first
 * waits for the home sections near the viewport to mount their tiles (`data-tiles-pending`, see
 * src/features/home/GameSections/deferredMount.ts), then switches pending lazy pictures to eager
 * and waits for each, looking again a little later for pictures mounted after first paint (the
 * carousel's slides). What the viewport shows does not change. Ends with `repaintAll()`.
 */
export async function loadLazyImages(root: HTMLElement): Promise<void> {
  const doc = root.ownerDocument;
  // Sections near the viewport mount their tiles as the browser reports them in range.
  const pendingNearby = () => {
    const height = doc.documentElement.clientHeight;
    return Array.from(doc.querySelectorAll('[data-tiles-pending]')).some((el) => {
      const { top, bottom } = el.getBoundingClientRect();
      return top < 2 * height && bottom > -height;
    });
  };
  for (let waited = 0; pendingNearby() && waited < 10_000; waited += 50) await pause(50);
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(pendingLazy(doc).map(settle));
    await pause(300);
  }
  await Promise.all(pendingLazy(doc).map(settle));
  await repaintAll();
}

/**
 * A tap as a touch screen makes it: pointer and mouse events and a click, without moving focus.
 * userEvent.click focuses the button like a desktop click, and Chromium then paints a focus ring
 * and repaints only its rectangle after blur, which leaves the button's rounded corners one
 * shade off in some runs; a tap never paints the ring, so screenshots stay identical.
 */
export async function tap(element: Element): Promise<void> {
  fireEvent.pointerDown(element);
  fireEvent.mouseDown(element);
  fireEvent.pointerUp(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
  // Store updates render on the next tick (valtio batches); let them land, as userEvent does.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Repaints the whole page once. After a tap, Chromium sometimes re-rasters only part of a
 * button, and its rounded corners come out one shade off in some runs (0-pixel baselines see
 * it); a full repaint before the screenshot draws every pixel the same way every time.
 */
export async function repaintAll(): Promise<void> {
  const root = document.documentElement;
  root.style.setProperty('filter', 'opacity(0.999)');
  await frame();
  await frame();
  root.style.removeProperty('filter');
  await frame();
  await frame();
}
