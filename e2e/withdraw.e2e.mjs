#!/usr/bin/env node
// /withdraw on the production build against the mock API (stack and runner: ./harness.mjs): the
// first screen of a phone shows what can be withdrawn, the amount and the chosen account (masked)
// in one row; an amount over the withdrawable part is refused with both amounts (in the page, and
// by the server with 2006); nothing leaves before the account password is accepted (a wrong one
// sends nothing); a withdrawal goes to review and leads to the order list, where it is named by
// its method and masked the same way; and ten rapid taps on "Confirmar saque" in the password
// step send one request. `node e2e/withdraw.e2e.mjs` runs these alone; `npm run test:e2e --
// Saque` picks them.
import { assert, isMain, readable, runJourneys, until, visible } from './harness.mjs';

/**
 * The demo player (mocks/data/README.md) with the seed's live session token: R$ 1.847,35 in
 * BRL, R$ 534,55 of it held by rollover, so R$ 1.312,80 can be withdrawn. The journeys start
 * logged in (the login form has its own journey in lobby.e2e.mjs).
 */
const DEMO_TOKEN = 'mock-token-55328714';
/** The demo player's password (mocks/data/users.ts), asked before a withdrawal is sent. */
const DEMO_PASSWORD = 'demo1234';
const TOKEN_STORAGE_KEY = 'vitrine.token';
const APPLY_PATH = '/api/withdraw/v1/apply';
const CHECK_PATH = '/api/member/v1/checkPassword';
/** The rollover list (memberWagering), the last answer the form waits for. */
const WAGERING_PATH = '/api/memberWagering/v1/page';

/** localStorage key of the notice pop-ups' "Não mostrar novamente hoje" (noticeSnooze.ts). */
const NOTICES_HIDDEN_DAY_KEY = 'vitrine.noticesHiddenDay';

/**
 * A page of the demo player at /withdraw; every request to the apply call and to the password
 * check is counted. The
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
  const checkCalls = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'POST') return;
    if (path === APPLY_PATH) applyCalls.push(request.headers()['idempotency-key'] ?? null);
    if (path === CHECK_PATH) checkCalls.push(path);
  });
  // The first rollover answer waits until "Continuar" has been measured on the form's first
  // paint, so the measure is always taken before the list arrives, however fast the mock is.
  let releaseRollover = () => undefined;
  const rolloverHeld = new Promise((resolve) => {
    releaseRollover = resolve;
  });
  let heldOnce = false;
  await page.route(
    (url) => url.pathname === WAGERING_PATH,
    async (route) => {
      if (!heldOnce) {
        heldOnce = true;
        await rolloverHeld;
      }
      await route.continue();
    },
  );
  await page.goto(t.url('/withdraw'));
  await visible(page.getByRole('heading', { level: 1, name: 'Sacar' }), 'the "Sacar" title');
  await visible(accountRow(page), 'the chosen account, the CPF Pix key, masked in one row');
  const continueButton = page.getByRole('button', { name: 'Continuar' });
  const firstPaint = await continueButton.boundingBox();
  releaseRollover();
  // The page is ready when nothing on it is loading: the rollover list arrives last. It once
  // moved "Continuar" down to the screen's bottom while the form was shorter than the screen,
  // and a tap sent about 100 ms before that answer landed on the rollover card (CI, 29/11/2026).
  await page.waitForFunction(() => !document.querySelector('[data-skeleton]'), null, {
    timeout: 10_000,
  });
  const settled = await continueButton.boundingBox();
  assert(
    firstPaint !== null && JSON.stringify(firstPaint) === JSON.stringify(settled),
    `"Continuar" stays where it was first drawn when the rollover list arrives ` +
      `(${JSON.stringify(firstPaint)}, then ${JSON.stringify(settled)})`,
  );
  return { page, applyCalls, checkCalls };
}

/** The chosen account's row, named by all it shows: the masked CPF key, the holder, "Trocar". */
const accountRow = (page) =>
  page.getByRole('button', {
    name: 'Conta de saque Pix · CPF ***.533.447-** Carlos Eduardo Souza · Principal Trocar',
    exact: true,
  });

const amountField = (page) => page.getByRole('textbox', { name: 'Valor do saque' });

const passwordStep = (page) => page.getByRole('dialog', { name: 'Confirme com a sua senha' });

/**
 * On the confirmation, "Sacar" opens the password step; `password` is typed in it. Returns the
 * step's "Confirmar saque" button, not yet tapped.
 */
