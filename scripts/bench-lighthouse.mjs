#!/usr/bin/env node
// Lighthouse benchmark: prints numbers, it is not a gate (exit 0 when targets are missed; non-zero
// only when the machinery itself fails, e.g. a build or every run).
//   1. starts the mock API (scripts/mock-api.mjs, realistic latency) on BENCH_MOCK_PORT (8797);
//   2. gets the builds to compare (each a "target"):
//      - default: builds the working tree with VITE_API_BASE_URL pointing at the mock API into
//        BENCH_DIST (default node_modules/.cache/vitrine-bench, dist/ is left alone) unless
//        BENCH_SKIP_BUILD=1;
//      - `--dist label=dir` (repeatable): a build made beforehand with
//        VITE_API_BASE_URL=http://127.0.0.1:<BENCH_MOCK_PORT> (cross-origin API);
//      - `--same-origin-dist label=dir` (repeatable): a build made with VITE_API_BASE_URL unset
//        (the page's own origin), served with the API behind the preview's own host (a proxy,
//        the README deploy set-up): no CORS preflight at all;
//      - `--ref label=<git ref>` (repeatable): builds that commit's tree (git archive into a temp
//        dir, this checkout's node_modules) with the cross-origin API, e.g. `--ref before=HEAD`;
//      - `--current`: the default build too when other targets are named (`--ref before=HEAD
//        --current` compares the last commit with the working tree in one sitting);
//      - `--same-origin`: with the default build, also builds and measures the same-origin set-up;
//   3. serves each target with `vite preview` on BENCH_PREVIEW_PORT (4183), +1, +2... (or the
//      ports of BENCH_PREVIEW_PORTS, comma-separated, one per target);
//   4. runs Lighthouse 12.8.2 (npx, never a dependency: TOOLCHAIN.md) with its default mobile
//      settings — simulated slow 4G and 4x CPU slowdown, the player's mid-range Android —
//      BENCH_RUNS times (3) on /, /gameList?categoryId=<a category> and /gameDetail/<a game>
//      (ids asked from the mock API's home categories), interleaved (route by route, target by
//      target, visitor by visitor, round after round) so machine noise spreads over them alike;
//      `--visitor=first|returning|both` (default first) says who visits:
//      - first: Lighthouse's own fresh Chromium with its storage reset, nothing stored, so the
//        LGPD consent banner shows (on / it is the LCP element);
//      - returning: a player who answered the banner on an earlier visit but whose HTTP cache is
//        cold: the script starts a Chromium itself (fresh profile, chrome-launcher's flags plus
//        ours), stores the answer (localStorage `vitrine.consent`, advertising refused) on the
//        app's origin from /favicon.svg (no app code there, so no service worker registers),
//        clears the HTTP cache, then runs Lighthouse on that browser (--port,
//        --disable-storage-reset) and closes it; a run whose app scripts came from the cache, or
//        whose stored answer is gone afterwards, is flagged;
//      - both: every URL for both visitors, the rows labelled `(first)` and `(returning)`;
//   5. prints per target, URL (and visitor) the median perf score, FCP, LCP, TBT and CLS against
//      the targets, then for the median run: the LCP element, the LCP breakdown (time to first
//      byte, load delay, load time, render delay), the long tasks over 50 ms with their source
//      (the build's own chunk names from its manifest; durations simulated like TBT, see
//      detailsOf) and the request counts (fetch, image, script);
//      writes every report and a summary to .bench/lighthouse/, and stops everything it started
//      (also on failure and Ctrl-C).
// Other paths: `node scripts/bench-lighthouse.mjs /search /resetPassword`.
// Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp, hasBuild, startMockApi, startPreview } from './lib/app-servers.mjs';
import {
  killMarkedGroups,
  reachable,
  root,
  start,
  startNode,
  stop,
  stopAll,
  stopOnSignals,
  waitFor,
} from './lib/processes.mjs';

const viteBin = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

