#!/usr/bin/env node
// The demo game on the production build against the mock API (stack and runner: ./harness.mjs):
// a game tile opens the game pop-up, whose frame loads the mock world's slot from the mock API's
// own origin (mocks/demoProvider/game/), not the app; one real-money spin moves the player's
// wallet, and after the game closes the header shows the old balance minus the bet plus the win.
// `node e2e/demoGame.e2e.mjs` runs it alone; `npm run test:e2e -- Jogo` picks it from the run.
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

/** The bet the journey plays (one of the slot's chips). */
const BET_CENTS = 200;
const BET_LABEL = 'R$ 2,00';

/** "R$ 1.847,35" (no-break space or not) as cents. */
function cents(text) {
  const match = readable(text).match(/R\$ ?(\d{1,3}(?:\.\d{3})*),(\d{2})/);
  assert(match, `an amount in reais in "${readable(text)}"`);
  return Number(match[1].replaceAll('.', '')) * 100 + Number(match[2]);
}

/** Cents as the app writes them: "R$ 1.845,35". */
const reais = (amount) =>
  readable(
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(amount / 100),
  );

const chip = (page) => page.getByRole('banner').getByRole('button', { name: /^Saldo da carteira/ });

export const journeys = [
  {
    name: 'Jogo: the demo player spins the demo slot once and the header balance follows the round',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      await logInFromHeader(page, t);
      const before = cents(await (await visible(chip(page), 'the balance chip')).innerText());

      // The first game tile of the home page opens the game pop-up, titled with the game's name.
      const tile = page.getByRole('button', { name: /^Jogar / }).first();
      await visible(tile, 'a game tile on the home page');
      const gameName = (await tile.getAttribute('aria-label')).replace(/^Jogar /, '');
      await tile.tap();
      const dialog = await visible(
        page.getByRole('dialog', { name: gameName }),
        `the game pop-up "${gameName}"`,
      );
      const frameElement = dialog.locator(`iframe[title="${gameName}"]`);
      await visible(frameElement, 'the game frame');
      const src = new URL(await frameElement.getAttribute('src'));
      assert(
        src.origin === t.apiBase && src.pathname.startsWith('/demo-provider/game/'),
        `the frame loads the demo game from the mock API (got ${src.href})`,
      );

      // The slot, not the casino app, inside the frame.
      const game = page.frameLocator(`iframe[title="${gameName}"]`);
      await visible(game.getByRole('heading', { name: gameName, level: 1 }), 'the slot heading');
      await visible(game.getByText('Caça-níqueis da Vitrine (demo)'), 'the slot brand line');
      const spin = await visible(game.getByRole('button', { name: 'Girar' }), 'the Girar button');
      assert(
        (await game.getByRole('navigation', { name: 'Navegação principal' }).count()) === 0,
        'no tab bar inside the game frame',
      );
      const balance = game.locator('#balance');
      await until(
        `the slot shows the wallet's ${reais(before)}`,
        async () => readable(await balance.innerText()) === reais(before),
      );

      // One round at R$ 2,00.
      await game.getByRole('radio', { name: BET_LABEL }).check();
      await spin.tap();
      const result = game.locator('#result');
      const outcome = await until('the round has a result', async () => {
        const text = readable(await result.innerText());
        return /Você ganhou|Sem prêmio desta vez/.test(text) ? text : null;
      });
      const win = outcome.startsWith('Você ganhou') ? cents(outcome) : 0;
      const after = before - BET_CENTS + win;
      await until(
        `the slot's balance is ${reais(after)} (${outcome})`,
        async () => readable(await balance.innerText()) === reais(after),
      );

      // Closing the game: the header shows the wallet after the round.
      await page.getByRole('button', { name: 'Fechar o jogo' }).tap();
      await page.getByRole('dialog', { name: gameName }).waitFor({ state: 'hidden' });
      await until(
        `the header balance is ${reais(after)} (was ${reais(before)}, bet ${BET_LABEL})`,
        async () => cents(await chip(page).innerText()) === after,
      );
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
