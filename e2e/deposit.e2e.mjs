#!/usr/bin/env node
// /deposit on the production build against the mock API (stack and runner: ./harness.mjs):
// the deposit flows (a visitor's Depósito tap leads through the login to the page; a Pix deposit
// from the amount to the credited balance and the after-deposit pop-up) and its money safety (ten
// rapid taps create one order; "1e5" and amounts under the minimum send nothing). The mock API pays
// a Pix order 5 s after it is created and pushes the new balance over the live socket (2001). `node
// e2e/deposit.e2e.mjs` runs these alone; `npm run test:e2e -- Depósito` picks them.
import { assert, isMain, readable, runJourneys, until, visible } from './harness.mjs';

/** The demo account of mocks/data/README.md: BRL R$ 1.847,35, one of the four deposits made. */
const DEMO = { phone: '11987654321', password: 'demo1234' };
/** Its seed session, live in every fresh mock world (mocks/world/README.md). */
const DEMO_TOKEN = 'mock-token-55328714';

const CREATE_PATH = '/api/recharge/v1/create';
const TOKEN_KEY = 'vitrine.token';
/** Where the app keeps the day the player ticked "Não mostrar novamente hoje" (noticeSnooze.ts). */
const NOTICES_HIDDEN_KEY = 'vitrine.noticesHiddenDay';

/** How long a Pix takes to be paid and seen: 5 s in the mock world, the socket or a poll. */
const PAYMENT_TIMEOUT_MS = 15_000;

/** The path (and query) the page shows in the address bar. */
const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * A page for the demo player, who already ticked "Não mostrar novamente hoje" on today's notice
 * pop-ups (they open on login and at start with a session; the lobby journeys cover them).
 * `token`: start with the seed session stored, as a returning player does.
 */
async function playerPage(t, { token = false } = {}) {
  const page = await t.newPage();
  await page.addInitScript(
    ([noticesKey, tokenKey, seedToken]) => {
      const today = new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(Date.now());
      localStorage.setItem(noticesKey, today);
      if (seedToken && !sessionStorage.getItem('e2e.seeded')) {
        // Once per tab: a later logout must not be undone by a reload.
        sessionStorage.setItem('e2e.seeded', '1');
        localStorage.setItem(tokenKey, seedToken);
      }
    },
    [NOTICES_HIDDEN_KEY, TOKEN_KEY, token ? DEMO_TOKEN : ''],
  );
  return page;
}

/** Counts the deposit orders the page asks for (POST recharge/v1/create), from now on. */
function countCreates(page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === CREATE_PATH) count += 1;
  });
  return () => count;
}

/** Opens /deposit as the demo player and waits for the form. */
async function depositPage(t) {
  const page = await playerPage(t, { token: true });
  await page.goto(t.url('/deposit'));
  await visible(page.getByRole('heading', { level: 1, name: 'Depósito' }), 'the page title');
  await visible(page.getByRole('button', { name: 'Depositar com Pix' }), 'Depositar com Pix');
  return page;
}

const amountField = (page) => page.getByRole('textbox', { name: 'Valor' });

/** The balance chip of the header, as shown ("R$ 1.847,35"). */
async function balanceChip(page) {
  const chip = page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });
  await visible(chip, 'the balance chip in the header');
  return readable(await chip.innerText()).match(/R\$ ?\d{1,3}(\.\d{3})*,\d{2}/)?.[0];
}

