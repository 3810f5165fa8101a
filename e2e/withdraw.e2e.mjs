#!/usr/bin/env node
// /withdraw on the production build against the mock API (stack and runner: ./harness.mjs): an
// amount over the withdrawable part is refused with both amounts (in the page, and by the server
// with 2006), a withdrawal goes to review and leads to the order list, and ten rapid taps on
// "Confirmar saque" send one request. `node e2e/withdraw.e2e.mjs` runs these alone; `npm run
// test:e2e -- Saque` picks them.
import { assert, isMain, readable, runJourneys, until, visible } from './harness.mjs';

/**
 * The demo player (mocks/data/README.md) with the seed's live session token: R$ 1.847,35 in
 * BRL, R$ 534,55 of it held by rollover, so R$ 1.312,80 can be withdrawn. The journeys start
 * logged in (the login form has its own journey in lobby.e2e.mjs).
 */
const DEMO_TOKEN = 'mock-token-55328714';
const TOKEN_STORAGE_KEY = 'vitrine.token';
const APPLY_PATH = '/api/withdraw/v1/apply';

/** localStorage key of the notice pop-ups' "Não mostrar novamente hoje" (noticeSnooze.ts). */
const NOTICES_HIDDEN_DAY_KEY = 'vitrine.noticesHiddenDay';

/**
 * A page of the demo player at /withdraw; every request to the apply call is counted. The
 * player ticked "Não mostrar novamente hoje" on the notice pop-ups earlier today: on a start
 * with a session they open over any page (spec 2 global overlays) and would hold this one.
 */
async function openWithdraw(t) {
  const page = await t.newPage();
  await page.context().addInitScript(
    ([tokenKey, token, noticesKey]) => {
      localStorage.setItem(tokenKey, token);
      // The São Paulo day as the app writes it (dd/mm/aaaa; the context runs in São Paulo).
      const today = new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date());
      localStorage.setItem(noticesKey, today);
    },
    [TOKEN_STORAGE_KEY, DEMO_TOKEN, NOTICES_HIDDEN_DAY_KEY],
  );
  const applyCalls = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === APPLY_PATH && request.method() === 'POST') {
      applyCalls.push(request.headers()['idempotency-key'] ?? null);
    }
  });
  await page.goto(t.url('/withdraw'));
  await visible(page.getByRole('heading', { level: 1, name: 'Sacar' }), 'the "Sacar" title');
  await visible(
    page.getByRole('radio', { name: 'Pix · CPF 390.533.447-05' }),
    'the saved CPF Pix key',
  );
  return { page, applyCalls };
}

const amountField = (page) => page.getByRole('textbox', { name: 'Valor do saque' });

/** Types the amount and taps "Continuar"; `confirm` waits for the confirmation step. */
async function continueWith(page, amount, { confirm = true } = {}) {
  await amountField(page).fill(amount);
  await page.getByRole('button', { name: 'Continuar' }).tap();
  if (confirm) {
    await visible(page.getByRole('heading', { name: 'Confirme o saque' }), 'the confirmation');
  }
}

