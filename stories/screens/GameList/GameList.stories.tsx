import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { USER_BETS } from '../../../mocks/data/bets';
import { GAMES, GameSortType, pageGames, PROVIDERS } from '../../../mocks/data/games';
import { DEMO_FAVOURITE_GAME_IDS } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { GameList } from '../../../src/screens/GameList/GameList';
import { clearSession } from '../../../src/state/session';
import { failingOnce, loadLazyImages, logInDemoPlayer, withGamesFrame, tap } from '../../storyKit';

/** Slots: 80 games in the mock catalogue (category 103). */
const SLOTS = 103;
const slots = (sortType: number = GameSortType.default) =>
  pageGames({ categoryId: SLOTS, sortType, pageSize: 80 }).list;

const meta = {
  component: GameList,
  decorators: [withGamesFrame],
  parameters: { route: `/gameList?categoryId=${SLOTS}` },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof GameList>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Lista de jogos' }));

/** The play buttons of the tiles, in order. */
const tiles = (canvasElement: HTMLElement) =>
  listOf(canvasElement).queryAllByRole('button', { name: /^Jogar / });

/** Waits for the first page and returns the tiles. */
async function findTiles(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(tiles(canvasElement)).toHaveLength(count), { timeout: 4000 });
  return tiles(canvasElement);
}

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/** A category (Slots): title, count, provider chips, the first 24 of 80 games. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first page of the category arrives', async () => {
      const first = await findTiles(canvasElement, 24);
      await expect(first[0]).toHaveAccessibleName(`Jogar ${slots()[0]?.gameName}`);
      // The category list is a resource of its own: its answer may be drawn a render later.
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
      await expect(canvas.getByText('80 jogos')).toBeVisible();
    });
    await step('the count is announced politely', async () => {
      await expect(canvas.getByText('Mostrando 24 de 80 jogos')).toHaveAttribute('role', 'status');
    });
    await step('provider chips of the studios with slots, "Todos" on', async () => {
      // The providers are a resource of their own, drawn when their answer is.
      const chips = within(await canvas.findByRole('list', { name: 'Provedores' }));
      const withSlots = PROVIDERS.filter((p) =>
        GAMES.some((g) => g.categoryId === SLOTS && g.vendorId === p.vendorId),
      );
      await waitFor(() => expect(chips.getAllByRole('button')).toHaveLength(withSlots.length + 1));
      await expect(chips.getByRole('button', { name: 'Todos' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('a tile opens the game pop-up', async () => {
      await tap(tiles(canvasElement)[0]!);
      await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
        JSON.stringify({
          name: 'game',
          props: { gameId: slots()[0]?.id, gameName: slots()[0]?.gameName, isTrial: false },
        }),
      );
    });
    await loadLazyImages(canvasElement);
  },
};

/** The game page never answers: skeleton tiles three across, the list says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Lista de jogos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName('Carregando…');
    await expect(tiles(canvasElement)).toHaveLength(0);
  },
};

/** A provider's games (vendorId with name): the name is the title, no provider chips. */
export const Provider: Story = {
  parameters: { route: '/gameList?vendorId=201&name=Aurora%20Gaming' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aurora = pageGames({ vendorIds: [201], pageSize: 80 });
    await findTiles(canvasElement, Math.min(24, aurora.total));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aurora Gaming' })).toBeVisible();
    await expect(canvas.getByText(`${aurora.total} jogos`)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Provedores' })).toBeNull();
    // The provider name that describes each tile comes from the catalogue, a call of its own:
    // the tiles may be drawn before it, with an empty provider line.
    await waitFor(
      () => {
        for (const tile of tiles(canvasElement)) {
          expect(tile).toHaveAccessibleDescription('Aurora Gaming');
        }
      },
      { timeout: 4000 },
    );
    await loadLazyImages(canvasElement);
  },
};

/** The provider filter picks one studio: the URL says so and every tile is that studio's. */
export const ProviderFiltered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTiles(canvasElement, 24);
    // The chips are the catalogue's providers, a call of its own: they may come after the tiles.
    const chip = await canvas.findByRole('button', { name: 'Jaguar Play' }, { timeout: 4000 });
    // Only the studios with a slot in the catalogue: a chip that finds nothing is a dead end.
    const withSlots = PROVIDERS.filter((p) =>
      GAMES.some((g) => g.categoryId === SLOTS && g.vendorId === p.vendorId),
    ).map((p) => p.vendorNameEn);
    await expect(withSlots.length).toBeLessThan(PROVIDERS.length);
    const chips = within(canvas.getByRole('list', { name: 'Provedores' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(chips).toEqual(['Todos', ...withSlots]);
    await tap(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(location(canvasElement)).toHaveTextContent(
      `/gameList?categoryId=${SLOTS}&vendorIds=204`,
    );
    const expected = pageGames({ categoryId: SLOTS, vendorIds: [204], pageSize: 80 }).list;
    // The filtered page, each tile described by its provider's name.
    await waitFor(
      () => {
        const shown = tiles(canvasElement);
        expect(shown).toHaveLength(Math.min(24, expected.length));
        for (const tile of shown) expect(tile).toHaveAccessibleDescription('Jaguar Play');
      },
      { timeout: 4000 },
    );
    await loadLazyImages(canvasElement);
  },
};

/** Nothing in the list (the 'empty' scenario): the empty state, no grid. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum jogo por aqui')).toBeVisible();
    await expect(canvas.getByText('0 jogos')).toBeVisible();
    await expect(tiles(canvasElement)).toHaveLength(0);
  },
};

/** The game page fails (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(tiles(canvasElement)).toHaveLength(0);
  },
};

const failsOnce = failingOnce(endpoints.gamePage);

/** The first answer fails, the retry succeeds: the list replaces the failure state. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure state', async () => {
      await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    });
    await step('"Tentar novamente" brings the games', async () => {
      await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
      await findTiles(canvasElement, 24);
      await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/** "Carregar mais" (keyboard and screen-reader path) appends the next page. */
export const LoadMore: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTiles(canvasElement, 24);
    await step('the button loads the next 24 games', async () => {
      const button = canvas.getByRole('button', { name: 'Carregar mais' });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(tiles(canvasElement).length).toBeGreaterThanOrEqual(48));
      await expect(tiles(canvasElement)[24]).toHaveAccessibleName(`Jogar ${slots()[24]?.gameName}`);
    });
    await step('the new count is announced', async () => {
      await waitFor(() =>
        expect(canvas.getByText(/^Mostrando (48|72|80) de 80 jogos$/)).toBeInTheDocument(),
      );
    });
    await step('scrolling to the end loads the rest, then says so', async () => {
      // Like a player: keep scrolling to the bottom; each time the end comes near, a page loads.
      await waitFor(
        () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return expect(tiles(canvasElement)).toHaveLength(80);
        },
        { timeout: 5000, interval: 200 },
      );
      await expect(await canvas.findByText('Você viu todos os jogos')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    });
    window.scrollTo(0, 0);
    await loadLazyImages(canvasElement);
  },
};

