#!/usr/bin/env node
// The wheel's frame rate (it should keep 60 frames a second on a 4x CPU slowdown), a benchmark that
// prints numbers, not a test. Builds the production bundle against the mock API (or reuses it with
// BENCH_SKIP_BUILD=1), serves it, logs the demo player in, opens /activityDetail/8 in Chromium with
// CDP Emulation.setCPUThrottlingRate({ rate: 4 }), taps "Girar" and samples requestAnimationFrame
// during the spin (about 4 s, until the prize is announced). Prints the frames, the dropped ones (a
// gap above 1.5 × 16.7 ms) and the longest frame; writes them to .bench/wheel.json. Runs the spin
// RUNS times (each on a fresh world).
//
// Environment: MOCK_API_PORT (8787), BENCH_PREVIEW_PORT (4173), BENCH_DIST
// (node_modules/.cache/vitrine-bench-wheel), BENCH_SKIP_BUILD=1, BENCH_CPU_RATE (4),
// BENCH_RUNS (3), CHROMIUM_PATH (/usr/bin/chromium).
/* global document, window, requestAnimationFrame, MutationObserver */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { logInFromHeader, resetMockWorld, snoozeTodaysNotices } from '../e2e/harness.mjs';
import { buildApp, hasBuild, startMockApi, startPreview } from './lib/app-servers.mjs';
import { root, stopAll, stopOnSignals } from './lib/processes.mjs';

const mockPort = Number(process.env.MOCK_API_PORT ?? 8787);
const previewPort = Number(process.env.BENCH_PREVIEW_PORT ?? 4173);
const apiBase = `http://127.0.0.1:${mockPort}`;
const outDir = process.env.BENCH_DIST ?? 'node_modules/.cache/vitrine-bench-wheel';
const rate = Number(process.env.BENCH_CPU_RATE ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FRAME_MS = 1000 / 60;
const DROPPED_MS = 1.5 * FRAME_MS;

const log = (line) => console.log(`[bench:wheel] ${line}`);

let browser;
stopOnSignals(async () => {
  await browser?.close().catch(() => {});
  await stopAll();
});

/** One spin on a fresh world: the rAF gaps from the tap until the prize is announced. */
async function spinOnce(appUrl) {
  await resetMockWorld(apiBase);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await snoozeTodaysNotices(page);
  await logInFromHeader(page, { url: (p) => new URL(p, appUrl).href });
  await page.goto(new URL('/activityDetail/8?id=3008', appUrl).href);
  const card = page.getByRole('region', { name: 'Gire e ganhe' });
  const button = card.getByRole('button', { name: 'Girar' });
  await button.waitFor({ state: 'visible', timeout: 15_000 });
  await card.getByRole('img', { name: /^Roleta com/ }).scrollIntoViewIfNeeded();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // The same page standing still for as long as a spin lasts: what the machine itself drops
  // (a shared machine's other work shows here, not in the wheel).
  const idle = await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const gaps = [];
        let last = 0;
        const end = performance.now() + ms;
        const tick = (t) => {
          if (last) gaps.push(t - last);
          last = t;
          if (t < end) requestAnimationFrame(tick);
          else resolve(gaps);
        };
        requestAnimationFrame(tick);
      }),
    4000,
  );
  // Sampling starts in the page, on the tap itself, and ends when the live region speaks.
  await page.evaluate(() => {
    const gaps = [];
    let last = 0;
    let sampling = true;
    const region = document.querySelector('[role="status"]');
    // Each gap is marked with whether the wheel's animation was running in that frame.
    const turning = () => document.getAnimations().some((a) => a.playState === 'running');
    // Main-thread tasks over 50 ms during the sampling: what a dropped frame waited for.
    const longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
    window.__wheelLongTasks = longTasks;
    const tick = (t) => {
      if (last) gaps.push({ gap: t - last, turning: turning() });
      last = t;
      if (sampling) requestAnimationFrame(tick);
    };
    window.__wheelFrames = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        if (!region?.textContent?.startsWith('Você ganhou')) return;
        observer.disconnect();
        sampling = false;
        resolve(gaps);
      }).observe(region ?? document.body, { childList: true, subtree: true, characterData: true });
    });
    requestAnimationFrame(tick);
  });
  await button.tap();
  const gaps = await page.evaluate(() => window.__wheelFrames);
  const longTasks = await page.evaluate(() => window.__wheelLongTasks);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return {
    // From the tap (request, answer, render) until the prize is said.
    whole: summary(gaps.map((g) => g.gap)),
    // Only the frames while the wheel turns (the 4 s animation).
    turning: summary(gaps.filter((g) => g.turning).map((g) => g.gap)),
    longTasksMs: longTasks,
    idle: summary(idle),
  };
}

function summary(gaps) {
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  return {
    frames: gaps.length,
    dropped: gaps.filter((gap) => gap > DROPPED_MS).length,
    longestMs: Math.round(Math.max(0, ...gaps) * 10) / 10,
    durationMs: Math.round(total),
    fps: total > 0 ? Math.round((gaps.length / total) * 1000 * 10) / 10 : 0,
  };
}

const line = (s) =>
  `${s.frames} frames in ${s.durationMs} ms (${s.fps} fps), ${s.dropped} dropped ` +
  `(> ${DROPPED_MS.toFixed(1)} ms), longest ${s.longestMs} ms`;

try {
  const reuse = process.env.BENCH_SKIP_BUILD === '1' && hasBuild(outDir);
  await Promise.all([
    startMockApi({ port: mockPort, env: { MOCK_API_QUIET: '1' } }),
    reuse ? log(`reusing the build in ${outDir}`) : buildApp({ outDir, apiBase }),
  ]);
  const { url: appUrl } = await startPreview({ outDir, port: previewPort });
  browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  log(`Chromium ${browser.version()}, CPU slowdown ${rate}x, ${runs} spins`);
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await spinOnce(appUrl);
    results.push(result);
    log(`spin ${i + 1}, standing still: ${line(result.idle)}`);
    log(`spin ${i + 1}, while turning: ${line(result.turning)}`);
    log(`spin ${i + 1}, tap to prize:   ${line(result.whole)}`);
    log(`spin ${i + 1}, long tasks (ms): ${result.longTasksMs.join(', ') || 'none'}`);
  }
  const file = path.join(root, '.bench', 'wheel.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ rate, results }, null, 2)}\n`);
  log(`written to ${path.relative(root, file)}`);
} finally {
  await browser?.close().catch(() => {});
  await stopAll();
}
