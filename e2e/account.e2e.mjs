#!/usr/bin/env node
// The player's own pages on the production build against the mock API (stack and runner:
// ./harness.mjs): /person from the Perfil tab, the nickname and picture edited on /person/edit and
// seen at once on /person and in the header's menu (and kept by the server across a reload), the
// player number copied, and logout from /person to the visitor view (spec 4: user info, wallets and
// CPF cleared, the live socket closed). `node e2e/account.e2e.mjs` runs these alone; `npm run
// test:e2e -- Perfil` picks them.
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

/** The demo account of mocks/data/README.md. */
const DEMO = { phone: '11987654321', password: 'demo1234', userNo: '55328714', nick: 'Carlão' };
const AUTH_DIALOG = 'Entrar ou cadastrar';

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const header = (page) => page.getByRole('banner');
const authDialog = (page) => page.getByRole('dialog', { name: AUTH_DIALOG });
const tab = (page, name) =>
  page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name });

/**
 * The demo player logs in from the header of / and the pop-up closes. They already ticked "Não
 * mostrar novamente hoje" on today's notice pop-ups (which open after a login and on a start
 * with a session, over the page; the lobby journeys cover them). `options` go to the browser
 * context (permissions).
 */
async function logInDemoPlayer(t, options) {
  const page = await t.newPage(options);
  await snoozeTodaysNotices(page);
  await logInFromHeader(page, t);
  return page;
}

/** The Perfil tab, then /person with the player's card. */
async function openProfile(page, nickname = DEMO.nick) {
  await (await visible(tab(page, 'Perfil'), 'the Perfil tab')).tap();
  await until('the address is /person', () => pathOf(page) === '/person');
  await visible(
    page.getByRole('region', { name: nickname }).getByRole('heading', { name: nickname }),
    `the profile card of ${nickname}`,
  );
}

