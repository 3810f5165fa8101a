#!/usr/bin/env node
// The Promoção tab (/promotion) on the production build against the mock API (stack and runner:
// ./harness.mjs): a visitor reaches it from the tab bar and sees the promotions, running ones then
// "Encerradas", and a log-in prompt in place of records; the demo player logs in from the header
// and pages through their promote records; a promotion card opens its spec 2 target. `node
// e2e/promotion.e2e.mjs` runs these alone; `npm run test:e2e -- Promoção` picks them.
import {
  apiData,
  assert,
  isMain,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
  visible,
  logInFromHeader,
} from './harness.mjs';

const AUTH_DIALOG = 'Entrar ou cadastrar';
const RUNNING = 'Promoções em andamento';
const RECORDS = 'Meus registros de promoção';
/** Spec 6: types never listed, whatever loginShow says. */
const HIDDEN_TYPES = [1, 2, 10, 32, 35, 36, 37];

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** POST /__mock/scenario/{name}: the scenario applies to the world now. */
async function applyScenario(t, name) {
  const response = await fetch(`${t.apiBase}/__mock/scenario/${name}`, { method: 'POST' });
  assert(response.ok, `POST /__mock/scenario/${name} answered ${response.status}`);
}

/** From the home, the Promoção tab of the bottom bar. */
async function openPromotionTab(page) {
  const bar = page.getByRole('navigation', { name: 'Navegação principal' });
  await (await visible(bar.getByRole('link', { name: 'Promoção' }), 'the Promoção tab')).tap();
  await page.waitForURL((url) => url.pathname === '/promotion');
  await until('the Promoção tab is marked current', async () => {
    const current = await bar.getByRole('link', { name: 'Promoção' }).getAttribute('aria-current');
    return current === 'page';
  });
  await visible(
    page.getByRole('region', { name: RUNNING }).and(page.locator(':not([aria-busy])')),
    'the running promotions',
  );
}

/** The cards of a region (links or pop-up buttons, one per list item). */
const cardCount = (page, name) => page.getByRole('region', { name }).getByRole('listitem').count();

/** The demo player logs in from the header of / (today's notice pop-ups snoozed). */
async function logInDemoPlayer(t) {
  const page = await t.newPage();
  await snoozeTodaysNotices(page);
  await logInFromHeader(page, t);
  return page;
}

