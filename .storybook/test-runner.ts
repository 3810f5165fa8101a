import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
// Explicit extension: the test runner loads this file outside Vite.
import { viewportSize } from './viewports.ts';

const snapshotsDir = path.join(process.cwd(), 'stories', '__screenshots__');

/** What an outside `.example` host (the demo chat) shows inside a story. */
const EXAMPLE_HOST_PAGE =
  '<!doctype html><html lang="pt-BR"><title>Atendimento</title>' +
  '<body style="margin:0;font:16px/1.5 sans-serif;padding:16px;background:#fff;color:#111;min-height:100vh">Atendimento (página de exemplo)</body></html>';
const NO_BASELINE = Buffer.alloc(0);

/** The committed baseline of a story, or no bytes when it has none yet. */
function baselineOf(storyId: string): Buffer {
  try {
    return readFileSync(path.join(snapshotsDir, `${storyId}.png`));
  } catch {
    return NO_BASELINE;
  }
}

/**
 * Per page: its navigations, failed requests and uncaught errors since the story began. Kept on
 * the page object itself, not in this module: a page serves several story files
 * (story-environment.js) and this module is loaded again for each file.
 */
type LoggedPage = Page & { vitrineLog?: string[] };
const logOf = (page: Page): string[] | undefined => (page as LoggedPage).vitrineLog;

/**
 * Fails the story if its page was loaded again since preVisit marked the document: a reload
 * starts the story from scratch (spec 8 reloads the page once when a lazy chunk fails to load),
 * so what the story shows next is its fresh start, not its end. Says what the page did meanwhile.
 */
async function assertSameDocument(page: Page): Promise<void> {
  const marks = await page.evaluate(() =>
    (window as { __storyDocument?: boolean }).__storyDocument
      ? null
      : Object.keys(sessionStorage).filter((key) => key.startsWith('vitrine.chunkReload')),
  );
  if (!marks) return;
  const log = logOf(page) ?? [];
  throw new Error(
    [
      'The page reloaded while the story ran: what follows would test a fresh start of the story.',
      `Reload marks: ${marks.length > 0 ? marks.join(', ') : 'none'}.`,
      `What the page did since the story began:${log.length > 0 ? `\n  ${log.join('\n  ')}` : ' nothing recorded.'}`,
    ].join('\n'),
  );
}

/**
 * Marks this document for the reload check and starts this story's trace (window.__storyTrace,
 * also written by the withMountTrace decorator), in one round trip to the page:
 * every event the preview's channel carries from now on, with the story it names. A screenshot
 * that differs says what rendered when, which tells a late render or a remount from a real change.
 */
async function markStoryDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { __storyDocument?: boolean }).__storyDocument = true;
    type Channel = { emit: (event: string, ...args: unknown[]) => void; __traced?: boolean };
    const win = window as { __storyTrace?: string[]; __STORYBOOK_ADDONS_CHANNEL__?: Channel };
    win.__storyTrace = [];
    const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel || channel.__traced) return;
    channel.__traced = true;
    const emit = channel.emit.bind(channel);
    channel.emit = (event, ...args) => {
      const first = args[0] as { storyId?: string; newPhase?: string } | string | undefined;
      const detail =
        typeof first === 'string'
          ? first
          : [first?.storyId, first?.newPhase].filter(Boolean).join(' ');
      const trace = (win.__storyTrace ??= []);
      if (trace.length < 400) trace.push(`${performance.now().toFixed(0)} ${event} ${detail}`);
      emit(event, ...args);
    };
  });
}

/**
 * What the page looks like to the runner when a story fails: whether it is visible and drawing
 * frames (a renderer that stopped painting keeps showing an old picture), how many story roots
 * it holds, and the start of its text (what the DOM says, to set beside the screenshot).
 */
async function pageState(page: Page): Promise<string> {
  const state = await page
    .evaluate(async () => {
      const frames = await new Promise<number>((resolve) => {
        let count = 0;
        const started = performance.now();
        const frame = () => {
          count += 1;
          if (performance.now() - started < 300) requestAnimationFrame(frame);
          else resolve(count);
        };
        requestAnimationFrame(frame);
        setTimeout(() => resolve(count), 1000);
      });
      return {
        visibility: document.visibilityState,
        focused: document.hasFocus(),
        framesIn300ms: frames,
        storyRoots: document.querySelectorAll('#storybook-root > *').length,
        bodyChildren: document.body.children.length,
        text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 500),
      };
    })
    .catch((error: Error) => ({ error: error.message }));
  return JSON.stringify(state);
}

/** The story's trace so far, one event a line, for a failure message. */
async function storyTrace(page: Page): Promise<string> {
  const trace = await page
    .evaluate(() => (window as { __storyTrace?: string[] }).__storyTrace ?? [])
    .catch(() => []);
  return trace.length > 0 ? `\n  ${trace.join('\n  ')}` : ' nothing recorded.';
}

