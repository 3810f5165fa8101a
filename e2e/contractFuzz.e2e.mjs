#!/usr/bin/env node
// Replies the client cannot trust, on the production build against the mock API (stack and
// runner: ./harness.mjs): with every success answer's `data` broken one way (the
// 'malformed-null', 'malformed-string', 'malformed-object' and 'malformed-field' scenarios of
// mocks/world/README.md), a logged-in player walks every route of the route table
// (src/app/routing/routes.ts) in one tab. No route may go blank, and no uncaught error or
// console error may happen: each call's answer is checked at the client boundary (api/shape.ts)
// and becomes that call's error state.
// `node e2e/contractFuzz.e2e.mjs` runs these alone; `npm run test:e2e -- Contrato` picks them.
import { readFileSync } from 'node:fs';
import {
  assert,
  goInApp,
  isMain,
  pathOf,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
} from './harness.mjs';

/** The demo player's seed session (mocks/world/README.md): live in every fresh mock world. */
const DEMO_TOKEN = 'mock-token-55328714';
const TOKEN_KEY = 'vitrine.token';

/** A path of the route table, with its parameters filled as a player's link would. */
const SAMPLES = {
  '/gameList': '/gameList?categoryId=103',
  '/gameDetail/:id': '/gameDetail/10001',
  '/tradedetail': '/tradedetail?id=700001',
  '/viprule/level': '/viprule/level?level=2',
  '/activityDetail/:type': '/activityDetail/4?id=3004',
  '/activityDetail': '/activityDetail?id=3004',
  '/activityArticle': '/activityArticle?id=1',
  '/article': '/article?key=terms',
};

/** Every route of the route table, read from its source so a new route is walked too. */
function routePaths() {
  const source = readFileSync(new URL('../src/app/routing/routes.ts', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/^\s*\{?\s*path: '([^']+)'/gm)].map((match) => match[1]);
  assert(paths.length > 20, `the route table has its routes (read ${paths.length})`);
  return paths.map((path) => {
    const sample = SAMPLES[path];
    assert(sample || !path.includes(':'), `e2e/contractFuzz.e2e.mjs has a sample for ${path}`);
    return sample ?? path;
  });
}

/** No API call in flight for `quietMs`: what the route asked for has been answered and drawn. */
function trackCalls(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isApi = (request) => /\/(api|papi|game)\//.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = (request) => {
    if (!isApi(request)) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return (quietMs = 400) =>
    until(
      `the page is quiet at ${pathOf(page)}`,
      () => inFlight <= 0 && Date.now() - lastChange > quietMs,
    );
}

/** What the player sees of the page: never nothing. */
async function visibleText(page) {
  return readable(await page.evaluate(() => document.body.innerText));
}

function fuzzJourney(scenario) {
  return {
    name: `Contrato: every route survives ${scenario}`,
    async run(t) {
      const response = await fetch(`${t.apiBase}/__mock/scenario/${scenario}`, { method: 'POST' });
      assert(response.ok, `the ${scenario} scenario applies`);
      // Answers at once: what is under test is each answer's shape, on some fifty routes one
      // after another; the realistic latency (and its races) is every other journey's. It cut
      // these four journeys from about 34 s each. The next journey's reset restores it.
      const instant = await fetch(`${t.apiBase}/__mock/latency/off`, { method: 'POST' });
      assert(instant.ok, 'the mock API answers without latency');
      const page = await t.newPage();
      await page.addInitScript(
        ([key, token]) => localStorage.setItem(key, token),
        [TOKEN_KEY, DEMO_TOKEN],
      );
      await snoozeTodaysNotices(page);
      const quiet = trackCalls(page);
      await page.goto(t.url('/'));
      const blank = [];
      for (const path of routePaths()) {
        await goInApp(page, path);
        await quiet();
        // The main landmark with something in it (a page, its error state, or where the guard
        // sent the player), under the shell; never an empty document.
        const main = page.getByRole('main');
        const mainText = (await main.count()) > 0 ? readable(await main.first().innerText()) : '';
        if (mainText === '' || (await visibleText(page)) === '') blank.push(path);
      }
      assert(
        blank.length === 0,
        `no route is blank under ${scenario} (blank: ${blank.join(', ')})`,
      );
      // Uncaught errors and console errors are the harness's own check (t.problems).
    },
  };
}

export const journeys = [
  fuzzJourney('malformed-null'),
  fuzzJourney('malformed-string'),
  fuzzJourney('malformed-object'),
  fuzzJourney('malformed-field'),
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