const LIGHTHOUSE = 'lighthouse@12.8.2';
const TARGETS = {
  score: { label: 'perf', limit: 95, pass: (value) => value >= 95, text: '>= 95' },
  lcp: { label: 'LCP', limit: 2000, pass: (value) => value <= 2000, text: '<= 2.0 s' },
  tbt: { label: 'TBT', limit: 150, pass: (value) => value <= 150, text: '<= 150 ms' },
  cls: { label: 'CLS', limit: 0.02, pass: (value) => value <= 0.02, text: '<= 0.02' },
};
const RUN_TIMEOUT_MS = 180_000;

const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 8797);
const previewPort = Number(process.env.BENCH_PREVIEW_PORT ?? 4183);
/** One preview port per build (BENCH_PREVIEW_PORTS=4414,14414,...), else BENCH_PREVIEW_PORT + n. */
const previewPorts = (process.env.BENCH_PREVIEW_PORTS ?? '').split(',').filter(Boolean).map(Number);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const apiBase = `http://127.0.0.1:${mockPort}`;
const outDir = process.env.BENCH_DIST ?? 'node_modules/.cache/vitrine-bench';
const reportDir = path.join(root, '.bench', 'lighthouse');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** An argument only this script's Chromium carries, to find it if Lighthouse dies before it. */
const marker = `--vitrine-bench-run=${process.pid}`;
const chromeArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  marker,
];
const chromeFlags = chromeArgs.join(' ');
/**
 * chrome-launcher 1.2.1's DEFAULT_FLAGS (plus its Linux --disable-setuid-sandbox): what the
 * Chromium Lighthouse launches for a first visitor gets, so the returning visitor's Chromium,
 * started by this script, differs only in what it has stored.
 */
const launcherArgs = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,' +
    'CalculateNativeWinOcclusion,InterestFeedContentSuggestions,' +
    'CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,' +
    'RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--use-mock-keychain',
  '--force-fieldtrials=*BackgroundTracing/default/',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--disable-domain-reliability',
  '--propagate-iph-for-testing',
  '--disable-setuid-sandbox',
];
/** The player's stored LGPD answer (src/tracking/consent.ts, CONSENT_VERSION 1). */
const CONSENT_KEY = 'vitrine.consent';
const VISITORS = { first: ['first'], returning: ['returning'], both: ['first', 'returning'] };

function log(line) {
  console.log(`[lighthouse] ${line}`);
}

let stopping = false;
/** Profiles of the returning visitor's Chromium still on disk (removed on close and clean-up). */
const profiles = new Set();

async function cleanUp() {
  stopping = true;
  await stopAll();
  killMarkedGroups(marker);
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
}

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** Envelope data of a GET on the mock API, or undefined. */
async function apiGet(apiPath) {
  try {
    const response = await fetch(`${apiBase}${apiPath}`, { headers: { lang: 'pt-BR' } });
    const body = await response.json();
    return body?.code === 200 ? body.data : undefined;
  } catch {
    return undefined;
  }
}

/** A real category id and game id from the mock world's home categories (spec 2 item 6). */
async function pickIds() {
  const categories = await apiGet('/game/api/game/v1/front');
  const category = Array.isArray(categories)
    ? categories.find((candidate) => candidate.gameList?.length)
    : undefined;
  if (category) return { categoryId: category.categoryId, gameId: category.gameList[0].id };
  // The seed's first category and game (mocks/data/README.md) if the endpoint changed.
  log('note: /game/api/game/v1/front gave no category; using the seed ids 101 and 10001');
  return { categoryId: 101, gameId: 10001 };
}

