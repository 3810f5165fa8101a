#!/usr/bin/env node
// The activity page (/activity, the "Atividade" tab) on the production build against the mock
// API (stack and runner: ./harness.mjs): the demo player reaches it from the tab bar, switches
// tabs (the address keeps the category, a reload too), opens an article entry and an activity
// entry and comes back to the same tab; a visitor sees only loginShow 1 entries (spec 6).
// `node e2e/activity.e2e.mjs` runs these alone; `npm run test:e2e -- Activity` picks them.
import {
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

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Every address the app pushed or replaced, in order (window.__pushed): a journey checks the
 * address an entry's link produced, not only where the page ended up.
 */
async function recordNavigations(page) {
  await page.addInitScript(() => {
    const pushed = [];
    Object.defineProperty(window, '__pushed', { value: pushed });
    for (const name of ['pushState', 'replaceState']) {
      const original = history[name].bind(history);
      history[name] = (state, unused, url) => {
        if (url !== undefined && url !== null) pushed.push(String(url));
        return original(state, unused, url);
      };
    }
  });
}

const pushed = (page) => page.evaluate(() => window.__pushed.map((url) => String(url)));

/** The mock world's fixed instant (mocks/data/clock.ts). */
const FIXED_NOW = Date.UTC(2026, 10, 22, 15, 0, 0);

/**
 * The demo player logs in from the header of / (today's notice pop-ups already snoozed). The
 * page runs at the mock world's fixed instant: the four-step offer (validEndTime 27/11/2026
 * 18:00) is open there whatever the machine's date, so the journey always checks the card.
 */
async function logInDemoPlayer(t) {
  const page = await t.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  await snoozeTodaysNotices(page);
  await recordNavigations(page);
  await logInFromHeader(page, t);
  return page;
}

const tab = (page, name) => page.getByRole('tab', { name, exact: true });

/** The titles of the selected tab's entries, once loaded (title and badge, as read aloud). */
async function entryNames(page, category) {
  const list = page.getByRole('list', { name: `Atividades: ${category}` });
  await until(`the "${category}" list has loaded`, async () => {
    if ((await list.count()) !== 1) return false;
    return (await list.getAttribute('aria-busy')) === null;
  });
  const entries = list.locator(':scope > li').locator('a, button');
  const names = [];
  for (let i = 0; i < (await entries.count()); i += 1) {
    names.push(readable(await entries.nth(i).innerText()));
  }
  return names;
}

async function expectSelected(page, name) {
  await until(`"${name}" is the selected tab`, async () => {
    return (await tab(page, name).getAttribute('aria-selected')) === 'true';
  });
}

export const journeys = [
  {
    name: 'Activity: the demo player opens the Atividade tab, switches tabs, opens an article and an activity and comes back to the same tab',
    async run(t) {
      const page = await logInDemoPlayer(t);

      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      await (
        await visible(nav.getByRole('link', { name: 'Atividade' }), 'the Atividade tab')
      ).tap();
      await until('the address is /activity', async () => pathOf(page) === '/activity');
      await expectSelected(page, 'Eventos');
      assert(
        (await page.title()).startsWith('Atividades'),
        `the document title names the page (${await page.title()})`,
      );
      const events = await entryNames(page, 'Eventos');
      assert(
        events.join(' | ') ===
          'Clube VIP Recompensa disponível | Chuva de envelopes Recompensa disponível | Indique e ganhe | Envelope da sorte Recompensa disponível',
        `Eventos lists its four activities with their badges (${events.join(' | ')})`,
      );

      // "Depósito": the four-step card (1 of 4 deposits) above the deposit activities.
      await tab(page, 'Depósito').tap();
      await until(
        'the address keeps category 2',
        async () => pathOf(page) === '/activity?category=2',
      );
      await entryNames(page, 'Depósito');
      const card = page.getByRole('region', { name: 'Bônus de 4 depósitos' });
      await visible(card, 'the four-step deposit card');
      assert(
        (await card.getByRole('progressbar').getAttribute('aria-valuenow')) === '1',
        'the four-step card counts 1 of 4 deposits',
      );

      // "Especiais": the articles after the 3rd activity.
      await tab(page, 'Especiais').tap();
      await until(
        'the address keeps category 3',
        async () => pathOf(page) === '/activity?category=3',
      );
      const specials = await entryNames(page, 'Especiais');
      assert(
        specials[3] === 'Guia: Pix sem complicação Artigo' &&
          specials[5] === 'Regulamento da semana Artigo' &&
          specials[6] === 'Torneio de slots',
        `the three articles come after the 3rd activity (${specials.join(' | ')})`,
      );

      // A reload keeps the tab.
      await page.reload();
      await expectSelected(page, 'Especiais');
      await entryNames(page, 'Especiais');

      // An article entry opens /activityArticle?id={id}; Back returns to the same tab.
      const list = page.getByRole('list', { name: 'Atividades: Especiais' });
      await list.getByRole('link', { name: 'Guia: Pix sem complicação Artigo' }).tap();
      await until('the article link went to /activityArticle?id=711', async () =>
        (await pushed(page)).includes('/activityArticle?id=711'),
      );
      await visible(
        page.getByRole('heading', { level: 1, name: 'Guia: Pix sem complicação' }),
        'the article page',
      );
      await page.goBack();
      await until(
        'Back returns to /activity?category=3',
        async () => pathOf(page) === '/activity?category=3',
      );
      await expectSelected(page, 'Especiais');

      // An activity entry opens /activityDetail/{type}?id={id}; Back again.
      await entryNames(page, 'Especiais');
      await page
        .getByRole('list', { name: 'Atividades: Especiais' })
        .getByRole('link', { name: 'Ranking de apostas Em andamento' })
        .tap();
      await until('the activity link went to /activityDetail/9?id=3009', async () =>
        (await pushed(page)).includes('/activityDetail/9?id=3009'),
      );
      await visible(
        page.getByRole('heading', { level: 1, name: 'Ranking de apostas' }),
        'the activity page',
      );
      await page.goBack();
      await until(
        'Back returns to /activity?category=3 again',
        async () => pathOf(page) === '/activity?category=3',
      );
      await expectSelected(page, 'Especiais');
      await entryNames(page, 'Especiais');
    },
  },
  {
    name: 'Activity: a visitor sees only the loginShow 1 entries and no four-step card',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      await page.goto(t.url('/activity?category=2'));
      await expectSelected(page, 'Depósito');
      const deposit = await entryNames(page, 'Depósito');
      assert(
        deposit.join(' | ') === 'Bônus de depósito | Bônus no 2º depósito',
        `Depósito lists only the public entries, without badges (${deposit.join(' | ')})`,
      );
      assert(
        (await page.getByRole('progressbar').count()) === 0,
        'no four-step card for a visitor',
      );
      await visible(
        page.getByText('Entre na sua conta para ver todas as atividades.'),
        'the visitor note',
      );

      await tab(page, 'Diárias').tap();
      const daily = await entryNames(page, 'Diárias');
      assert(
        daily.join(' | ') === 'Roleta da sorte | Check-in de 7 dias',
        `Diárias without the player-only "Cashback diário" (${daily.join(' | ')})`,
      );
      await tab(page, 'Especiais').tap();
      const specials = await entryNames(page, 'Especiais');
      assert(
        !specials.includes('Código de resgate') && specials.length === 7,
        `Especiais: 4 public activities and 3 articles (${specials.join(' | ')})`,
      );

      // The visitor's way in: the register pop-up.
      await page.getByRole('main').getByRole('button', { name: 'Cadastrar', exact: true }).tap();
      await visible(page.getByRole('dialog', { name: AUTH_DIALOG }), 'the register pop-up');
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
