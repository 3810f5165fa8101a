// The shared setup of every e2e/*.e2e.mjs file: one mock API, one production build pointed at
// it, one `vite preview` of that build and one Chromium for all journeys of a run, the mock
// world reset before each journey, and a fresh browser context (no storage, no cache) for every
// page a journey opens. A journey fails on its own assertions and on any console error or
// uncaught exception in any page it opened. One line per journey with its duration; the process
// exits non-zero when any journey failed.
//
// Environment:
//   MOCK_API_PORT     mock API port (default 8787)
//   E2E_PREVIEW_PORT  preview port (default 4173)
//   E2E_DIST          build directory (default node_modules/.cache/vitrine-e2e, dist/ is left alone)
//   E2E_SKIP_BUILD=1  reuse the build in E2E_DIST (it must point at the same mock API)
//   CHROMIUM_PATH     Chromium binary (default /usr/bin/chromium, TOOLCHAIN.md)
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp, hasBuild, startMockApi, startPreview } from '../scripts/lib/app-servers.mjs';
import { stopAll, stopOnSignals } from '../scripts/lib/processes.mjs';

const mockPort = Number(process.env.MOCK_API_PORT ?? 8787);
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4173);
const apiBase = `http://127.0.0.1:${mockPort}`;
const outDir = process.env.E2E_DIST ?? 'node_modules/.cache/vitrine-e2e';
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Chromium's launch flags (TOOLCHAIN.md), also used by playwright.config.mjs. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone in portrait, as most players hold it (spec 1: mobile first). */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
};

/** How long a player-visible condition may take (the mock API answers in 150–400 ms). */
export const UI_TIMEOUT_MS = 10_000;

export function log(line) {
  console.log(`[e2e] ${line}`);
}

export function assert(condition, message) {
  if (!condition) throw new Error(`assertion failed: ${message}`);
}

/** Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export const isMain = (moduleUrl) =>
  process.argv[1] !== undefined && pathToFileURL(process.argv[1]).href === moduleUrl;

/**
 * Waits until `locator` is visible; fails with `what` (a player's words for it) otherwise.
 * Returns the locator.
 */
export async function visible(locator, what, timeout = UI_TIMEOUT_MS) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`assertion failed: ${what} is visible (nothing after ${timeout} ms)`);
  }
  return locator;
}

