#!/usr/bin/env node
// The player's messages (/notice, spec 2 login only) on the production build against the mock
// API (stack and runner: ./harness.mjs): the home bell's red dot (spec 2 home item 2), the
// system and personal tabs, a message opened in full and marked read (spec 7 PUT read with its
// messageTemplateId), the unread count going down, and the dot gone on the way back home.
// `node e2e/notice.e2e.mjs` runs these alone; `npm run test:e2e -- Mensagens` picks them.
import { assert, isMain, readable, runJourneys, until, visible } from './harness.mjs';

/** The demo player's seed session (mocks/world/README.md): live in every fresh mock world. */
const DEMO_TOKEN = 'mock-token-55328714';
/** Where the app keeps the session token (src/state/session.ts). */
const TOKEN_KEY = 'vitrine.token';
/** Where the app keeps the day the player ticked "Não mostrar novamente hoje" (noticeSnooze.ts). */
const NOTICES_HIDDEN_KEY = 'vitrine.noticesHiddenDay';
const AUTH_DIALOG = 'Entrar ou cadastrar';

/** The notice bar's link to /notice; its name says the red dot in words (NoticeBar.tsx). */
const BELL = 'Ver todos os avisos';
const BELL_WITH_DOT = 'Ver todos os avisos Há mensagens não lidas';

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * A page in a fresh context where the demo player is already logged in, at `path`. Today's
 * notice pop-ups were already seen and snoozed (they open over any page on app start with a
 * session; the lobby journeys cover them).
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

/** The demo player's unread check as the server answers it now (spec 7 message/unread). */
async function unreadOnServer(t) {
  const response = await fetch(`${t.apiBase}/api/memberMessage/v1/unread`, {
    headers: { Authorization: DEMO_TOKEN, lang: 'pt-BR' },
  });
  const body = await response.json();
  assert(response.ok && body?.code === 200, `GET unread answered ${response.status}/${body?.code}`);
  return body.data;
}

/** The tab's list region, named after the tab (MessageList.tsx). */
const listOf = (page, tab) =>
  page.getByRole('region', {
    name: tab === 'system' ? 'Mensagens do sistema' : 'Mensagens pessoais',
  });

/** The unread count line above the tabs, as a player reads it. */
async function expectUnread(page, text) {
  await visible(page.getByText(text, { exact: true }), `"${text}"`);
}

/**
 * Opens the unread message `title` of the open tab, checks it shows in full, closes it (with
 * the sheet's close button, or the phone's back button), and waits for its row to lose the dot.
 */
async function readMessage(page, tab, title, { body, closeWith = 'button' }) {
  const list = listOf(page, tab);
  await (
    await visible(
      list.getByRole('button', { name: `Não lida ${title}`, exact: true }),
      `the unread "${title}"`,
    )
  ).tap();
  const sheet = await visible(page.getByRole('dialog', { name: title }), `the "${title}" sheet`);
  await until(`the "${title}" sheet shows its whole text`, async () =>
    readable(await sheet.innerText()).includes(body),
  );
  if (closeWith === 'back') {
    // The phone's back button closes the sheet and stays on the page (ui/Modal/backButton.ts).
    // The sheet's history entry is added right after it opens; a person's back press comes far
    // later than this script's would, so wait for the entry (the journey failed once without).
    await until(`the "${title}" sheet holds a history entry`, () =>
      page.evaluate(() => history.state?.vitrineModal === 1),
    );
    await page.goBack();
  } else {
    await sheet.getByRole('button', { name: 'Fechar' }).tap();
  }
  await sheet.waitFor({ state: 'hidden' });
  assert(pathOf(page).startsWith('/notice'), `still on /notice (got ${pathOf(page)})`);
  await visible(list.getByRole('button', { name: title, exact: true }), `"${title}" read`);
}

export const journeys = [
  {
    name: 'Mensagens: the demo player sees the red dot, reads every unread message, and the dot clears on the home',
    async run(t) {
      const page = await openAsPlayer(t, '/');
      // Spec 2 home item 2: four messages are unread, the bell wears the dot.
      const bell = await visible(
        page.getByRole('link', { name: BELL_WITH_DOT, exact: true }),
        'the bell with its red dot',
      );
      await bell.tap();
      await visible(
        page.getByRole('heading', { name: 'Mensagens', level: 1 }),
        'the messages page',
      );
      assert(pathOf(page) === '/notice', `the bar leads to /notice (got ${pathOf(page)})`);
      await expectUnread(page, '4 mensagens não lidas');

      // System tab (the default): the two unread ones, the second an HTML body (SafeHtml).
      await readMessage(page, 'system', 'Manutenção programada', {
        body: 'o site passará por manutenção',
      });
      await expectUnread(page, '3 mensagens não lidas');
      await readMessage(page, 'system', 'Chuva de envelopes hoje', {
        body: 'Hoje às 12h, 18h, 21h e 23h: abra o seu envelope do dia e ganhe R$ 8,88.',
        closeWith: 'back',
      });
      await expectUnread(page, '2 mensagens não lidas');
      // The dot is still on: reading one message is not reading all.
      assert(
        (await unreadOnServer(t)) === true,
        'the server still has unread messages after two of four',
      );

      // Personal tab: the other two.
      await page.getByRole('tab', { name: 'Pessoais' }).tap();
      await until('the address keeps the tab', () => pathOf(page) === '/notice?tab=personal');
      await readMessage(page, 'personal', 'Bônus creditado', {
        body: 'Você recebeu R$ 100,00 do bônus de depósito (1ª etapa',
      });
      await readMessage(page, 'personal', 'Saque recusado', {
        body: 'a chave Pix não pertence ao titular da conta',
      });
      await expectUnread(page, 'Nenhuma mensagem não lida');
      assert((await unreadOnServer(t)) === false, 'the server has nothing unread any more');

      // Back home with the page's back arrow: the bell has no dot from its first paint.
      await page.getByRole('button', { name: 'Voltar' }).tap();
      await until('back on the home', () => pathOf(page) === '/');
      const plainBell = await visible(
        page.getByRole('region', { name: 'Avisos' }).getByRole('link').first(),
        'the notice bar on the home',
      );
      const name = readable(await plainBell.evaluate((link) => link.textContent));
      assert(name === BELL, `the bell has no red dot on arrival (its text: "${name}")`);

      // A cold load agrees: the server has nothing unread for the demo player any more.
      await page.reload();
      await visible(page.getByRole('link', { name: BELL, exact: true }), 'the bell, no dot');
      assert(
        (await page.getByRole('link', { name: BELL_WITH_DOT, exact: true }).count()) === 0,
        'no red dot after a reload',
      );
    },
  },
  {
    name: 'Mensagens: a visitor opening /notice gets the register pop-up on /',
    async run(t) {
      const page = await t.open('/notice');
      const dialog = await visible(
        page.getByRole('dialog', { name: AUTH_DIALOG }),
        `the "${AUTH_DIALOG}" pop-up`,
      );
      await until(
        'the pop-up opens on its "Cadastrar" tab',
        async () =>
          (await dialog
            .getByRole('tab', { name: 'Cadastrar', exact: true })
            .getAttribute('aria-selected')) === 'true',
      );
      await until('the typed /notice lands on /', () => pathOf(page) === '/');
      assert(
        (await page.getByRole('heading', { name: 'Mensagens', level: 1 }).count()) === 0,
        'no messages page for a visitor',
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