const slugOf = (urlPath) =>
  urlPath === '/'
    ? 'home'
    : urlPath
        .replace(/^\//, '')
        .replace(/[^\w]+/g, '-')
        .replace(/-+$/, '');

/**
 * One Lighthouse run; resolves to the parsed report (lhr) or an { error }. Without `port`,
 * Lighthouse launches its own Chromium and resets the origin's storage and the HTTP cache (a
 * first visit); with `port`, it runs on that Chromium as it is (a returning visitor's).
 */
async function lighthouse(url, reportFile, { port } = {}) {
  const browser =
    port === undefined
      ? [`--chrome-flags=${chromeFlags}`]
      : [`--port=${port}`, '--hostname=127.0.0.1', '--disable-storage-reset'];
  const run = start(
    'lighthouse',
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--form-factor=mobile',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${reportFile}`,
      '--quiet',
      ...browser,
    ],
    // chrome-launcher closes its Chromium on SIGINT, not on SIGTERM.
    { env: { CHROME_PATH: chromiumPath }, stopSignal: 'SIGINT' },
  );
  let timer;
  const code = await Promise.race([
    run.exited,
    new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), RUN_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (code === 'timeout') {
    await stop(run);
    killMarkedGroups(marker);
    return { error: `timed out after ${RUN_TIMEOUT_MS / 1000} s` };
  }
  // Normally nothing left: Lighthouse closed the Chromium it launched (a returning visitor's
  // Chromium is closed by its owner, after its checks).
  if (port === undefined) killMarkedGroups(marker);
  if (code !== 0 || !existsSync(reportFile)) {
    const tail = run.output.filter((line) => !line.includes('npm warn')).slice(-8);
    return { error: `exit ${code}${tail.length ? `:\n    ${tail.join('\n    ')}` : ''}` };
  }
  const lhr = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  return { lhr };
}

/**
 * Runs `action(page, context)` in a new tab of the Chromium on `port`, on the app's origin at
 * /favicon.svg: a static file, so none of the app's code runs and no service worker registers.
 * The tab is in the browser's default context, the one Lighthouse's tab opens in, so they share
 * localStorage. Disconnects afterwards (playwright's close() on a connected browser leaves it
 * running).
 */
async function onAppOrigin(port, appUrl, action) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(new URL('/favicon.svg', appUrl).href);
    const result = await action(page, context);
    await page.close();
    return result;
  } finally {
    await browser.close();
  }
}

/**
 * A Chromium for a returning visitor: a fresh profile (empty HTTP cache, no service worker)
 * where the player's consent answer is stored on the app's origin, and the HTTP cache cleared
 * again after that visit to /favicon.svg. Resolves to { port, close }; close() also deletes the
 * profile.
 */
