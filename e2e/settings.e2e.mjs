#!/usr/bin/env node
// The player's settings on the production build against the mock API (stack and runner:
// ./harness.mjs): the password flow (change it in /changePassword, log out from /setting, log in
// with the new one), the refusals a player can meet there, and the phone check of /codeauth. Spec 2
// routes, spec 4 logout, spec 7 updatePassword, phoneVerification and sendMessage/{type}. `node
// e2e/settings.e2e.mjs` runs these alone; `npm run test:e2e -- Senha` picks them.
import { assert, isMain, readable, runJourneys, until, visible } from './harness.mjs';

/** The demo account of mocks/data/README.md; every SMS code of the mock world is 123456. */
const DEMO = { phone: '11987654321', password: 'demo1234', token: 'mock-token-55328714' };
const SMS_CODE = '123456';
const NEW_PASSWORD = 'vitrine2026';
/** Where the app keeps the session token (src/state/session.ts). */
const TOKEN_KEY = 'vitrine.token';
/** Where the app keeps the day the player ticked "Não mostrar novamente hoje" (noticeSnooze.ts). */
const NOTICES_HIDDEN_KEY = 'vitrine.noticesHiddenDay';
const UPDATE_PASSWORD_PATH = '/api/member/v1/updatePassword';

const pathOf = (page) => new URL(page.url()).pathname;

/**
 * A page in a fresh context where the demo player is already logged in (the seed session), at
 * `path`. The player already saw today's notice pop-ups and ticked "Não mostrar novamente hoje"
 * (they open over any page on app start with a session; the lobby journeys cover them).
 */
async function openAsPlayer(t, path) {
  const page = await t.newPage();
  await page.addInitScript(
    ([tokenKey, token, noticesKey]) => {
      // Only on the first document: what the journey changes later (a logout) must stick.
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
    [TOKEN_KEY, DEMO.token, NOTICES_HIDDEN_KEY],
  );
  await page.goto(t.url(path));
  return page;
}

const field = (page, label) => page.getByLabel(label, { exact: true });

/** The settings page, with its two sections. */
async function expectSettings(page) {
  await visible(page.getByRole('heading', { level: 1, name: 'Configurações' }), 'Configurações');
  await until('the address is /setting', () => pathOf(page) === '/setting');
}

/** Logs in from the header's "Entrar"; returns the pop-up. */
async function loginWith(page, password) {
  const header = page.getByRole('banner');
  const enter = header.getByRole('button', { name: 'Entrar', exact: true });
  if (await enter.isVisible()) await enter.tap();
  const dialog = await visible(page.getByRole('dialog', { name: 'Entrar ou cadastrar' }), 'login');
  await dialog.getByRole('textbox', { name: 'Celular' }).fill(DEMO.phone);
  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).tap();
  return dialog;
}

