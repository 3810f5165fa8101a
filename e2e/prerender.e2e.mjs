#!/usr/bin/env node
// The prerendered lobby (scripts/prerenderPlugin.ts) on the production build against the mock API
// (stack and runner: ./harness.mjs): the first viewport of / is HTML that paints before the app's
// code runs, the app takes that very HTML over without a changed pixel, a tap made before then
// still acts, a logged-in player never sees the visitor's buttons, and a host that serves the
// lobby's file for another path never shows the lobby there. The app's code is held back where a
// journey needs the moment before it runs (page.route on the entry script). `node
// e2e/prerender.e2e.mjs` runs these alone; `npm run test:e2e -- Pré-renderização` picks them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assert, isMain, readable, runJourneys, until, visible } from './harness.mjs';

/** The tab bar's five tabs, in order (spec 2). */
const TABS = ['Início', 'Promoção', 'Depósito', 'Atividade', 'Perfil'];
/** The home's sections that the prerendered page draws in their loading state. */
const LOADING_REGIONS = ['Destaques', 'Avisos', 'Atividades', 'Atalhos em destaque'];
/** The demo account's seed session (mocks/data/README.md) and where the app keeps it. */
const DEMO_TOKEN = 'mock-token-55328714';
const TOKEN_KEY = 'vitrine.token';
const CONSENT_KEY = 'vitrine.consent';
/** Where the app keeps the day "Não mostrar novamente hoje" was ticked (noticeSnooze.ts). */
const NOTICES_HIDDEN_KEY = 'vitrine.noticesHiddenDay';

const header = (page) => page.getByRole('banner');
const consentBanner = (page) => page.getByRole('region', { name: 'Sua privacidade' });
const tabBar = (page) => page.getByRole('navigation', { name: 'Navegação principal' });

/** The entry's module script in index.html (not the early-data chunk that runs ahead of it). */
function entryScript(html) {
  const entry = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)]
    .map((match) => match[1])
    .find((src) => !src.includes('/early-data-'));
  assert(entry, 'index.html has a module entry script');
  return entry;
}

/**
 * Holds the app's entry script for `page` until `release()`: until then only the HTML, its
 * stylesheets and its inline scripts (the boot script, the early data) have run. Call before
 * the page's first navigation.
 */
async function holdEntry(page, t) {
  const entry = entryScript(await (await fetch(t.appUrl)).text());
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(t.url(entry), async (route) => {
    await released;
    await route.continue();
  });
  return { entry, release };
}

/**
 * Records, at every animation frame of every document `page` loads from the first one, what
 * `probe` (a function run in the page, returning JSON) says; consecutive equal answers are kept
 * once. A frame's callbacks run right before the browser paints it, and none run while the
 * head's stylesheets still block rendering, so the list is what the player could have seen.
 * `framesSeen(page)` reads it.
 */
async function recordFrames(page, probe) {
  await page.addInitScript({
    content: `(${function recorder(read) {
      if (location.protocol === 'about:') return;
      const frames = (window.__e2eFrames = []);
      const sample = () => {
        const state = JSON.stringify(read());
        if (frames.at(-1) !== state) frames.push(state);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    }})(${probe})`,
  });
}

const framesSeen = async (page) =>
  (await page.evaluate(() => window.__e2eFrames ?? [])).map((state) => JSON.parse(state));

