#!/usr/bin/env node
// `npm run test:flaky`: a repeatable flake hunt. Runs the story suite (scripts/test-stories.mjs)
// and the e2e journeys (e2e/run.mjs) N times in turn, optionally with the CPUs kept busy, then
// prints every test that failed in any run with how often, and exits 1 if anything failed.
//
//   npm run test:flaky                                   # 3 rounds of stories then e2e
//   npm run test:flaky -- --runs 5 --only stories stories/screens/GameList
//   npm run test:flaky -- --only e2e Carteira --load     # journeys with "Carteira", CPUs busy
//
// Options: `--runs N` (3), `--only stories|e2e`, `--load[=F|=W]` (busy threads, below). Any
// other argument goes to every suite that runs, as its own script takes it: story paths and
// `--includeTags` for the stories, grep words and Playwright options for e2e (so filters are
// best given with `--only`).
//
// Outcomes are read from each run's machine-readable results, never from the console:
//   stories  jest's JSON (`--json --outputFile`). test-storybook 0.24.5 declares `--outputFile`
//            as a flag without a value: `--outputFile=<file>` is refused as an unknown option,
//            and `--outputFile <file>` only works while the file happens to be the first
//            positional argument jest sees. Arguments after `--` reach jest untouched, so the
//            two go there.
//   e2e      Playwright's JSON reporter (PLAYWRIGHT_JSON_OUTPUT_FILE), next to list and html.
// Everything lands in .flaky/ (ignored by git, emptied at the start of a hunt): per run the
// console output (<suite>-<i>.log) and the results (<suite>-<i>.json), the story diff images of
// a failed screenshot (stories-<i>-diffs/), and report.md, the final table. The e2e report and
// failed journeys' traces go to <E2E_REPORT_DIR>/run-<i> and <E2E_RESULTS_DIR>/run-<i>: one
// folder per run, so a later passing run does not wipe the trace of the one that failed.
//
// Built once: the first story run builds the static Storybook, later ones reuse it
// (STORYBOOK_SKIP_BUILD=1); the first e2e run builds the app, later ones reuse it
// (E2E_SKIP_BUILD=1). A run that ran no test at all (a failed build) leaves the next run to
// build again. The suites' own knobs pass through the environment unchanged: CHROMIUM_PATH,
// STORYBOOK_STATIC_DIR, STORYBOOK_TEST_PORT, STORYBOOK_SKIP_BUILD, MOCK_API_PORT,
// E2E_PREVIEW_PORT, E2E_DIST, E2E_SKIP_BUILD, E2E_REPORT_DIR, E2E_RESULTS_DIR.
//
// Each suite run is its own process group, stopped (SIGINT, then SIGKILL for whatever is left
// of its process tree) on Ctrl-C or SIGTERM; the table of the finished runs is still printed.
import { spawn } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { Worker } from 'node:worker_threads';
import { root } from './lib/processes.mjs';

const usage = `Usage: npm run test:flaky -- [--runs N] [--only stories|e2e] [--load[=F|=W]] [filters...]
  --runs N          rounds (default 3); each round runs every chosen suite once
  --only SUITE      stories or e2e (default both)
  --load            keep every CPU busy: one thread per CPU, each busy 80 % of the time
  --load=0.5        ... each thread busy that fraction of the time
  --load=4          ... with that many threads (80 % each)
  --hold            run no suite: keep the load (--load, default as above) until Ctrl-C or
                    SIGTERM, for another command beside it (a clean-clone CI under load)
  filters           passed to each suite: story paths, --includeTags x; e2e grep words, --project=phone`;

const SUITES = ['stories', 'e2e'];
const flakyDir = path.join(root, '.flaky');
const shown = (file) => {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : relative;
};
const log = (line) => console.log(`[flaky] ${line}`);

// --- arguments -----------------------------------------------------------------------------

