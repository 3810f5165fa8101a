import { useEffect, useMemo } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { SWRConfiguration } from 'swr';
import { memoryLocation } from 'wouter/memory-location';
import { worker } from '../../mocks/browser';
import { AppRoot } from '../../src/app/App';
import { hideNoticesToday } from '../../src/features/notices/noticeSnooze';
import { logInDemoPlayer } from '../storyKit';

/**
 * Story helpers of the cross-screen flows (not a story file).
 *
 * - `FlowApp`: the whole app (`AppRoot`: boot, route guard, shell, routes, global overlays) on
 *   an in-memory location that starts at `path`, with its own SWR cache. Beside it, a visually
 *   hidden `<output>` named "Rota atual" shows that location (path and query) and how many
 *   entries its history holds, so a play function can prove where a tap went, or that it went
 *   nowhere.
 * - `pressBack()`: the phone's (or browser's) own back button: the in-memory history goes back
 *   one entry. The app's back arrow calls `window.history.back()`, which in Storybook would leave
 *   the story, so flows use this instead.
 * - `page(canvasElement)`: queries over the whole document (pop-ups render into `<body>`).
 * - `expectRoute(canvasElement, route, entries?)`: the location (and history length) now.
 * - `recordCalls(pattern)`: the API calls the page makes from now on, as "METHOD /path".
 * - `settle()`: waits until no API call is in flight and the page has stopped changing.
 * - `lobbyLoaded(canvasElement)`: the home page has arrived whole (every lazy section, the
 *   carousel's controls, the bet table) and the app is quiet, ready for a screenshot.
 * - `returningPlayer`: `beforeEach` of a logged-in flow: the demo player's session, and today's
 *   notice pop-ups already dismissed ("Não mostrar novamente hoje"), so none covers the app.
 * - `patience`: the wait option of every `findBy…`/`waitFor` that crosses a screen.
 * - `loadAppCode`: loader of every flow: the code the app loads on demand (each screen and
 *   each pop-up) is in place before the play starts.
 *
 * Taps, lazy pictures, repaints and the demo player’s session come from the shared story kit
 * (`stories/storyKit.tsx`).
 */

/*
 * The app's on-demand code: every screen (a route's chunk) and every pop-up (a shell piece's
 * chunk). The same modules as the app's own dynamic imports, so loading them here is what the
 * app would fetch on its first tap.
 */
const APP_CODE = import.meta.glob([
  '../../src/screens/*/*.tsx',
  '../../src/overlays/*/*.tsx',
  '!**/*.test.tsx',
]);

/**
 * Loader of every flow: the app's on-demand code is fetched and run before the play starts. A
 * flow's first tap on a pop-up or a screen otherwise waits for a chain of chunks from the local
 * Storybook server, which on a busy 2-core machine took 3 to 6 s (measured: "Cadastrar" tapped,
 * the register pop-up on screen 2970 and 5983 ms later under load) and failed the play's 5 s
 * wait. What a flow tests is the app's behaviour; how fast a starved server hands out files is
 * not part of it (the production build's first-load weight has its own budget and benchmarks).
 */
export async function loadAppCode(): Promise<Record<string, never>> {
  await Promise.all(Object.values(APP_CODE).map((load) => load()));
  return {};
}

/** The casino API's paths (mocks/scenarios.ts matches the same ones). */
const API_PATH = /^\/(?:api|papi|game)\//;

/** The app's own SWR settings (src/app/App.tsx), on a cache of this story's own. */
const flowSwr: SWRConfiguration = {
  provider: () => new Map(),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
};

type FlowAppProps = {
  /** Where the player starts: a path with an optional query ('/gameList?categoryId=2'). */
  path: string;
};

type MemoryLocation = ReturnType<typeof memoryLocation> & { history: string[] };

function RouteProbe({ location }: { location: MemoryLocation }) {
  const [path] = location.hook();
  const search = location.searchHook();
  const route = search ? `${path}?${search}` : path;
  return (
    <output className="visually-hidden" aria-label="Rota atual">
      {`${route} (${location.history.length})`}
    </output>
  );
}

/** The location of the app on screen, for `pressBack`. */
let shown: MemoryLocation | null = null;

/** The whole app at `path`, as a player opens it, plus the "Rota atual" probe. */
export function FlowApp({ path }: FlowAppProps) {
  const location = useMemo(() => memoryLocation({ path, record: true }) as MemoryLocation, [path]);
  useEffect(() => {
    shown = location;
    return () => {
      if (shown === location) shown = null;
    };
  }, [location]);
  return (
    <>
      <AppRoot locationHook={location.hook} swr={flowSwr} />
      <RouteProbe location={location} />
    </>
  );
}

