#!/usr/bin/env node
// The production build against `npm run mock-api`, end to end in Chromium:
//   1. starts the mock API (scripts/mock-api.mjs) on MOCK_API_PORT (default 8787);
//   2. builds the app with VITE_API_BASE_URL pointing at it, into E2E_DIST (default
//      node_modules/.cache/vitrine-e2e, so dist/ is left alone; E2E_SKIP_BUILD=1 reuses a build);
//   3. serves it with `vite preview` on E2E_PREVIEW_PORT (default 4173);
//   4. opens the app and checks: no console errors, the app rendered, API calls from the page
//      (the app's own, plus a fetch with the app's headers, which needs a CORS preflight) reach
//      the mock API, a scenario switched over /__mock/ shows in the page, and a message
//      published on the mock socket bus reaches a WebSocket in the page;
//   5. stops everything it started (each child in its own process group, killed as a group).
// Chromium: CHROMIUM_PATH or /usr/bin/chromium (TOOLCHAIN.md).
import { chromium } from 'playwright-core';
import { buildApp, hasBuild, startMockApi, startPreview } from '../scripts/lib/app-servers.mjs';
import { stopAll, stopOnSignals, waitFor } from '../scripts/lib/processes.mjs';

const mockPort = Number(process.env.MOCK_API_PORT ?? 8787);
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4173);
const apiBase = `http://127.0.0.1:${mockPort}`;
const outDir = process.env.E2E_DIST ?? 'node_modules/.cache/vitrine-e2e';
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** A session token for the socket check; any string the mock world does not know works. */
const SOCKET_TOKEN = 'e2e-socket-session';

let browser;

function log(line) {
  console.log(`[e2e] ${line}`);
}

async function cleanUp() {
  await browser?.close().catch(() => {});
  await stopAll();
}

function assert(condition, message) {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}

/** Lines the mock API logged for casino API calls (not the /__mock control routes). */
const apiLines = (mockApi) =>
  mockApi.output.filter((line) => /^\w+ \/(api|papi|game)\//.test(line));

async function run() {
  const startedAt = Date.now();
  const mockApi = await startMockApi({ port: mockPort });
  log(`mock API up on ${apiBase} (${Date.now() - startedAt} ms)`);

  if (process.env.E2E_SKIP_BUILD === '1' && hasBuild(outDir)) {
    log(
      `reusing the build in ${outDir} (it must have been built with VITE_API_BASE_URL=${apiBase})`,
    );
  } else {
    log(`building with VITE_API_BASE_URL=${apiBase} into ${outDir}`);
    await buildApp({ outDir, apiBase });
  }

  const { url: appUrl } = await startPreview({ outDir, port: previewPort });
  log(`preview up on ${appUrl}`);

  browser = await chromium.launch({ executablePath, args: chromiumFlags });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    // index.html declares no icon yet, so Chromium asks for /favicon.ico on its own and logs the
    // 404. That request is the browser's, not the app's: reported, not counted.
    if (source === new URL('/favicon.ico', appUrl).href) {
      log('note: no favicon yet (Chromium logged a 404 for /favicon.ico); not counted');
      return;
    }
    consoleErrors.push(`${message.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  const appCalls = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiBase)) appCalls.push(`${request.method()} ${request.url()}`);
  });

  await page.goto(appUrl, { waitUntil: 'networkidle' });
  const rendered = await page.evaluate(
    () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
  );
  assert(rendered, 'the app rendered into #root');
  const appCallCount = appCalls.length;
  log(`the app made ${appCallCount} API call(s) of its own on load`);

  // A call with the app's headers: Authorization and device-id are not CORS-safelisted, so the
  // browser sends a preflight first; both must pass for the page to read the envelope.
  const answer = await page.evaluate(async (base) => {
    const response = await fetch(`${base}/api/business_config/v1/platformConfig`, {
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
  }, apiBase);
  assert(answer.status === 200, `platformConfig answered HTTP ${answer.status}`);
  assert(answer.body?.code === 200, `platformConfig envelope code ${answer.body?.code}`);
  const configPath = '/api/business_config/v1/platformConfig';
  await waitFor(
    'the mock API to log the preflight and the call',
    () =>
      apiLines(mockApi).some((line) => line.startsWith(`OPTIONS ${configPath} 204`)) &&
      apiLines(mockApi).some((line) => line.startsWith(`GET ${configPath} 200`)),
    5_000,
  );
  log(
    `the mock API served ${apiLines(mockApi).length} API request(s), the CORS preflight included`,
  );

  // A scenario switched over the control route changes what the page gets.
  const switched = await fetch(`${apiBase}/__mock/scenario/maintenance`, { method: 'POST' });
  assert(switched.ok, `switching to the maintenance scenario answered ${switched.status}`);
  const status = await page.evaluate(
    async (url) => (await (await fetch(url)).json()).data.platformStatus,
    `${apiBase}${configPath}`,
  );
  assert(status === 2, `the maintenance scenario shows in the page (platformStatus ${status})`);
  await fetch(`${apiBase}/__mock/reset`, { method: 'POST' });
  log('the maintenance scenario, switched over /__mock, reached the page');

  // The live socket from the production origin: connect, publish a balance update, receive it.
  const socketUrl = `${apiBase.replace(/^http/, 'ws')}/ws?token=${SOCKET_TOKEN}`;
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
  const published = await fetch(`${apiBase}/__mock/socket`, {
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
  log('a balance update published on the socket bus reached the page socket');

  assert(consoleErrors.length === 0, `no console errors, got:\n  ${consoleErrors.join('\n  ')}`);
  log(`ok in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

stopOnSignals(cleanUp);

try {
  await run();
  await cleanUp();
} catch (error) {
  console.error(`[e2e] FAIL: ${error instanceof Error ? error.message : String(error)}`);
  await cleanUp();
  process.exit(1);
}
