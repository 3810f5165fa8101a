#!/usr/bin/env node
// The rankings (spec 7 "bet and invite rankings day and week (details, claim)", "super member day
// rankings and lottery") on the production build against the mock API (stack and runner:
// ./harness.mjs): the demo player opens the bet ranking from the activity page, switches day and
// week, finds their row (in the top today, pinned after it this week), claims last week's prize
// with ten fast taps (one request; the balance rises; no second claim offered); the super member
// day's draw, once, and a visitor asked to register instead. `node e2e/rankings.e2e.mjs` runs these
// alone; `npm run test:e2e -- Rankings` picks them.
import {
  assert,
  AUTH_DIALOG,
  isMain,
  logInFromHeader,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
  visible,
} from './harness.mjs';

/** The bet ranking (type 9) and the super member day (type 32) of mocks/data/activities.ts. */
const BET_RANKING = { path: '/activityDetail/9?id=3009', title: 'Ranking de apostas' };
const SUPER_DAY = { path: '/activityDetail/32?id=3032', title: 'Super dia do membro' };
/** Last week the demo player finished 9th: R$ 150,00 (mocks/world/rankings.ts). */
const LAST_WEEK_PRIZE = 150;
const CLAIM_PATH = '/api/ranking/v1/bet/week/claim';
const LOTTERY_PATH = '/api/superMemberDay/v1/lottery';

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** pt-BR money text ("R$ 1.847,35") as a number. */
const brl = (text) => {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(readable(text));
  assert(match, `an amount in "${text}"`);
  return Number(match[1].replaceAll('.', '').replace(',', '.'));
};

/** Counts the POST requests the page sends to `path`. */
function countPosts(page, path) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

const balanceChip = (page) =>
  page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });

/** The standings card with its period's board in (the tab panel no longer busy). */
async function standings(page) {
  const region = await visible(
    page.getByRole('region', { name: 'Classificação' }),
    'the standings card',
  );
  await until(
    'the board is in',
    async () =>
      (await region.getByRole('tabpanel').getAttribute('aria-busy')) === null &&
      (await region.getByRole('table', { name: 'Classificação' }).count()) === 1,
  );
  return region;
}

/** The text of the player's own row (aria-current), or '' when none. */
async function myRowText(region) {
  const row = region.locator('tr[aria-current="true"]');
  return (await row.count()) === 1 ? readable(await row.innerText()) : '';
}