/** Sorted A–Z from the select: the first tile changes and the URL keeps the sort. */
export const Sorted: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const before = await findTiles(canvasElement, 24);
    await expect(before[0]).toHaveAccessibleName(`Jogar ${slots()[0]?.gameName}`);
    await step('sort by name', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Ordenar por'), 'Nome (A–Z)');
      await expect(location(canvasElement)).toHaveTextContent(
        `/gameList?categoryId=${SLOTS}&sort=3`,
      );
    });
    await step('the first tile is now the first name in A–Z order', async () => {
      const first = slots(GameSortType.nameAsc)[0]?.gameName;
      await waitFor(() => expect(tiles(canvasElement)[0]).toHaveAccessibleName(`Jogar ${first}`));
      await expect(first).not.toBe(slots()[0]?.gameName);
    });
    // Focus away from the select, so it is drawn at rest.
    await userEvent.click(canvas.getByText('80 jogos'));
    await loadLazyImages(canvasElement);
  },
};

/**
 * Every game (no category or provider: 318 in the mock world), scrolled to the end. Tiles out
 * of view skip rendering (content-visibility), so the long page stays light.
 */
export const AllGames: Story = {
  parameters: { route: '/gameList' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTiles(canvasElement, 24);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Todos os jogos' })).toBeVisible();
    await expect(canvas.getByText('318 jogos')).toBeVisible();
    // A player's whole-catalogue list opens on "Todos", beside their own two lists.
    await expect(canvas.getByRole('tab', { name: 'Todos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Favoritos' })).toBeVisible();
    // The provider chips come from the catalogue, a call of its own.
    await expect(
      await canvas.findByRole('list', { name: 'Provedores' }, { timeout: 4000 }),
    ).toBeVisible();
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return expect(tiles(canvasElement)).toHaveLength(318);
      },
      { timeout: 15000, interval: 200 },
    );
    await expect(await canvas.findByText('Você viu todos os jogos')).toBeVisible();
    window.scrollTo(0, 0);
    await loadLazyImages(canvasElement);
  },
};

