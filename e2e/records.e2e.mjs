#!/usr/bin/env node
// The player's records on the production build against the mock API (stack and runner:
// ./harness.mjs): the statement and an entry's detail (/tradelist, /tradedetail), the order
// list (/orderlist), the redemption code (/exchangeCode) and the deposit bonus rules
// (/rechargeRule); spec 2 routes, spec 3 time filters and statuses, spec 8 list states.
// `node e2e/records.e2e.mjs` runs these alone; `npm run test:e2e -- Records` picks them.
import {
  assert,
  isMain,
  readable,
  runJourneys,
  until,
  UI_TIMEOUT_MS,
  visible,
} from './harness.mjs';

/** The demo player's seed session (mocks/world/README.md): live in every fresh mock world. */
const DEMO_TOKEN = 'mock-token-55328714';
/** Where the app keeps the session token (src/state/session.ts). */
const TOKEN_KEY = 'vitrine.token';
const API_BASE = `http://127.0.0.1:${process.env.MOCK_API_PORT ?? 8787}`;
const AUTH_DIALOG = 'Entrar ou cadastrar';

/** The path (and query) the page shows in the address bar. */
const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Where the app keeps the day the player ticked "Não mostrar novamente hoje" (noticeSnooze.ts). */
const NOTICES_HIDDEN_KEY = 'vitrine.noticesHiddenDay';

/**
 * A page in a fresh context where the demo player is already logged in, at `path`. The player
 * already saw today's notice pop-ups and ticked "Não mostrar novamente hoje" (they open over any
 * page on app start with a session; the lobby journeys cover them).
 */
async function openAsPlayer(t, path) {
  const page = await t.newPage();
  await page.addInitScript(
    ([tokenKey, token, noticesKey]) => {
      // Only on the first document: what the journey changes later must stick.
      if (sessionStorage.getItem('e2e-seeded')) return;
      localStorage.setItem(tokenKey, token);
      const today = new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(Date.now());
      localStorage.setItem(noticesKey, today);
      sessionStorage.setItem('e2e-seeded', '1');
    },
    [TOKEN_KEY, DEMO_TOKEN, NOTICES_HIDDEN_KEY],
  );
  await page.goto(t.url(path));
  return page;
}

/** The demo player's data for a call, fetched from node (what the page will be shown). */
async function playerData(path) {
  const response = await fetch(`${API_BASE}${path}`, {
    headers: { lang: 'pt-BR', Authorization: DEMO_TOKEN },
  });
  const body = await response.json();
  assert(
    response.ok && body?.code === 200,
    `GET ${path} answered ${response.status}/${body?.code}`,
  );
  return body.data;
}

const countText = (total, one, other) => (total === 1 ? `1 ${one}` : `${total} ${other}`);

/** The statement's entries (links to their detail). */
const entries = (page) => page.getByRole('region', { name: 'Movimentações' }).getByRole('link');

