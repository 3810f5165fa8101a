#!/usr/bin/env node
// The deposit promotions on the production build against the mock API (stack and runner:
// ./harness.mjs): the demo player opens the accumulated deposit activity (type 37, hidden from
// lists, reached by its link) and claims a reached tier with ten fast taps (one request, the tier
// reads received, the balance rises by the bonus once); the new red packet pop-up (type 39) shows
// the day's rounds and what each shares; a player's first deposit offers the second (the server's
// banner for players without a second deposit) and the offer leads back to the deposit page. `node
// e2e/depositPromos.e2e.mjs` runs these alone; `npm run test:e2e -- Deposit promos` picks them.
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

/** The second player of mocks/data/users.ts: registered 20 minutes ago, no deposit yet. */
const MARIA = { phone: '21998765432', password: 'maria1234' };
/** How long a Pix takes to be paid and seen: 5 s in the mock world, the socket or a poll. */
const PAYMENT_TIMEOUT_MS = 15_000;

const TOTAL_PAY = { path: '/activityDetail/37?id=3037', title: 'Depósito acumulado' };
const RECEIVE_PATH = '/api/totalPay/v1/receive';

/** pt-BR money text ("R$ 1.847,35") as a number. */
const brl = (text) => {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(readable(text));
  assert(match, `an amount in "${text}"`);
  return Number(match[1].replaceAll('.', '').replace(',', '.'));
};

const balanceChip = (page) =>
  page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });

function countRequests(page, path) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

export const journeys = [
  {
    name: 'Deposit promos: the demo player claims a reached accumulated-deposit tier with ten fast taps; one request, the balance rises once',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const claims = countRequests(page, RECEIVE_PATH);
      await logInFromHeader(page, t);
      const balanceBefore = brl(await balanceChip(page).innerText());

      // Spec 6 hides type 37 from every list: the player arrives by its link.
      await page.goto(t.url(TOTAL_PAY.path));
      await visible(
        page.getByRole('heading', { level: 1, name: TOTAL_PAY.title }),
        'the accumulated deposit page',
      );
      const view = page.getByRole('region', { name: 'Seu depósito acumulado' });
      const table = view.getByRole('table', { name: 'Faixas de bônus' });
      await visible(table, 'the tiers');
      assert(
        readable(await view.innerText()).includes('Depositado no período R$ 3.200,00'),
        'the deposits so far (R$ 3.200,00)',
      );
      assert(
        (await table.getByRole('button').count()) === 3,
        'three reached tiers wait to be claimed',
      );
      const claim = table.getByRole('button', { name: /^Resgatar R\$\s5,00$/ });
      await visible(claim, 'the R$ 5,00 tier claim');
      // Ten taps within one task: faster than any re-render can disable the button.
      await claim.evaluate((button) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await until('the bonus received is said', async () =>
        readable(await view.getByRole('status').innerText()).startsWith('Você recebeu R$ 5,00!'),
      );
      await until(
        'the tier reads received and two claims are left',
        async () =>
          (await table.getByText('Recebido', { exact: true }).count()) === 1 &&
          (await table.getByRole('button').count()) === 2,
      );
      assert(claims() === 1, `one claim request for ten taps (got ${claims()})`);

      await page.goto(t.url('/'));
      await visible(balanceChip(page), 'the header again');
      await until('the balance rises by R$ 5,00', async () => {
        const now = brl(await balanceChip(page).innerText());
        return Math.abs(now - (balanceBefore + 5)) < 0.005;
      });

      // Opening the page again: the tier stays received, nothing is sent.
      await page.goto(t.url(TOTAL_PAY.path));
      await visible(table, 'the tiers again');
      await until(
        'the received tier is remembered',
        async () => (await table.getByText('Recebido', { exact: true }).count()) === 1,
      );
      assert(claims() === 1, `still one claim request (got ${claims()})`);
    },
  },
  {
    name: "Deposit promos: the new red packet pop-up shows the day's rounds and what each shares",
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      await logInFromHeader(page, t);
      const row = page.getByRole('region', { name: 'Atividades', exact: true });
      const icon = row
        .getByRole('button', { name: 'Sorte', exact: true })
        .or(row.getByRole('link', { name: 'Sorte', exact: true }));
      await (await visible(icon, 'the "Sorte" icon')).tap();
      const dialog = page.getByRole('dialog', { name: 'Envelope da sorte' });
      await visible(dialog, 'the new red packet pop-up');
      const rounds = dialog.getByRole('region', { name: 'Rodadas de hoje' });
      await visible(rounds, 'the rounds of the day');
      await until(
        'four rounds are listed',
        async () => (await rounds.getByRole('listitem').count()) === 4,
      );
      const texts = (await rounds.getByRole('listitem').allInnerTexts()).map(readable);
      assert(
        texts[0].startsWith('12:00') && texts[0].includes('R$ 5 mil em 1 mil envelopes'),
        `the noon round shares R$ 5 mil in 1 mil envelopes (${texts[0]})`,
      );
      assert(texts[0].endsWith('Aberta'), `the noon round is open (${texts[0]})`);
      assert(
        texts.map((text) => text.slice(0, 5)).join(' ') === '12:00 18:00 21:00 23:00',
        `the rounds in time order (${texts.join(' | ')})`,
      );
      await visible(
        dialog.getByRole('button', { name: 'Receber envelope' }),
        'the packet can still be received above the rounds',
      );
    },
  },
  {
    name: 'Deposit promos: a player’s first Pix deposit offers the second under its success; the offer leads to the deposit page',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      await logInFromHeader(page, t, MARIA);
      await page.goto(t.url('/deposit'));
      const send = await visible(
        page.getByRole('button', { name: 'Depositar com Pix' }),
        'Depositar com Pix',
      );
      await page.getByRole('textbox', { name: 'Valor' }).fill('50');
      await send.tap();
      await visible(
        page.getByRole('heading', { level: 2, name: 'Pague com Pix' }),
        'Pague com Pix',
      );

      const popup = await visible(
        page.getByRole('dialog', { name: 'Depósito confirmado!' }),
        'the after-deposit pop-up',
        PAYMENT_TIMEOUT_MS,
      );
      const offer = await visible(
        popup.getByRole('region', { name: 'Seu próximo bônus' }),
        'the offer of the second deposit',
      );
      const link = await visible(
        offer.getByRole('link', { name: 'Oferta para o seu 2º depósito' }),
        'the offer’s picture link',
      );
      assert((await link.getAttribute('href')) === '/deposit', 'the offer opens /deposit');
      await link.tap();
      await popup.waitFor({ state: 'hidden' });
      await until('on /deposit', async () => new URL(page.url()).pathname === '/deposit');
      await visible(
        page.getByRole('button', { name: 'Fazer outro depósito' }),
        'the way to the next deposit',
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