function parseArgs(argv) {
  const options = { runs: 3, suites: SUITES, load: null, hold: false, filters: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    // `--runs 5` and `--runs=5` alike; `value()` takes the next argument when there is no `=`.
    const value = () => {
      if (inline !== undefined) return inline;
      if (i + 1 >= argv.length) throw new Error(`${name} needs a value`);
      return argv[(i += 1)];
    };
    if (name === '--help' || name === '-h') {
      console.log(usage);
      process.exit(0);
    } else if (name === '--runs') {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1) {
        throw new Error('--runs takes a whole number >= 1');
      }
    } else if (name === '--only') {
      const suite = value();
      if (!SUITES.includes(suite)) throw new Error(`--only takes ${SUITES.join(' or ')}`);
      options.suites = [suite];
    } else if (name === '--hold') {
      options.hold = true;
    } else if (name === '--load') {
      // Only `--load=X` takes a value: `--load 4` would be ambiguous with an e2e grep word.
      options.load = parseLoad(inline);
    } else {
      options.filters.push(arg);
    }
  }
  return options;
}

/** `--load` alone, `--load=0.5` (duty cycle of one thread per CPU), `--load=4` (threads). */
function parseLoad(text) {
  const cpus = os.availableParallelism();
  if (text === undefined || text === '') return { threads: cpus, duty: 0.8 };
  const number = Number(text);
  if (/^\d+$/.test(text) && number >= 1) return { threads: number, duty: 0.8 };
  if (Number.isFinite(number) && number > 0 && number <= 1) return { threads: cpus, duty: number };
  throw new Error(`--load=${text}: give a fraction (0 < F <= 1) or a number of threads`);
}

// --- background load -----------------------------------------------------------------------

// CHOICE: threads, not child processes. A busy thread competes for a CPU exactly as a process
// does (Linux schedules threads), and it cannot outlive the hunt: it dies with this process
// even on SIGKILL, where a detached `node -e` loop would be left spinning.
const BUSY_LOOP = `
const { workerData } = require('node:worker_threads');
const pause = new Int32Array(new SharedArrayBuffer(4));
for (;;) {
  const until = performance.now() + workerData.busyMs;
  while (performance.now() < until);
  Atomics.wait(pause, 0, 0, workerData.idleMs);
}`;
// Short periods: a 100 ms period keeps the load even at the scale of one story or one tap.
const PERIOD_MS = 100;

function startLoad({ threads, duty }) {
  const busyMs = PERIOD_MS * duty;
  const workers = Array.from(
    { length: threads },
    () => new Worker(BUSY_LOOP, { eval: true, workerData: { busyMs, idleMs: PERIOD_MS - busyMs } }),
  );
  return { stop: () => Promise.all(workers.map((worker) => worker.terminate())) };
}

const describeLoad = ({ threads, duty }) =>
  `load: ${threads} busy thread(s), each busy ${Math.round(duty * 100)} % of every ${PERIOD_MS} ms, ` +
  `on ${os.availableParallelism()} CPUs`;

/** CPU time counters of the whole machine, to report how busy it really was. */
function cpuSample() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}
const busyPercent = (from, to) =>
  to.total > from.total ? Math.round((100 * (to.busy - from.busy)) / (to.total - from.total)) : 0;

// --- stopping a process tree ---------------------------------------------------------------

/** pid -> { ppid, start, zombie } from /proc (Linux); empty elsewhere. */
function processTable() {
  const table = new Map();
  let names = [];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return table;
  }
  for (const name of names) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid pgrp ... starttime(22nd)": comm may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), {
        ppid: Number(fields[1]),
        start: fields[19],
        zombie: fields[0] === 'Z',
      });
    } catch {
      // exited meanwhile
    }
  }
  return table;
}

const trees = new WeakMap();

/**
 * Stops a suite run started detached (its own process group): SIGINT to the group, as Ctrl-C
 * would (Playwright then runs its teardown, test-runner's Playwright closes its browsers), then
 * SIGKILL for every process of its tree still there after `graceMs`. The tree is read from
 * /proc while it winds down, so it also covers what left the group: the mock API and `vite
 * preview` (own groups, scripts/lib/processes.mjs) and Chromium (Playwright starts it detached).
 * Processes are matched by pid and start time, so a reused pid is never signalled.
 */
