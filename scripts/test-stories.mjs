#!/usr/bin/env node
// Serves the static Storybook and runs @storybook/test-runner against it in Debian's Chromium:
// play functions, axe checks and pixel baselines. The exit code is the test runner's.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const recordedFile = 'stories/__screenshots__/CHROMIUM_VERSION';
const port = process.env.STORYBOOK_TEST_PORT || '6107';

if (!existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}. On Debian: apt-get install chromium fonts-liberation; elsewhere set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const running = execFileSync(chromium, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
})
  .trim()
  .replace(/\s+built on.*$/, '');
const recorded = existsSync(recordedFile) ? readFileSync(recordedFile, 'utf8').trim() : '';
console.log(`[stories] Chromium: ${running}`);
if (recorded && recorded !== running) {
  console.warn(
    `\n[stories] WARNING: baselines were recorded with "${recorded}" but this is "${running}".\n` +
      '[stories] Pixel differences may come from the browser build, not the change. If a diff is\n' +
      '[stories] only anti-aliasing, re-record with `npm run test:stories -- -u` and update CHROMIUM_VERSION.\n',
  );
}

const extra = process.argv.slice(2).join(' ');
const staticDir = process.env.STORYBOOK_STATIC_DIR || 'storybook-static';
const result = spawnSync(
  'npx',
  [
    'concurrently',
    '-k',
    '-s',
    'first',
    '-n',
    'serve,test',
    '--hide',
    'serve',
    `http-server ${staticDir} -a 127.0.0.1 -p ${port} -s`,
    `wait-on -t 60000 tcp:127.0.0.1:${port} && test-storybook --url http://127.0.0.1:${port} --maxWorkers=2 --failOnConsole ${extra}`,
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
