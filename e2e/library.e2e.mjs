#!/usr/bin/env node
// The player's game library on the production build against the mock API (stack and runner:
// ./harness.mjs): a game favourited from the catalogue is found under "Favoritos" (the game
// list's tab and the lobby's row) and leaves it when its heart is turned off there; a game
// played for real money is first under "Jogados recentemente", and its round is the newest bet
// of "Histórico de apostas" (/tradelist?view=bets), with its stake.
// `node e2e/library.e2e.mjs` runs these alone; `npm run test:e2e -- Biblioteca` picks them.
import {
  assert,
  goInApp,
  isMain,
  logInFromHeader,
  readable,
  runJourneys,
  snoozeTodaysNotices,
  until,
  visible,
} from './harness.mjs';

/** The stake the journey plays (one of the slot's chips). */
const BET_LABEL = 'R$ 2,00';

/** The tiles of a list or row (their play buttons), by the list's accessible name. */
const tilesIn = (scope) => scope.getByRole('button', { name: /^Jogar / });

export const journeys = [
  {
    name: 'Biblioteca: a game favourited from the catalogue is under Favoritos, and leaves it there',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      await logInFromHeader(page, t);

      // A game of the whole catalogue that is not a favourite yet: its heart turned on.
      await goInApp(page, '/gameList');
      await visible(page.getByRole('tab', { name: 'Todos' }), 'the tab Todos');
      const heart = page.getByRole('button', { name: /^Favoritar / }).first();
      await visible(heart, 'a game not yet a favourite');
      const gameName = (await heart.getAttribute('aria-label')).replace(/^Favoritar /, '');
      await heart.tap();
      await visible(
        page.getByRole('button', { name: `Remover ${gameName} dos favoritos` }).first(),
        `the heart of ${gameName} on`,
      );

      // "Favoritos": the game is first (the most recent favourite).
      await page.getByRole('tab', { name: 'Favoritos' }).tap();
      await until('the address shows the favourites tab', () =>
        page.url().endsWith('/gameList?list=favourites'),
      );
      const list = page.getByRole('region', { name: 'Favoritos' });
      await until(`${gameName} is the first favourite`, async () => {
        const first = tilesIn(list).first();
        return (
          (await first.count()) > 0 &&
          (await first.getAttribute('aria-label')) === `Jogar ${gameName}`
        );
      });

      // Its heart turned off there: it leaves the list, and stays out after a reload.
      await list.getByRole('button', { name: `Remover ${gameName} dos favoritos` }).tap();
      await until(
        `${gameName} left the favourites`,
        async () => (await list.getByRole('button', { name: `Jogar ${gameName}` }).count()) === 0,
      );
      await page.reload();
      await visible(
        tilesIn(page.getByRole('region', { name: 'Favoritos' })).first(),
        'the favourites after a reload',
      );
      assert(
        (await page.getByRole('button', { name: `Jogar ${gameName}` }).count()) === 0,
        `${gameName} is still out of the favourites after a reload`,
      );
    },
  },
  {
    name: 'Biblioteca: a game played is first under Jogados recentemente, and its bet is in the history',
    async run(t) {
      const page = await t.newPage();
      await snoozeTodaysNotices(page);
      await logInFromHeader(page, t);

      // A game from the end of the catalogue's first page (not among the seed's recent games).
      await goInApp(page, '/gameList?sort=3');
      const tile = tilesIn(page.getByRole('region', { name: 'Lista de jogos' })).nth(20);
      await visible(tile, 'a game tile of the catalogue');
      const gameName = (await tile.getAttribute('aria-label')).replace(/^Jogar /, '');
      await tile.tap();
      const dialog = await visible(
        page.getByRole('dialog', { name: gameName }),
        `the game "${gameName}"`,
      );
      const game = page.frameLocator(`iframe[title="${gameName}"]`);
      const spin = await visible(game.getByRole('button', { name: 'Girar' }), 'the Girar button');
      await game.getByRole('radio', { name: BET_LABEL }).check();
      await spin.tap();
      await until('the round has a result', async () =>
        /Você ganhou|Sem prêmio desta vez/.test(
          readable(await game.locator('#result').innerText()),
        ),
      );
      await page.getByRole('button', { name: 'Fechar o jogo' }).tap();
      await dialog.waitFor({ state: 'hidden' });

      // "Recentes" of the game list: the game just played is first.
      await goInApp(page, '/gameList?list=recent');
      const recent = page.getByRole('region', { name: 'Jogados recentemente' });
      await until(`${gameName} is the first recent game`, async () => {
        const first = tilesIn(recent).first();
        return (
          (await first.count()) > 0 &&
          (await first.getAttribute('aria-label')) === `Jogar ${gameName}`
        );
      });

      // The lobby's row, far down the page: the same game first.
      await goInApp(page, '/');
      await until(
        'the lobby row "Jogados recentemente" arrives as the player scrolls',
        async () => {
          await page.mouse.wheel(0, 2500);
          return (await page.getByRole('region', { name: 'Jogados recentemente' }).count()) > 0;
        },
        30_000,
      );
      const row = page.getByRole('region', { name: 'Jogados recentemente' });
      await until(`${gameName} is first in the lobby row`, async () => {
        const first = tilesIn(row).first();
        return (
          (await first.count()) > 0 &&
          (await first.getAttribute('aria-label')) === `Jogar ${gameName}`
        );
      });

      // "Histórico de apostas", from the account menu: today's newest bet is that round.
      await goInApp(page, '/person');
      await (
        await visible(
          page.getByRole('link', { name: 'Histórico de apostas' }),
          'the link Histórico de apostas',
        )
      ).tap();
      await visible(
        page.getByRole('heading', { name: 'Histórico de apostas', level: 1 }),
        'the heading',
      );
      await page
        .getByRole('group', { name: 'Período' })
        .getByRole('button', { name: 'Hoje' })
        .tap();
      const bets = page.getByRole('region', { name: 'Apostas' }).getByRole('listitem');
      await until(`the newest bet is ${gameName} at ${BET_LABEL}`, async () => {
        if ((await bets.count()) === 0) return false;
        const text = readable(await bets.first().innerText());
        return text.startsWith(gameName) && text.includes(`Aposta ${BET_LABEL}`);
      });
    },
  },
];

if (isMain(import.meta.url)) await runJourneys(journeys, process.argv.slice(2));