async function askPassword(page, password = DEMO_PASSWORD) {
  await page.getByRole('button', { name: 'Sacar', exact: true }).tap();
  const step = await visible(passwordStep(page), 'the password step');
  await step.getByLabel('Senha', { exact: true }).fill(password);
  return step.getByRole('button', { name: 'Confirmar saque' });
}

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
      await (await askPassword(page)).tap();
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
    // The name is the route's proof in the traceability table (stories/catalogue/traceability):
    // it stays, though the journey now also goes through the password step.
    name: 'Saque: a withdrawal goes to review, the money leaves once, the order list is linked',
    async run(t) {
      const { page, applyCalls, checkCalls } = await openWithdraw(t);
      await continueWith(page, '500');
      const summary = readable(
        await page.getByRole('region', { name: 'Confirme o saque' }).innerText(),
      );
      for (const part of ['Pix · CPF', '***.533.447-**', 'R$ 500,00', 'Sem taxa']) {
        assert(summary.includes(part), `the confirmation shows "${part}" (got "${summary}")`);
      }
      assert(!summary.includes('390.533.447-05'), 'the confirmation never shows the CPF in full');

      // A wrong password: said under the field, nothing sent.
      await (await askPassword(page, 'errada123')).tap();
      await visible(
        passwordStep(page).getByText(/^Senha incorreta\. Confira e tente de novo/),
        'the wrong password said under the field',
      );
      assert(checkCalls.length === 1, `one password check (got ${checkCalls.length})`);
      assert(applyCalls.length === 0, 'nothing sent for a wrong password');
      await page.keyboard.press('Escape');
      await until('the password step closes', async () => (await passwordStep(page).count()) === 0);

      // The demo password: the withdrawal goes.
      await (await askPassword(page)).tap();
      const result = await visible(
        page.getByRole('region', { name: 'Saque enviado para análise' }),
        'the result "Saque enviado para análise"',
      );
      const text = readable(await result.innerText());
      assert(text.includes('Situação Em análise'), `the order is in review (got "${text}")`);
      assert(/Pedido W\d{16}/.test(text), `the order number is shown (got "${text}")`);
      assert(
        text.includes('Conta Pix · CPF ***.533.447-**'),
        `the account, masked (got "${text}")`,
      );
      assert(applyCalls.length === 1, `one apply request (got ${applyCalls.length})`);
      assert((await brlBalance(t)) === 1347.35, 'R$ 500,00 left the wallet, once');

      await page.getByRole('link', { name: 'Ver meus pedidos' }).tap();
      await until('the order list opens', () => new URL(page.url()).pathname === '/orderlist');
      // On the withdrawals, where the order just made is: by its method, masked the same way.
      await visible(
        page.getByRole('tab', { name: 'Saques', selected: true }),
        'the Saques tab, selected',
      );
      const newest = page
        .getByRole('region', { name: 'Pedidos de saque' })
        .getByRole('listitem')
        .first();
      await visible(newest.getByText('Pix · CPF', { exact: true }), 'the new order, "Pix · CPF"');
      await visible(newest.getByText('Para ***.533.447-**'), 'the new order, the key masked');
      await visible(newest.getByText(/^R\$\s500,00$/), 'the new order, R$ 500,00');
    },
  },
  {
    name: 'Saque: on a phone the balance, the amount and "Continuar" are on the first screen; "Trocar" lists the six accounts in place',
    async run(t) {
      const { page } = await openWithdraw(t);
      const viewport = page.viewportSize();
      for (const [what, locator] of [
        ['what can be withdrawn', page.getByRole('region', { name: 'Disponível para saque' })],
        ['the amount field', amountField(page)],
        ['"Continuar"', page.getByRole('button', { name: 'Continuar' })],
      ]) {
        const box = await locator.boundingBox();
        assert(
          box && box.y + box.height <= viewport.height,
          `${what} is on the first screen (${JSON.stringify(box)} in ${viewport.height} px)`,
        );
      }
      const row = accountRow(page);
      assert((await row.getAttribute('aria-expanded')) === 'false', 'the row starts collapsed');
      assert((await page.getByRole('radio').count()) === 0, 'no account list before "Trocar"');
      await row.tap();
      const list = page.getByRole('group', { name: 'Escolha a conta de saque' });
      await visible(list, 'the accounts listed under the row');
      assert((await list.getByRole('radio').count()) === 6, 'the six saved accounts');
      // A tap on the account's card (its label covers the card; the radio dot is under it).
      await list.locator('label').filter({ hasText: 'Pix · E-mail c***@exemplo.com.br' }).tap();
      const chosen = page.getByRole('button', {
        name: 'Conta de saque Pix · E-mail c***@exemplo.com.br Carlos Eduardo Souza Trocar',
      });
      await visible(chosen, 'the e-mail key chosen, the list closed');
      assert((await chosen.getAttribute('aria-expanded')) === 'false', 'the row collapsed again');
      assert(
        await chosen.evaluate((element) => element === document.activeElement),
        'the focus back on the row',
      );
    },
  },
  {
    name: 'Saque: ten rapid taps on "Confirmar saque" in the password step check once and send one request',
    async run(t) {
      const { page, applyCalls, checkCalls } = await openWithdraw(t);
      await continueWith(page, '100');
      const confirm = await askPassword(page);
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
      assert(checkCalls.length === 1, `one password check for ten taps (got ${checkCalls.length})`);
      assert(applyCalls[0], 'the request carries an Idempotency-Key');
      assert((await brlBalance(t)) === 1747.35, 'R$ 100,00 left the wallet once, not ten times');
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