async function openReturningBrowser(appUrl) {
  const profile = mkdtempSync(path.join(os.tmpdir(), `vitrine-bench-${process.pid}-profile-`));
  profiles.add(profile);
  const browserProcess = start('chromium (returning visitor)', chromiumPath, [
    ...launcherArgs,
    ...chromeArgs,
    '--remote-debugging-port=0', // any free port: Chromium prints the one it took
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  const close = async () => {
    await stop(browserProcess);
    killMarkedGroups(marker); // its helpers, if any outlived it
    rmSync(profile, { recursive: true, force: true });
    profiles.delete(profile);
  };
  try {
    let port;
    await waitFor(
      "Chromium's DevTools port",
      () => {
        for (const line of browserProcess.output) {
          const match = /DevTools listening on ws:\/\/[^/]+:(\d+)\//.exec(line);
          if (match) port = Number(match[1]);
        }
        return port !== undefined;
      },
      30_000,
      browserProcess,
    );
    const answer = JSON.stringify({ version: 1, advertising: false, decidedAt: Date.now() });
    await onAppOrigin(port, appUrl, async (page, context) => {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [CONSENT_KEY, answer],
      );
      const workers = await page.evaluate(
        async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0,
      );
      if (workers) throw new Error(`${workers} service worker(s) registered on the app's origin`);
      // What Lighthouse's own reset does for the cache: wipe the disk cache, then toggle
      // "disable cache" to evict the memory cache.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * What may have spoiled a returning visitor's run: the app's scripts served from the HTTP
 * cache (0 bytes on the wire), or the stored answer gone after the run (`stored`: the item
 * read back then).
 */
function returningWarnings(lhr, appUrl, stored) {
  const warnings = [];
  const origin = new URL(appUrl).origin;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (request) => request.resourceType === 'Script' && request.url?.startsWith(`${origin}/`),
  );
  const cached = scripts.filter((request) => !(request.transferSize > 0));
  if (!scripts.length) warnings.push('no script of the app in the network-requests audit');
  else if (cached.length) {
    warnings.push(
      `HTTP cache not cold: ${cached.length} of the app's ${scripts.length} scripts came with ` +
        '0 bytes on the wire',
    );
  }
  let version;
  try {
    version = JSON.parse(stored ?? 'null')?.version;
  } catch {
    // Unreadable: reported below.
  }
  if (version !== 1) warnings.push(`stored consent answer not found after the run (${stored})`);
  return warnings;
}

/** One Lighthouse run as a returning visitor (`--visitor=returning`): see openReturningBrowser. */
async function lighthouseReturning(url, appUrl, reportFile) {
  let browser;
  try {
    browser = await openReturningBrowser(appUrl);
  } catch (error) {
    return { error: `returning visitor's Chromium: ${messageOf(error)}` };
  }
  try {
    const result = await lighthouse(url, reportFile, { port: browser.port });
    if (result.lhr && !stopping) {
      const stored = await onAppOrigin(browser.port, appUrl, (page) =>
        page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY),
      ).catch((error) => `unreadable: ${messageOf(error)}`);
      result.warnings = returningWarnings(result.lhr, appUrl, stored);
    }
    return result;
  } finally {
    await browser.close();
  }
}

function metricsOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = lhr.categories.performance?.score;
  return {
    score: score === null || score === undefined ? undefined : Math.round(score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}

/** The build's chunk names by emitted file (`assets/index-x.js` -> `index.html`), from its manifest. */
function chunkNamesOf(dir) {
  const names = new Map();
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
    for (const [key, chunk] of Object.entries(manifest)) {
      names.set(chunk.file, chunk.isEntry ? `entry ${chunk.file}` : `${key} (${chunk.file})`);
    }
  } catch {
    // No manifest: the bare file names are shown.
  }
  return names;
}

/** What a long task's URL was: the document (HTML, inline script), a chunk of the build, or other. */
function sourceOf(url, appUrl, chunkNames) {
  if (!url) return 'browser (no script: style, layout, paint, GC)';
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== new URL(appUrl).origin) return url;
  const file = parsed.pathname.replace(/^\//, '');
  if (!file.startsWith('assets/')) return `document ${parsed.pathname} (HTML parse, inline script)`;
  return chunkNames.get(file) ?? file;
}

/**
 * What a regression reader needs without opening the report: the LCP element, the LCP breakdown
 * (simulated, so it adds up to the LCP above), the long tasks over 50 ms with their source, and the
 * requests by kind (with the images asked before the observed LCP). The long tasks are simulated,
 * not observed: under the default simulated throttling, Lighthouse 12.8.2's long-tasks audit
 * (core/audits/long-tasks.js) takes each task's duration and start from a Lantern simulation of the
 * page's dependency graph, where a main-thread task lasts its observed (unthrottled) duration times
 * the 4x CPU slowdown (times 2 for one that ran layout), on the simulated timeline; a task must
 * reach 50 ms there to be listed.
 */
function detailsOf(lhr, appUrl, chunkNames) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).map((item) => [item.phase, item.timing]),
  );
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .filter((task) => task.duration > 50)
    .map((task) => ({
      duration: Math.round(task.duration),
      start: Math.round(task.startTime),
      source: sourceOf(task.url, appUrl, chunkNames),
    }));
  const observedLcp =
    lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const count = (type, before = Infinity) =>
    requests.filter(
      (request) => request.resourceType === type && (request.networkRequestTime ?? 0) < before,
    ).length;
  return {
    lcpElement: node ? `${node.snippet} ${node.selector ?? ''} "${node.nodeLabel ?? ''}"` : 'n/a',
    lcpBreakdown: {
      ttfb: phases.TTFB,
      loadDelay: phases['Load Delay'],
      loadTime: phases['Load Time'],
      renderDelay: phases['Render Delay'],
    },
    longTasks,
    requests: {
      total: requests.length,
      fetch: count('Fetch') + count('XHR'),
      script: count('Script'),
      image: count('Image'),
      imageBeforeLcp: count('Image', observedLcp),
      documentBytes: requests.find((request) => request.resourceType === 'Document')?.transferSize,
    },
  };
}

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const format = {
  score: (value) => String(Math.round(value)),
  fcp: (value) => `${(value / 1000).toFixed(2)} s`,
  lcp: (value) => `${(value / 1000).toFixed(2)} s`,
  tbt: (value) => `${Math.round(value)} ms`,
  cls: (value) => value.toFixed(3),
};
const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'n/a');