async function stopTree(child, graceMs = 15_000) {
  // pid -> start time, of the run's process and its descendants; kept for a second call (a
  // second Ctrl-C), which may come after the run's own process has already gone.
  if (!trees.has(child)) {
    const leader = processTable().get(child.pid);
    trees.set(child, new Map(leader ? [[child.pid, leader.start]] : []));
  }
  const known = trees.get(child);
  // Adds the children of known processes (until none is new); returns the known ones alive.
  const refresh = () => {
    const table = processTable();
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, entry] of table) {
        if (!known.has(pid) && known.has(entry.ppid) && !entry.zombie) {
          known.set(pid, entry.start);
          grew = true;
        }
      }
    }
    return [...known].filter(([pid, start]) => {
      const entry = table.get(pid);
      return entry && entry.start === start && !entry.zombie;
    });
  };
  const signal = (pid, name) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  refresh();
  signal(-child.pid, 'SIGINT');
  const deadline = Date.now() + graceMs;
  let left = refresh();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    left = refresh();
  }
  signal(-child.pid, 'SIGKILL');
  for (const [pid] of left) signal(pid, 'SIGKILL');
  return left.length;
}

// --- one run of one suite ------------------------------------------------------------------

const e2eReportBase = process.env.E2E_REPORT_DIR || 'e2e-report';
const e2eResultsBase = process.env.E2E_RESULTS_DIR || 'e2e-results';

/** Command line and environment of run `i` of `suite`. */
function runPlan(suite, i, { filters, built }) {
  const results = path.join(flakyDir, `${suite}-${i}.json`);
  if (suite === 'stories') {
    const args = ['scripts/test-stories.mjs', '--build', ...filters];
    // After `--`: jest's own options, past test-storybook's option parser (header comment).
    args.push('--', '--json', `--outputFile=${results}`);
    return { args, env: built ? { STORYBOOK_SKIP_BUILD: '1' } : {}, results };
  }
  const reportDir = path.join(e2eReportBase, `run-${i}`);
  const resultsDir = path.join(e2eResultsBase, `run-${i}`);
  return {
    // The command-line reporters replace the config's list and html: html again, to its folder.
    args: ['e2e/run.mjs', ...filters, '--reporter=list,json,html'],
    env: {
      ...(built ? { E2E_SKIP_BUILD: '1' } : {}),
      E2E_REPORT_DIR: reportDir,
      E2E_RESULTS_DIR: resultsDir,
      PLAYWRIGHT_JSON_OUTPUT_FILE: results,
      PLAYWRIGHT_HTML_OUTPUT_DIR: path.resolve(root, reportDir),
      // Otherwise the html reporter serves the report after a failed run and waits for Ctrl-C.
      PLAYWRIGHT_HTML_OPEN: 'never',
    },
    results,
    resultsDir,
  };
}

let current = null; // the suite run in progress: { child, done }

/** Runs one suite once, its output into `logFile`; resolves with its exit code (or signal). */
function runOnce(plan, logFile) {
  const fd = openSync(logFile, 'w');
  writeSync(
    fd,
    `$ ${Object.entries(plan.env)
      .map(([key, value]) => `${key}=${value} `)
      .join('')}node ${plan.args.join(' ')}\n\n`,
  );
  const child = spawn(process.execPath, plan.args, {
    cwd: root,
    env: { ...process.env, ...plan.env },
    // Its own process group: stopped as a whole (stopTree), and a Ctrl-C in the terminal reaches
    // only this script, which stops it once, instead of every process of the suite at once.
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  const done = new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, error }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  }).finally(() => closeSync(fd));
  current = { child, done };
  return done.finally(() => {
    current = null;
  });
}

// --- reading the results -------------------------------------------------------------------

/** The first line of a failure message worth reading, without colours. */
function firstLine(message) {
  const lines = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // test-runner wraps a story's error: "page.evaluate: StorybookTestRunnerError:", "Click to
  // debug...", the story's URL, "Message:", then the error itself, the line worth reading.
  const at = lines.indexOf('Message:');
  if (at >= 0 && at + 1 < lines.length) return lines[at + 1];
  // A jest matcher's first line only names it (`expect(received).toMatchImageSnapshot()`);
  // the next one says what differed ("... (12 differing pixels)").
  if (/^(Error: )?expect\(.*\)\.\w+\(.*\)$/.test(lines[0] ?? '') && lines[1]) {
    return `${lines[0]}: ${lines[1]}`;
  }
  return lines[0] ?? '(no message)';
}

let storyId = (title, exportName) => `${title} ${exportName}`;
try {
  // The id Storybook gives the story (`ui-button--light-theme`), as its URL and baseline show it.
  const csf = await import('storybook/internal/csf');
  storyId = (title, exportName) => csf.toId(title, csf.storyNameFromExport(exportName));
} catch {
  // Titles only; the table still names the story.
}

