#!/usr/bin/env node
// An activity's page (/activityDetail/{type}?id=) on the production build against the mock API
// (stack and runner: ./harness.mjs): a visitor asked to register on claim (no claim sent); the demo
// player claiming a waiting reward with ten fast taps (one request; the header's balance rises by
// the amount and the menu badge drops by one); the scratch-ticket banner and the first-deposit
// float leading to a real page. `node e2e/activityDetail.e2e.mjs` runs these alone; `npm run
// test:e2e -- Activity detail` picks them.
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

/** The accounts of mocks/data/README.md: the demo player, and Maria (registered 20 min ago). */
const DEMO = { phone: '11987654321', password: 'demo1234' };
const MARIA = { phone: '21998765432', password: 'maria1234' };
const AUTH_DIALOG = 'Entrar ou cadastrar';
/** Roleta da sorte (type 8): the demo player's reward waits (mocks/data/activities.ts). */
const ROLETA = { id: 3008, title: 'Roleta da sorte', icon: 'Roleta' };
const BONUS_PATH = `/api/activity/v1/getActivityBonus/${ROLETA.id}`;
/** The mock world's fixed instant (mocks/data/clock.ts): Maria's first-deposit window is open. */
const FIXED_NOW = new Date(Date.UTC(2026, 10, 22, 15, 0, 0));

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** pt-BR money text ("R$ 1.847,35") as a number. */
const brl = (text) => {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(readable(text));
  assert(match, `an amount in "${text}"`);
  return Number(match[1].replaceAll('.', '').replace(',', '.'));
};

/** Counts the claim requests the page sends. */
function countClaims(page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === BONUS_PATH) count += 1;
  });
  return () => count;
}

/** `account` logs in from the header of / and the pop-up closes. */
async function logIn(page, t, account) {
  await logInFromHeader(page, t, account);
}

const balanceChip = (page) =>
  page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });
const menuButton = (page) => page.getByRole('banner').getByRole('button', { name: /^Menu/ });
/**
 * The menu badge's count (spec 2: unclaimed activities); 0 without a badge. The badge is the
 * button's description (its spoken text, "6 novidades"; ui/IconButton).
 */
const badgeCount = (page) =>
  menuButton(page).evaluate((button) => {
    const id = button.getAttribute('aria-describedby');
    const spoken = id ? document.getElementById(id)?.querySelector('.visually-hidden') : null;
    return Number(/\d+/.exec(spoken?.textContent ?? '')?.[0] ?? 0);
  });

async function openFromIconRow(page, name) {
  const row = page.getByRole('region', { name: 'Atividades', exact: true });
  await (await visible(row.getByRole('link', { name, exact: true }), `the "${name}" icon`)).tap();
}