/** Polls `check` (async allowed) every 50 ms until it is truthy; returns its value. */
export async function until(what, check, timeout = UI_TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await check();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`assertion failed: ${what} (after ${timeout} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Text as a player reads it: whitespace (no-break spaces included) collapsed. */
export const readable = (text) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The browser once launched, for the clean-up even when the stack did not finish starting. */
let launched;

/**
 * Starts the mock API while the app builds against it (unless E2E_SKIP_BUILD=1 finds a build;
 * the build only needs the API's address), then serves the build while Chromium launches.
 * Returns the stack the journeys run on.
 */
async function startStack() {
  const startedAt = Date.now();
  const since = () => `${Date.now() - startedAt} ms`;
  const reuse = process.env.E2E_SKIP_BUILD === '1' && hasBuild(outDir);
  const [mockApi] = await Promise.all([
    startMockApi({ port: mockPort }).then((child) => {
      log(`mock API up on ${apiBase} (${since()})`);
      return child;
    }),
    reuse
      ? log(`reusing the build in ${outDir} (built with VITE_API_BASE_URL=${apiBase}?)`)
      : buildApp({ outDir, apiBase }).then(() =>
          log(`built with VITE_API_BASE_URL=${apiBase} into ${outDir} (${since()})`),
        ),
  ]);
  const [{ url: appUrl }, browser] = await Promise.all([
    startPreview({ outDir, port: previewPort }),
    chromium.launch({ executablePath, args: chromiumFlags }).then((b) => (launched = b)),
  ]);
  log(`preview up on ${appUrl}, Chromium ${browser.version()} (${since()})`);
  return { mockApi, apiBase, appUrl, outDir, browser };
}

/** POST /__mock/reset: the seed world again, no scenario, no session. */
export async function resetMockWorld(base = apiBase) {
  const response = await fetch(`${base}/__mock/reset`, { method: 'POST' });
  assert(response.ok, `POST /__mock/reset answered ${response.status}`);
}

/** A casino API answer's `data`, fetched from node (what the page will be shown). */
export async function apiData(path, base = apiBase) {
  const response = await fetch(`${base}${path}`, { headers: { lang: 'pt-BR' } });
  const body = await response.json();
  assert(
    response.ok && body?.code === 200,
    `GET ${path} answered ${response.status}/${body?.code}`,
  );
  return body.data;
}

/**
 * The LGPD banner would sit over the bottom of every page: journeys start with ad pixels refused
 * (nothing loads), unless they pass `{ consent: 'ask' }` (no choice stored: the banner shows) or `{
 * consent: 'accepted' }` (e2e/consent.e2e.mjs). A choice the page stores itself is kept. Exported
 * for the @playwright/test runner's contexts too.
 */
export async function seedConsent(context, consent = 'refused') {
  if (consent === 'ask') return;
  await context.addInitScript((advertising) => {
    // about:blank (a new page's first document, where pages may run a service worker) has
    // no storage and throws on localStorage: nothing to set there.
    if (location.protocol === 'about:') return;
    try {
      if (localStorage.getItem('vitrine.consent') === null) {
        const choice = { version: 1, advertising, decidedAt: 0 };
        localStorage.setItem('vitrine.consent', JSON.stringify(choice));
      }
    } catch {
      // Other documents without storage (opaque or sandboxed frames) have no banner either.
    }
  }, consent === 'accepted');
}

/**
 * The page reads the mock world's clock (mocks/world/worldClock.ts: the seed's instant from
 * each reset on), not the machine's: the seed's periods and deadlines are offsets from it, and
 * a journey read at the real date fails once the calendar passes one of them. `Date` alone is
 * shifted, by a constant: timers, animation frames and `performance.now()` run as they do.
 */
export async function followWorldClock(context, base = apiBase) {
  const response = await fetch(`${base}/__mock/clock`);
  assert(response.ok, `GET /__mock/clock answered ${response.status}`);
  const { now, clock } = await response.json();
  if (clock !== 'world') return;
  await shiftPageClock(context, now - Date.now());
}

/**
 * Every page of `context` reads `Date` `offset` ms away from the clock it had (each call adds to
 * the ones before): the world clock above, or a phone set wrong (e2e/clock.e2e.mjs). Timers,
 * animation frames and `performance.now()` run as they do.
 */
export async function shiftPageClock(context, offset) {
  await context.addInitScript((shift) => {
    const Before = Date;
    class ShiftedDate extends Before {
      constructor(...args) {
        if (args.length === 0) super(Before.now() + shift);
        else super(...args);
      }
      static now() {
        return Before.now() + shift;
      }
    }
    globalThis.Date = ShiftedDate;
  }, offset);
}

/**
 * A journey's fresh browser context (both runners build pages with it): `device` settings, the
 * service worker blocked unless `{ serviceWorkers: 'allow' }` (the production build registers
 * one; the PWA journeys ask for it), the LGPD consent answer seeded (`consent`, default refused: no
 * banner), the UI timeout, and every console error or uncaught exception pushed to `problems`,
 * which fail the journey.
 */
export async function newJourneyContext(
  browser,
  device,
  { consent = 'refused', ...options } = {},
  problems,
) {
  const context = await browser.newContext({ ...device, serviceWorkers: 'block', ...options });
  await followWorldClock(context);
  await seedConsent(context, consent);
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    problems.push(`console error: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  context.on('weberror', (error) => problems.push(`uncaught: ${String(error.error())}`));
  return context;
}

/**
 * What a journey gets: the stack, and `open(path, options)` for a page in a fresh context (a
 * new visitor, or a player who never opened the app on this device), its console watched.
 */
function journeyContext(stack) {
  const contexts = [];
  const problems = [];

  async function newPage(options) {
    const context = await newJourneyContext(stack.browser, PHONE, options, problems);
    contexts.push(context);
    return context.newPage();
  }

  return {
    ...stack,
    url: (path) => new URL(path, stack.appUrl).href,
    newPage,
    /** A fresh context's page at `path`, once its document has loaded. */
    async open(path, options) {
      const page = await newPage(options);
      await page.goto(new URL(path, stack.appUrl).href);
      return page;
    },
    problems,
    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => {})));
    },
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Runs `journeys` ({ name, run(t) }) on one stack, each after a world reset, and prints one line
 * per journey. Every journey runs even when an earlier one failed. `filters` (substrings of
 * journey names) pick some. Exits 1 when any failed or none matched.
 */