/**
 * [{ name, status: 'passed'|'failed'|'skipped', message }] of one run, plus `errors`: failures
 * that belong to no test (a story file that does not load, Playwright's global setup).
 */
function readResults(suite, file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const tests = [];
  const errors = [];
  if (suite === 'stories') {
    for (const fileResult of report.testResults ?? []) {
      const failedBefore = tests.filter((test) => test.status === 'failed').length;
      for (const result of fileResult.assertionResults ?? []) {
        const [title, exportName] = result.ancestorTitles ?? [];
        tests.push({
          name:
            title && exportName
              ? `${storyId(title, exportName)} (${result.title})`
              : result.fullName,
          status: { passed: 'passed', failed: 'failed' }[result.status] ?? 'skipped',
          message: firstLine(result.failureMessages?.[0]),
        });
      }
      const failedNow = tests.filter((test) => test.status === 'failed').length;
      if (fileResult.status === 'failed' && failedNow === failedBefore) {
        errors.push({
          name: shown(fileResult.name),
          message: firstLine(fileResult.message || fileResult.failureMessage),
        });
      }
    }
    return { tests, errors };
  }
  const walk = (suiteNode) => {
    for (const spec of suiteNode.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const bad = (test.results ?? []).find(
          (result) => !['passed', 'skipped'].includes(result.status),
        );
        tests.push({
          name: `${spec.title} [${test.projectName}]`,
          // 'flaky' (passed on a retry, if someone passes --retries) counts: it failed once.
          status:
            test.status === 'expected'
              ? 'passed'
              : test.status === 'skipped'
                ? 'skipped'
                : 'failed',
          message: firstLine(bad?.error?.message ?? bad?.errors?.[0]?.message ?? bad?.status),
        });
      }
    }
    for (const child of suiteNode.suites ?? []) walk(child);
  };
  for (const suiteNode of report.suites ?? []) walk(suiteNode);
  for (const error of report.errors ?? []) {
    errors.push({ name: '(run)', message: firstLine(error.message ?? error.value) });
  }
  return { tests, errors };
}

/** Keeps the diff images of this run's failed stories (the next run would overwrite them). */
function keepStoryDiffs(i, failedNames, since) {
  const diffDir = path.join(root, 'stories', '__screenshots__', '__diff_output__');
  const kept = path.join(flakyDir, `stories-${i}-diffs`);
  let count = 0;
  for (const name of failedNames) {
    const id = name.replace(/ \(.*\)$/, '');
    const file = path.join(diffDir, `${id}-diff.png`);
    // Only this run's: the folder is shared with anyone else running stories in this tree.
    if (!existsSync(file) || statSync(file).mtimeMs < since) continue;
    mkdirSync(kept, { recursive: true });
    copyFileSync(file, path.join(kept, `${id}-diff.png`));
    count += 1;
  }
  return count > 0 ? kept : null;
}

// --- the report ----------------------------------------------------------------------------

