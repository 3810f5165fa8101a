import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { gameState, spin, type GameAnswer } from '../world/demoGame';
import { latencyFor } from '../world/latency';
import { scenarioApplied, world, worldChanged } from '../world/world';

/** The demo game's API, on any origin like the casino API's handlers (respond.ts `route`). */
export const DEMO_PROVIDER_API = '*/demo-provider/api';

/**
 * The same network the casino API has: the host's latency (or the 'slow' scenario), 'timeout'
 * and 'offline', so the game's waiting and failure states can be seen in the demo.
 */
async function network(name: string): Promise<Response | null> {
  const wait = latencyFor(name);
  if (wait > 0) await delay(wait);
  if (world.scenario.hang) await delay('infinite');
  return scenarioApplied('offline') ? HttpResponse.error() : null;
}

/**
 * A plain JSON answer (a provider's API, not the casino's envelope): the data, or
 * `{ error, message }`. Refusals are answers too, HTTP 200 like the casino API's business codes,
 * so the page tells a refusal from a broken connection by the body alone.
 */
function answer<T extends JsonBodyType>(outcome: GameAnswer<T>): Response {
  worldChanged();
  const body = outcome.ok ? outcome.data : { error: outcome.error, message: outcome.message };
  // A balance is the player's: never kept by the browser or a proxy.
  return HttpResponse.json(body, { headers: { 'Cache-Control': 'no-store' } });
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * The demo game's own API (mocks/world/demoGame.ts), for the page in the game frame:
 * - `GET /demo-provider/api/state?session=<token>`: the launch (game, currency, trial), the
 *   balance, the bets offered, rounds played, the last reels, the symbols and the pay table;
 * - `POST /demo-provider/api/spin` with `{ session, bet, round? }`: one round; answers the
 *   reels, the multiplier, the win, the pay line and the balance after it.
 */
export function demoProviderHandlers(): HttpHandler[] {
  return [
    http.get(`${DEMO_PROVIDER_API}/state`, async ({ request }) => {
      const failed = await network('demoProvider.state');
      if (failed) return failed;
      return answer(gameState(new URL(request.url).searchParams.get('session')));
    }),

    http.post(`${DEMO_PROVIDER_API}/spin`, async ({ request }) => {
      const failed = await network('demoProvider.spin');
      if (failed) return failed;
      return answer(spin(await readJson(request)));
    }),
  ];
}