/** The side menu from the header's menu button: the greeting with the player's name. */
async function menuGreeting(page) {
  await header(page).getByRole('button', { name: 'Menu' }).tap();
  const menu = await visible(page.getByRole('dialog', { name: 'Menu' }), 'the side menu');
  const greeting = menu.getByText(/^Olá, /);
  await visible(greeting, 'the greeting in the side menu');
  const text = readable(await greeting.innerText());
  await menu.getByRole('button', { name: 'Fechar' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
  // The menu held a history entry (the back button closes it): wait until it is taken off, so
  // the next navigation or reload does not race that step back (ui/Modal/backButton.ts).
  await until('the menu gave its history entry back', () =>
    page.evaluate(() => !history.state?.vitrineModal),
  );
  return text;
}

export const journeys = [
  {
    name: 'Perfil: the player edits the nickname and picture and sees them on /person and in the header menu, kept after a reload',
    async run(t) {
      const page = await logInDemoPlayer(t);
      await openProfile(page);
      assert(
        (await menuGreeting(page)) === `Olá, ${DEMO.nick}`,
        'the side menu greets the demo player',
      );

      await page.getByRole('link', { name: 'Editar perfil' }).tap();
      await visible(page.getByRole('heading', { name: 'Editar perfil', level: 1 }), '/person/edit');
      assert(pathOf(page) === '/person/edit', `the address is /person/edit (got ${pathOf(page)})`);
      const pictures = page.getByRole('group', { name: 'Imagem do perfil' });
      await visible(
        pictures.getByRole('radio', { name: 'Imagem 2 de 8' }),
        'the pictures on offer',
      );
      const save = page.getByRole('button', { name: 'Salvar' });
      assert(await save.isDisabled(), '"Salvar" waits for a change');

      // A character the nickname cannot hold is named, and nothing is sent.
      const field = page.getByRole('textbox', { name: 'Apelido' });
      await field.fill('Rei $orte');
      await field.blur();
      await visible(
        page.getByRole('alert').filter({ hasText: 'O caractere "$" não é permitido' }),
        'the refusal of "$"',
      );

      await field.fill('Carlão da Sorte');
      const second = pictures.getByRole('radio', { name: 'Imagem 2 de 8' });
      const chosen = await second.getAttribute('value');
      await second.tap();
      await save.tap();

      // Back on /person with a step back (the edit page is not left in history twice).
      await until('back on /person', () => pathOf(page) === '/person');
      await visible(page.getByText('Perfil atualizado.'), 'the "Perfil atualizado." toast');
      const card = page.getByRole('region', { name: 'Carlão da Sorte' });
      await visible(
        card.getByRole('heading', { name: 'Carlão da Sorte' }),
        'the new nickname on /person',
      );
      const avatarSrc = await card
        .getByRole('img', { name: 'Avatar de Carlão da Sorte' })
        .getAttribute('src');
      // The picture through the image proxy (spec 9): the same address, a size query added.
      const samePicture = (src) =>
        new URL(src ?? '', page.url()).pathname === new URL(chosen).pathname;
      assert(samePicture(avatarSrc), `the chosen picture on /person (got ${avatarSrc})`);
      assert(
        (await menuGreeting(page)) === 'Olá, Carlão da Sorte',
        'the header menu greets the new nickname without a reload',
      );

      // Kept by the server: a reload asks for the user info again and shows the new profile.
      await page.reload();
      await visible(
        page
          .getByRole('region', { name: 'Carlão da Sorte' })
          .getByRole('heading', { name: 'Carlão da Sorte' }),
        'the new nickname after a reload',
      );
      const reloadedSrc = await page
        .getByRole('img', { name: 'Avatar de Carlão da Sorte' })
        .first()
        .getAttribute('src');
      assert(reloadedSrc === avatarSrc, 'the new picture after a reload');

      // History: /, /person, (/person/edit left by a step back): back goes home.
      await page.goBack();
      await until('back from /person goes home, not to the edit form', () => pathOf(page) === '/');
    },
  },
  {
    name: 'Perfil: the player number is copied to the clipboard and a toast says so',
    async run(t) {
      const page = await logInDemoPlayer(t, { permissions: ['clipboard-read', 'clipboard-write'] });
      await openProfile(page);
      const card = page.getByRole('region', { name: DEMO.nick });
      assert(
        readable(await card.innerText()).includes(`Nº de jogador ${DEMO.userNo}`),
        'the card shows the player number',
      );
      await card.getByRole('button', { name: 'Copiar número de jogador' }).tap();
      await visible(page.getByText('Número de jogador copiado'), 'the "copiado" toast');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert(copied === DEMO.userNo, `the clipboard holds ${DEMO.userNo} (got "${copied}")`);
    },
  },
  {
    name: 'Perfil: the player logs out from /person and sees the visitor view, the socket closed',
    async run(t) {
      const page = await logInDemoPlayer(t);
      const sockets = [];
      page.on('websocket', (socket) => {
        const entry = { url: socket.url(), closed: false };
        socket.on('close', () => (entry.closed = true));
        sockets.push(entry);
      });
      await openProfile(page);
      // The socket of the logged-in app (it may have opened before the listener: reload once
      // so this page's socket is seen from its start).
      await page.reload();
      await visible(page.getByRole('heading', { name: DEMO.nick }), 'the profile after a reload');
      await until('the live socket is open', () => sockets.some((s) => !s.closed));

      await page.getByRole('button', { name: 'Sair da conta' }).tap();
      const dialog = await visible(
        page.getByRole('alertdialog', { name: 'Sair da conta?' }),
        'the logout confirmation',
      );
      await dialog.getByRole('button', { name: 'Sair', exact: true }).tap();

      // The visitor view on the home: Entrar and Cadastrar, no balance, no pop-up over it.
      await until('the address is /', () => pathOf(page) === '/');
      await visible(page.getByText('Você saiu da conta.'), 'the "Você saiu da conta." toast');
      await visible(header(page).getByRole('button', { name: 'Entrar', exact: true }), 'Entrar');
      await visible(header(page).getByRole('button', { name: 'Cadastrar' }), 'Cadastrar');
      assert(
        (await header(page)
          .getByRole('button', { name: /^Saldo da carteira/ })
          .count()) === 0,
        'no balance chip for a visitor',
      );
      assert(
        (await authDialog(page).count()) === 0,
        'no register pop-up: the player left on purpose',
      );
      assert(
        (await page.evaluate(() => localStorage.getItem('vitrine.token'))) === null,
        'the stored token is gone',
      );
      await until(
        'the live socket closed',
        () => sockets.length > 0 && sockets.every((s) => s.closed),
      );

      // Perfil is login only again: the register pop-up, and the page stays on /.
      await tab(page, 'Perfil').tap();
      await visible(authDialog(page), 'the register pop-up for a visitor');
      assert(pathOf(page) === '/', `a visitor stays on / (got ${pathOf(page)})`);

      // Still a visitor after a reload.
      await page.reload();
      await visible(
        header(page).getByRole('button', { name: 'Entrar', exact: true }),
        'Entrar after a reload',
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