export const journeys = [
  {
    name: 'Records: the statement by period and type, paged on scroll, and an entry in detail',
    async run(t) {
      const page = await openAsPlayer(t, '/tradelist');
      await visible(
        page.getByRole('heading', { name: 'Extrato', level: 1 }),
        'the heading Extrato',
      );
      const period = page.getByRole('group', { name: 'Período' });
      assert(
        (await period.getByRole('button', { name: '7 dias' }).getAttribute('aria-pressed')) ===
          'true',
        'the statement opens on the last 7 days',
      );

      // Spec 3 time filter: 60 days, kept in the address.
      const sixty = await playerData(
        '/api/memberAccountChange/v1/page?pageNum=1&pageSize=10&timeFilter=60',
      );
      assert(sixty.total > 10, `the demo player has more than a page in 60 days (${sixty.total})`);
      await period.getByRole('button', { name: '60 dias' }).tap();
      await until('the address keeps the period', () => pathOf(page) === '/tradelist?days=60');
      await visible(
        page.getByText(countText(sixty.total, 'movimentação', 'movimentações'), { exact: true }),
        `the count of ${sixty.total} entries`,
      );
      const first = sixty.list[0];
      await until(`the first entry is ${first.subBusinessName}`, async () =>
        readable(await entries(page).first().innerText()).startsWith(first.subBusinessName),
      );
      assert(
        (await entries(page).first().getAttribute('href')) === `/tradedetail?id=${first.id}`,
        'the first entry links to its detail',
      );

      // Paged as the player scrolls: reaching the end of the list loads the next page.
      const shown = await entries(page).count();
      await until(
        'scrolling to the end loads more entries',
        async () => {
          await page.mouse.wheel(0, 4000);
          return (await entries(page).count()) > shown;
        },
        UI_TIMEOUT_MS,
      );

      // One main business type (spec 3: 1-6).
      const games = await playerData(
        '/api/memberAccountChange/v1/page?pageNum=1&pageSize=10&timeFilter=60&businessType=3',
      );
      await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Jogo' });
      await until('the address keeps the type', () => pathOf(page) === '/tradelist?days=60&type=3');
      await visible(
        page.getByText(countText(games.total, 'movimentação', 'movimentações'), { exact: true }),
        `the count of ${games.total} games entries`,
      );
      await until('every entry shown is a games entry', async () => {
        const texts = (await entries(page).allInnerTexts()).map(readable);
        return texts.length > 0 && texts.every((text) => text.includes('Jogo · '));
      });

      // The detail: the id travels in the address, so a reload shows the same entry.
      const entry = games.list[0];
      await page.evaluate(() => window.scrollTo(0, 0));
      await entries(page).first().tap();
      await until('the detail opens', () => pathOf(page) === `/tradedetail?id=${entry.id}`);
      const detail = page.getByRole('region', { name: 'Detalhes da movimentação' });
      await visible(
        detail.getByRole('heading', { name: entry.subBusinessName, level: 2 }),
        `the entry "${entry.subBusinessName}"`,
      );
      await visible(detail.getByText(String(entry.id), { exact: true }), 'the record number');
      await page.reload();
      await visible(
        detail.getByRole('heading', { name: entry.subBusinessName, level: 2 }),
        'the same entry after a reload',
      );

      // Back returns to the list as it was left.
      await page.goBack();
      await until('Back returns to the filtered list', () =>
        pathOf(page).startsWith('/tradelist?days=60&type=3'),
      );
      await visible(entries(page).first(), 'the entries again');
    },
  },
  {
    name: 'Records: deposit and withdraw orders with their statuses, by period',
    async run(t) {
      const page = await openAsPlayer(t, '/orderlist');
      await visible(page.getByRole('heading', { name: 'Meus pedidos', level: 1 }), 'Meus pedidos');
      const tabs = page.getByRole('tablist', { name: 'Tipo de pedido' });
      assert(
        (await tabs.getByRole('tab', { name: 'Depósitos' }).getAttribute('aria-selected')) ===
          'true',
        'the order list opens on deposits',
      );
      const deposits = await playerData(
        '/api/recharge/v1/page?pageNum=1&pageSize=10&timeFilter=60',
      );
      await page
        .getByRole('group', { name: 'Período' })
        .getByRole('button', { name: '60 dias' })
        .tap();
      const depositList = page.getByRole('region', { name: 'Pedidos de depósito' });
      await visible(
        page.getByText(countText(deposits.total, 'pedido', 'pedidos'), { exact: true }),
        `the count of ${deposits.total} deposits`,
      );
      await visible(
        depositList.getByText(`Pedido ${deposits.list[0].orderNo}`, { exact: true }),
        'the newest deposit with its order number',
      );
      // Spec 3 recharge statuses, in words.
      for (const status of ['Aguardando pagamento', 'Falhou', 'Concluído']) {
        await visible(depositList.getByText(status).first(), `a deposit "${status}"`);
      }

      await tabs.getByRole('tab', { name: 'Saques' }).tap();
      await until(
        'the address keeps the tab',
        () => pathOf(page) === '/orderlist?tab=withdraw&days=60',
      );
      const withdrawals = await playerData(
        '/api/withdraw/v1/page?pageNum=1&pageSize=10&timeFilter=60',
      );
      const withdrawList = page.getByRole('region', { name: 'Pedidos de saque' });
      await visible(
        page.getByText(countText(withdrawals.total, 'pedido', 'pedidos'), { exact: true }),
        `the count of ${withdrawals.total} withdrawals`,
      );
      // Spec 3 withdraw statuses, and why one was rejected.
      for (const status of ['Em análise', 'Recusado', 'Concluído']) {
        await visible(withdrawList.getByText(status).first(), `a withdrawal "${status}"`);
      }
      const rejected = withdrawals.list.find((order) => order.status === 2);
      await visible(
        withdrawList.getByText(`Motivo: ${rejected.remark}`),
        'the reason of the rejection',
      );
      // Each destination by its real method, masked one way (the app's mask, /withdraw's too).
      for (const [method, account] of [
        ['Pix · CPF', 'Para ***.533.447-**'],
        ['Pix · Celular', 'Para (11) *****-4321'],
        ['Pix · E-mail', 'Para c***@exemplo.com.br'],
        ['Pix · Chave aleatória', 'Para 5efe…0c33'],
        ['Carteira USDT · TRC20', 'Para TNRRGs…L6PjPv'],
      ]) {
        const order = withdrawList
          .getByRole('listitem')
          .filter({ has: page.getByText(account, { exact: true }) })
          .first();
        await visible(
          order.getByText(method, { exact: true }),
          `a withdrawal "${method}" ${account}`,
        );
      }
      assert(
        (await withdrawList.getByText(/Conta bancária|390\.533\.447-05/).count()) === 0,
        'no Pix key reads as a bank account, no CPF in full',
      );
    },
  },
  {
    name: 'Records: a redemption code is redeemed once for ten taps, bad codes are explained',
    async run(t) {
      const page = await openAsPlayer(t, '/exchangeCode');
      await visible(
        page.getByRole('heading', { name: 'Código de resgate', level: 1 }),
        'the heading Código de resgate',
      );
      const redeemed = page.getByRole('region', { name: 'Códigos resgatados' });
      await visible(redeemed.getByText('BEMVINDO5'), 'the code redeemed before');

      const sent = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/redemptionCode/v1/use/')) sent.push(request.url());
      });
      const field = page.getByRole('textbox', { name: 'Código' });
      const button = page.getByRole('button', { name: 'Resgatar' });
      await field.fill('VITRINE10');
      // Ten taps in one burst, faster than any thumb.
      await button.evaluate((element) => {
        for (let tap = 0; tap < 10; tap += 1) element.click();
      });
      await visible(page.getByText('Código resgatado!'), 'the success message');
      await visible(
        page.getByText(/R\$\s10,00 foram creditados na sua carteira\./),
        'the amount credited',
      );
      await visible(redeemed.getByText('VITRINE10'), 'the new code in the redeemed list');
      assert(sent.length === 1, `ten taps sent one redeem request (got ${sent.length})`);

      const refusals = [
        ['VITRINE10', 'Você já resgatou este código.'],
        ['NATAL2025', 'Este código expirou e não pode mais ser usado.'],
        ['XYZ12345', 'Código inválido. Confira as letras e os números e tente de novo.'],
      ];
      for (const [code, message] of refusals) {
        await field.fill(code);
        await button.tap();
        await visible(page.getByText(message, { exact: true }), `"${message}" for ${code}`);
        assert((await field.getAttribute('aria-invalid')) === 'true', `${code} marks the field`);
      }
    },
  },
  {
    name: 'Records: a visitor reads the deposit bonus rules, but the records need a login',
    async run(t) {
      const page = await t.open('/rechargeRule');
      await visible(
        page.getByRole('heading', { name: 'Bônus de depósito', level: 1 }),
        'the activity title',
      );
      const table = page.getByRole('table', { name: 'Tabela de bônus' });
      await visible(table, 'the bonus table');
      const { tiers } = await playerData('/api/topUpPromotion/v1/detail');
      assert(
        (await table.getByRole('row').count()) === tiers.length + 1,
        `one row per tier (${tiers.length})`,
      );
      await visible(page.getByRole('heading', { name: 'Regras', level: 2 }), 'the rules');
      const rules = readable(
        await page.getByRole('region', { name: 'Bônus de depósito' }).innerText(),
      );
      assert(!/<\/?[a-z]/i.test(rules), 'the rules show no markup');

      // /deposit is login-only (spec 2): a visitor's tap opens the pop-up and stays here.
      await page.getByRole('link', { name: 'Depositar agora' }).tap();
      await visible(page.getByRole('dialog', { name: AUTH_DIALOG }), 'the login/register pop-up');
      assert(pathOf(page) === '/rechargeRule', `the address stays (got ${pathOf(page)})`);

      // A typed records address lands on / with the register pop-up (spec 2 route guard).
      for (const path of ['/tradelist', '/orderlist', '/exchangeCode', '/tradedetail?id=700001']) {
        const typed = await t.open(path);
        await visible(typed.getByRole('dialog', { name: AUTH_DIALOG }), `the pop-up on ${path}`);
        await until(`the typed ${path} lands on /`, () => pathOf(typed) === '/');
      }
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
