#!/usr/bin/env node
// The production build against `npm run mock-api`, end to end in Chromium (stack and runner:
// ./harness.mjs). This journey checks the plumbing the lobby journeys rely on: API calls from
// the page (the app's own, plus a fetch with the app's headers, which needs a CORS preflight)
// reach the mock API, a scenario switched over /__mock/ shows in the page, and a message
// published on the mock socket bus reaches a WebSocket in the page.
// `node e2e/mock-api.e2e.mjs` runs it alone; `npm run test:e2e` runs every e2e/*.e2e.mjs.
import { waitFor } from '../scripts/lib/processes.mjs';
import { assert, isMain, resetMockWorld, runJourneys } from './harness.mjs';

/** A session token for the socket check; any string the mock world does not know works. */
const SOCKET_TOKEN = 'e2e-socket-session';
const CONFIG_PATH = '/api/business_config/v1/platformConfig';

/** Lines the mock API logged for casino API calls (not the /__mock control routes). */
const apiLines = (lines) => lines.filter((line) => /^\w+ \/(api|papi|game)\//.test(line));

/** The app at `/`, rendered, with the network quiet. */
async function openApp(t) {
  const page = await t.newPage();
  const appCalls = [];
  page.on('request', (request) => {
    if (request.url().startsWith(t.apiBase)) appCalls.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(t.appUrl, { waitUntil: 'networkidle' });
  const rendered = await page.evaluate(
    () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
  );
  assert(rendered, 'the app rendered into #root');
  return { page, appCalls };
}

export const journeys = [
  {
    name: 'API: CORS preflight, a /__mock scenario and a socket message reach the page',
    async run(t) {
      const logStart = t.mockApi.output.length;
      const { page, appCalls } = await openApp(t);
      assert(appCalls.length > 0, 'the app made API calls of its own on load');

      // A call with the app's headers: Authorization and device-id are not CORS-safelisted, so
      // the browser sends a preflight first; both must pass for the page to read the envelope.
      const answer = await page.evaluate(
        async ([base, path]) => {
          const response = await fetch(`${base}${path}`, {
            headers: {
              Authorization: '',
              lang: 'pt-BR',
              'device-id': 'e2e-device',
              'device-type': 'H5',
              'Idempotency-Key': 'e2e-key',
              'sign-code': '',
            },
          });
          return { status: response.status, body: await response.json() };
        },
        [t.apiBase, CONFIG_PATH],
      );
      assert(answer.status === 200, `platformConfig answered HTTP ${answer.status}`);
      assert(answer.body?.code === 200, `platformConfig envelope code ${answer.body?.code}`);
      const served = () => apiLines(t.mockApi.output.slice(logStart));
      await waitFor(
        'the mock API to log the preflight and the call',
        () =>
          served().some((line) => line.startsWith(`OPTIONS ${CONFIG_PATH} 204`)) &&
          served().some((line) => line.startsWith(`GET ${CONFIG_PATH} 200`)),
        5_000,
      );

      // A scenario switched over the control route changes what the page gets.
      const switched = await fetch(`${t.apiBase}/__mock/scenario/maintenance`, { method: 'POST' });
      assert(switched.ok, `switching to the maintenance scenario answered ${switched.status}`);
      const status = await page.evaluate(
        async (url) => (await (await fetch(url)).json()).data.platformStatus,
        `${t.apiBase}${CONFIG_PATH}`,
      );
      assert(status === 2, `the maintenance scenario shows in the page (platformStatus ${status})`);
      await resetMockWorld(t.apiBase);

      // The live socket from the production origin: connect, publish a balance update, receive it.
      const socketUrl = `${t.apiBase.replace(/^http/, 'ws')}/ws?token=${SOCKET_TOKEN}`;
      await page.evaluate(
        (url) =>
          new Promise((resolve, reject) => {
            const socket = new WebSocket(url);
            window.e2eFrames = [];
            socket.addEventListener('message', (event) => window.e2eFrames.push(event.data));
            socket.addEventListener('open', () => resolve(undefined));
            socket.addEventListener('error', () => reject(new Error('socket failed to open')));
          }),
        socketUrl,
      );
      const balance = { currency: 'BRL', availableBalance: 4321.5 };
      const published = await fetch(`${t.apiBase}/__mock/socket`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          target: { token: SOCKET_TOKEN },
          message: { type: 2001, data: balance },
        }),
      });
      assert(published.ok, `publishing on the socket bus answered ${published.status}`);
      await page.waitForFunction(() => window.e2eFrames.length > 0, undefined, { timeout: 5_000 });
      const frame = JSON.parse(await page.evaluate(() => window.e2eFrames[0]));
      assert(
        frame.type === 2001 && frame.data.availableBalance === balance.availableBalance,
        `the page received the balance update (got ${JSON.stringify(frame)})`,
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
