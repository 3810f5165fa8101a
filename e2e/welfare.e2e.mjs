#!/usr/bin/env node
// The welfare centre (/welfareCenter) on the production build against the mock API (stack and
// runner: ./harness.mjs): the demo player reaches it from /invite, moves the invite rewards to the
// wallet with a double tap that sends one request, and sees the header balance rise by the amount
// moved; a visitor reads how it works and gets the register pop-up. `node e2e/welfare.e2e.mjs` runs
// these alone; `npm run test:e2e -- Benefícios` picks them.
import {
  assert,
  isMain,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
  visible,
  logInFromHeader,
} from './harness.mjs';

const AUTH_DIALOG = 'Entrar ou cadastrar';
const TRANSFER_PATH = '/api/promote/v1/withdrawToWallet';
const ACTION = 'Transferir para a carteira';

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const header = (page) => page.getByRole('banner');
const chip = (page) => header(page).getByRole('button', { name: /^Saldo da carteira/ });
const tab = (page, name) =>
  page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name });

/** "R$ 1.847,35" (any spacing) as a number of cents. */
function cents(text) {
  const match = readable(text).match(/R\$\s?([\d.]+),(\d{2})/);
  assert(match, `an amount in "${text}"`);
  return Number(match[1].replaceAll('.', '')) * 100 + Number(match[2]);
}

/** The demo player logs in from the header of / (today's notice pop-ups snoozed). */
async function logInDemoPlayer(t) {
  const page = await t.newPage();
  await snoozeTodaysNotices(page);
  await logInFromHeader(page, t);
  return page;
}

/** The chip's balance once it shows an amount, in cents. */
async function chipCents(page) {
  let value = 0;
  await until('the balance chip shows an amount', async () => {
    const text = readable(await chip(page).innerText());
    if (!/R\$\s?[\d.]+,\d{2}/.test(text)) return false;
    value = cents(text);
    return true;
  });
  return value;
}

/** The rewards card's figures as "term value" lines, once they are in. */
async function rewardFigures(page) {
  const card = page.getByRole('region', { name: 'Minhas recompensas' });
  await until('the rewards card has its numbers', async () => {
    return (
      (await card.getAttribute('aria-busy')) === null &&
      (await card.getByRole('definition').count()) === 3
    );
  });
  const terms = await card.getByRole('term').allInnerTexts();
  const values = await card.getByRole('definition').allInnerTexts();
  return terms.map((term, i) => readable(`${term} ${values[i]}`));
}

export const journeys = [
  {
    name: 'Benefícios: the demo player reaches the welfare centre from /invite, moves R$ 180,00 to the wallet with a double tap (one request) and the header balance rises by it',
    async run(t) {
      const page = await logInDemoPlayer(t);
      const before = await chipCents(page);

      // Perfil → Convidar amigos → the link under the rewards summary.
      await (await visible(tab(page, 'Perfil'), 'the Perfil tab')).tap();
      await until('the address is /person', () => pathOf(page) === '/person');
      await (
        await visible(page.getByRole('link', { name: 'Convidar amigos' }), 'Convidar amigos')
      ).tap();
      await visible(page.getByRole('heading', { name: 'Convidar amigos', level: 1 }), '/invite');
      await (
        await visible(
          page.getByRole('link', {
            name: 'Transfira suas recompensas para a carteira na Central de benefícios',
          }),
          'the link to the welfare centre',
        )
      ).tap();
      await visible(
        page.getByRole('heading', { name: 'Central de benefícios', level: 1 }),
        'the welfare centre',
      );
      assert(
        pathOf(page) === '/welfareCenter',
        `the address is /welfareCenter (got ${pathOf(page)})`,
      );

      const figures = await rewardFigures(page);
      assert(
        figures[0] === 'Disponível para transferir R$ 180,00',
        `R$ 180,00 to move (got ${figures.join(' | ')})`,
      );
      await visible(
        page
          .getByRole('region', { name: 'Recompensas em tempo real' })
          .getByRole('listitem')
          .first(),
        'the latest rewards',
      );

      const posts = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === TRANSFER_PATH) {
          posts.push(request.headers()['idempotency-key']);
        }
      });
      // Answers take 2-3 s from here on, so the second tap lands while the first is pending.
      const slow = await fetch(`${t.apiBase}/__mock/scenario/slow`, { method: 'POST' });
      assert(slow.ok, 'the slow scenario is on');

      const button = page.getByRole('button', { name: ACTION });
      const box = await button.boundingBox();
      assert(box, 'the transfer button is on screen');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
      await until(
        'the button is busy',
        async () => (await button.getAttribute('aria-busy')) === 'true',
      );

      const card = page.getByRole('region', { name: 'Minhas recompensas' });
      await visible(
        card.getByText(/^R\$\s180,00 transferidos para a sua carteira\.$/),
        'the amount moved',
        20_000,
      );
      await until(
        'the page reads its numbers again',
        async () => (await rewardFigures(page))[0] === 'Disponível para transferir R$ 0,00',
        20_000,
      );
      assert(
        (await button.getAttribute('aria-disabled')) === 'true',
        'nothing left to move: the button is unavailable',
      );
      assert(posts.length === 1, `one transfer request was sent (got ${posts.length})`);
      assert(/^[0-9a-f-]{36}$/.test(posts[0] ?? ''), 'the transfer carries an Idempotency-Key');

      // Back to /person (a tab page with the balance chip): up by exactly R$ 180,00.
      await page.getByRole('button', { name: 'Voltar' }).tap();
      await until('back on /invite', () => pathOf(page) === '/invite');
      await page.getByRole('button', { name: 'Voltar' }).tap();
      await until('back on /person', () => pathOf(page) === '/person');
      await until(
        'the header balance rose by R$ 180,00',
        async () => (await chipCents(page)) === before + 18_000,
        20_000,
      );
    },
  },
  {
    name: 'Benefícios: a visitor reads how the welfare centre works, no session call is sent, and "Cadastrar" opens the register pop-up',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const promote = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/promote/'))
          promote.push(request.url());
      });
      await page.goto(t.url('/welfareCenter'));
      await visible(
        page.getByRole('heading', { name: 'Central de benefícios', level: 1 }),
        'the welfare centre',
      );
      const card = await visible(
        page.getByRole('region', { name: 'Ganhe recompensas convidando amigos' }),
        'the explanation',
      );
      assert((await card.getByRole('listitem').count()) === 3, 'three steps say how it works');
      assert(
        (await page.getByRole('region', { name: 'Minhas recompensas' }).count()) === 0,
        'no numbers for a visitor',
      );
      await card.getByRole('button', { name: 'Cadastrar' }).tap();
      const dialog = await visible(
        page.getByRole('dialog', { name: AUTH_DIALOG }),
        'the register pop-up',
      );
      await visible(dialog.getByRole('textbox', { name: 'Celular' }), 'the phone field');
      assert(pathOf(page) === '/welfareCenter', `still on /welfareCenter (got ${pathOf(page)})`);
      assert(promote.length === 0, `no promote call was sent (got ${promote.join(', ')})`);
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
