#!/usr/bin/env node
// Layout on every route (production build against the mock API; stack and runner: ./harness.mjs):
// each route of the route table and each activity type's page, as a visitor and as the demo
// player, loaded cold on a phone.
//
// - No layout shift: the cumulative layout shift (the largest session window of `layout-shift`
//   entries without recent input, as the web-vitals definition) stays at or under 0.02 until
//   the page has settled (no request for half a second, fonts loaded), except where KNOWN_SHIFTS
//   says it does not yet. The entries that shifted are printed when it fails, with the elements
//   that moved.
// - Floats never hide the page's end: scrolled to the end, no tap target (link, button, field,
//   tab) and nothing marked `data-keep-clear` (the footer's 18+ notice) lies under a floating
//   button (`data-float`: the home's icons, the red packet, scroll to top).
// - Nor the first screen: loaded and settled, before any scroll, no tap target lies under a
//   float (what they cover is printed). At rest the floats are docked, half tabs in the page's
//   side gutter (features/activities floatDock.ts); KNOWN_COVERS lists where it does not hold.
//
// `node e2e/layout.e2e.mjs` runs these alone; `npm run test:e2e -- Layout` picks them.
import { readFileSync } from 'node:fs';
import { assert, isMain, logInFromHeader, runJourneys, snoozeTodaysNotices } from './harness.mjs';

/** Spec 2 routes with the address each is measured at (a row's parameters filled in). */
const ADDRESSES = {
  '/': ['/'],
  '/person': ['/person'],
  '/promotion': ['/promotion'],
  '/activity': ['/activity'],
  '/person/edit': ['/person/edit'],
  '/gameList': ['/gameList?categoryId=101', '/gameList?vendorId=201&name=Aurora+Gaming'],
  '/gameDetail/:id': ['/gameDetail/10001'],
  '/search': ['/search'],
  '/resetPassword': ['/resetPassword'],
  '/article': ['/article?key=terms'],
  '/service': ['/service'],
  '/tradelist': ['/tradelist'],
  '/tradedetail': ['/tradedetail?id=700001'],
  '/orderlist': ['/orderlist', '/orderlist?tab=withdraw'],
  '/exchangeCode': ['/exchangeCode'],
  '/rechargeRule': ['/rechargeRule'],
  '/exchange': ['/exchange'],
  '/deposit': ['/deposit'],
  '/wallet': ['/wallet'],
  '/withdraw': ['/withdraw'],
  '/setting': ['/setting'],
  '/changePassword': ['/changePassword'],
  '/codeauth': ['/codeauth'],
  '/notice': ['/notice'],
  '/viprule': ['/viprule'],
  '/viprule/level': ['/viprule/level?level=4'],
  '/invite': ['/invite'],
  '/welfareCenter': ['/welfareCenter'],
  '/activityDetail/:type': ['/activityDetail/8?id=3008'],
  '/activityDetail': ['/activityDetail?id=3004'],
  '/activityArticle': ['/activityArticle?id=711'],
};

/**
 * Every activity type with a page of its own or the generic one (features/activities
 * activityTypes.ts: view 'own' or 'generic'); the mock world's ids are 3000 + type.
 */
const ACTIVITY_TYPES = [7, 13, 37, 38, 9, 15, 32, 1, 2, 12, 10, 35, 36, 14, 8, 11, 16];

/**
 * The route table's rows (path, login only), read from its source so a new row without an
 * address fails here.
 */
function routeTable() {
  const source = readFileSync(new URL('../src/app/routing/routes.ts', import.meta.url), 'utf8');
  return [
    ...source.matchAll(/\bpath: '([^']+)',\s*screen: '[^']+',\s*loginOnly: (true|false)/g),
  ].map((match) => ({ path: match[1], loginOnly: match[2] === 'true' }));
}

/**
 * A visitor on a login-only route gets the home with the register pop-up over it: one such
 * address stands for them all (they measured the same to the thousandth).
 */
function visitorAddresses() {
  const rows = routeTable();
  const loginOnly = rows.filter((row) => row.loginOnly);
  return [
    ...rows.filter((row) => !row.loginOnly).flatMap((row) => ADDRESSES[row.path] ?? []),
    ...(ADDRESSES[loginOnly[0]?.path] ?? []),
  ];
}

/** Every activity type's page (the route table's own /activityDetail/8 address is one of them). */
const activityAddresses = ACTIVITY_TYPES.filter((type) => type !== 8).map(
  (type) => `/activityDetail/${type}?id=${3000 + type}`,
);

const CLS_BUDGET = 0.02;

/**
 * Records layout shifts from the first byte (init script): the session windows of the web-vitals
 * definition (gaps under 1 s, windows under 5 s), the largest kept, and each shift's moved
 * elements for the failure message.
 */
