#!/usr/bin/env node
// Activity type 8's wheels (/activityDetail/8) on the production build against the mock API (stack
// and runner: ./harness.mjs): the demo player reads the prizes and their odds before spinning,
// spins with a double tap (one spin request), the wheel turns for about 4 s and lands on the
// segment the server drew, the prize is announced only then, one spin fewer is left, and the
// header's balance has risen by the prize. A visitor's "Girar" opens the register pop-up. `node
// e2e/wheel.e2e.mjs` runs these alone; `npm run test:e2e -- Wheel` picks them.
import {
  AUTH_DIALOG,
  assert,
  isMain,
  logInFromHeader,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
  visible,
} from './harness.mjs';

const ROLETA = { id: 3008, title: 'Roleta da sorte', icon: 'Roleta' };
const PAGE = `/activityDetail/8?id=${ROLETA.id}`;
const SPIN_PATH = '/api/luckyTurntable/v1/spin';

/** pt-BR money text ("R$ 1.847,35") as a number. */
const brl = (text) => {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(readable(text));
  assert(match, `an amount in "${text}"`);
  return Number(match[1].replaceAll('.', '').replace(',', '.'));
};

const balanceChip = (page) =>
  page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });
const wheelCard = (page) => page.getByRole('region', { name: 'Gire e ganhe' });
const spinsLeft = async (card) =>
  Number(
    await card
      .getByText('Giros restantes', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .innerText(),
  );

/**
 * The segment under the 12 o'clock pointer, from the rotor's computed transform (the matrix
 * Chromium resolves, whatever the animation left): the same rule as wheelRules.ts segmentAt.
 */
const landedSegment = (card, count) =>
  card.getByRole('img', { name: /^Roleta com/ }).evaluate((stage, n) => {
    const rotor = stage.firstElementChild;
    const matrix = new DOMMatrixReadOnly(getComputedStyle(rotor).transform);
    const angle = (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
    const seg = 360 / n;
    const atPointer = (((-angle % 360) + 360) % 360) + 1e-6;
    return Math.floor(atPointer / seg) % n;
  }, count);

/** The odds table's body rows as [prize, chance] text. */
const oddsRows = (card) =>
  card
    .getByRole('table', { name: 'Prêmios e chances' })
    .evaluate((table) =>
      Array.from(table.tBodies[0]?.rows ?? []).map((row) =>
        Array.from(row.cells).map((cell) => cell.textContent.replace(/\s+/g, ' ').trim()),
      ),
    );

export const journeys = [
  {
    name: 'Wheel: the demo player reads the odds, double-taps "Girar" (one spin), the wheel lands on the server’s prize, the balance rises by it and a spin is gone',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const spins = [];
      page.on('response', async (response) => {
        if (new URL(response.url()).pathname !== SPIN_PATH) return;
        spins.push((await response.json()).data);
      });
      let requests = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === SPIN_PATH)
          requests += 1;
      });
      await logInFromHeader(page, t);
      const balanceBefore = brl(await balanceChip(page).innerText());

      const row = page.getByRole('region', { name: 'Atividades', exact: true });
      await (
        await visible(row.getByRole('link', { name: ROLETA.icon, exact: true }), 'the icon')
      ).tap();
      await visible(page.getByRole('heading', { level: 1, name: ROLETA.title }), 'the page');
      const card = await visible(wheelCard(page), 'the wheels');

      // The prizes and their odds are on the page before any spin.
      const table = await visible(
        card.getByRole('table', { name: 'Prêmios e chances' }),
        'the odds table',
      );
      assert(await table.isVisible(), 'odds before the spin');
      const rows = await oddsRows(card);
      assert(rows.length === 8, `8 prizes (got ${rows.length})`);
      assert(/^30\s?%$/.test(rows[0][1]), `the first chance is 30 % (got ${rows[0][1]})`);
      const before = await spinsLeft(card);
      assert(before === 3, `3 spins today (got ${before})`);

      // A double tap within one task: faster than any re-render can disable the button.
      const button = card.getByRole('button', { name: 'Girar' });
      await visible(button, '"Girar"');
      await button.evaluate((element) => {
        element.click();
        element.click();
      });
      await until('the server drew a prize', async () => spins.length === 1);
      const drawn = spins[0];
      // While the wheel turns (about 4 s) the prize is not said yet.
      const status = card.getByRole('status');
      assert(readable(await status.innerText()) === '', 'nothing announced while the wheel turns');
      await visible(card.getByRole('button', { name: 'Girando…' }), 'the spin in progress');
      await until(
        'the prize is announced',
        async () => readable(await status.innerText()).startsWith('Você ganhou R$'),
        10_000,
      );
      assert(
        Math.abs(brl(await status.innerText()) - drawn.amount) < 0.005,
        `the amount said is the server's (${drawn.amount})`,
      );
      const landed = await landedSegment(card, rows.length);
      assert(
        landed === drawn.prizeIndex,
        `the wheel rests on the drawn segment ${drawn.prizeIndex} (got ${landed})`,
      );
      assert(
        Math.abs(brl(rows[landed][0]) - drawn.amount) < 0.005,
        `the segment's prize is the amount won (${rows[landed][0]})`,
      );
      await until('one spin fewer', async () => (await spinsLeft(card)) === before - 1);
      assert(requests === 1, `one spin request for a double tap (got ${requests})`);

      await page.goBack();
      await visible(balanceChip(page), 'the header again');
      await until(`the balance rises by ${drawn.amount}`, async () => {
        const now = brl(await balanceChip(page).innerText());
        return Math.abs(now - (balanceBefore + drawn.amount)) < 0.005;
      });
      assert(requests === 1, `still one spin request (got ${requests})`);
    },
  },
  {
    name: 'Wheel: a visitor reads the prizes and odds; "Girar" opens the register pop-up and no spin is sent',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      let requests = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/spin')) requests += 1;
      });
      await page.goto(t.url(PAGE));
      const card = await visible(wheelCard(page), 'the wheels');
      await visible(card.getByRole('table', { name: 'Prêmios e chances' }), 'the odds table');
      await card.getByRole('tab', { name: 'Mensal' }).tap();
      await until('the month wheel’s prizes', async () =>
        (await oddsRows(card)).some(([prize]) => /R\$\s1\.000,00/.test(prize)),
      );
      await card.getByRole('button', { name: 'Girar' }).tap();
      await visible(
        page
          .getByRole('dialog', { name: AUTH_DIALOG })
          .getByRole('tab', { name: 'Cadastrar', selected: true }),
        'the register pop-up',
      );
      assert(requests === 0, `no spin request (got ${requests})`);
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