/** "97 ✓" / "1.80 s ✗" for a metric with a target, the bare value otherwise. */
function cell(key, value) {
  if (value === undefined) return 'n/a';
  const text = format[key](value);
  if (!TARGETS[key]) return text;
  return `${text} ${TARGETS[key].pass(value) ? '✓' : '✗'}`;
}

/** The run closest to the median LCP: its details stand for the URL. */
function medianRun(row) {
  const measured = row.results.filter((result) => result.metrics);
  if (!measured.length) return undefined;
  return measured.reduce((best, result) =>
    Math.abs(result.metrics.lcp - row.median.lcp) < Math.abs(best.metrics.lcp - row.median.lcp)
      ? result
      : best,
  );
}

function printSummary(rows, visitors) {
  const columns = ['score', 'fcp', 'lcp', 'tbt', 'cls'];
  const labelOf = (row) => row.label;
  const width = Math.max(12, ...rows.map((row) => labelOf(row).length)) + 2;
  const head = (key) => (TARGETS[key]?.label ?? 'FCP').padStart(12);
  console.log('');
  console.log(
    `Lighthouse 12.8.2, mobile (simulated slow 4G, 4x CPU slowdown), median of ${runs} run(s)`,
  );
  const visitorNotes = {
    first: '(first): nothing stored, the consent banner shows',
    returning: '(returning): consent answer stored, HTTP cache cold, no service worker',
  };
  if (visitors.includes('returning')) {
    console.log(visitors.map((visitor) => visitorNotes[visitor]).join('; '));
  }
  const header = `${'URL'.padEnd(width)}${columns.map(head).join('')}  runs`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const row of rows) {
    const values = columns.map((key) => cell(key, row.median[key]).padStart(12)).join('');
    console.log(`${labelOf(row).padEnd(width)}${values}  ${row.ok}/${runs}`);
  }
  console.log(
    `${'target'.padEnd(width)}${columns.map((key) => (TARGETS[key]?.text ?? '').padStart(12)).join('')}`,
  );
  console.log('');
  for (const row of rows) {
    const perRun = row.results
      .map((result, index) =>
        result.metrics
          ? `#${index + 1} ${format.score(result.metrics.score ?? 0)} / ` +
            `${format.lcp(result.metrics.lcp)} / ${format.tbt(result.metrics.tbt)} / ` +
            `${format.cls(result.metrics.cls)}`
          : `#${index + 1} failed`,
      )
      .join(', ');
    console.log(`  ${labelOf(row)}: ${perRun} (perf / LCP / TBT / CLS)`);
  }
  console.log('');
  console.log('Median run of each URL (the run closest to the median LCP):');
  for (const row of rows) {
    const chosen = medianRun(row);
    if (!chosen?.details) continue;
    const { lcpElement, lcpBreakdown: b, longTasks, requests } = chosen.details;
    console.log(`  ${labelOf(row)}`);
    console.log(`    LCP element: ${lcpElement}`);
    console.log(
      `    LCP breakdown: TTFB ${ms(b.ttfb)}, load delay ${ms(b.loadDelay)}, ` +
        `load time ${ms(b.loadTime)}, render delay ${ms(b.renderDelay)}`,
    );
    console.log(
      `    requests: ${requests.total} (${requests.fetch} fetch, ${requests.script} script, ` +
        `${requests.image} image of which ${requests.imageBeforeLcp} before the observed LCP); ` +
        `HTML ${requests.documentBytes ?? 'n/a'} bytes on the wire`,
    );
    const blocking = longTasks.reduce((sum, task) => sum + task.duration, 0);
    console.log(
      `    long tasks > 50 ms (simulated: Lantern, 4x CPU): ${longTasks.length}, ` +
        `${blocking} ms in all`,
    );
    for (const task of longTasks) {
      console.log(
        `      ${String(task.duration).padStart(5)} ms at ${task.start} ms  ${task.source}`,
      );
    }
  }
  const missed = rows.flatMap((row) =>
    row.ok === 0
      ? [
          `${labelOf(row)} (no run succeeded: NO_FCP means the page painted nothing, e.g. it crashed)`,
        ]
      : Object.keys(TARGETS)
          .filter((key) => !TARGETS[key].pass(row.median[key]))
          .map((key) => `${labelOf(row)} ${TARGETS[key].label}`),
  );
  console.log('');
  if (missed.length) log(`targets missed: ${missed.join(', ')}`);
  else log('every target met');
}