export async function runJourneys(journeys, filters = []) {
  const picked = filters.length
    ? journeys.filter((journey) => filters.some((filter) => journey.name.includes(filter)))
    : journeys;
  if (picked.length === 0) {
    console.error(`[e2e] FAIL: no journey matches ${filters.join(', ')}`);
    process.exit(1);
  }

  let stack;
  const cleanUp = async () => {
    await launched?.close().catch(() => {});
    await stopAll();
  };
  stopOnSignals(cleanUp);

  const startedAt = Date.now();
  const failures = [];
  try {
    stack = await startStack();
    for (const journey of picked) {
      const t = journeyContext(stack);
      const journeyStart = Date.now();
      let error;
      try {
        await resetMockWorld(stack.apiBase);
        await journey.run(t);
        assert(
          t.problems.length === 0,
          `no console errors, got:\n    ${t.problems.join('\n    ')}`,
        );
      } catch (caught) {
        error = caught;
      } finally {
        await t.close();
      }
      const took = seconds(Date.now() - journeyStart);
      if (error) {
        failures.push(journey.name);
        log(`FAIL ${journey.name} (${took})`);
        console.error(`       ${String(error instanceof Error ? error.message : error)}`);
      } else {
        log(`ok   ${journey.name} (${took})`);
      }
    }
  } catch (error) {
    failures.push('setup');
    console.error(`[e2e] FAIL setup: ${error instanceof Error ? error.message : String(error)}`);
  }
  await cleanUp();

  const total = seconds(Date.now() - startedAt);
  if (failures.length > 0) {
    console.error(`[e2e] failed in ${total}: ${failures.join('; ')}`);
    process.exit(1);
  }
  log(`${picked.length} journeys ok in ${total}`);
}

/**
 * Marks today's notice pop-ups as "Não mostrar novamente hoje" before the page's scripts run
 * (src/features/notices/noticeSnooze.ts): they open on login and on an app start with a
 * session, over whatever a journey is doing; the lobby journeys cover them.
 */
export async function snoozeTodaysNotices(page) {
  await page.addInitScript(() => {
    const today = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(Date.now());
    localStorage.setItem('vitrine.noticesHiddenDay', today);
  });
}

/** The demo account of mocks/data/README.md. */
export const DEMO_PLAYER = { phone: '11987654321', password: 'demo1234' };

/** The auth pop-up's accessible name. */
export const AUTH_DIALOG = 'Entrar ou cadastrar';

/**
 * Opens / and logs `account` in from the header's "Entrar": the pop-up closes and the balance
 * chip shows. Callers set up the page first (snoozeTodaysNotices, a pinned clock, init scripts).
 */
export async function logInFromHeader(page, t, account = DEMO_PLAYER) {
  await page.goto(t.url('/'));
  const header = page.getByRole('banner');
  await (
    await visible(header.getByRole('button', { name: 'Entrar', exact: true }), 'Entrar')
  ).tap();
  const dialog = await visible(
    page.getByRole('dialog', { name: AUTH_DIALOG }),
    `the "${AUTH_DIALOG}" pop-up`,
  );
  await dialog.getByRole('textbox', { name: 'Celular' }).fill(account.phone);
  await dialog.getByLabel('Senha', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).tap();
  await page.getByRole('dialog', { name: AUTH_DIALOG }).waitFor({ state: 'hidden' });
  await visible(header.getByRole('button', { name: /^Saldo da carteira/ }), 'the balance chip');
}

/** The page's path and query, as the app's router sees them. */
export const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Goes to `path` inside the running app, as a tap on a link does: no reload, so whatever the app
 * holds in memory (its caches, its stores) is still there (wouter follows pushState + popstate).
 */
export async function goInApp(page, path) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await until(`the app is at ${path}`, () => pathOf(page) === path);
}