export const journeys = [
  {
    name: 'Rankings: the demo player switches the bet ranking day and week, finds their row and claims last week’s prize once; the balance rises and no second claim is offered',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const claims = countPosts(page, CLAIM_PATH);
      await logInFromHeader(page, t);
      const balanceBefore = brl(await balanceChip(page).innerText());

      // From the activity page's "Especiais" tab, as a player finds it (spec 2).
      await page.goto(t.url('/activity?category=3'));
      await (
        await visible(
          page
            .getByRole('list', { name: 'Atividades: Especiais' })
            .getByRole('link', { name: /^Ranking de apostas/ }),
          'the bet ranking entry',
        )
      ).tap();
      await until(`on ${BET_RANKING.path}`, async () => pathOf(page) === BET_RANKING.path);
      await visible(page.getByRole('heading', { level: 1, name: BET_RANKING.title }), 'the page');

      // The day: the countdown to 00:00 São Paulo, the player 4th inside the top 10.
      let region = await standings(page);
      assert(
        (await region.getByRole('tab', { name: 'Diário' }).getAttribute('aria-selected')) ===
          'true',
        'the day is chosen first',
      );
      const timer = readable(await region.getByRole('timer').innerText());
      assert(/^\d{2}:\d{2}:\d{2}$/.test(timer), `a countdown under a day (got "${timer}")`);
      await until('the player row is marked, 4th', async () =>
        /^4º 55\*\*\*4 Você/.test(await myRowText(region)),
      );

      // The week: the player 23rd, pinned after the top 10.
      await region.getByRole('tab', { name: 'Semanal' }).tap();
      region = await standings(page);
      await until('the player row is pinned, 23rd', async () =>
        /^23º 55\*\*\*4 Você/.test(await myRowText(region)),
      );
      await visible(region.getByText('Você está em 23º lugar.'), 'the player standing');
      const weekTimer = readable(await region.getByRole('timer').innerText());
      assert(
        /^(\dd )?\d{2}:\d{2}:\d{2}$/.test(weekTimer),
        `a countdown Nd HH:MM:SS (got "${weekTimer}")`,
      );

      // Last week's prize: ten taps within one task, one claim.
      const last = page.getByRole('region', { name: 'Prêmio da semana passada' });
      const claim = await visible(
        last.getByRole('button', { name: /^Resgatar R\$\s150,00$/ }),
        'the claim of last week’s prize',
      );
      await claim.evaluate((button) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await until('the amount won is said', async () =>
        readable(await last.getByRole('status').innerText()).startsWith('Você ganhou R$'),
      );
      assert(
        brl(await last.getByRole('status').innerText()) === LAST_WEEK_PRIZE,
        'the amount won is the prize offered',
      );
      await visible(last.getByText('Resgatado', { exact: true }), 'the prize claimed');
      assert((await last.getByRole('button').count()) === 0, 'no claim button left');
      assert(claims() === 1, `one claim request for ten taps (got ${claims()})`);

      // Back on the day and the week again: nothing more to claim for the week.
      await region.getByRole('tab', { name: 'Diário' }).tap();
      await visible(
        page.getByRole('region', { name: 'Prêmio de ontem' }).getByRole('button', {
          name: /^Resgatar R\$\s50,00$/,
        }),
        'yesterday’s prize still waits',
      );
      await (await standings(page)).getByRole('tab', { name: 'Semanal' }).tap();
      await standings(page);
      await visible(last.getByText('Resgatado', { exact: true }), 'the week still claimed');
      assert((await last.getByRole('button').count()) === 0, 'no second claim offered');

      // The header's balance rose by the prize.
      await page.goto(t.url('/'));
      await until(`the balance rises by ${LAST_WEEK_PRIZE}`, async () => {
        const now = brl(await balanceChip(page).innerText());
        return Math.abs(now - (balanceBefore + LAST_WEEK_PRIZE)) < 0.005;
      });
      assert(claims() === 1, `still one claim request (got ${claims()})`);
    },
  },
  {
    name: 'Rankings: the super member day draws once for the demo player, and asks a visitor to register instead',
    async run(t) {
      const visitor = await t.newPage();
      await snoozeTodaysNotices(visitor);
      const visitorDraws = countPosts(visitor, LOTTERY_PATH);
      await visitor.goto(t.url(SUPER_DAY.path));
      await visible(
        visitor.getByRole('heading', { level: 1, name: SUPER_DAY.title }),
        'the page (spec 6: hidden from lists, open by link)',
      );
      const visitorLottery = visitor.getByRole('region', { name: 'Sorteio do Super dia' });
      await (
        await visible(visitorLottery.getByRole('button', { name: 'Sortear agora' }), 'the draw')
      ).tap();
      await visible(visitor.getByRole('dialog', { name: AUTH_DIALOG }), 'the register pop-up');
      assert(visitorDraws() === 0, `no draw request from a visitor (got ${visitorDraws()})`);

      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const draws = countPosts(page, LOTTERY_PATH);
      await logInFromHeader(page, t);
      await page.goto(t.url(SUPER_DAY.path));
      const lottery = page.getByRole('region', { name: 'Sorteio do Super dia' });
      const draw = await visible(
        lottery.getByRole('button', { name: 'Sortear agora' }),
        'the draw',
      );
      await draw.evaluate((button) => {
        for (let i = 0; i < 5; i += 1) button.click();
      });
      await until('the amount drawn is said', async () =>
        /^Você ganhou R\$\s18,88 no sorteio!/.test(
          readable(await lottery.getByRole('status').innerText()),
        ),
      );
      assert((await lottery.getByRole('button').count()) === 0, 'no second draw offered');
      assert(draws() === 1, `one draw request for five taps (got ${draws()})`);

      await page.reload();
      await visible(
        lottery.getByText(/Você já participou do sorteio de hoje e ganhou R\$\s18,88\./),
        'the draw remembered after a reload',
      );
      assert((await lottery.getByRole('button').count()) === 0, 'still no draw offered');
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
