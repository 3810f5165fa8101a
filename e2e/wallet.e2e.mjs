#!/usr/bin/env node
// The wallet page (/wallet, spec 2 login only) on the production build against the mock API
// (stack and runner: ./harness.mjs): the demo player's balances at each currency's accuracy
// (spec 5), hiding zero balances and searching codes (spec 5), a live socket balance message
// (2001) showing at once, and the route guard for a visitor. `node e2e/wallet.e2e.mjs` runs
// these alone; `npm run test:e2e -- Carteira` picks them from the whole run.
import {
  assert,
  isMain,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
  UI_TIMEOUT_MS,
  visible,
  logInFromHeader,
} from './harness.mjs';

const AUTH_DIALOG = 'Entrar ou cadastrar';

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const authDialog = (page) => page.getByRole('dialog', { name: AUTH_DIALOG });

/** The demo player logs in from the header of / (as in lobby.e2e.mjs) and the pop-up closes. */
async function logInDemoPlayer(t) {
  const page = await t.newPage();
  // The notice pop-up opens on login, at a moment of its own, and would cover the page.
  await snoozeTodaysNotices(page);
  await logInFromHeader(page, t);
  return page;
}

/** The currency rows: buttons in the "Suas moedas" list, each named after its code first. */
const rows = (page) => page.getByRole('list', { name: 'Suas moedas' }).getByRole('button');
const row = (page, code) =>
  page
    .getByRole('list', { name: 'Suas moedas' })
    .getByRole('button', { name: new RegExp(`^${code}\\b`) });

/** The codes listed, in order. */
async function codes(page) {
  const texts = await rows(page).allInnerTexts();
  return texts.map((text) => readable(text).match(/^[A-Z]+/)?.[0]);
}

async function expectCodes(page, expected, what) {
  await until(`${what}: the list shows ${expected.join(', ')}`, async () => {
    const shown = await codes(page);
    return shown.join(',') === expected.join(',');
  });
}

/** The "Saldo total" card's text as a player reads it. */
const totalText = async (page) =>
  readable(await page.getByRole('region', { name: 'Saldo total' }).innerText());

/** POST /__mock/socket: a message to every open socket of the mock API. */
async function pushToSockets(t, message) {
  const response = await fetch(`${t.apiBase}/__mock/socket`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ target: 'all', message }),
  });
  assert(response.ok, `POST /__mock/socket answered ${response.status}`);
}

export const journeys = [
  {
    name: 'Carteira: the demo player sees every balance, hides zeros, searches, and a socket update shows',
    async run(t) {
      const page = await logInDemoPlayer(t);
      // A cold load of the address, logged in (the stored token lets the guard through).
      await page.goto(t.url('/wallet'));
      await visible(page.getByRole('heading', { name: 'Carteira', level: 1 }), 'the wallet page');
      assert(pathOf(page) === '/wallet', `the address is /wallet (got ${pathOf(page)})`);
      // The route table's title (served with the screens' loaders, not in the entry).
      await until('the document title is "Carteira · Vitrine"', async () => {
        return (await page.title()) === 'Carteira · Vitrine';
      });

      // Every wallet, each at its accuracy (spec 5), the total in reais, BRL current.
      await expectCodes(page, ['BRL', 'USDT', 'BTC', 'ETH'], 'on arrival');
      const balances = {
        BRL: 'R$ 1.847,35',
        USDT: 'USDT 52,1834',
        BTC: 'BTC 0,00123456',
        ETH: 'ETH 0,000000',
      };
      for (const [code, amount] of Object.entries(balances)) {
        const text = readable(await row(page, code).innerText());
        assert(text.includes(amount), `the ${code} row shows ${amount} (got "${text}")`);
      }
      await until('the total shows R$ 2.771,90 with BRL as the current currency', async () => {
        const text = await totalText(page);
        return text.includes('R$ 2.771,90') && text.includes('Moeda atual BRL');
      });
      assert(
        (await row(page, 'BRL').getAttribute('aria-current')) === 'true',
        'the BRL row is marked current',
      );

      // "Ocultar saldos zerados": the empty ETH wallet goes (spec 5).
      await page.getByRole('checkbox', { name: 'Ocultar saldos zerados' }).check();
      await expectCodes(page, ['BRL', 'USDT', 'BTC'], 'zeros hidden');

      // Case-insensitive search on the code (spec 5).
      const search = page.getByRole('searchbox', { name: 'Buscar moeda' });
      await search.fill('bT');
      await expectCodes(page, ['BTC'], 'searching "bT"');
      await search.fill('xyz');
      await visible(page.getByText('Nenhuma moeda encontrada'), 'the no-match state');
      await search.fill('');
      await page.getByRole('checkbox', { name: 'Ocultar saldos zerados' }).uncheck();
      await expectCodes(page, ['BRL', 'USDT', 'BTC', 'ETH'], 'filters cleared');

      // A 2001 balance message for BRL (the current currency): the row and the total change at
      // once, with no reload. The page's socket may still be connecting: the message (an
      // absolute balance, so sending it twice changes nothing) is sent again until it lands.
      const message = { type: 2001, data: { currency: 'BRL', availableBalance: 1947.35 } };
      const deadline = Date.now() + UI_TIMEOUT_MS;
      let shown = '';
      for (;;) {
        await pushToSockets(t, message);
        try {
          await row(page, 'BRL')
            .filter({ hasText: /R\$\s1\.947,35/ })
            .waitFor({ state: 'visible', timeout: 1_000 });
          break;
        } catch {
          shown = readable(await row(page, 'BRL').innerText());
          if (Date.now() > deadline) {
            throw new Error(`assertion failed: the BRL row shows R$ 1.947,35 (got "${shown}")`);
          }
        }
      }
      await until('the total moved by the same R$ 100,00: R$ 2.871,90', async () =>
        (await totalText(page)).includes('R$ 2.871,90'),
      );
    },
  },
  {
    name: 'Carteira: a visitor opening /wallet gets the register pop-up on /',
    async run(t) {
      const page = await t.open('/wallet');
      const dialog = await visible(authDialog(page), `the "${AUTH_DIALOG}" pop-up`);
      await until(
        'the pop-up opens on its "Cadastrar" tab',
        async () =>
          (await dialog
            .getByRole('tab', { name: 'Cadastrar', exact: true })
            .getAttribute('aria-selected')) === 'true',
      );
      await until('the typed /wallet lands on /', () => pathOf(page) === '/');
      assert(
        (await page.getByRole('heading', { name: 'Carteira', level: 1 }).count()) === 0,
        'no wallet page for a visitor',
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
