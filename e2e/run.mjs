#!/usr/bin/env node
// `npm run test:e2e`: every journey of every e2e/*.e2e.mjs file through @playwright/test
// (playwright.config.mjs: one stack, phone and desktop projects, HTML report, traces of failed
// journeys). Words pick journeys by a part of their name, as before: `npm run test:e2e --
// Cadastro Saque` runs `playwright test --grep "Cadastro|Saque"`. Options go to Playwright
// as they are: `npm run test:e2e -- --project phone`, `-- Carteira --headed`, `-- --list`.
// Prints where the report and the traces are. The exit code is Playwright's.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(new URL('../node_modules/@playwright/test/cli.js', import.meta.url));
/** A folder as the reader can paste it: relative inside the repository, absolute outside. */
const shown = (dir) => {
  const relative = path.relative(root, path.resolve(root, dir));
  return relative.startsWith('..') ? path.resolve(root, dir) : relative;
};
const reportDir = shown(process.env.E2E_REPORT_DIR || 'e2e-report');
const resultsDir = shown(process.env.E2E_RESULTS_DIR || 'e2e-results');

const escape = (word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Playwright options whose value may follow as the next argument (`--project phone`). */
const TAKES_VALUE = new Set([
  '--project',
  '--grep',
  '-g',
  '--grep-invert',
  '--reporter',
  '--workers',
  '-j',
  '--timeout',
  '--max-failures',
  '--output',
  '--config',
  '-c',
  '--repeat-each',
  '--shard',
  '--trace',
]);
const words = [];
const options = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (!arg.startsWith('-')) words.push(arg);
  else if (TAKES_VALUE.has(arg) && i + 1 < args.length) options.push(arg, args[(i += 1)]);
  else options.push(arg);
}
const grep = words.length ? ['--grep', words.map(escape).join('|')] : [];

const startedAt = Date.now();
const result = spawnSync(process.execPath, [cli, 'test', ...grep, ...options], {
  cwd: root,
  stdio: 'inherit',
});
const took = ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(
  `\n[e2e] ${result.status === 0 ? 'passed' : 'FAILED'} in ${took} s\n` +
    `[e2e] HTML report: ${reportDir}/index.html (\`npx playwright show-report ${reportDir}\`)\n` +
    `[e2e] traces and screenshots of failed journeys: ${resultsDir}/<journey>/trace.zip ` +
    '(also linked from the report; `npx playwright show-trace <file>`)',
);
process.exit(result.status ?? 1);