/** The command line: URL paths, and the builds to compare (see the top of this file). */
function parseArgs(argv) {
  const paths = [];
  const targets = [];
  let sameOrigin = false;
  let current = false;
  let visitors = VISITORS.first;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = () => {
      const next = argv[(index += 1)];
      const at = next?.indexOf('=') ?? -1;
      if (at < 1) throw new Error(`${arg} wants label=value, got ${next}`);
      return { label: next.slice(0, at), value: next.slice(at + 1) };
    };
    if (arg === '--dist') {
      const { label, value: dir } = value();
      targets.push({ label, dir: path.resolve(dir), sameOrigin: false });
    } else if (arg === '--same-origin-dist') {
      const { label, value: dir } = value();
      targets.push({ label, dir: path.resolve(dir), sameOrigin: true });
    } else if (arg === '--ref') {
      const { label, value: ref } = value();
      targets.push({ label, ref, sameOrigin: false });
    } else if (arg === '--visitor' || arg.startsWith('--visitor=')) {
      const choice = arg === '--visitor' ? argv[(index += 1)] : arg.slice('--visitor='.length);
      if (!Object.hasOwn(VISITORS, choice ?? '')) {
        throw new Error(`--visitor wants first, returning or both, got ${choice}`);
      }
      visitors = VISITORS[choice];
    } else if (arg === '--same-origin') sameOrigin = true;
    else if (arg === '--current') current = true;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else paths.push(arg);
  }
  if (!targets.length || current) {
    targets.push({
      label: current ? 'current' : 'cross-origin',
      dir: path.resolve(root, outDir),
      sameOrigin: false,
      own: true,
    });
    if (sameOrigin) {
      targets.push({
        label: 'same-origin',
        dir: path.resolve(root, `${outDir}-same-origin`),
        sameOrigin: true,
        own: true,
      });
    }
  }
  return { paths, targets, visitors };
}

/** A commit's tree in a temp dir, built against the mock API (`--ref`). */
async function buildRef(target) {
  const tree = path.join(os.tmpdir(), `vitrine-bench-${process.pid}-${target.label}`);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  execFileSync(
    'sh',
    ['-c', `git archive ${JSON.stringify(target.ref)} | tar -x -C ${JSON.stringify(tree)}`],
    {
      cwd: root,
    },
  );
  symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
  target.dir = path.join(tree, 'dist');
  const build = start(
    `vite build (${target.ref})`,
    'sh',
    ['-c', `cd ${JSON.stringify(tree)} && node node_modules/vite/bin/vite.js build --outDir dist`],
    { env: { VITE_API_BASE_URL: apiBase } },
  );
  if ((await build.exited) !== 0) {
    throw new Error(`vite build of ${target.ref} failed:\n${build.output.join('\n')}`);
  }
}

/**
 * `vite preview` of a same-origin build with the API behind the preview's own host (the README
 * deploy set-up): /api/, /game/, /papi/ and the /ws socket go to the mock API.
 */