export const journeys = [
  {
    name: 'Promoção: a visitor taps the tab, sees running and ended promotions and a log-in prompt in place of records',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      await page.goto(t.url('/'));
      await openPromotionTab(page);

      // What the server lists for a visitor, less the spec 6 hidden types, split by valid.
      const list = (await apiData('/api/activity/v1/list')).filter(
        (a) => a.loginShow === 1 && !HIDDEN_TYPES.includes(a.type),
      );
      const running = list.filter((a) => a.valid !== 0).length;
      const ended = list.filter((a) => a.valid === 0);
      assert(ended.length > 0, 'the mock world has an ended promotion');
      await until(
        `${running} running cards`,
        async () => (await cardCount(page, RUNNING)) === running,
      );
      await until(
        `${ended.length} cards under "Encerradas"`,
        async () => (await cardCount(page, 'Encerradas')) === ended.length,
      );
      const slots = page
        .getByRole('region', { name: 'Encerradas' })
        .getByRole('link', { name: 'Torneio de slots' });
      const slotsText = readable(await slots.innerText());
      assert(
        slotsText.includes('Encerrada') && slotsText.includes('01/10/2026 a 15/11/2026'),
        `the ended card says "Encerrada" and its period, got "${slotsText}"`,
      );

      await page.getByRole('tab', { name: 'Meus registros' }).tap();
      await page.waitForURL((url) => url.search === '?tab=records');
      const prompt = await visible(
        page.getByRole('region', { name: 'Entre para ver os seus registros' }),
        'the log-in prompt',
      );
      assert(
        (await page.getByRole('region', { name: RECORDS }).count()) === 0,
        'no records for a visitor',
      );
      await prompt.getByRole('button', { name: 'Entrar' }).tap();
      await visible(page.getByRole('dialog', { name: AUTH_DIALOG }), 'the auth pop-up');
    },
  },
  {
    name: 'Promoção: the demo player logs in from the header and pages through their records',
    async run(t) {
      // 33 invite rewards: four pages of 10 (spec 9).
      await applyScenario(t, 'many-invitees');
      const page = await logInDemoPlayer(t);
      await openPromotionTab(page);
      await page.getByRole('tab', { name: 'Meus registros' }).tap();
      await page.waitForURL((url) => url.search === '?tab=records');

      const region = page.getByRole('region', { name: RECORDS });
      const rows = region.getByRole('listitem');
      await until('the first page of records', async () => (await rows.count()) >= 10);
      const first = readable(await rows.first().innerText());
      assert(
        /^Indicação de 55\*\*\*1 18\/11\/2026 \+R\$ 20,00 Creditado$/.test(first),
        `the newest record first, got "${first}"`,
      );
      // The rest: scrolling near the end, or "Carregar mais", until the list says it ended.
      await until(
        'all 33 records, page after page',
        async () => {
          const more = region.getByRole('button', { name: 'Carregar mais' });
          // Read at once, never waited for: the button leaves the page with the last one, and a
          // waiting read of a button that has just gone would stall until its timeout.
          const ready = await more.evaluateAll(
            (buttons) => buttons.length > 0 && buttons[0].getAttribute('aria-busy') !== 'true',
          );
          if (ready) {
            // No scrolling by hand: the page's scroll-padding keeps what Playwright scrolls to out
            // from under the fixed tab bar. A page landing mid-tap re-renders the button: the
            // loop tries again.
            await more.tap({ timeout: 2000 }).catch(() => {});
          }
          return (await rows.count()) === 33;
        },
        20_000,
      );
      await visible(region.getByText('Esses são todos os seus registros'), 'the end of the list');
      const last = readable(await rows.nth(32).innerText());
      assert(last.includes('Creditado'), `the oldest record reads "Creditado", got "${last}"`);
    },
  },
  {
    name: 'Promoção: tapping a promotion opens its spec 2 target (a page, the detail, a pop-up, the records tab)',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      await page.goto(t.url('/'));
      await openPromotionTab(page);
      const running = page.getByRole('region', { name: RUNNING });

      await running.getByRole('link', { name: 'Clube VIP' }).tap();
      await page.waitForURL((url) => url.pathname === '/viprule');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/promotion');

      await running.getByRole('link', { name: 'Ranking de apostas' }).tap();
      await page.waitForURL(
        (url) => `${url.pathname}${url.search}` === '/activityDetail/9?id=3009',
      );
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/promotion');

      await page
        .getByRole('region', { name: 'Encerradas' })
        .getByRole('link', { name: 'Torneio de slots' })
        .tap();
      await page.waitForURL(
        (url) => `${url.pathname}${url.search}` === '/activityDetail/16?id=3016',
      );
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/promotion');

      // Type 21: the sign-in pop-up, which a visitor gets as the register pop-up (spec 6).
      await running.getByRole('button', { name: 'Check-in de 7 dias' }).tap();
      await visible(page.getByRole('dialog', { name: AUTH_DIALOG }), 'the register pop-up');
      assert(pathOf(page) === '/promotion', 'the pop-up opens over /promotion');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: AUTH_DIALOG }).waitFor({ state: 'hidden' });

      // Type 5 leads to /promotion itself: on this page its card opens the records tab.
      await running.getByRole('link', { name: 'Indique e ganhe' }).tap();
      await page.waitForURL((url) => url.search === '?tab=records');
    },
  },
  {
    name: 'Promoção: what the keyboard or a script scrolls to is never under the header, the tab bar or the privacy banner',
    async run(t) {
      // A first visit: the privacy banner shows above the tab bar until the visitor chooses.
      const page = await t.newPage({ consent: 'ask' });
      await snoozeTodaysNotices(page);
      await page.goto(t.url('/promotion'));
      await visible(
        page.getByRole('region', { name: RUNNING }).and(page.locator(':not([aria-busy])')),
        'the running promotions',
      );
      await visible(page.locator('[data-consent-banner]'), 'the privacy banner');
      // Where the focused element sits against the open part of the screen: below the header,
      // above the tab bar and the banner. Elements of those three bars are not checked.
      const placeOfFocus = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return null;
          const bars = ['header', '[data-tab-bar]', '[data-consent-banner]'];
          if (bars.some((selector) => active.closest(selector))) return null;
          const box = active.getBoundingClientRect();
          const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          const bottom = Math.min(
            ...['[data-tab-bar]', '[data-consent-banner]'].map(
              (selector) =>
                document.querySelector(selector)?.getBoundingClientRect().top ?? innerHeight,
            ),
          );
          const label = (active.getAttribute('aria-label') || active.textContent || active.tagName)
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 60);
          // A fixed element ('Voltar ao topo') does not scroll, and the skip link is placed over
          // the header on purpose: each must simply not be covered by another one where a finger
          // lands on it.
          for (let node = active; node; node = node.parentElement) {
            const { position } = getComputedStyle(node);
            if (position === 'fixed' || (node === active && position === 'absolute')) {
              const hit = document.elementFromPoint(
                box.left + box.width / 2,
                box.top + box.height / 2,
              );
              return { label, clear: !!hit && active.contains(hit) };
            }
          }
          // Taller than the open part: its top edge in view is all a scroll can do.
          const fits = box.height <= bottom - top;
          return { label, clear: box.top >= top - 1 && (!fits || box.bottom <= bottom + 1) };
        });
      const hidden = [];
      let checked = 0;
      // The furthest the page scrolled: 40 presses go round the page's ~30 stops and back to
      // its top, so where the last one lands says nothing (it ended at 0 px or 53 px depending
      // on whether the header's service button had arrived: one stop more or less).
      let scrolled = 0;
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        scrolled = Math.max(scrolled, await page.evaluate(() => scrollY));
        const place = await placeOfFocus();
        if (!place) continue;
        checked += 1;
        if (!place.clear) hidden.push(place.label);
      }
      assert(
        checked >= 10 && scrolled > 0,
        `Tab went down the page (${checked} checked, at ${scrolled} px)`,
      );
      assert(hidden.length === 0, `focused under a bar: ${hidden.join('; ')}`);

      // The banner answered, its band goes: a script's scroll to the last promotion clears the
      // tab bar alone (Playwright's own scroll, as every journey's tap does).
      await page.getByRole('button', { name: 'Recusar' }).tap();
      await page.locator('[data-consent-banner]').waitFor({ state: 'detached' });
      await page.evaluate(() => scrollTo(0, 0));
      const last = page.getByRole('region', { name: RUNNING }).getByRole('listitem').last();
      await last.scrollIntoViewIfNeeded();
      const { box, bar } = await last.evaluate((element) => ({
        box: element.getBoundingClientRect().toJSON(),
        bar: document.querySelector('[data-tab-bar]')?.getBoundingClientRect().toJSON(),
      }));
      assert(
        bar && box.bottom <= bar.top + 1,
        `the last promotion ends at ${box.bottom}, the tab bar starts at ${bar?.top}`,
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
