#!/usr/bin/env node
// Serves the static Storybook and runs @storybook/test-runner against it in Debian's Chromium:
// play functions, axe checks and pixel baselines. The exit code is the test runner's.
//
// `--build` (what `npm run test:stories` passes) builds the static Storybook first, unless
// STORYBOOK_SKIP_BUILD=1: then the last build in STORYBOOK_STATIC_DIR is reused (a warning
// names the story and source files changed since). Other arguments go to test-storybook: story
// file paths (`stories/ui/Button`), `--includeTags wip`, `-u` (README "Running some stories").
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

const args = process.argv.slice(2);
const build = args.includes('--build');
const extra = args.filter((arg) => arg !== '--build').join(' ');
const staticDir = process.env.STORYBOOK_STATIC_DIR || 'storybook-static';
const builtIndex = path.join(staticDir, 'index.json');

if (build && process.env.STORYBOOK_SKIP_BUILD !== '1') {
  const built = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (!existsSync(builtIndex)) {
  console.error(
    `[stories] no static Storybook in ${staticDir}: run \`npm run build-storybook\` first.`,
  );
  process.exit(1);
} else {
  // Files newer than the build are not in it: say so, so a stale run is not mistaken for a pass.
  const builtAt = statSync(builtIndex).mtimeMs;
  const newer = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__screenshots__') walk(file);
      } else if (/\.(tsx?|css\.ts|mdx)$/.test(entry.name) && statSync(file).mtimeMs > builtAt) {
        newer.push(file);
      }
    }
  };
  for (const dir of ['stories', 'src', 'mocks', '.storybook']) if (existsSync(dir)) walk(dir);
  if (newer.length > 0) {
    console.warn(
      `[stories] WARNING: ${newer.length} file(s) changed after the build in ${staticDir} ` +
        `(${newer.slice(0, 3).join(', ')}${newer.length > 3 ? ', ...' : ''}): ` +
        'they are not tested. Rebuild with `npm run build-storybook` (or drop STORYBOOK_SKIP_BUILD).',
    );
  }
}
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