async function startSameOriginPreview({ dir, port }) {
  const config = path.join(reportDir, `preview-same-origin-${port}.config.mjs`);
  // The project's own config, so its preview serves what a deploy serves (the prerendered
  // /gameList and /gameDetail pages: scripts/prerenderPlugin.ts), plus the proxy.
  writeFileSync(
    config,
    `import { mergeConfig } from 'vite';\n` +
      `import project from ${JSON.stringify(path.join(root, 'vite.config.ts'))};\n` +
      `export default (env) => mergeConfig(typeof project === 'function' ? project(env) : project, ${JSON.stringify(
        {
          preview: {
            host: '127.0.0.1',
            proxy: {
              '^/(api|game|papi)/': { target: apiBase },
              '/ws': { target: apiBase.replace(/^http/, 'ws'), ws: true },
            },
          },
        },
      )});\n`,
  );
  const url = `http://127.0.0.1:${port}/`;
  const preview = startNode('vite preview (same origin)', [
    viteBin,
    'preview',
    '--config',
    config,
    '--outDir',
    dir,
    '--port',
    String(port),
    '--strictPort',
  ]);
  await waitFor(
    'vite preview (same origin)',
    async () => preview.output.some((line) => line.includes(url)) && (await reachable(url)()),
    20_000,
    preview,
  );
  return { url };
}