/** A Markdown table padded to line up in a terminal too. */
function table(headers, rows) {
  const cell = (value) => String(value).replaceAll('|', '\\|');
  const all = [headers, ...rows].map((row) => row.map(cell));
  const widths = headers.map((_, column) => Math.max(3, ...all.map((row) => row[column].length)));
  const line = (row) =>
    `| ${row.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(all[0]),
    line(widths.map((width) => '-'.repeat(width))),
    ...all.slice(1).map(line),
  ].join('\n');
}

function report({ runs, suites, outcomes, interrupted, loadLine }) {
  const failures = new Map(); // `${suite}\0${name}` -> { suite, name, runs: [i], ran, message }
  const totals = Object.fromEntries(
    suites.map((suite) => [suite, { tests: new Set(), executions: 0, failures: 0, runs: 0 }]),
  );
  const record = (suite, name, i, failed, message) => {
    const key = `${suite}\0${name}`;
    if (!failures.has(key)) failures.set(key, { suite, name, runs: [], ran: 0, message: '' });
    const entry = failures.get(key);
    entry.ran += 1;
    if (failed) {
      entry.runs.push(i);
      entry.message ||= message;
      totals[suite].failures += 1;
    }
  };
  for (const { suite, i, results, problem } of outcomes) {
    const total = totals[suite];
    total.runs += 1;
    for (const test of results?.tests ?? []) {
      if (test.status === 'skipped') continue;
      total.tests.add(test.name);
      total.executions += 1;
      record(suite, test.name, i, test.status === 'failed', test.message);
    }
    // Failures outside any test: a story file that does not load, a global setup that throws,
    // a run that left no results or exited non-zero with every test passed.
    for (const error of results?.errors ?? []) record(suite, error.name, i, true, error.message);
    if (problem) record(suite, '(run)', i, true, problem);
  }
  // A failure outside the tests could have happened in any run of its suite.
  for (const entry of failures.values()) {
    const { tests, runs: suiteRuns } = totals[entry.suite];
    if (!tests.has(entry.name)) entry.ran = suiteRuns;
  }
  const failed = [...failures.values()]
    .filter((entry) => entry.runs.length > 0)
    .sort((a, b) => b.runs.length - a.runs.length || a.suite.localeCompare(b.suite));
  const failureCount = failed.reduce((sum, entry) => sum + entry.runs.length, 0);
  const short = (text) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);
  const over = `over ${runs} run${runs === 1 ? '' : 's'} of ${suites.join(' and ')}`;
  const partly = interrupted ? ' (interrupted: the finished runs only)' : '';

  const lines = [];
  if (failed.length === 0) {
    lines.push(`0 failures ${over}${partly}`);
  } else {
    lines.push(
      `${failureCount} failure${failureCount === 1 ? '' : 's'} of ${failed.length} ` +
        `test${failed.length === 1 ? '' : 's'} ${over}${partly}`,
      '',
      table(
        ['suite', 'test', 'failed', 'in runs', 'first failure'],
        failed.map((entry) => [
          entry.suite,
          entry.name,
          `${entry.runs.length}/${entry.ran}`,
          entry.runs.join(', '),
          short(entry.message),
        ]),
      ),
    );
  }
  lines.push(
    '',
    table(
      ['suite', 'tests x runs', 'test runs', 'failures'],
      suites.map((suite) => {
        const { tests, runs: suiteRuns, executions, failures: count } = totals[suite];
        return [suite, `${tests.size} x ${suiteRuns}`, executions, count];
      }),
    ),
  );
  const text = lines.join('\n');
  writeFileSync(
    path.join(flakyDir, 'report.md'),
    [
      '# Flake hunt',
      '',
      `\`npm run test:flaky -- ${process.argv.slice(2).join(' ')}\`, ${new Date().toISOString()},`,
      `${os.availableParallelism()} CPUs, ${loadLine}.`,
      '',
      '## Runs',
      '',
      ...outcomes.map((outcome) => `- ${outcome.line}`),
      '',
      '## Failures',
      '',
      text,
      '',
    ].join('\n'),
  );
  return { text, clean: failureCount === 0 };
}

// --- main ----------------------------------------------------------------------------------

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`[flaky] ${error.message}\n${usage}`);
  process.exit(2);
}
const { runs, suites, filters } = options;

if (options.hold) {
  // Only the load, until stopped: `npm run test:flaky -- --hold --load & CI=true bash .ci/run`.
  options.load ??= parseLoad(undefined);
  const line = describeLoad(options.load);
  log(line);
  const held = startLoad(options.load);
  const from = cpuSample();
  log('holding the load until Ctrl-C or SIGTERM');
  await new Promise((resolve) => {
    for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(name, resolve);
  });
  await held.stop();
  log(`${line}: the CPUs were ${busyPercent(from, cpuSample())} % busy while held`);
  process.exit(0);
}

rmSync(flakyDir, { recursive: true, force: true });
mkdirSync(flakyDir, { recursive: true });

const knobs = [
  'CHROMIUM_PATH',
  'STORYBOOK_STATIC_DIR',
  'STORYBOOK_TEST_PORT',
  'STORYBOOK_SKIP_BUILD',
  'MOCK_API_PORT',
  'E2E_PREVIEW_PORT',
  'E2E_DIST',
  'E2E_SKIP_BUILD',
  'E2E_REPORT_DIR',
  'E2E_RESULTS_DIR',
].filter((name) => process.env[name] !== undefined);
log(
  `${runs} run(s) of ${suites.join(' then ')}${filters.length ? `, with: ${filters.join(' ')}` : ''}` +
    `${knobs.length ? ` (${knobs.map((name) => `${name}=${process.env[name]}`).join(' ')})` : ''}`,
);