/** Resolves once the app's first commit is on screen (App.tsx drops the boot mark) and painted. */
async function appTookOver(page) {
  await page.waitForFunction(() => !('boot' in document.documentElement.dataset));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The viewport as a PNG once the page's fonts have loaded; caret hidden, animations stopped. */
async function viewportShot(page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
}

/**
 * Compares two screenshots pixel by pixel. Returns null when identical; otherwise the number of
 * differing pixels, their bounding box and a diff image (differences red, the rest dimmed).
 */
async function pixelDifference(before, after) {
  // pngjs: a devDependency of its own (also what jest-image-snapshot brings).
  const { PNG } = await import('pngjs').catch((error) => {
    throw new Error(`pngjs is needed to compare screenshots: ${error.message}`);
  });
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  if (a.width !== b.width || a.height !== b.height) {
    return { count: Infinity, box: `${a.width}x${a.height} vs ${b.width}x${b.height}` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  let count = 0;
  const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 };
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      const i = (y * a.width + x) * 4;
      const same = [0, 1, 2, 3].every((c) => a.data[i + c] === b.data[i + c]);
      diff.data[i] = same ? a.data[i] >> 2 : 255;
      diff.data[i + 1] = same ? a.data[i + 1] >> 2 : 0;
      diff.data[i + 2] = same ? a.data[i + 2] >> 2 : 0;
      diff.data[i + 3] = 255;
      if (same) continue;
      count += 1;
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  if (count === 0) return null;
  const region = `x ${box.left}-${box.right}, y ${box.top}-${box.bottom}`;
  return { count, box: region, image: PNG.sync.write(diff) };
}

export const journeys = [
  {
    name: 'Pré-renderização: with JavaScript off, a cold / paints the header, tab bar, loading home and consent banner',
    async run(t) {
      // A first visit (no consent stored) with no script at all: what paints is the HTML.
      const page = await t.newPage({ consent: 'ask', javaScriptEnabled: false });
      await page.goto(t.appUrl);
      assert(
        (await page.evaluate(() => document.documentElement.dataset.boot)) === undefined,
        'no script ran (the boot script never marked <html>)',
      );
      const { height } = page.viewportSize();
      /** Visible and inside the first viewport. */
      const inFirstViewport = async (locator, what) => {
        await visible(locator, what);
        const box = await locator.first().boundingBox();
        assert(
          box && box.y >= 0 && box.y + box.height <= height,
          `${what} is inside the first viewport (got ${JSON.stringify(box)})`,
        );
      };

      await inFirstViewport(
        header(page).getByRole('button', { name: 'Entrar', exact: true }),
        'Entrar',
      );
      await inFirstViewport(header(page).getByRole('button', { name: 'Cadastrar' }), 'Cadastrar');

      const tabs = tabBar(page).getByRole('link');
      await inFirstViewport(tabBar(page), 'the tab bar');
      const labels = (await tabs.allInnerTexts()).map(readable);
      assert(
        JSON.stringify(labels) === JSON.stringify(TABS),
        `the tab bar links are ${TABS.join(', ')} (got ${labels.join(', ')})`,
      );
      // Styled from the first paint: the bar sits on the bottom edge of the screen.
      const bar = await tabBar(page).boundingBox();
      assert(
        Math.round(bar.y + bar.height) === height,
        `the tab bar sits at the bottom of the screen (its bottom at ${bar.y + bar.height}, screen ${height})`,
      );

      for (const name of LOADING_REGIONS) {
        const region = page.getByRole('region', { name, exact: true });
        await inFirstViewport(region, `the home's "${name}" section`);
        assert(
          (await region.getAttribute('aria-busy')) === 'true',
          `"${name}" is in its loading state (aria-busy)`,
        );
      }

      const banner = consentBanner(page);
      await inFirstViewport(banner, 'the consent banner');
      await visible(banner.getByRole('button', { name: 'Recusar' }), 'Recusar');
      await visible(banner.getByRole('button', { name: 'Aceitar' }), 'Aceitar');
    },
  },
  {
    name: 'Pré-renderização: the app takes the prerendered page over without a changed pixel',
    async run(t) {
      // 1. The page as HTML alone.
      const still = await t.newPage({ consent: 'ask', javaScriptEnabled: false });
      await still.goto(t.appUrl);
      await visible(consentBanner(still), 'the consent banner (no JavaScript)');
      const htmlShot = await viewportShot(still);

      // 2. The page with its code, every API call held, so the home stays in its loading state.
      const page = await t.newPage({ consent: 'ask' });
      const apiOrigin = new URL(t.apiBase).origin;
      let heldCalls = 0;
      await page.route(
        (url) => url.origin === apiOrigin,
        () => {
          heldCalls += 1; // never answered
        },
      );
      const { release } = await holdEntry(page, t);
      await page.goto(t.appUrl, { waitUntil: 'commit' });
      const enter = header(page).getByRole('button', { name: 'Entrar', exact: true });
      await visible(enter, 'Entrar in the prerendered header');
      assert(
        (await page.evaluate(() => document.documentElement.dataset.boot)) === 'hydrate',
        'the boot script chose to hydrate the page (a visitor at /)',
      );
      // The prerendered button's node: hydration keeps it, a fresh render would replace it.
      const prerenderedEnter = await enter.elementHandle();
      release();
      await appTookOver(page);
      await visible(enter, 'Entrar once the app has taken the page over');
      assert(
        await prerenderedEnter.evaluate((node) => node.isConnected),
        "the app hydrated the prerendered HTML (the header's Entrar is the same element)",
      );
      for (const name of LOADING_REGIONS) {
        assert(
          (await page.getByRole('region', { name, exact: true }).getAttribute('aria-busy')) ===
            'true',
          `"${name}" is still loading (its calls are held)`,
        );
      }
      assert(heldCalls > 0, 'the page asked the API for something (held)');
      const appShot = await viewportShot(page);

      const difference = await pixelDifference(htmlShot, appShot);
      if (difference) {
        const dir = path.join(process.env.E2E_RESULTS_DIR || 'e2e-results', 'prerender-no-flash');
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'html-only.png'), htmlShot);
        writeFileSync(path.join(dir, 'hydrated.png'), appShot);
        if (difference.image) writeFileSync(path.join(dir, 'diff.png'), difference.image);
        throw new Error(
          `assertion failed: the hydrated page is pixel-identical to the HTML alone; ` +
            `${difference.count} pixels differ in ${difference.box} (${dir}/)`,
        );
      }
    },
  },
  {
    name: 'Pré-renderização: a tap on the consent banner’s Recusar before the app’s code runs acts once it has',
    async run(t) {
      const page = await t.newPage({ consent: 'ask' });
      const { release } = await holdEntry(page, t);
      await page.goto(t.appUrl, { waitUntil: 'commit' });
      const banner = consentBanner(page);
      await (await visible(banner.getByRole('button', { name: 'Recusar' }), 'Recusar')).tap();

      // Nothing could act on it yet: the boot script holds it.
      assert(
        (await page.evaluate(() => document.documentElement.dataset.boot)) === 'hydrate',
        'the app has not taken the page over when Recusar is tapped',
      );
      assert(
        (await page.evaluate(() => window.__vitrineTaps?.length)) === 1,
        'the tap on Recusar is held, once',
      );
      assert(await banner.isVisible(), 'the banner is still up while the app’s code is held');
      assert(
        (await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)) === null,
        'no answer is stored before the app runs',
      );

      release();
      await appTookOver(page);
      await banner.waitFor({ state: 'hidden' });
      const stored = await until('the refusal is stored', () =>
        page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY),
      );
      const choice = JSON.parse(stored);
      assert(
        choice.version === 1 && choice.advertising === false,
        `vitrine.consent holds version 1, advertising false (got ${stored})`,
      );
      assert(
        (await page.evaluate(() => '__vitrineTaps' in window)) === false,
        'the held taps were released',
      );
      // The banner stays gone: the answer was taken, not just the banner hidden.
      await page.reload();
      await appTookOver(page);
      assert(!(await banner.isVisible()), 'no banner after a reload');
    },
  },
  {
    name: 'Pré-renderização: a logged-in player never sees the visitor’s buttons, then gets their own header',
    async run(t) {
      const page = await t.newPage();
      await page.addInitScript(
        ([tokenKey, token, noticesKey]) => {
          // Only on the first document: what the journey changes later must stick.
          if (location.protocol === 'about:' || sessionStorage.getItem('e2e-seeded')) return;
          localStorage.setItem(tokenKey, token);
          // Today's notice pop-ups open on an app start with a session; notice.e2e covers them.
          const today = new Intl.DateTimeFormat('pt-BR', {
            timeZone: 'America/Sao_Paulo',
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
          }).format(Date.now());
          localStorage.setItem(noticesKey, today);
          sessionStorage.setItem('e2e-seeded', '1');
        },
        [TOKEN_KEY, DEMO_TOKEN, NOTICES_HIDDEN_KEY],
      );
      // Every frame: is a visitor's Entrar or Cadastrar painted?
      await recordFrames(page, () => {
        const buttons = [...document.querySelectorAll('header button')].filter((button) =>
          ['Entrar', 'Cadastrar'].includes(button.textContent.trim()),
        );
        return {
          boot: document.documentElement.dataset.boot ?? null,
          visitorShown: buttons.some((button) => getComputedStyle(button).visibility !== 'hidden'),
        };
      });
      const { release } = await holdEntry(page, t);
      await page.goto(t.appUrl, { waitUntil: 'commit' });

      // Before the app's code: the prerendered lobby is on screen, its visitor buttons hidden
      // but keeping their place.
      await visible(tabBar(page), 'the prerendered tab bar');
      // Hidden elements are left out of role queries unless asked for.
      const enter = header(page).getByRole('button', {
        name: 'Entrar',
        exact: true,
        includeHidden: true,
      });
      await enter.waitFor({ state: 'attached' });
      assert(
        (await page.evaluate(() => document.documentElement.dataset.boot)) === 'player',
        'the boot script saw a player',
      );
      assert(!(await enter.isVisible()), 'Entrar is hidden from the player');
      const place = await enter.evaluate((node) => node.getBoundingClientRect().width);
      assert(place > 0, 'the hidden Entrar still takes its place (no shift when it goes)');

      release();
      const chip = header(page).getByRole('button', { name: /^Saldo da carteira/ });
      await visible(chip, "the player's balance chip");
      await until('the balance chip shows an amount in reais', async () =>
        /R\$\s?[\d.]+,\d{2}/.test(await chip.innerText()),
      );
      await appTookOver(page);
      assert(
        (await header(page).getByRole('button', { name: 'Entrar', exact: true }).count()) === 0,
        "the player's header has no Entrar",
      );

      const frames = await framesSeen(page);
      assert(frames.length > 0, 'frames were painted');
      assert(
        frames.every((frame) => !frame.visitorShown),
        `no frame painted a visitor's button (frames: ${JSON.stringify(frames)})`,
      );
      assert(
        frames[0].boot === 'player',
        `the first frame is the player's boot (got ${frames[0].boot})`,
      );
    },
  },
  {
    name: 'Pré-renderização: a host that answers /promotion with the lobby’s file shows Promoção, never the lobby',
    async run(t) {
      const lobbyHtml = await (await fetch(t.appUrl)).text();
      assert(lobbyHtml.includes('aria-label="Destaques"'), "the lobby's file is prerendered");
      const page = await t.newPage();
      // Such a host: whatever the path, the prerendered index.html. The document is the
      // server's answer for / (route.fulfill would make it a document of no known address,
      // which Chromium's local network access rules then bar from calling the API on
      // 127.0.0.1: console errors that no real host would cause).
      await page.route(t.url('/promotion'), (route) => route.continue({ url: t.appUrl }));
      // Every frame: is the lobby's content painted in a visible #root?
      await recordFrames(page, () => {
        const root = document.getElementById('root');
        const visibleRoot = !!root && getComputedStyle(root).visibility === 'visible';
        return {
          boot: document.documentElement.dataset.boot ?? null,
          lobbyShown: visibleRoot && !!root.querySelector('section[aria-label="Destaques"]'),
        };
      });
      const { release } = await holdEntry(page, t);
      await page.goto(t.url('/promotion'), { waitUntil: 'commit' });

      // Before the app's code: the lobby's HTML is there, unseen.
      await page.locator('#root section[aria-label="Destaques"]').waitFor({ state: 'attached' });
      assert(
        (await page.evaluate(() => document.documentElement.dataset.boot)) === 'render',
        'the boot script saw an address the file was not prerendered for',
      );
      assert(
        (await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)) ===
          'hidden',
        '#root is hidden',
      );
      assert(
        !(await header(page).getByRole('button', { name: 'Entrar', exact: true }).isVisible()),
        "the lobby's header is not visible",
      );

      release();
      await visible(
        page.getByRole('region', { name: 'Promoções em andamento' }),
        'the running promotions',
      );
      await until(
        'the Promoção tab is current',
        async () =>
          (await tabBar(page)
            .getByRole('link', { name: 'Promoção' })
            .getAttribute('aria-current')) === 'page',
      );
      assert(
        (await page.getByRole('region', { name: 'Destaques' }).count()) === 0,
        "the lobby's sections are gone",
      );
      assert(new URL(page.url()).pathname === '/promotion', 'the address stays /promotion');

      const frames = await framesSeen(page);
      assert(frames.length > 0, 'frames were painted');
      assert(
        frames.every((frame) => !frame.lobbyShown),
        `no frame painted the lobby (frames: ${JSON.stringify(frames)})`,
      );
      assert(
        frames.some((frame) => frame.boot === 'render'),
        'frames were painted while the prerendered lobby was there, hidden',
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
