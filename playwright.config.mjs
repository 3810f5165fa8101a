// `npm run test:e2e` (e2e/run.mjs) runs the journeys of e2e/*.e2e.mjs through @playwright/test:
// one spec file (e2e/playwright/journeys.spec.mjs) registers every journey as a test, so the
// journey files keep their `export const journeys = [{ name, run(t) }]` shape and still run
// alone with `node e2e/<file>.e2e.mjs` (e2e/harness.mjs).
//
// The stack (mock API + production build + `vite preview`) starts once for the whole run in
// e2e/playwright/globalSetup.mjs, with the harness's environment:
//   MOCK_API_PORT (8787), E2E_PREVIEW_PORT (4173), E2E_DIST (node_modules/.cache/vitrine-e2e),
//   E2E_SKIP_BUILD=1 (reuse the build in E2E_DIST), CHROMIUM_PATH (/usr/bin/chromium).
// Where the report and the failed journeys' traces go:
//   E2E_REPORT_DIR (e2e-report/)  the HTML report (`npx playwright show-report e2e-report`)
//   E2E_RESULTS_DIR (e2e-results/) one folder per failed journey: trace.zip, screenshot
// Both are ignored by git.
//
// CHOICE: no retries (a retry would hide a flaky journey, which we want to see), and
// E2E_WORKERS workers, each with a mock world, a build and a preview of its own
// (globalSetup.mjs): a journey resets and fills its world, so two journeys at once must not
// share one. Two by default (one on a single core): a journey spends much of its time waiting
// on the mock API's realistic 150-400 ms answers, and one worker left the 2-core machine idle
// for most of the run (90 journeys: 683 s with one worker, 482 s with two, builds included,
// all passing; CPU time about the same). Three starved every renderer there (980 s, 12
// journeys timing out). On a machine with more cores, E2E_WORKERS=4 divides the time further.
import { availableParallelism } from 'node:os';
import process from 'node:process';
import { defineConfig } from '@playwright/test';
import { chromiumFlags } from './e2e/harness.mjs';

export const reportDir = process.env.E2E_REPORT_DIR || 'e2e-report';
export const resultsDir = process.env.E2E_RESULTS_DIR || 'e2e-results';

export default defineConfig({
  testDir: './e2e/playwright',
  testMatch: 'journeys.spec.mjs',
  globalSetup: './e2e/playwright/globalSetup.mjs',
  outputDir: resultsDir,
  fullyParallel: true,
  workers: Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()))),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey is several pages and logins against a mock API that answers in 150-400 ms; on a
  // busy 2-core machine the slowest took about 25 s with the old runner.
  timeout: 90_000,
  reporter: [['list'], ['html', { outputFolder: reportDir, open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumFlags,
    },
    // Every context a journey opens (t.newPage) is traced; the trace is kept when it fails. With
    // DOM snapshots (what each step saw, and the network) but no screencast: the screencast's
    // JPEG encoding cost a third of the CPU (a Records and Carteira subset: 90.6 s with it,
    // 62.3 s without, 60.3 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every journey, on the phone of e2e/harness.mjs (375x812, pt-BR, touch).
    { name: 'phone', use: { journeyDevice: 'phone' } },
    // Only the journeys tagged @desktop (e2e/playwright/desktop.mjs): the lobby's cold load and
    // sign-in, and the cashier, in a 1280x800 window with a mouse.
    { name: 'desktop', grep: /@desktop/, use: { journeyDevice: 'desktop' } },
  ],
});
