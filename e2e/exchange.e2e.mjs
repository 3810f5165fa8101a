#!/usr/bin/env node
// /exchange on the production build against the mock API (stack and runner: ./harness.mjs):
// the exchange flow (BRL -> USDT, both balances change by what the preview said) and its money
// safety (ten rapid taps on the confirmation send one request). Spec 5: the preview rounds DOWN to
// the destination's accuracy; spec 7: POST /api/wallet/v1/exchange. `node e2e/exchange.e2e.mjs`
// runs these alone; `npm run test:e2e -- Câmbio` picks them.
import {
  assert,
  isMain,
  readable,
  runJourneys,
  until,
  UI_TIMEOUT_MS,
  visible,
} from './harness.mjs';

/** The demo account of mocks/data/README.md. */
const DEMO = { phone: '11987654321', password: 'demo1234' };
const EXCHANGE_PATH = '/api/wallet/v1/exchange';

/** Where the app keeps the day the player ticked "Não mostrar novamente hoje" (noticeSnooze.ts). */
const NOTICES_HIDDEN_KEY = 'vitrine.noticesHiddenDay';

/**
 * Logs the demo player in with phone and password on a fresh page, then opens /exchange. The
 * player already ticked "Não mostrar novamente hoje" on today's notice pop-ups (they open on
 * login and on app start with a session; the lobby journeys cover them).
 */
async function demoPlayerOnExchange(t) {
  const page = await t.newPage();
  await page.addInitScript((noticesKey) => {
    const today = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(Date.now());
    localStorage.setItem(noticesKey, today);
  }, NOTICES_HIDDEN_KEY);
  await page.goto(t.url('/'));
  const header = page.getByRole('banner');
  await (
    await visible(header.getByRole('button', { name: 'Entrar', exact: true }), 'Entrar')
  ).tap();
  const dialog = await visible(page.getByRole('dialog', { name: 'Entrar ou cadastrar' }), 'login');
  await dialog.getByRole('textbox', { name: 'Celular' }).fill(DEMO.phone);
  await dialog.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).tap();
  await dialog.waitFor({ state: 'hidden' });
  await visible(header.getByRole('button', { name: /^Saldo da carteira/ }), 'the balance chip');
  // A deep link, as from a bookmark: the stored session opens the login-only page (spec 2).
  await page.goto(t.url('/exchange'));
  await visible(
    page.getByRole('heading', { level: 1, name: 'Converter moedas' }),
    'the page title',
  );
  await visible(page.getByRole('combobox', { name: 'De' }), 'the "De" currency');
  return page;
}

/**
 * An amount as the page writes it ("R$ 1.847,35", "USDT 18,7969") in integer minor units at
 * the digits shown, so sums are exact: { units: 184735n, decimals: 2 }.
 */
function minorUnits(text) {
  const match = readable(text).match(/(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d+))?$/);
  assert(match, `"${text}" ends with an amount`);
  const decimals = (match[2] ?? '').length;
  return { units: BigInt(`${match[1].replaceAll('.', '')}${match[2] ?? ''}`), decimals };
}

function sameScale(a, b, what) {
  assert(a.decimals === b.decimals, `${what}: both amounts at the same accuracy`);
}

