#!/usr/bin/env node
// The rebate family of activities on the production build against the mock API (stack and runner:
// ./harness.mjs): the demo player claims the daily rescue on /activityDetail/1 (one request however
// many taps; the header's balance rises by the amount; after a reload the bonus reads claimed and
// offers no claim), and claims a VIP reward on /viprule (spec 2: the type 3 icon opens the VIP
// page). `node e2e/rebates.e2e.mjs` runs these alone; `npm run test:e2e -- Rebates` picks them.
import {
  assert,
  isMain,
  logInFromHeader,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
  visible,
} from './harness.mjs';

/** "Resgate diário" (type 1): mock world ids are 3000 + type (mocks/data/activities.ts). */
const DAILY_RESCUE = { id: 3001, title: 'Resgate diário' };
const RESCUE_CLAIM_PATH = '/api/rescueBonus/v1/day/received';
const VIP_DAY_CLAIM_PATH = '/api/vip/v1/receive/day';

/** pt-BR money text ("R$ 1.847,35") as a number. */
const brl = (text) => {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(readable(text));
  assert(match, `an amount in "${text}"`);
  return Number(match[1].replaceAll('.', '').replace(',', '.'));
};

/** Counts the POSTs the page sends to `path`. */
function countPosts(page, path) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

const balanceChip = (page) =>
  page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });

/** The demo player logs in from the header of / (today's notice pop-ups already snoozed). */
async function logInDemoPlayer(t) {
  const page = await t.newPage();
  await snoozeTodaysNotices(page);
  await logInFromHeader(page, t);
  await visible(balanceChip(page), 'the header balance');
  return page;
}

/** Back on /, the header's balance reads `expected` (the wallet is read again). */
async function expectBalance(page, t, expected, what) {
  await page.goto(t.url('/'));
  await visible(balanceChip(page), 'the header balance');
  await until(`${what}: the balance reads ${expected.toFixed(2)}`, async () => {
    const now = brl(await balanceChip(page).innerText());
    return Math.abs(now - expected) < 0.005;
  });
}

export const journeys = [
  {
    name: 'Rebates: the demo player claims the daily rescue with ten fast taps; one request, the balance rises, and it reads claimed after a reload',
    async run(t) {
      const page = await logInDemoPlayer(t);
      const before = brl(await balanceChip(page).innerText());
      const claims = countPosts(page, RESCUE_CLAIM_PATH);

      await page.goto(t.url(`/activityDetail/1?id=${DAILY_RESCUE.id}`));
      await visible(
        page.getByRole('heading', { level: 1, name: DAILY_RESCUE.title }),
        'the daily rescue page',
      );
      const card = page.getByRole('region', { name: 'Seu resgate' });
      const claim = await visible(
        card.getByRole('button', { name: /^Resgatar R\$/ }),
        'the rescue claim',
      );
      assert(
        (await page.getByRole('region', { name: 'Sua participação' }).count()) === 0,
        'the generic participation card is replaced by the rescue',
      );
      const amount = brl(await claim.innerText());
      assert(amount === 6.02, `5 % of R$ 120,50 is offered (got ${amount})`);
      assert(
        readable(await card.getByRole('timer').innerText()).length > 0,
        'the time left to claim is shown',
      );
      // Ten taps within one task: faster than any re-render can disable the button.
      await claim.evaluate((button) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await until('the amount received is said', async () =>
        readable(await card.getByRole('status').innerText()).startsWith('Você recebeu R$'),
      );
      assert(
        brl(await card.getByRole('status').innerText()) === amount,
        'the amount received is the amount offered',
      );
      await visible(card.getByText('Resgatado', { exact: true }), 'the bonus claimed');
      assert((await card.getByRole('button').count()) === 0, 'no claim button left');
      assert(claims() === 1, `one claim request for ten taps (got ${claims()})`);

      await page.reload();
      await visible(card.getByText('Resgatado', { exact: true }), 'claimed after a reload');
      assert((await card.getByRole('button').count()) === 0, 'no second claim after a reload');

      await expectBalance(page, t, before + amount, 'after the rescue');
      assert(claims() === 1, `still one claim request (got ${claims()})`);
    },
  },
  {
    name: 'Rebates: the demo player claims the daily VIP rebate on /viprule; the balance rises and the reward reads claimed',
    async run(t) {
      const page = await logInDemoPlayer(t);
      const before = brl(await balanceChip(page).innerText());
      const claims = countPosts(page, VIP_DAY_CLAIM_PATH);

      await page.goto(t.url('/viprule'));
      await visible(page.getByRole('heading', { name: 'Clube VIP', level: 1 }), 'the VIP page');
      const card = page.getByRole('region', { name: 'Recompensas VIP' });
      const claim = await visible(
        card.getByRole('button', { name: /^Resgatar Cashback diário, R\$/ }),
        'the daily rebate claim',
      );
      const amount = brl(await claim.getAttribute('aria-label'));
      assert(amount === 12.34, `the daily rebate offers R$ 12,34 (got ${amount})`);
      await claim.tap();
      await visible(
        card.getByText(/^Cashback diário: você recebeu R\$\s12,34!$/),
        'the amount received, said in the row',
      );
      const row = card.getByRole('listitem').filter({ hasText: 'Cashback diário' });
      await visible(row.getByText('Resgatado', { exact: true }), 'the row reads claimed');
      assert(
        (await card.getByRole('button', { name: /^Resgatar Cashback diário/ }).count()) === 0,
        'no second claim of the daily rebate',
      );
      assert(
        (await card.getByRole('button', { name: /^Resgatar Cashback semanal/ }).count()) === 1,
        'the weekly rebate keeps its claim',
      );
      assert(claims() === 1, `one claim request (got ${claims()})`);

      await expectBalance(page, t, before + amount, 'after the VIP rebate');
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