/** The demo player's BRL balance in the mock world, read from node with the player's token. */
async function brlBalance(t) {
  const response = await fetch(`${t.apiBase}/api/wallet/v1/summaryList/BRL`, {
    headers: { Authorization: DEMO_TOKEN, lang: 'pt-BR' },
  });
  const body = await response.json();
  assert(body?.code === 200, `summaryList answered ${response.status}/${body?.code}`);
  return body.data.res.find((w) => w.currency === 'BRL').availableBalance;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const journeys = [
  {
    name: 'Saque: over the withdrawable part is refused with both amounts, in the page and by the server (2006)',
    async run(t) {
      const { page, applyCalls } = await openWithdraw(t);

      // 1. The page knows what can be withdrawn: nothing is sent.
      await continueWith(page, '1500', { confirm: false });
      const over = await visible(
        page.getByText(/^Você pediu R\$\s1\.500,00, mas só R\$\s1\.312,80 pode ser sacado agora/),
        'the explanation with the amount asked and the withdrawable part',
      );
      const overText = readable(await over.innerText());
      assert(
        overText.includes('R$ 534,55 do saldo ainda depende de apostas (rollover)'),
        `it says what rollover holds (got "${overText}")`,
      );
      await visible(
        page.getByText(/^O valor passa do disponível: R\$\s1\.312,80\.$/),
        'the amount field refusal',
      );
      assert(
        (await page.getByRole('heading', { name: 'Confirme o saque' }).count()) === 0,
        'no confirmation step for a refused amount',
      );

      // 2. The world moves on while the page is open (a bonus with R$ 1.000,00 of rollover):
      // R$ 500,00 was withdrawable when the page loaded, the server now answers 2006.
      const scenario = await fetch(`${t.apiBase}/__mock/scenario/wagering-before-withdraw`, {
        method: 'POST',
      });
      assert(scenario.ok, `the scenario applies (${scenario.status})`);
      await continueWith(page, '500');
      await page.getByRole('button', { name: 'Confirmar saque' }).tap();
      const alert = await visible(
        page.getByRole('alert').filter({ hasText: 'Saque recusado' }),
        'the refusal "Saque recusado"',
      );
      await until('the refusal names what can be withdrawn now (R$ 312,80)', async () =>
        readable(await alert.innerText()).includes('Disponível para saque agora R$ 312,80'),
      );
      const refusal = readable(await alert.innerText());
      for (const part of [
        'Saque recusado',
        'Parte do seu saldo ainda depende de apostas (rollover)',
        'Valor pedido R$ 500,00',
      ]) {
        assert(refusal.includes(part), `the refusal says "${part}" (got "${refusal}")`);
      }
      assert(applyCalls.length === 1, `one apply request in all (got ${applyCalls.length})`);
      assert((await brlBalance(t)) === 1847.35, 'nothing left the wallet');
    },
  },
  {
    name: 'Saque: a withdrawal goes to review, the money leaves once, the order list is linked',
    async run(t) {
      const { page, applyCalls } = await openWithdraw(t);
      await continueWith(page, '500');
      const summary = readable(
        await page.getByRole('region', { name: 'Confirme o saque' }).innerText(),
      );
      for (const part of ['Pix · CPF', '390.533.447-05', 'R$ 500,00', 'Sem taxa']) {
        assert(summary.includes(part), `the confirmation shows "${part}" (got "${summary}")`);
      }
      await page.getByRole('button', { name: 'Confirmar saque' }).tap();
      const result = await visible(
        page.getByRole('region', { name: 'Saque enviado para análise' }),
        'the result "Saque enviado para análise"',
      );
      const text = readable(await result.innerText());
      assert(text.includes('Situação Em análise'), `the order is in review (got "${text}")`);
      assert(/Pedido W\d{16}/.test(text), `the order number is shown (got "${text}")`);
      assert(applyCalls.length === 1, `one apply request (got ${applyCalls.length})`);
      assert((await brlBalance(t)) === 1347.35, 'R$ 500,00 left the wallet, once');

      await page.getByRole('link', { name: 'Ver meus pedidos' }).tap();
      await until('the order list opens', () => new URL(page.url()).pathname === '/orderlist');
      // On the withdrawals, where the order just made is.
      await visible(
        page.getByRole('tab', { name: 'Saques', selected: true }),
        'the Saques tab, selected',
      );
    },
  },
  {
    name: 'Saque: ten rapid taps on "Confirmar saque" send one request',
    async run(t) {
      const { page, applyCalls } = await openWithdraw(t);
      await continueWith(page, '100');
      const confirm = page.getByRole('button', { name: 'Confirmar saque' });
      await visible(confirm, '"Confirmar saque"');
      // Ten taps in one burst, faster than any thumb: each a real click on the button.
      await confirm.evaluate((button) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await visible(
        page.getByRole('heading', { name: 'Saque enviado para análise' }),
        'the order in review',
      );
      // Give any late duplicate time to show up before counting.
      await pause(1000);
      assert(applyCalls.length === 1, `one apply request for ten taps (got ${applyCalls.length})`);
      assert(applyCalls[0], 'the request carries an Idempotency-Key');
      assert((await brlBalance(t)) === 1747.35, 'R$ 100,00 left the wallet once, not ten times');
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