/** The balance a currency select describes ("Saldo: R$ 1.847,35"). */
async function formBalance(page, label) {
  const text = await page.getByRole('combobox', { name: label }).evaluate((select) =>
    (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  assert(/^Saldo: /.test(readable(text)), `the "${label}" select is described by its balance`);
  return readable(text);
}

/** Types the amount, reads the preview, opens the review; returns the preview as shown. */
async function reviewAmount(page, amount) {
  await page.getByRole('textbox', { name: 'Valor' }).fill(amount);
  const preview = page.getByRole('region', { name: 'Você recebe' });
  const shown = await until('the preview shows an amount', async () => {
    const text = readable(await preview.innerText());
    return /USDT \d/.test(text) ? text.match(/USDT [\d.,]+/)[0] : null;
  });
  await page.getByRole('button', { name: 'Converter', exact: true }).tap();
  const review = page.getByRole('region', { name: 'Confira a conversão' });
  await visible(review, 'the review');
  const receive = readable(await review.getByText(/^USDT/).innerText());
  assert(receive === shown, `the review promises what the preview said (${receive} / ${shown})`);
  return { shown, review };
}

/** The two rows of the done page's "Seus saldos agora", as { BRL: 'R$ …', USDT: 'USDT …' }. */
async function doneBalances(page, timeout = UI_TIMEOUT_MS) {
  await visible(
    page.getByRole('heading', { name: 'Conversão concluída' }),
    '"Conversão concluída"',
    timeout,
  );
  const rows = page.getByRole('region', { name: 'Seus saldos agora' }).getByRole('listitem');
  const out = {};
  for (const row of await rows.all()) {
    const text = readable(await row.innerText());
    const [code, ...rest] = text.split(' ');
    out[code] = rest.join(' ');
  }
  return out;
}

export const journeys = [
  {
    name: 'Câmbio: the demo player converts BRL to USDT and both balances move by the preview',
    async run(t) {
      const page = await demoPlayerOnExchange(t);
      const brlBefore = await formBalance(page, 'De');
      const usdtBefore = await formBalance(page, 'Para');
      assert(brlBefore === 'Saldo: R$ 1.847,35', `BRL balance before (got "${brlBefore}")`);
      assert(usdtBefore === 'Saldo: USDT 52,1834', `USDT balance before (got "${usdtBefore}")`);

      const { shown, review } = await reviewAmount(page, '100');
      // Spec 5: 100 x 0,18796992 = 18,796992, rounded DOWN to USDT's 4 places.
      assert(shown === 'USDT 18,7969', `the preview rounds down (got "${shown}")`);
      await review.getByRole('button', { name: 'Confirmar conversão' }).tap();

      const after = await doneBalances(page);
      const sent = minorUnits('R$ 100,00');
      const brl = [minorUnits(brlBefore), minorUnits(after.BRL)];
      const usdt = [minorUnits(usdtBefore), minorUnits(after.USDT), minorUnits(shown)];
      sameScale(brl[0], brl[1], 'BRL');
      sameScale(brl[0], sent, 'BRL sent');
      sameScale(usdt[0], usdt[1], 'USDT');
      sameScale(usdt[0], usdt[2], 'USDT preview');
      assert(
        brl[0].units - brl[1].units === sent.units,
        `BRL fell by exactly R$ 100,00 (${brlBefore} -> ${after.BRL})`,
      );
      assert(
        usdt[1].units - usdt[0].units === usdt[2].units,
        `USDT rose by exactly the preview ${shown} (${usdtBefore} -> ${after.USDT})`,
      );

      // The rest of the app has the new balance too: the header chip on the home page.
      await page.getByRole('button', { name: 'Nova conversão' }).tap();
      await page.goto(t.url('/'));
      const chip = page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });
      await until('the header chip shows R$ 1.747,35', async () =>
        readable(await chip.innerText()).includes('R$ 1.747,35'),
      );
    },
  },
  {
    name: 'Câmbio: ten rapid taps on "Confirmar conversão" send one request',
    async run(t) {
      const page = await demoPlayerOnExchange(t);
      const { review } = await reviewAmount(page, '100');
      const posts = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === EXCHANGE_PATH) {
          posts.push(request.url());
        }
      });
      // Answers take 2-3 s from here on, so every tap lands while the first call is pending.
      const slow = await fetch(`${t.apiBase}/__mock/scenario/slow`, { method: 'POST' });
      assert(slow.ok, 'the slow scenario is on');

      const confirm = review.getByRole('button', { name: 'Confirmar conversão' });
      const box = await confirm.boundingBox();
      assert(box, 'the confirmation button is on screen');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // Real touches at the button's place, one after the other, without waiting for the page:
      // the busy button stays where it is and must swallow them.
      for (let i = 0; i < 10; i += 1) await page.touchscreen.tap(x, y);

      const after = await doneBalances(page, 20_000);
      assert(posts.length === 1, `one exchange request was sent (got ${posts.length})`);
      assert(after.BRL === 'R$ 1.747,35', `R$ 100 left once, not more (BRL now ${after.BRL})`);
      assert(after.USDT === 'USDT 70,9803', `USDT 18,7969 arrived once (USDT now ${after.USDT})`);
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