async function run() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `no Chromium at ${chromiumPath} (apt-get install chromium fonts-liberation, or set CHROMIUM_PATH)`,
    );
  }
  const { paths, targets, visitors } = parseArgs(process.argv.slice(2));
  const startedAt = Date.now();
  // Fetched once before measuring (the first time, npx downloads it from the npm registry).
  const version = start('lighthouse --version', 'npx', ['-y', LIGHTHOUSE, '--version']);
  if ((await version.exited) !== 0) {
    throw new Error(`npx ${LIGHTHOUSE} failed:\n${version.output.join('\n')}`);
  }

  await startMockApi({ port: mockPort, env: { MOCK_API_QUIET: '1' } });
  log(`mock API up on ${apiBase} (realistic latency)`);
  mkdirSync(reportDir, { recursive: true });

  for (const [index, target] of targets.entries()) {
    const base = target.sameOrigin ? '' : apiBase;
    if (target.ref) {
      log(`${target.label}: building ${target.ref} with VITE_API_BASE_URL=${apiBase}`);
      await buildRef(target);
    } else if (target.own) {
      if (process.env.BENCH_SKIP_BUILD === '1' && hasBuild(target.dir)) {
        log(`${target.label}: reusing the build in ${target.dir}`);
      } else {
        log(
          `${target.label}: building with VITE_API_BASE_URL=${base || '(page origin)'} into ${target.dir}`,
        );
        await buildApp({ outDir: target.dir, apiBase: base });
      }
    } else if (!hasBuild(target.dir)) {
      throw new Error(`${target.label}: no build in ${target.dir}`);
    }
    const port = previewPorts[index] ?? previewPort + index;
    const { url } = target.sameOrigin
      ? await startSameOriginPreview({ dir: target.dir, port })
      : await startPreview({ outDir: target.dir, port });
    target.url = url;
    target.chunkNames = chunkNamesOf(target.dir);
    log(
      `${target.label}: preview up on ${url}${target.sameOrigin ? ' (API behind the same host)' : ''}`,
    );
  }

  if (!paths.length) {
    const { categoryId, gameId } = await pickIds();
    paths.push('/', `/gameList?categoryId=${categoryId}`, `/gameDetail/${gameId}`);
  }

  for (const file of readdirSync(reportDir)) {
    if (file.endsWith('.json')) rmSync(path.join(reportDir, file));
  }

  // Rows are named by visitor only when not all first visits (the default, as before).
  const named = visitors.some((visitor) => visitor !== 'first');
  const rows = targets.flatMap((target) =>
    visitors.flatMap((visitor) =>
      paths.map((urlPath) => ({
        target: target.label,
        targetRef: target,
        visitor,
        path: urlPath,
        label:
          `${targets.length > 1 ? `${target.label} ` : ''}${urlPath}` +
          (named ? ` (${visitor})` : ''),
        slug:
          `${targets.length > 1 ? `${target.label}-` : ''}${slugOf(urlPath)}` +
          (visitor === 'first' ? '' : `-${visitor}`),
        results: [],
      })),
    ),
  );
  // Interleaved: each round measures every URL of every target, for every visitor, once, route
  // by route.
  const order = paths.flatMap((urlPath) => rows.filter((row) => row.path === urlPath));
  for (let round = 1; round <= runs; round += 1) {
    for (const row of order) {
      const { label } = row;
      const reportFile = path.join(reportDir, `${row.slug}-${round}.json`);
      const runStart = Date.now();
      const url = new URL(row.path, row.targetRef.url).href;
      const result =
        row.visitor === 'returning'
          ? await lighthouseReturning(url, row.targetRef.url, reportFile)
          : await lighthouse(url, reportFile);
      const seconds = ((Date.now() - runStart) / 1000).toFixed(0);
      if (stopping) return; // Ctrl-C: the run was stopped, not failed
      if (result.error) {
        log(`${label} run ${round}/${runs} FAILED (${seconds} s): ${result.error}`);
        row.results.push({});
        continue;
      }
      const metrics = metricsOf(result.lhr);
      const details = detailsOf(result.lhr, row.targetRef.url, row.targetRef.chunkNames);
      row.results.push({ metrics, details, report: path.relative(root, reportFile) });
      log(
        `${label} run ${round}/${runs} (${seconds} s): perf ${metrics.score}, ` +
          `FCP ${format.fcp(metrics.fcp)}, LCP ${format.lcp(metrics.lcp)}, ` +
          `TBT ${format.tbt(metrics.tbt)}, CLS ${format.cls(metrics.cls)}`,
      );
      for (const warning of metrics.warnings) log(`  warning: ${warning}`);
      for (const warning of result.warnings ?? []) log(`  WARNING (returning visitor): ${warning}`);
    }
  }

  for (const row of rows) {
    const measured = row.results.filter((result) => result.metrics).map((r) => r.metrics);
    row.ok = measured.length;
    row.median = Object.fromEntries(
      ['score', 'fcp', 'lcp', 'tbt', 'cls', 'benchmarkIndex'].map((key) => [
        key,
        median(measured.map((metrics) => metrics[key])),
      ]),
    );
  }
  printSummary(rows, visitors);
  const benchmarkIndex = median(rows.map((row) => row.median.benchmarkIndex));
  if (benchmarkIndex !== undefined) {
    log(
      `machine benchmarkIndex ${Math.round(benchmarkIndex)} (median; the 4x CPU slowdown is ` +
        'applied on top of this machine, so a slow or busy machine inflates TBT and LCP)',
    );
  }
  writeFileSync(
    path.join(reportDir, 'summary.json'),
    `${JSON.stringify(
      {
        lighthouse: LIGHTHOUSE,
        formFactor: 'mobile',
        runs,
        visitors,
        targets: Object.fromEntries(
          Object.entries(TARGETS).map(([key, target]) => [key, target.text]),
        ),
        builds: targets.map(({ label, dir, ref, sameOrigin }) => ({ label, dir, ref, sameOrigin })),
        urls: rows.map(({ target, visitor, path: urlPath, median: medians, results }) => ({
          build: target,
          visitor,
          path: urlPath,
          median: medians,
          runs: results,
        })),
      },
      null,
      2,
    )}\n`,
  );
  log(
    `reports in ${path.relative(root, reportDir)}/ (${((Date.now() - startedAt) / 1000).toFixed(0)} s)`,
  );
  if (rows.every((row) => row.ok === 0)) throw new Error('no Lighthouse run succeeded');
}

stopOnSignals(cleanUp);

try {
  await run();
  await cleanUp();
} catch (error) {
  console.error(`[lighthouse] FAIL: ${error instanceof Error ? error.message : String(error)}`);
  await cleanUp();
  process.exit(1);
}
