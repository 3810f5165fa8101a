// The Jest environment of the story tests (test-runner-jest.config.js): the test runner's own,
// except that a worker keeps its browser context and page from one story file to the next.
//
// Out of the box every story file gets a new browser context and page: a new connection to the
// browser, a cold HTTP cache, a Mock Service Worker registered from scratch, then iframe.html
// and the preview's scripts compiled again. A kept page still loads iframe.html afresh for every
// file (a new document: nothing a story's scripts left in memory reaches the next file, and the
// storage is emptied), but from a warm cache with the worker already registered.
//
// A context is not kept after a file with a failed story (the next file starts in a fresh one,
// so one failure cannot become another file's), and it is replaced after FILES_PER_PAGE files,
// so whatever a long-lived browser context accumulates stays bounded.
import process from 'node:process';
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

// STORY_FILES_PER_PAGE=1 gives every file a fresh context and page, as the runner does out of
// the box: to tell whether a failure depends on what an earlier file left behind.
const FILES_PER_PAGE = Number(process.env.STORY_FILES_PER_PAGE) || 25;

/**
 * This worker's connection, context and page while they may serve another file. Module state:
 * the environment module is loaded once per worker process, outside the files' sandboxes.
 */
let kept = null;

/** As the runner's own environment does: an error on the page fails the running test. */
const reportPageError = (error) => {
  process.emit('uncaughtException', error);
};

/**
 * The runner's page setup exposes two functions to the page; a page keeps them across
 * navigations, and exposing one twice throws. The setup runs again on a kept page for its new
 * document, so a name already exposed is left as it is.
 */
function exposeOnce(page) {
  if (page.vitrineExposed) return;
  page.vitrineExposed = new Set();
  const expose = page.exposeBinding.bind(page);
  page.exposeBinding = async (name, ...rest) => {
    if (page.vitrineExposed.has(name)) return;
    page.vitrineExposed.add(name);
    await expose(name, ...rest);
  };
}

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    this.failed = false;
    if (kept && !kept.page.isClosed() && kept.files < FILES_PER_PAGE) {
      // The runner's setup without launching anything (its `skipInitialization`), on a copy of
      // the project config so the next file's setup is not changed.
      const options = this._config.testEnvironmentOptions;
      this._config = {
        ...this._config,
        testEnvironmentOptions: {
          ...options,
          'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
        },
      };
      await super.setup();
      const { browser, context, page } = kept;
      Object.assign(this.global, { browser, context, page });
      page.on('pageerror', reportPageError);
      this.listening = page;
      // What the last file's stories stored stays out of this file: every storage the preview's
      // origin has, emptied from the old document before the new one starts.
      await page.evaluate(async () => {
        const { localStorage, sessionStorage, caches } = globalThis;
        localStorage.clear();
        sessionStorage.clear();
        if (caches) {
          for (const name of await caches.keys()) await caches.delete(name);
        }
      });
      await context.clearCookies();
      await setupPage(page, context);
    } else {
      await kept?.browser.close().catch(() => {});
      kept = null;
      await super.setup();
      exposeOnce(this.global.page);
      await setupPage(this.global.page, this.global.context);
      kept = { browser: this.global.browser, context: this.global.context, page: this.global.page };
      kept.files = 0;
    }
    kept.files += 1;
  }

  async handleTestEvent(event) {
    await super.handleTestEvent(event);
    if (event.name === 'test_done' && event.test.errors.length > 0) this.failed = true;
  }

  async teardown() {
    this.listening?.removeListener('pageerror', reportPageError);
    const page = this.global.page;
    if (kept && !this.failed && page === kept.page && !page.isClosed()) {
      // jest-playwright's teardown closes `browser` (this worker's connection, and with it the
      // context and page): hidden from it while they are kept.
      this.global.browser = undefined;
    } else {
      // A failed story, or the runner's retry replaced the page: the next file starts afresh.
      kept = null;
    }
    await super.teardown();
  }
}