export const journeys = [
  {
    name: 'Depósito: a visitor taps Depósito, logs in and lands on /deposit',
    async run(t) {
      const page = await playerPage(t);
      await page.goto(t.url('/'));
      const tabBar = page.getByRole('navigation', { name: 'Navegação principal' });
      await (await visible(tabBar.getByRole('link', { name: 'Depósito' }), 'Depósito')).tap();

      // Spec 6: the deposit shortcut opens the login pop-up; the visitor stays on the home.
      const dialog = await visible(
        page.getByRole('dialog', { name: 'Entrar ou cadastrar' }),
        'the login pop-up',
      );
      assert(pathOf(page) === '/', `still on / while logging in (got ${pathOf(page)})`);
      await dialog.getByRole('textbox', { name: 'Celular' }).fill(DEMO.phone);
      await dialog.getByLabel('Senha', { exact: true }).fill(DEMO.password);
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).tap();

      await until('the login goes on to /deposit', () => pathOf(page) === '/deposit');
      await dialog.waitFor({ state: 'hidden' });
      await visible(page.getByRole('heading', { level: 1, name: 'Depósito' }), 'the page title');
      await visible(page.getByRole('radio', { name: /^Pix/ }), 'the Pix method');
      assert(
        await page.getByRole('radio', { name: /^Pix/ }).isChecked(),
        'Pix is the method chosen',
      );
    },
  },
  {
    name: 'Depósito: a Pix deposit from the amount to the credited balance and the after-deposit pop-up',
    async run(t) {
      const page = await depositPage(t);
      const creates = countCreates(page);

      // The limits show before typing; R$ 50 with Pix (second of the four steps: 50 % bonus).
      await visible(page.getByText(/^Mínimo R\$\s10,00 · Máximo R\$\s50\.000,00$/), 'the limits');
      await amountField(page).fill('50');
      await visible(page.getByText(/^Bônus deste depósito: \+R\$\s25,00$/), 'the bonus line');
      await page.getByRole('button', { name: 'Depositar com Pix' }).tap();

      // The payment view: Copiar, the whole BR Code, its QR code, the amount and the expiry.
      await visible(
        page.getByRole('heading', { level: 2, name: 'Pague com Pix' }),
        'Pague com Pix',
      );
      const group = page.getByRole('group', { name: 'Código Pix copia e cola' });
      await visible(group.getByRole('button', { name: 'Copiar' }), 'Copiar');
      const code = readable(await group.getByText(/^000201/).innerText());
      assert(
        /^000201.*540550\.00.*6304[0-9A-F]{4}$/.test(code),
        `a BR Code of R$ 50 (got ${code})`,
      );
      await visible(page.getByRole('img', { name: 'QR code do Pix de R$ 50,00' }), 'the QR code');
      const timer = readable(await page.getByRole('timer').innerText());
      assert(/^00:1[45]:\d\d$/.test(timer), `about 15 minutes to pay (got ${timer})`);

      // Paid 5 s later: the socket's balance message (or the poll) brings the pop-up.
      const popup = await visible(
        page.getByRole('dialog', { name: 'Depósito confirmado!' }),
        'the after-deposit pop-up',
        PAYMENT_TIMEOUT_MS,
      );
      assert(
        readable(await popup.innerText()).includes('R$ 50,00'),
        'the pop-up shows the R$ 50,00 deposited',
      );
      // The bonus the paid order says was credited with it (the 2nd of the four-step deposits).
      assert(
        readable(await popup.innerText()).includes('+ R$ 25,00 de bônus do 2º depósito'),
        'the pop-up names the R$ 25,00 four-step bonus credited with the deposit',
      );
      assert(creates() === 1, `one order was created (got ${creates()})`);

      // The balance on the lobby: R$ 1.847,35 + R$ 50,00 + the R$ 25,00 four-step bonus.
      await popup.getByRole('button', { name: 'Jogar agora' }).tap();
      await until('"Jogar agora" goes to the lobby', () => pathOf(page) === '/');
      await until(
        'the header balance is R$ 1.922,35',
        async () => (await balanceChip(page)) === 'R$ 1.922,35',
      );
    },
  },
  {
    name: 'Depósito: ten rapid taps on "Depositar com Pix" create one order',
    async run(t) {
      const page = await depositPage(t);
      const creates = countCreates(page);
      await amountField(page).fill('20');
      const button = page.getByRole('button', { name: 'Depositar com Pix' });
      await button.waitFor();
      // Ten taps 20 ms apart, as an impatient thumb makes them, on the button as it stands.
      await button.evaluate(async (element) => {
        for (let i = 0; i < 10; i += 1) {
          element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
          element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
          element.click();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      await visible(
        page.getByRole('heading', { level: 2, name: 'Pague com Pix' }),
        'Pague com Pix',
      );
      // Anything still on its way would have left by now.
      await page.waitForTimeout(1000);
      assert(creates() === 1, `ten taps created one order (got ${creates()})`);
      assert(
        (await page.getByText(/^000201.*6304[0-9A-F]{4}$/).count()) === 1,
        'one Pix code is shown',
      );
    },
  },
  {
    name: 'Depósito: "1e5" and an amount under the minimum send nothing',
    async run(t) {
      const page = await depositPage(t);
      const creates = countCreates(page);
      const send = page.getByRole('button', { name: 'Depositar com Pix' });

      await amountField(page).fill('1e5');
      await send.tap();
      await visible(
        page.getByText('Use só números, com vírgula para os centavos (ex.: 50,00).'),
        'the format message',
      );
      assert((await amountField(page).inputValue()) === '1e5', '"1e5" stays as typed');

      await amountField(page).fill('5');
      await send.tap();
      await visible(page.getByText(/^O valor mínimo é R\$\s10,00\.$/), 'the minimum message');

      await page.waitForTimeout(500);
      assert(creates() === 0, `nothing was sent (got ${creates()} orders)`);
      assert(
        (await page.getByRole('heading', { level: 2, name: 'Pague com Pix' }).count()) === 0,
        'still on the form',
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