/*
 * Every story: its play function runs (the runner fails on a thrown assertion or a console
 * error), the a11y addon's axe report fails on any violation (`a11y.test: 'error'` in preview),
 * then a screenshot must match the committed baseline to the pixel. A per-pixel threshold of
 * 0 is deliberate: a 0.1 % tolerance missed a real colour change on a small button.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // Outside hosts on the reserved `.example` domain (the mock world's customer-service chat)
    // are answered here with a small page. Left to the network, the framed chat fails to resolve
    // after an unpredictable time, and a sub-frame that never settles keeps the page from ever
    // being network-idle again: every later story of the file timed out (Service stories).
    if (!logOf(page)) {
      // What a reload check reports: the page's navigations and failed requests, with when.
      const log: string[] = [];
      (page as LoggedPage).vitrineLog = log;
      const stamp = () => new Date().toISOString().slice(11, 23);
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) log.push(`${stamp()} navigated to ${frame.url()}`);
      });
      page.on('requestfailed', (request) => {
        log.push(`${stamp()} ${request.url()} failed: ${request.failure()?.errorText ?? '?'}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          log.push(`${stamp()} console ${message.type()}: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) =>
        log.push(`${stamp()} page error: ${error.stack ?? error.message}`),
      );
      await page.route(/^https:\/\/[^/]+\.example(?:[/?#]|$)/, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: EXAMPLE_HOST_PAGE }),
      );
    }
    const story = await getStoryContext(page, context);
    // A story picks its viewport with `globals: { viewport: { value: 'desktop' } }`, as in the UI.
    const storyGlobals = (story as { storyGlobals?: { viewport?: { value?: string } } })
      .storyGlobals;
    await page.setViewportSize(viewportSize(storyGlobals?.viewport?.value));
    // Every story starts in keyboard input modality. Whether an element focused by script (a
    // pop-up's first button) draws its :focus-visible ring follows the page's last real input,
    // which otherwise carried over from whatever story this worker's page ran before: the ring
    // came and went between runs. A real Shift press sets it and changes nothing else.
    await page.keyboard.press('Shift');
    // Marks this document: a reload while the story runs (spec 8 reloads the page once when a
    // lazy chunk fails to load) starts the story again from scratch, and its screenshot would
    // show the fresh start. postVisit checks the mark is still there.
    await markStoryDocument(page);
    logOf(page)?.splice(0);
  },
  async postVisit(page, context) {
    if ((context as { hasFailure?: boolean }).hasFailure) {
      // The play (or the preview) already failed, and the runner throws that error once this
      // hook returns. No screenshot then: an error thrown here would replace the play's own. It
      // did: under load a play that timed out waiting for a pop-up was reported as a screenshot
      // that "showed an early state", which was only where the play had stopped. What the page
      // did is printed beside the play's error instead.
      const log = logOf(page) ?? [];
      console.log(
        `${context.id} failed. What the preview did since the story began:${await storyTrace(page)}\n` +
          `What the page did:${log.length > 0 ? `\n  ${log.join('\n  ')}` : ' nothing recorded.'}\n` +
          `The page now: ${await pageState(page)}`,
      );
      return;
    }
    const story = await getStoryContext(page, context);
    await assertSameDocument(page);
    if ((story.parameters.screenshot as { disable?: boolean } | undefined)?.disable) return;
    // The runner's waitForPageReady also waits for "networkidle" (500 ms without a request),
    // which fires once per document, so only a file's first story ever waited for it: 500 ms
    // of nothing per file, and a hang until the test timeout when that first story started a
    // call that is never answered (a Loading story on the timeout scenario). Every story waits
    // for what its screenshot needs: the document loaded, the fonts, and (below) the pictures.
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    // Every picture done before the screenshot. A lazy one far out of view never starts on its
    // own (Chromium waits for it to come near), so it is switched to eager; a detached one (a new
    // `src` is a new element) is done. One still pending after 10 s fails the story with its
    // address: it used to hang the test until the runner's 30 s timeout, saying nothing.
    const stuck = await page.evaluate(async () => {
      await document.fonts.ready;
      const pending = Array.from(document.images).filter((img) => !img.complete);
      const settled = pending.map(
        (img) =>
          new Promise<string | null>((resolve) => {
            const started = performance.now();
            const finish = (stuckSrc: string | null) => {
              clearInterval(check);
              resolve(stuckSrc);
            };
            const check = setInterval(() => {
              if (img.complete || !img.isConnected) finish(null);
              else if (performance.now() - started > 10_000) finish(img.currentSrc || img.src);
            }, 100);
            img.addEventListener('load', () => finish(null), { once: true });
            img.addEventListener('error', () => finish(null), { once: true });
            img.loading = 'eager';
          }),
      );
      return (await Promise.all(settled)).filter((src) => src !== null);
    });
    if (stuck.length > 0) {
      throw new Error(
        `${stuck.length} picture(s) did not load in 10 s: ${stuck.map((src) => src.slice(0, 120)).join(', ')}`,
      );
    }
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    // Checked again after the shot: a reload in the second before it would show the story's
    // fresh start (seen once under load: Deposit PixExpired showed its first, unexpired code).
    await assertSameDocument(page);
    // The same bytes as the baseline are the same pixels: nothing to decode or compare. Chromium
    // encodes a screenshot the same way every time and a baseline is a screenshot as written, so
    // this is what nearly every story takes; any other bytes go to the pixel comparison below.
    if (image.equals(baselineOf(context.id))) return;
    const shot = () =>
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: context.id,
        customDiffConfig: { threshold: 0 },
        failureThreshold: 0,
        failureThresholdType: 'pixel',
        storeReceivedOnFailure: true,
        // In the test worker, not a child process per comparison: spawning node for each of the
        // ~740 comparisons cost 250-500 ms a story (half of a simple story's time).
        runInProcess: true,
      });
    try {
      shot();
    } catch (error) {
      const trace = await storyTrace(page);
      throw new Error(
        `${(error as Error).message}\nWhat the preview did since the story began:${trace}\n` +
          `The page now: ${await pageState(page)}`,
      );
    }
  },
};

export default config;
