#!/usr/bin/env node
// The task family of activities on the production build against the mock API (stack and runner:
// ./harness.mjs): the demo player checks in for day seven in the sign-in pop-up (type 21, spec 2)
// and opens the week's chest with ten fast taps (one request; the balance rises by the check-in and
// the chest); the demo player collects a treasure box on /activityDetail/10 (one request for ten
// taps; the balance rises by the box). `node e2e/tasks.e2e.mjs` runs these alone; `npm run test:e2e
// -- Tasks` picks them.
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

const SIGN_IN_DIALOG = 'Check-in diário';
const CHEST_PATH = '/api/sevenDaySign/v1/chest';
const SIGN_PATH = '/api/daySign/v1/sign';
const BOX_PATH = '/api/treasureBox/v1/collect/TB1';
/** mocks/data/activities.ts: day 7 pays R$ 8,00, the week's chest R$ 18,00; box TB1 R$ 2,50. */
const DAY_SEVEN = 8;
const CHEST = 18;
const BOX_ONE = 2.5;

/** pt-BR money text ("R$ 1.847,35") as a number. */
const brl = (text) => {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(readable(text));
  assert(match, `an amount in "${text}"`);
  return Number(match[1].replaceAll('.', '').replace(',', '.'));
};

const balanceChip = (page) =>
  page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });

/** Counts the POST requests the page sends to `path`. */
function countPosts(page, path) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** POST /__mock/scenario/{name}: the scenario applies to the world now. */
async function applyScenario(t, name) {
  const response = await fetch(`${t.apiBase}/__mock/scenario/${name}`, { method: 'POST' });
  assert(response.ok, `switching to the ${name} scenario answered ${response.status}`);
}

/** Ten clicks within one task: faster than any re-render can disable the button. */
const tenTaps = (locator) =>
  locator.evaluate((button) => {
    for (let i = 0; i < 10; i += 1) button.click();
  });

async function balanceRises(page, before, amount) {
  await until(`the balance rises by ${amount}`, async () => {
    const now = brl(await balanceChip(page).innerText());
    return Math.abs(now - (before + amount)) < 0.005;
  });
}

export const journeys = [
  {
    name: 'Tasks: the demo player checks in for day seven in the sign-in pop-up and opens the week chest once (ten taps, one request); the balance rises by both',
    async run(t) {
      // Six days signed in a row: today is day 7, then the chest.
      await applyScenario(t, 'sign-in-day-seven');
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const signs = countPosts(page, SIGN_PATH);
      const opens = countPosts(page, CHEST_PATH);
      await logInFromHeader(page, t);
      const before = brl(await balanceChip(page).innerText());

      // Spec 2: the type 21 icon of the home row opens the sign-in pop-up.
      const row = page.getByRole('region', { name: 'Atividades', exact: true });
      await (
        await visible(row.getByRole('button', { name: 'Check-in', exact: true }), 'the icon')
      ).tap();
      const dialog = await visible(
        page.getByRole('dialog', { name: SIGN_IN_DIALOG }),
        'the sign-in pop-up',
      );
      const chest = dialog.getByRole('region', { name: 'Baú da semana completa' });
      await visible(chest.getByRole('button', { name: 'Baú trancado' }), 'the locked chest');
      assert(
        readable(await chest.innerText()).includes('Falta 1 dia de check-in para abrir o baú.'),
        'the chest says one day is missing',
      );

      await (
        await visible(dialog.getByRole('button', { name: 'Fazer check-in' }), 'check-in')
      ).tap();
      await visible(dialog.getByRole('button', { name: 'Check-in feito' }), 'today signed');
      assert(
        readable(await dialog.getByText(/^Sequência:/).innerText()) === 'Sequência: 7 de 7 dias',
        'the series reads 7 of 7',
      );

      const open = await visible(chest.getByRole('button', { name: 'Abrir baú' }), 'the chest');
      await tenTaps(open);
      await until('the chest prize is said', async () =>
        /Você ganhou R\$\s18,00 no baú!/.test(readable(await chest.innerText())),
      );
      const done = await visible(chest.getByRole('button', { name: 'Baú aberto' }), 'opened');
      assert(await done.isDisabled(), 'the opened chest cannot be opened again');
      assert(opens() === 1, `one chest request for ten taps (got ${opens()})`);
      assert(signs() === 1, `one check-in request (got ${signs()})`);

      await dialog.getByRole('button', { name: 'Fechar' }).first().tap();
      await page.getByRole('dialog', { name: SIGN_IN_DIALOG }).waitFor({ state: 'hidden' });
      await balanceRises(page, before, DAY_SEVEN + CHEST);
      assert(opens() === 1, `still one chest request (got ${opens()})`);
    },
  },
  {
    name: 'Tasks: the demo player collects a treasure box on its activity page (ten taps, one request); the box reads opened and the balance rises',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const collects = countPosts(page, BOX_PATH);
      await logInFromHeader(page, t);
      const before = brl(await balanceChip(page).innerText());

      await page.goto(t.url('/activityDetail/10?id=3010'));
      await visible(page.getByRole('heading', { level: 1, name: 'Baú do tesouro' }), 'the page');
      const card = page.getByRole('region', { name: 'Seus baús' });
      await visible(card.getByText('2 baús para abrir', { exact: true }), 'two boxes to open');
      const open = await visible(card.getByRole('button', { name: 'Abrir baú 1' }), 'box 1');
      await tenTaps(open);
      await until('the box prize is said', async () =>
        /Você ganhou R\$\s2,50 no baú 1!/.test(
          readable(await card.getByRole('status').innerText()),
        ),
      );
      await visible(card.getByText('1 baú para abrir', { exact: true }), 'one box left');
      assert(
        (await card.getByRole('button', { name: 'Abrir baú 1' }).count()) === 0,
        'box 1 offers no second collect',
      );
      assert(collects() === 1, `one collect request for ten taps (got ${collects()})`);

      await page.goBack();
      await visible(balanceChip(page), 'the header again');
      await balanceRises(page, before, BOX_ONE);
      assert(collects() === 1, `still one collect request (got ${collects()})`);
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