/** A visitor can browse; a tile opens the register pop-up (spec 6). */
export const Visitor: Story = {
  // After the meta's login: this story is about a visitor.
  beforeEach: clearSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await findTiles(canvasElement, 24);
    // The player's own lists are not a visitor's: no tabs.
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await tap(first[0]!);
    await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    await loadLazyImages(canvasElement);
  },
};

/** The 500 px desktop column: bigger tiles, still three across. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const first = await findTiles(canvasElement, 24);
    const [a, b, c, d] = first.map((tile) => tile.getBoundingClientRect());
    await expect(a!.top).toBe(b!.top);
    await expect(b!.top).toBe(c!.top);
    await expect(d!.top).toBeGreaterThan(a!.top);
    await loadLazyImages(canvasElement);
  },
};

// ---------------------------------------------------------------------------------------------
// The player's own lists: tabs of the whole catalogue's list (?list=favourites, ?list=recent)

/** The demo player's favourites, as the mock world keeps them (most recent first). */
const favourites = () =>
  DEMO_FAVOURITE_GAME_IDS.map((id) => GAMES.find((g) => g.id === id)!).filter(Boolean);

/** The demo player's latest game: the one of their newest bet. */
const latestPlayed = () => GAMES.find((g) => g.gameName === USER_BETS[0]?.gameName)!;

const libraryList = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const libraryTiles = (canvasElement: HTMLElement, name: string) =>
  libraryList(canvasElement, name).queryAllByRole('button', { name: /^Jogar / });