export const journeys = [
  {
    name: 'Senha: changed in /changePassword (a burst of taps, one change), logged out from /setting, the old one refused, the new one logs in',
    async run(t) {
      const page = await openAsPlayer(t, '/setting');
      await expectSettings(page);

      // /setting -> /changePassword through its row.
      await page.getByRole('link', { name: 'Alterar senha' }).tap();
      await visible(
        page.getByRole('heading', { level: 1, name: 'Alterar senha' }),
        'the heading Alterar senha',
      );
      assert(pathOf(page) === '/changePassword', 'the address is /changePassword');

      // The code goes to the account's own phone (GET sendMessage/{type}).
      await page.getByRole('button', { name: 'Enviar código' }).tap();
      await visible(page.getByRole('button', { name: /^Reenviar em \d+ s$/ }), 'the cooldown');
      await visible(
        page.getByText(/^Enviamos o código para \+55\s\(11\)\s98765-4321\.$/),
        'where the code went',
      );

      await field(page, 'Senha atual').fill(DEMO.password);
      await field(page, 'Nova senha').fill(NEW_PASSWORD);
      await field(page, 'Repita a nova senha').fill(NEW_PASSWORD);
      await field(page, 'Código por SMS').fill(SMS_CODE);

      const puts = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'PUT' && url.pathname === UPDATE_PASSWORD_PATH) puts.push(url);
      });
      // Ten taps in one burst, all before any answer can come back: one change goes out.
      await page.getByRole('button', { name: 'Alterar senha' }).evaluate((button) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await visible(page.getByRole('heading', { name: 'Senha alterada' }), 'Senha alterada');
      await visible(
        page.getByText('Você continua conectado neste aparelho.', { exact: false }),
        'that the player stays logged in',
      );
      assert(puts.length === 1, `one password change was sent (got ${puts.length})`);

      // Back to /setting, then out (spec 4), with the confirmation.
      await page.getByRole('link', { name: 'Voltar às configurações' }).tap();
      await expectSettings(page);
      await page.getByRole('button', { name: 'Sair da conta' }).tap();
      const confirm = await visible(
        page.getByRole('alertdialog', { name: 'Sair da conta?' }),
        'the logout confirmation',
      );
      await confirm.getByRole('button', { name: 'Sair', exact: true }).tap();
      await until('the home, at /', () => pathOf(page) === '/');
      const header = page.getByRole('banner');
      await visible(
        header.getByRole('button', { name: 'Entrar', exact: true }),
        'the visitor header (Entrar)',
      );
      await visible(page.getByText('Você saiu da conta.'), 'the logout toast');
      assert(
        (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) === null,
        'the token is gone from the browser',
      );
      assert(
        (await page.getByRole('dialog', { name: 'Entrar ou cadastrar' }).count()) === 0,
        'no login pop-up over a player who left on purpose',
      );

      // The old password no longer opens the account; the new one does.
      const dialog = await loginWith(page, DEMO.password);
      await visible(
        dialog.getByText('Senha incorreta. Confira e tente de novo.'),
        'the old password refused',
      );
      await dialog.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).tap();
      await dialog.waitFor({ state: 'hidden' });
      await visible(header.getByRole('button', { name: /^Saldo da carteira/ }), 'the balance');
    },
  },
  {
    name: 'Senha e celular: a wrong current password and a wrong SMS code said in pt-BR; /codeauth checks the phone and /setting says Verificado',
    async run(t) {
      const page = await openAsPlayer(t, '/setting');
      await expectSettings(page);
      const phoneRow = page.getByRole('link', { name: /^Verificar celular/ });
      await until('the phone row shows the number half hidden', async () =>
        /\(11\) 9••••-4321$/.test(readable(await phoneRow.innerText())),
      );

      await page.getByRole('link', { name: 'Alterar senha' }).tap();
      await field(page, 'Senha atual').fill('errada123');
      await field(page, 'Nova senha').fill(NEW_PASSWORD);
      await field(page, 'Repita a nova senha').fill(NEW_PASSWORD);
      await field(page, 'Código por SMS').fill(SMS_CODE);
      const submit = page.getByRole('button', { name: 'Alterar senha' });
      await submit.tap();
      await visible(page.getByText('A senha atual está incorreta.'), 'the wrong current password');
      await until('the current password field has the focus', () =>
        field(page, 'Senha atual').evaluate((input) => input === document.activeElement),
      );

      await field(page, 'Senha atual').fill(DEMO.password);
      await field(page, 'Código por SMS').fill('000000');
      await submit.tap();
      await visible(page.getByText('Código de verificação incorreto.'), 'the wrong SMS code');
      assert(
        (await page.getByText('A senha atual está incorreta.').count()) === 0,
        'the current password is no longer marked',
      );

      // The mobile check, from the settings row.
      await page.getByRole('button', { name: 'Voltar' }).tap();
      await expectSettings(page);
      await phoneRow.tap();
      await visible(
        page.getByRole('heading', { level: 1, name: 'Verificar celular' }),
        'the heading Verificar celular',
      );
      assert(pathOf(page) === '/codeauth', 'the address is /codeauth');
      await page.getByRole('button', { name: 'Enviar código' }).tap();
      await visible(page.getByRole('button', { name: /^Reenviar em \d+ s$/ }), 'the cooldown');
      await field(page, 'Código por SMS').fill(SMS_CODE);
      await page.getByRole('button', { name: 'Verificar celular' }).tap();
      await visible(page.getByRole('heading', { name: 'Celular verificado' }), 'verified');
      await page.getByRole('link', { name: 'Voltar às configurações' }).tap();
      await expectSettings(page);
      await until('the phone row says Verificado', async () =>
        readable(await phoneRow.innerText()).endsWith('Verificado'),
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
