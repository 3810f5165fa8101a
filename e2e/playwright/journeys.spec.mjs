// Every journey of e2e/*.e2e.mjs as a @playwright/test test (playwright.config.mjs). The
// journey files keep their shape (`export const journeys = [{ name, run(t) }]`, e2e/harness.mjs)
// and this file adapts: `t` is built from Playwright's `browser` fixture with what the harness
// gave (apiBase, appUrl, url(), newPage(), open(), mockApi.output, problems), so a new file in
// e2e/ is picked up with no change here. Tests are grouped by file; the title is the journey's
// name, so `npm run test:e2e -- Carteira` (a --grep) picks journeys as before.
//
// As in the harness: the mock world is reset before each journey, every page opens in a fresh
// context (PHONE, serviceWorkers 'block' unless the journey passes 'allow', the consent choice
// of harness.mjs seedConsent unless it passes `consent`), and a journey fails
// on its own assertions and on any console error or uncaught exception in any page it opened.
// Every context is traced (config `trace: 'retain-on-failure'`): a failed journey's trace.zip
// is in the HTML report.
import { readFileSync, readdirSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { runsOnDesktop } from './desktop.mjs';

/*
 * This worker's stack (globalSetup.mjs: one mock world per worker, so journeys running at the
 * same time never see each other's orders and balances). Its addresses go into the variables the
 * harness and the journey files read when they load, so they are set before those are imported.
 */
const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]');
const stack = stacks[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % Math.max(1, stacks.length)];
if (stack) {
  process.env.MOCK_API_PORT = new URL(stack.apiBase).port;
  process.env.E2E_PREVIEW_PORT = new URL(stack.appUrl).port;
  process.env.E2E_APP_URL = stack.appUrl;
  process.env.E2E_DIST = stack.outDir;
  process.env.E2E_MOCK_API_LOG = stack.mockLog;
}
const { PHONE, newJourneyContext, resetMockWorld } = await import('../harness.mjs');

/** A desktop browser window with a mouse (the 'desktop' project). */
const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
};

const apiBase = `http://127.0.0.1:${Number(process.env.MOCK_API_PORT ?? 8787)}`;
const appUrl = process.env.E2E_APP_URL;
const mockApiLog = process.env.E2E_MOCK_API_LOG;

/**
 * CHOICE: on desktop a journey's tap is a click. The journeys are written for a phone
 * (`locator.tap()`, which needs a touch screen); a desktop player clicks the same control.
 * Patched on the Locator prototype of the desktop worker only (a Playwright worker runs one
 * project's tests).
 */
let tapIsClick = false;
function tapAsClick(page) {
  if (tapIsClick) return;
  tapIsClick = true;
  const locatorPrototype = Object.getPrototypeOf(page.locator('html'));
  locatorPrototype.tap = function tap(options) {
    return this.click(options);
  };
}

const test = base.extend({
  /** 'phone' or 'desktop', set by the project (playwright.config.mjs). */
  journeyDevice: ['phone', { option: true }],

  /** What a journey's run(t) gets (the harness's journeyContext). */
  t: async ({ browser, journeyDevice }, use) => {
    if (!appUrl) throw new Error('E2E_APP_URL is not set: run through playwright.config.mjs');
    const device = journeyDevice === 'desktop' ? DESKTOP : PHONE;
    const contexts = [];
    const problems = [];

    async function newPage(options) {
      const context = await newJourneyContext(browser, device, options, problems);
      contexts.push(context);
      const page = await context.newPage();
      if (journeyDevice === 'desktop') tapAsClick(page);
      return page;
    }

    const url = (path) => new URL(path, appUrl).href;
    await use({
      apiBase,
      appUrl,
      outDir: process.env.E2E_DIST ?? 'node_modules/.cache/vitrine-e2e',
      browser,
      device: journeyDevice,
      /** The mock API's output lines so far (its request log unless MOCK_API_QUIET=1). */
      mockApi: {
        get output() {
          return readFileSync(mockApiLog, 'utf8').split('\n').filter(Boolean);
        },
      },
      url,
      newPage,
      /** A fresh context's page at `path`, once its document has loaded. */
      async open(path, options) {
        const page = await newPage(options);
        await page.goto(url(path));
        return page;
      },
      problems,
    });
    // Closed after the test function, so a failure's screenshot and trace see the pages.
    await Promise.all(contexts.map((context) => context.close().catch(() => {})));
  },
});

const here = new URL('..', import.meta.url);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.e2e.mjs'))
  .sort();

for (const file of files) {
  let journeys;
  try {
    ({ journeys = [] } = await import(new URL(file, here).href));
  } catch (error) {
    // A file that does not load fails as one test of its own; the other files still run.
    test(`${file} loads`, () => {
      throw error;
    });
    continue;
  }
  test.describe(file, () => {
    for (const journey of journeys) {
      const details = runsOnDesktop(journey) ? { tag: '@desktop' } : {};
      test(journey.name, details, async ({ t }) => {
        await resetMockWorld(apiBase);
        await journey.run(t);
        if (t.problems.length > 0) {
          throw new Error(
            `assertion failed: no console errors, got:\n    ${t.problems.join('\n    ')}`,
          );
        }
      });
    }
  });
}