/** "Favoritos": every game the player starred, each with its heart on, none sorted away. */
export const Favourites: Story = {
  parameters: { route: '/gameList?list=favourites' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const expected = favourites();
    await step('the favourites tab and its games', async () => {
      await waitFor(() =>
        expect(libraryTiles(canvasElement, 'Favoritos')).toHaveLength(expected.length),
      );
      await expect(canvas.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
      await expect(canvas.getByRole('tab', { name: 'Favoritos' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(canvas.getByText(`${expected.length} jogos`)).toBeVisible();
      await expect(libraryTiles(canvasElement, 'Favoritos')[0]).toHaveAccessibleName(
        `Jogar ${expected[0]?.gameName}`,
      );
      for (const game of expected) {
        await expect(
          canvas.getByRole('button', { name: `Remover ${game.gameName} dos favoritos` }),
        ).toHaveAttribute('aria-pressed', 'true');
      }
    });
    await step("no sort and no provider filter on a player's own list", async () => {
      await expect(canvas.queryByRole('combobox', { name: 'Ordenar por' })).toBeNull();
      await expect(canvas.queryByRole('list', { name: 'Provedores' })).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/** A heart turned off in "Favoritos": the game leaves the list at once, the count follows. */
export const FavouriteRemoved: Story = {
  parameters: { route: '/gameList?list=favourites' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, ...rest] = favourites();
    await waitFor(() =>
      expect(libraryTiles(canvasElement, 'Favoritos')).toHaveLength(rest.length + 1),
    );
    await tap(canvas.getByRole('button', { name: `Remover ${first!.gameName} dos favoritos` }));
    await waitFor(() => expect(libraryTiles(canvasElement, 'Favoritos')).toHaveLength(rest.length));
    await expect(canvas.queryByRole('button', { name: `Jogar ${first!.gameName}` })).toBeNull();
    await expect(await canvas.findByText(`${rest.length} jogos`)).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/** "Recentes": the games the player opened lately, the latest first. */
export const Recent: Story = {
  parameters: { route: '/gameList?list=recent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(libraryTiles(canvasElement, 'Jogados recentemente').length).toBeGreaterThan(3),
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Jogados recentemente' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Recentes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(libraryTiles(canvasElement, 'Jogados recentemente')[0]).toHaveAccessibleName(
      `Jogar ${latestPlayed().gameName}`,
    );
    await loadLazyImages(canvasElement);
  },
};

/** The tabs move between the lists; the address keeps the one shown. */
export const FavouritesFromAllGames: Story = {
  parameters: { route: '/gameList' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTiles(canvasElement, 24);
    await tap(canvas.getByRole('tab', { name: 'Favoritos' }));
    await expect(location(canvasElement)).toHaveTextContent('/gameList?list=favourites');
    await waitFor(() =>
      expect(libraryTiles(canvasElement, 'Favoritos')).toHaveLength(favourites().length),
    );
    await tap(canvas.getByRole('tab', { name: 'Todos' }));
    await expect(location(canvasElement)).toHaveTextContent(/^\/gameList$/);
    await findTiles(canvasElement, 24);
    await loadLazyImages(canvasElement);
  },
};

/** No favourites yet (the 'empty' scenario): how the list fills, no tiles. */
export const FavouritesEmpty: Story = {
  parameters: { route: '/gameList?list=favourites', msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum favorito ainda')).toBeVisible();
    await expect(
      canvas.getByText('Toque no coração de um jogo para guardá-lo aqui.'),
    ).toBeVisible();
    await expect(canvas.getByText('0 jogos')).toBeVisible();
    await expect(libraryTiles(canvasElement, 'Favoritos')).toHaveLength(0);
  },
};

/** Nothing played yet (the 'empty' scenario). */
export const RecentEmpty: Story = {
  parameters: { route: '/gameList?list=recent', msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum jogo recente')).toBeVisible();
    await expect(canvas.getByText('Os jogos que você abrir aparecem aqui.')).toBeVisible();
  },
};

/** The favourites fail (HTTP 500): a failure state with "Tentar novamente". */
export const FavouritesError: Story = {
  parameters: { route: '/gameList?list=favourites', msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(libraryTiles(canvasElement, 'Favoritos')).toHaveLength(0);
  },
};

const favouritesFailOnce = failingOnce(endpoints.collectList);

/** The first answer fails, the retry brings the favourites. */
export const FavouritesRecoveredAfterError: Story = {
  parameters: {
    route: '/gameList?list=favourites',
    msw: { handlers: favouritesFailOnce.handlers },
  },
  beforeEach: favouritesFailOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(libraryTiles(canvasElement, 'Favoritos')).toHaveLength(favourites().length),
    );
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** The favourites never answer: skeleton tiles, the list says it is busy. */
export const FavouritesLoading: Story = {
  parameters: { route: '/gameList?list=favourites', msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Favoritos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(libraryTiles(canvasElement, 'Favoritos')).toHaveLength(0);
  },
};

/** A visitor's link to a player's list shows the whole catalogue (no lists, no tabs). */
export const FavouritesVisitor: Story = {
  parameters: { route: '/gameList?list=favourites' },
  beforeEach: clearSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTiles(canvasElement, 24);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Todos os jogos' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** "Favoritos" in the 500 px desktop column: the tabs on one line, tiles three across. */
export const FavouritesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { route: '/gameList?list=favourites' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = favourites();
    await waitFor(() =>
      expect(libraryTiles(canvasElement, 'Favoritos')).toHaveLength(expected.length),
    );
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.getBoundingClientRect().top);
    await expect(new Set(tabs).size).toBe(1);
    const [a, b, c, d] = libraryTiles(canvasElement, 'Favoritos').map((tile) =>
      tile.getBoundingClientRect(),
    );
    await expect(b!.top).toBe(a!.top);
    await expect(c!.top).toBe(a!.top);
    await expect(d!.top).toBeGreaterThan(a!.top);
    const list = canvas.getByRole('region', { name: 'Favoritos' });
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await loadLazyImages(canvasElement);
  },
};

/** "Recentes" in the 500 px desktop column: the latest game first, tiles three across. */
export const RecentDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { route: '/gameList?list=recent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(libraryTiles(canvasElement, 'Jogados recentemente').length).toBeGreaterThan(3),
    );
    const shown = libraryTiles(canvasElement, 'Jogados recentemente');
    await expect(shown[0]).toHaveAccessibleName(`Jogar ${latestPlayed().gameName}`);
    await expect(canvas.getByRole('tab', { name: 'Recentes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const [a, b, c] = shown.map((tile) => tile.getBoundingClientRect());
    await expect(b!.top).toBe(a!.top);
    await expect(c!.top).toBe(a!.top);
    await loadLazyImages(canvasElement);
  },
};
