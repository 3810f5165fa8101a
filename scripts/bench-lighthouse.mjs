#!/usr/bin/env node
// Lighthouse benchmark (issue 6 item 3): prints numbers, it is not a gate (exit 0 when targets
// are missed; non-zero only when the machinery itself fails, e.g. the build or every run).
//   1. starts the mock API (scripts/mock-api.mjs, realistic latency) on BENCH_MOCK_PORT (8797);
//   2. builds the app with VITE_API_BASE_URL pointing at it into BENCH_DIST (default
//      node_modules/.cache/vitrine-bench, dist/ is left alone) unless BENCH_SKIP_BUILD=1;
//   3. serves it with `vite preview` on BENCH_PREVIEW_PORT (4183);
//   4. runs Lighthouse 12.8.2 (npx, never a dependency: TOOLCHAIN.md) with its default mobile
//      settings — simulated slow 4G and 4x CPU slowdown, the player's mid-range Android —
//      BENCH_RUNS times (3) on /, /gameList?categoryId=<a category> and /gameDetail/<a game>
//      (ids asked from the mock API's home categories), interleaved so machine noise spreads;
//   5. prints the median score, LCP, TBT and CLS per URL against the targets, writes every
//      report and a summary to .bench/lighthouse/, and stops everything it started (also on
//      failure and Ctrl-C).
// Other paths: `node scripts/bench-lighthouse.mjs /search /resetPassword`.
// Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp, hasBuild, startMockApi, startPreview } from './lib/app-servers.mjs';
import { killMarkedGroups, root, start, stop, stopAll, stopOnSignals } from './lib/processes.mjs';

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
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const apiBase = `http://127.0.0.1:${mockPort}`;
const outDir = process.env.BENCH_DIST ?? 'node_modules/.cache/vitrine-bench';
const reportDir = path.join(root, '.bench', 'lighthouse');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** An argument only this script's Chromium carries, to find it if Lighthouse dies before it. */
const marker = `--vitrine-bench-run=${process.pid}`;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  marker,
].join(' ');

function log(line) {
  console.log(`[lighthouse] ${line}`);
}

let stopping = false;

async function cleanUp() {
  stopping = true;
  await stopAll();
  killMarkedGroups(marker);
}

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

/** One Lighthouse run; resolves to the parsed report (lhr) or an { error }. */
async function lighthouse(url, reportFile) {
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
      `--chrome-flags=${chromeFlags}`,
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
  killMarkedGroups(marker); // normally nothing left: Lighthouse closed its Chromium
  if (code !== 0 || !existsSync(reportFile)) {
    const tail = run.output.filter((line) => !line.includes('npm warn')).slice(-8);
    return { error: `exit ${code}${tail.length ? `:\n    ${tail.join('\n    ')}` : ''}` };
  }
  const lhr = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  return { lhr };
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

/** "97 ✓" / "1.80 s ✗" for a metric with a target, the bare value otherwise. */
function cell(key, value) {
  if (value === undefined) return 'n/a';
  const text = format[key](value);
  if (!TARGETS[key]) return text;
  return `${text} ${TARGETS[key].pass(value) ? '✓' : '✗'}`;
}

function printSummary(rows) {
  const columns = ['score', 'fcp', 'lcp', 'tbt', 'cls'];
  const width = Math.max(12, ...rows.map((row) => row.path.length)) + 2;
  const head = (key) => (TARGETS[key]?.label ?? 'FCP').padStart(12);
  console.log('');
  console.log(
    `Lighthouse 12.8.2, mobile (simulated slow 4G, 4x CPU slowdown), median of ${runs} run(s)`,
  );
  const header = `${'URL'.padEnd(width)}${columns.map(head).join('')}  runs`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const row of rows) {
    const values = columns.map((key) => cell(key, row.median[key]).padStart(12)).join('');
    console.log(`${row.path.padEnd(width)}${values}  ${row.ok}/${runs}`);
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
    console.log(`  ${row.path}: ${perRun} (perf / LCP / TBT / CLS)`);
  }
  const missed = rows.flatMap((row) =>
    row.ok === 0
      ? [`${row.path} (no run succeeded: NO_FCP means the page painted nothing, e.g. it crashed)`]
      : Object.keys(TARGETS)
          .filter((key) => !TARGETS[key].pass(row.median[key]))
          .map((key) => `${row.path} ${TARGETS[key].label}`),
  );
  console.log('');
  if (missed.length) log(`targets missed: ${missed.join(', ')}`);
  else log('every target met');
}

async function run() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `no Chromium at ${chromiumPath} (apt-get install chromium fonts-liberation, or set CHROMIUM_PATH)`,
    );
  }
  const startedAt = Date.now();
  // Fetched once before measuring (the first time, npx downloads it from the npm registry).
  const version = start('lighthouse --version', 'npx', ['-y', LIGHTHOUSE, '--version']);
  if ((await version.exited) !== 0) {
    throw new Error(`npx ${LIGHTHOUSE} failed:\n${version.output.join('\n')}`);
  }

  await startMockApi({ port: mockPort, env: { MOCK_API_QUIET: '1' } });
  log(`mock API up on ${apiBase} (realistic latency)`);

  if (process.env.BENCH_SKIP_BUILD === '1' && hasBuild(outDir)) {
    log(`reusing the build in ${outDir} (built with VITE_API_BASE_URL=${apiBase}?)`);
  } else {
    log(`building with VITE_API_BASE_URL=${apiBase} into ${outDir}`);
    await buildApp({ outDir, apiBase });
  }
  const { url: appUrl } = await startPreview({ outDir, port: previewPort });
  log(`preview up on ${appUrl}`);

  const paths = process.argv.slice(2);
  if (!paths.length) {
    const { categoryId, gameId } = await pickIds();
    paths.push('/', `/gameList?categoryId=${categoryId}`, `/gameDetail/${gameId}`);
  }

  mkdirSync(reportDir, { recursive: true });
  for (const file of readdirSync(reportDir)) {
    if (file.endsWith('.json')) rmSync(path.join(reportDir, file));
  }

  const rows = paths.map((urlPath) => ({ path: urlPath, slug: slugOf(urlPath), results: [] }));
  for (let round = 1; round <= runs; round += 1) {
    for (const row of rows) {
      const reportFile = path.join(reportDir, `${row.slug}-${round}.json`);
      const runStart = Date.now();
      const result = await lighthouse(new URL(row.path, appUrl).href, reportFile);
      const seconds = ((Date.now() - runStart) / 1000).toFixed(0);
      if (stopping) return; // Ctrl-C: the run was stopped, not failed
      if (result.error) {
        log(`${row.path} run ${round}/${runs} FAILED (${seconds} s): ${result.error}`);
        row.results.push({});
        continue;
      }
      const metrics = metricsOf(result.lhr);
      row.results.push({ metrics, report: path.relative(root, reportFile) });
      log(
        `${row.path} run ${round}/${runs} (${seconds} s): perf ${metrics.score}, ` +
          `LCP ${format.lcp(metrics.lcp)}, TBT ${format.tbt(metrics.tbt)}, CLS ${format.cls(metrics.cls)}`,
      );
      for (const warning of metrics.warnings) log(`  warning: ${warning}`);
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
  printSummary(rows);
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
        targets: Object.fromEntries(
          Object.entries(TARGETS).map(([key, target]) => [key, target.text]),
        ),
        urls: rows.map(({ path: urlPath, median: medians, results }) => ({
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