export const journeys = [
  {
    name: 'Activity detail: a visitor opens an activity from the home icon row and is asked to register on claim; no claim is sent',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const claims = countClaims(page);
      await page.goto(t.url('/'));
      await openFromIconRow(page, ROLETA.icon);
      await visible(page.getByRole('heading', { level: 1, name: ROLETA.title }), 'the page');
      assert(
        pathOf(page) === `/activityDetail/8?id=${ROLETA.id}`,
        `on the activity's page (got ${pathOf(page)})`,
      );
      await visible(page.getByRole('table', { name: 'Tabela de prêmios' }), 'the reward table');
      await visible(page.getByText('De 01/11/2026 a 31/12/2026'), 'the period');
      const invite = page.getByRole('region', { name: 'Participe desta atividade' });
      await invite.getByRole('button', { name: 'Resgatar prêmio' }).tap();
      await visible(page.getByRole('dialog', { name: AUTH_DIALOG }), 'the register pop-up');
      await visible(
        page
          .getByRole('dialog', { name: AUTH_DIALOG })
          .getByRole('tab', { name: 'Cadastrar', selected: true }),
        'the register tab chosen',
      );
      assert(claims() === 0, `no claim request (got ${claims()})`);

      // A direct link to a login-only activity, or an unknown one: not found, a way back.
      await page.goto(t.url('/activityDetail/11?id=3011'));
      await visible(
        page.getByRole('heading', { level: 1, name: 'Atividade não encontrada' }),
        'not found for a visitor',
      );
      await page.getByRole('link', { name: 'Ver todas as atividades' }).tap();
      await until('on /activity', async () => pathOf(page) === '/activity');
    },
  },
  {
    name: 'Activity detail: the demo player claims a waiting reward with ten fast taps; one request, the balance rises and the menu badge drops by one',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      const claims = countClaims(page);
      await logIn(page, t, DEMO);
      await until(
        'the menu badge shows the unclaimed activities',
        async () => (await badgeCount(page)) > 0,
      );
      const badgeBefore = await badgeCount(page);
      const balanceBefore = brl(await balanceChip(page).innerText());

      await openFromIconRow(page, ROLETA.icon);
      await visible(page.getByRole('heading', { level: 1, name: ROLETA.title }), 'the page');
      const part = page.getByRole('region', { name: 'Sua participação' });
      const claim = await visible(part.getByRole('button', { name: /^Resgatar R\$/ }), 'the claim');
      const amount = brl(await claim.innerText());
      // Ten taps within one task: faster than any re-render can disable the button.
      await claim.evaluate((button) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await until('the amount won is said', async () =>
        readable(await part.getByRole('status').innerText()).startsWith('Você ganhou R$'),
      );
      assert(
        brl(await part.getByRole('status').innerText()) === amount,
        'the amount won is the amount offered',
      );
      await visible(part.getByText('Concluída', { exact: true }), 'the activity finished');
      assert((await part.getByRole('button').count()) === 0, 'no claim button left');
      assert(claims() === 1, `one claim request for ten taps (got ${claims()})`);

      await page.goBack();
      await visible(balanceChip(page), 'the header again');
      await until(`the balance rises by ${amount}`, async () => {
        const now = brl(await balanceChip(page).innerText());
        return Math.abs(now - (balanceBefore + amount)) < 0.005;
      });
      await until(
        `the menu badge drops to ${badgeBefore - 1}`,
        async () => (await badgeCount(page)) === badgeBefore - 1,
      );
      assert(claims() === 1, `still one claim request (got ${claims()})`);
    },
  },
  {
    name: 'Activity detail: the scratch-ticket banner and the first-deposit float lead to a real page',
    async run(t) {
      // The scratch-ticket banner (home, spec 2 item 8): public.
      const visitor = await t.newPage();
      await snoozeTodaysNotices(visitor);
      await visitor.goto(t.url('/'));
      const banner = visitor.getByRole('region', { name: 'Raspadinha premiada' });
      await banner.scrollIntoViewIfNeeded();
      const scratch = await visible(
        banner.getByRole('link', { name: 'Raspar agora' }),
        'the scratch-ticket button',
      );
      await scratch.tap();
      await visible(
        visitor.getByRole('heading', { level: 1, name: 'Raspadinha premiada' }),
        'the scratch-ticket activity',
      );
      assert(pathOf(visitor) === '/activityDetail/14?id=3014', `(got ${pathOf(visitor)})`);
      // Its rules, and no generic reward table: the cards' own prizes are the rules.
      await visible(visitor.getByRole('region', { name: 'Regras' }), 'its rules');
      assert(
        (await visitor.getByRole('table', { name: 'Tabela de prêmios' }).count()) === 0,
        'no generic reward table',
      );

      // The first-deposit float (spec 4, type 7): Maria registered 20 min before the world's
      // fixed instant, so the page runs at that instant for her window to be open.
      const page = await t.newPage();
      await page.clock.setFixedTime(FIXED_NOW);
      await snoozeTodaysNotices(page);
      await logIn(page, t, MARIA);
      // The right-side column of floats (features/activities/FloatingButtons): a list.
      const floats = page.getByRole('list', { name: 'Atalhos', exact: true });
      const float = await visible(
        floats
          .getByRole('button', { name: /depósito/i })
          .or(floats.getByRole('link', { name: /depósito/i }))
          .first(),
        'the first-deposit float',
      );
      // Docked at rest (features/activities floatDock.ts): the first tap opens the float and
      // stays on the home, the second leads to the activity.
      await float.tap();
      await until('the first tap opens the docked float', async () =>
        float.evaluate((el) => el.closest('[data-float]')?.getAttribute('data-docked') === 'false'),
      );
      assert(
        !pathOf(page).startsWith('/activityDetail'),
        `the opening tap stays on the home (got ${pathOf(page)})`,
      );
      await float.tap();
      await visible(
        page.getByRole('heading', { level: 1, name: 'Primeiro depósito relâmpago' }),
        'the first-deposit activity',
      );
      assert(pathOf(page) === '/activityDetail/7?id=3007', `(got ${pathOf(page)})`);
      // Type 7 has its own view (the sets and her countdown) instead of the generic card.
      await visible(
        page.getByRole('region', { name: 'Oferta do primeiro depósito' }),
        'her first-deposit offer',
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