function recordShifts() {
  const record = { cls: 0, shifts: [] };
  window.__layoutShifts = record;
  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  const describe = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
    return `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} "${label}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sameWindow =
        windowValue > 0 &&
        entry.startTime - previous < 1000 &&
        entry.startTime - windowStart < 5000;
      windowValue = sameWindow ? windowValue + entry.value : entry.value;
      if (!sameWindow) windowStart = entry.startTime;
      previous = entry.startTime;
      record.cls = Math.max(record.cls, windowValue);
      record.shifts.push({
        at: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        moved: (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Waits until the page has settled: fonts loaded and no request for 500 ms, then a frame. */
async function settled(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
  });
}

/**
 * Everything a float covers in the viewport now: each tap target or `data-keep-clear` element
 * that intersects a shown float's box (the float and its countdown pill and ×), by at least a
 * pixel each way. Floats sliding away (opacity 0 while the page scrolls) are not counted.
 */
function coveredNow() {
  const boxes = [];
  for (const float of document.querySelectorAll('[data-float]')) {
    let opacity = 1;
    for (let node = float; node instanceof Element; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    if (opacity < 0.5) continue;
    const parts = [float, ...float.querySelectorAll('*')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    if (parts.length === 0) continue;
    boxes.push({
      name:
        float.getAttribute('aria-label') ??
        float.querySelector('[aria-label]')?.getAttribute('aria-label') ??
        'float',
      left: Math.min(...parts.map((r) => r.left)),
      top: Math.min(...parts.map((r) => r.top)),
      right: Math.max(...parts.map((r) => r.right)),
      bottom: Math.max(...parts.map((r) => r.bottom)),
    });
  }
  if (boxes.length === 0) return [];
  const targets = document.querySelectorAll(
    'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="link"], [data-keep-clear]',
  );
  const found = [];
  for (const target of targets) {
    if (target.closest('[data-float], header, [data-tab-bar]')) continue;
    if (target.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
    const style = getComputedStyle(target);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const r = target.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) continue;
    if (r.bottom <= 0 || r.top >= innerHeight) continue;
    for (const box of boxes) {
      const left = Math.max(r.left, box.left);
      const top = Math.max(r.top, box.top);
      const w = Math.min(r.right, box.right) - left;
      const h = Math.min(r.bottom, box.bottom) - top;
      if (w < 1 || h < 1) continue;
      // Under the float only if the float is drawn above it there (a dialog over both is not).
      const stack = document.elementsFromPoint(left + w / 2, top + h / 2);
      const floatAt = stack.findIndex((el) => el.closest('[data-float]'));
      const targetAt = stack.findIndex((el) => target === el || target.contains(el));
      if (floatAt !== -1 && (targetAt === -1 ? floatAt === 0 : floatAt < targetAt)) {
        const label =
          target.getAttribute('aria-label') ??
          (target.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        found.push(`"${label}" (${target.tagName.toLowerCase()}) under ${box.name}`);
      }
    }
  }
  return found;
}

/**
 * Scrolls to the page's end and waits for the floats to come back (spec 4: 800 ms after the
 * scroll stops). Again if the page grew meanwhile (floats that arrived late add their band, a
 * list loaded its next page).
 */
async function atTheEnd(page) {
  for (let round = 0; round < 6; round += 1) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollTo(0, document.scrollingElement.scrollHeight);
      return window.scrollY !== before;
    });
    if (!moved) return;
    // Two frames: the scroll-to-top button and the float band answer the scroll.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // A list that loads its next page near its end (the game list) shows placeholders for it
    // and grows when it arrives: the end is where nothing is loading any more. Checked before
    // that, the rows that arrived a moment later sat under the floats mid-page (1 run in 4).
    await page
      .waitForFunction(() => !document.querySelector('[data-skeleton]'), null, { timeout: 5000 })
      .catch(() => {});
    // Only the home's floats slide away while the page scrolls (their layer says so).
    if (await page.locator('[data-scrolling]').count()) {
      await page.waitForTimeout(900);
      await page
        .waitForFunction(() => !document.querySelector('[data-scrolling="true"]'), null, {
          timeout: 5000,
        })
        .catch(() => {});
    }
  }
}

/**
 * Where the budget is not met yet: nowhere. Every address fails above it, every activity page
 * included (a type's view reaches its height before the cards below it are placed). Measured
 * on 29/11/2026 in four runs after the fixes, before them in brackets: the player's home 0.002
 * in all four [0.043: the right-hand float column moved up a slot when the red packet arrived];
 * the profile form 0.000 in all [0.030: the avatar list gained a row, the player's own
 * picture]; the benefit centre 0.000 in all [0.052: the latest rewards grew above the invite
 * panel]; the inbox and the deposit page 0.000 in all; the register pop-up a visitor gets on a
 * login-only page 0.002 and 0.004 in the last two [0.018 in a run, 0.075 in one load of five:
 * its gift banner arrived over the fields; none in six loads since]. A shift over half the
 * budget prints its entries even when it passes.
 */
const KNOWN_SHIFTS = [];

const knownShift = (who, address) =>
  KNOWN_SHIFTS.some((k) => (k.who === 'any' || k.who === who) && k.address.test(address));

/**
 * Where a float still covers a tap target on the first screen, measured on 30/11/2026. At rest
 * the floats are docked in the page's 16 px side gutter (features/activities floatDock.ts),
 * which cleared /gameList, /tradelist, /activity and /activityDetail/37; the home alone still
 * lays content into the right-hand gutter: its category strip scrolls edge to edge ("Slots"
 * under the docked "Suporte" tab) and the last label of its activity icon row ("Depósito")
 * reaches past the gutter's edge, under a player's docked "Envelope da sorte". Those are the
 * home's own layout to pull back to the gutter; everywhere else a float over a tap target on
 * the first screen fails.
 */
const KNOWN_COVERS = [{ who: 'any', address: /^\/$/ }];

const coverKnown = (who, address) =>
  KNOWN_COVERS.some((k) => (k.who === 'any' || k.who === who) && k.address.test(address));

/**
 * Loads each address cold in `page` and checks it; returns the problems found (all addresses
 * run, so one failure message lists them all), and prints what every address measured.
 */
async function measure(page, t, addresses, who) {
  const problems = [];
  for (const address of addresses) {
    await page.goto(t.url(address));
    await settled(page);
    const { cls, shifts } = await page.evaluate(() => window.__layoutShifts);
    const known = knownShift(who, address);
    const first = await page.evaluate(coveredNow);
    await atTheEnd(page);
    const end = await page.evaluate(coveredNow);
    console.log(
      `[layout] ${who} ${address}: CLS ${cls.toFixed(3)}${known ? ' (known)' : ''}, ` +
        `first screen under floats ${first.length}, end of page under floats ${end.length}`,
    );
    const shiftText = shifts
      .map((s) => `    at ${s.at} ms, ${s.value}: ${s.moved.join('; ')}`)
      .join('\n');
    if (cls > CLS_BUDGET && !known) {
      problems.push(`${who} ${address}: CLS ${cls.toFixed(3)} > ${CLS_BUDGET}\n${shiftText}`);
    }
    // A shift over half the budget is explained even where it is excused or passes: the
    // excuses in KNOWN_SHIFTS are dropped or kept on these lines.
    if (cls > CLS_BUDGET / 2 && (known || cls <= CLS_BUDGET)) console.log(shiftText);
    if (first.length > 0) {
      const excused = coverKnown(who, address);
      console.log(`[layout]   first screen${excused ? ' (known)' : ''}: ${first.join(', ')}`);
      if (!excused) problems.push(`${who} ${address} (first screen): ${first.join(', ')}`);
    }
    if (end.length > 0) problems.push(`${who} ${address} (end of page): ${end.join(', ')}`);
  }
  return problems;
}

async function visitorPage(t) {
  const page = await t.newPage();
  await page.addInitScript(recordShifts);
  return page;
}

async function playerPage(t) {
  const page = await t.newPage();
  await snoozeTodaysNotices(page);
  await logInFromHeader(page, t);
  await page.addInitScript(recordShifts);
  return page;
}

/**
 * Pieces of about eight addresses: the two workers share them, and each journey stays well
 * inside its timeout (a cold load, settling and the scroll to the end take 3 to 4 s).
 */
function pieces(list, size = 8) {
  const count = Math.ceil(list.length / size);
  return Array.from({ length: count }, (_, i) => list.filter((_, j) => j % count === i));
}

function layoutJourney(name, addresses, asPlayer) {
  return {
    name,
    async run(t) {
      const page = asPlayer ? await playerPage(t) : await visitorPage(t);
      const problems = await measure(page, t, addresses, asPlayer ? 'player' : 'visitor');
      assert(problems.length === 0, `\n${problems.join('\n')}`);
    },
  };
}

function layoutJourneys(what, visitor, player) {
  return [false, true].flatMap((asPlayer) =>
    pieces(asPlayer ? player : visitor).map((part, i, parts) =>
      layoutJourney(
        `Layout: ${what} (${i + 1} of ${parts.length}) as ${asPlayer ? 'the demo player' : 'a visitor'}: no shift, page ends clear of the floats`,
        part,
        asPlayer,
      ),
    ),
  );
}

export const journeys = [
  {
    name: 'Layout: every row of the route table has an address the layout journeys measure',
    async run() {
      const rows = routeTable();
      assert(rows.length >= 30, `the route table read (${rows.length} rows)`);
      const missing = rows.map((row) => row.path).filter((path) => !(path in ADDRESSES));
      assert(missing.length === 0, `routes without an address here: ${missing.join(', ')}`);
    },
  },
  ...layoutJourneys('routes', visitorAddresses(), Object.values(ADDRESSES).flat()),
  ...layoutJourneys('activity pages', activityAddresses, activityAddresses),
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