/**
 * The system back button (Android's, or the browser's): the location goes back to the previous
 * entry of its history, which loses its last entry, as a browser's back stack does.
 */
export function pressBack(): void {
  const history = shown?.history;
  if (!shown || !history || history.length < 2) throw new Error('pressBack: nothing to go back to');
  history.pop();
  shown.navigate(history[history.length - 1]!, { replace: true });
}

/**
 * `beforeEach` of a flow that starts logged in: the demo player's seed session (the games story
 * kit's `logInDemoPlayer`), who already ticked "Não mostrar novamente hoje" on today's notice
 * pop-ups, so the app opens straight onto the page, as it would for them.
 */
export function returningPlayer(): void {
  logInDemoPlayer();
  hideNoticesToday(true);
}

/**
 * How long a flow waits for what a tap started: a lazily loaded screen or pop-up and its calls
 * (testing-library's default of 1 s is short for a 2-core machine building the first page).
 */
export const patience = { timeout: 5000 };

/** Queries over the whole document: the app's pop-ups render into `<body>`, not the canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The in-memory location is `route` (path and query) and its history holds `entries` entries
 * (1: the player has not gone anywhere since the app opened).
 */
export async function expectRoute(
  canvasElement: HTMLElement,
  route: string,
  entries?: number,
): Promise<void> {
  const probe = page(canvasElement).getByRole('status', { name: 'Rota atual', hidden: true });
  await waitFor(() => expect(probe.textContent?.replace(/ \(\d+\)$/, '')).toBe(route), patience);
  if (entries !== undefined) await expect(probe).toHaveTextContent(`${route} (${entries})`);
}

/**
 * Records the casino API calls the page starts from now on, as "METHOD /path" (e.g.
 * "PUT /game/api/game/v1/collect/10015"), through the MSW worker's events. Call `stop()` when
 * done (in a `finally`).
 */
export function recordCalls(pattern: RegExp = API_PATH): {
  calls: string[];
  stop: () => void;
} {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (pattern.test(url.pathname)) calls.push(`${request.method} ${url.pathname}`);
  };
  worker.events.on('request:start', listener);
  return { calls, stop: () => worker.events.removeListener('request:start', listener) };
}

/** API calls started and not answered yet ("GET /path", by MSW request id). */
const inFlight = new Map<string, string>();
worker.events.on('request:start', ({ request, requestId }) => {
  const { pathname } = new URL(request.url);
  if (API_PATH.test(pathname)) inFlight.set(requestId, `${request.method} ${pathname}`);
});
worker.events.on('response:mocked', ({ requestId }) => inFlight.delete(requestId));
worker.events.on('response:bypass', ({ requestId }) => inFlight.delete(requestId));
worker.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));

/**
 * Waits until the app is quiet for `quietMs`: no API call in flight and nothing on the page
 * changing (no DOM mutation). What a tap or a pushed message set off has finished, and so have
 * the shell's deferred pieces (the floating icons slide back 800 ms after a scroll), so the next
 * step's calls are its own and a screenshot taken now is the one every run takes.
 */
export async function settle(quietMs = 1000): Promise<void> {
  let quietSince = performance.now();
  const observer = new MutationObserver(() => {
    quietSince = performance.now();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  try {
    await waitFor(
      () => {
        if (inFlight.size > 0) quietSince = performance.now();
        expect([...inFlight.values()]).toEqual([]);
        expect(performance.now() - quietSince).toBeGreaterThanOrEqual(quietMs);
      },
      { timeout: 10_000, interval: 50 },
    );
  } finally {
    observer.disconnect();
  }
}

/**
 * The home page has arrived whole: the carousel's controls (they join after the first paint),
 * the category and provider sections, the lower sections and the bet table's rows (each a lazy
 * chunk with its own calls), and no call is left in flight. Only then does `loadLazyImages`
 * see every picture the page will have.
 */
export async function lobbyLoaded(canvasElement: HTMLElement): Promise<void> {
  const app = page(canvasElement);
  await app.findByRole('button', { name: 'Reproduzir o carrossel', hidden: true }, patience);
  await app.findByRole('heading', { level: 2, name: 'Pescaria', hidden: true }, patience);
  await app.findByRole('heading', { level: 2, name: 'Aurora Gaming', hidden: true }, patience);
  await app.findByRole('region', { name: 'Raspadinha premiada', hidden: true }, patience);
  const bets = await app.findByRole('table', { name: 'Últimas apostas', hidden: true }, patience);
  await waitFor(
    () => expect(within(bets).getAllByRole('row', { hidden: true })).toHaveLength(7),
    patience,
  );
  await settle();
}