const loadLine = options.load ? describeLoad(options.load) : 'no added load';
log(loadLine);
if (filters.length > 0 && suites.length > 1) {
  log('note: the filters go to both suites; a story path matches no journey (add --only)');
}
log(`logs and results in ${shown(flakyDir)}/`);
const load = options.load ? startLoad(options.load) : null;
const huntStart = cpuSample();

let interrupted = false;
let stopping = null; // stopTree() of the run in progress, awaited before exiting
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    if (!interrupted) {
      interrupted = true;
      log(`${name}: stopping the run in progress...`);
      if (current) stopping = stopTree(current.child);
    } else if (current) {
      // A second Ctrl-C: no more grace.
      stopping = Promise.all([stopping, stopTree(current.child, 0)]);
    }
  });
}

const outcomes = [];
const built = { stories: false, e2e: false };
try {
  for (let i = 1; i <= runs && !interrupted; i += 1) {
    for (const suite of suites) {
      if (interrupted) break;
      const plan = runPlan(suite, i, { filters, built: built[suite] });
      const logFile = path.join(flakyDir, `${suite}-${i}.log`);
      const startedAt = Date.now();
      const cpuBefore = cpuSample();
      const { code, signal, error } = await runOnce(plan, logFile);
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      const cpu = busyPercent(cpuBefore, cpuSample());
      if (interrupted) {
        log(`${suite} ${i}/${runs}: interrupted after ${seconds} s (${shown(logFile)})`);
        break;
      }
      const exit = error ? `could not start: ${error.message}` : `exit ${code ?? signal}`;
      let results = null;
      let problem = '';
      try {
        results = readResults(suite, plan.results);
        if (!results) problem = `no results (${exit}), see ${shown(logFile)}`;
      } catch (readError) {
        problem = `unreadable ${shown(plan.results)} (${exit}): ${readError.message}`;
      }
      // A failure outside any test is often a build's: its first line says little, the log more.
      for (const entry of results?.errors ?? []) entry.message += `, see ${shown(logFile)}`;
      const tests = results?.tests ?? [];
      const count = (status) => tests.filter((test) => test.status === status).length;
      const failedCount = count('failed') + (results?.errors.length ?? 0);
      // A non-zero exit with every test passed still fails the hunt (no test matched, say).
      if (results && code !== 0 && failedCount === 0) {
        problem = `${exit} with no failed test, see ${shown(logFile)}`;
      }
      // Built once a run got as far as running tests; until then the next run builds again.
      if (tests.length > 0) built[suite] = true;
      const where = [shown(logFile)];
      if (suite === 'stories' && failedCount > 0) {
        const failedNames = tests.filter((test) => test.status === 'failed').map((t) => t.name);
        const diffs = keepStoryDiffs(i, failedNames, startedAt);
        if (diffs) where.push(`diffs in ${shown(diffs)}`);
      }
      if (suite === 'e2e' && count('failed') > 0) where.push(`traces in ${plan.resultsDir}`);
      const skipped = count('skipped');
      const line =
        `${suite} ${i}/${runs}: ${count('passed')} passed, ${failedCount} failed` +
        `${skipped ? `, ${skipped} skipped` : ''}${problem ? ` (${problem})` : ''} ` +
        `in ${seconds} s, CPU ${cpu} % busy; ${where.join(', ')}`;
      log(line);
      outcomes.push({ suite, i, results, problem, line });
    }
  }
} finally {
  // An exception above, or a signal: nothing of a suite run may outlive the hunt.
  if (current && !stopping) stopping = stopTree(current.child);
  await stopping;
  await load?.stop();
}

const cpu = busyPercent(huntStart, cpuSample());
if (options.load) log(`${loadLine}: the CPUs were ${cpu} % busy over the hunt`);
// After a Ctrl-C the table covers the rounds that got a result.
const finished = interrupted ? new Set(outcomes.map((outcome) => outcome.i)).size : runs;
const { text, clean } = report({
  runs: finished,
  suites,
  outcomes,
  interrupted,
  loadLine: options.load ? `${loadLine}, CPUs ${cpu} % busy` : loadLine,
});
console.log(`\n${text}\n`);
log(`report: ${shown(path.join(flakyDir, 'report.md'))}`);
process.exit(interrupted ? 130 : clean ? 0 : 1);
