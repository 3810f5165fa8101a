import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { USER_BETS } from '../../../../mocks/data/bets';
import { GAMES } from '../../../../mocks/data/games';
import { DEMO_FAVOURITE_GAME_IDS } from '../../../../mocks/data/users';
import { scenarios } from '../../../../mocks/scenarios';
import { endpoints } from '../../../../src/api/allEndpoints';
import { LibraryShelf } from '../../../../src/features/games/library/LibraryShelf';
import { clearSession } from '../../../../src/state/session';
import {
  failingOnce,
  loadLazyImages,
  logInDemoPlayer,
  padded,
  tap,
  withGamesFrame,
} from '../../../storyKit';

/** The demo player's favourites as the mock world keeps them, most recent first. */
const favourites = DEMO_FAVOURITE_GAME_IDS.map((id) => GAMES.find((g) => g.id === id)!);
/** The demo player's latest game: the one of their newest bet. */
const latestPlayed = GAMES.find((g) => g.gameName === USER_BETS[0]?.gameName)!;

const meta = {
  component: LibraryShelf,
  args: { kind: 'favourites' },
  // A player unless the story says otherwise: visitors have no lists.
  beforeEach: logInDemoPlayer,
  decorators: [withGamesFrame, padded({ paddingBlock: 16 })],
} satisfies Meta<typeof LibraryShelf>;

export default meta;
type Story = StoryObj<typeof meta>;

const shelf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

const tilesOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .queryByRole('list', { name })
    ?.querySelectorAll('button[aria-label^="Jogar "]') ?? [];

/** "Favoritos": the starred games in a row, hearts on, and "Ver todos" to the list's tab. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the row of favourites', async () => {
      await waitFor(() =>
        expect(tilesOf(canvasElement, 'Favoritos')).toHaveLength(favourites.length),
      );
      await expect(canvas.getByRole('heading', { level: 2, name: 'Favoritos' })).toBeVisible();
      await expect(tilesOf(canvasElement, 'Favoritos')[0]).toHaveAccessibleName(
        `Jogar ${favourites[0]!.gameName}`,
      );
      await expect(
        canvas.getByRole('button', { name: `Remover ${favourites[0]!.gameName} dos favoritos` }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
    await step('"Ver todos" opens the favourites tab of the game list', async () => {
      const all = canvas.getByRole('link', { name: 'Ver todos os favoritos' });
      await expect(all).toHaveTextContent('Ver todos');
      await expect(all).toHaveAttribute('href', '/gameList?list=favourites');
    });
    await loadLazyImages(canvasElement);
  },
};

/** "Jogados recentemente": the latest game first. */
export const Recent: Story = {
  args: { kind: 'recent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(tilesOf(canvasElement, 'Jogados recentemente').length).toBeGreaterThan(3),
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Jogados recentemente' }),
    ).toBeVisible();
    await expect(tilesOf(canvasElement, 'Jogados recentemente')[0]).toHaveAccessibleName(
      `Jogar ${latestPlayed.gameName}`,
    );
    await expect(canvas.getByRole('link', { name: 'Ver todos os jogos recentes' })).toHaveAttribute(
      'href',
      '/gameList?list=recent',
    );
    await loadLazyImages(canvasElement);
  },
};

/** A heart turned off in the row: the game leaves it at once. */
export const FavouriteRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, ...rest] = favourites;
    await waitFor(() =>
      expect(tilesOf(canvasElement, 'Favoritos')).toHaveLength(favourites.length),
    );
    await tap(canvas.getByRole('button', { name: `Remover ${first!.gameName} dos favoritos` }));
    await waitFor(() => expect(tilesOf(canvasElement, 'Favoritos')).toHaveLength(rest.length));
    await expect(tilesOf(canvasElement, 'Favoritos')[0]).toHaveAccessibleName(
      `Jogar ${rest[0]!.gameName}`,
    );
    await loadLazyImages(canvasElement);
  },
};

/** The list never answers: placeholder tiles the size of the row, the row says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shelf(canvasElement, 'Favoritos')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Favoritos' })).toBeVisible();
    await expect(within(shelf(canvasElement, 'Favoritos')).queryByRole('link')).toBeNull();
  },
};

/** No favourites yet (the 'empty' scenario, as on /person): how the row fills. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum favorito ainda')).toBeVisible();
    await expect(
      canvas.getByText('Toque no coração de um jogo para guardá-lo aqui.'),
    ).toBeVisible();
    await expect(within(shelf(canvasElement, 'Favoritos')).queryByRole('link')).toBeNull();
  },
};

/** In the lobby an empty list is left out: nothing is drawn once the answer is in. */
export const EmptyInLobby: Story = {
  args: { kind: 'recent', hideWhenEmpty: true },
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Jogados recentemente' })).toBeNull(),
    );
    await expect(canvas.queryByText('Nenhum jogo recente')).toBeNull();
  },
};

/** The list fails (HTTP 500): one line saying so and "Tentar novamente", in the row's place. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não foi possível carregar seus favoritos.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

const failsOnce = failingOnce(endpoints.gameRecent);

/** The first answer fails, the retry brings the row. */
export const RecoveredAfterError: Story = {
  args: { kind: 'recent' },
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(tilesOf(canvasElement, 'Jogados recentemente').length).toBeGreaterThan(3),
    );
    await expect(canvas.queryByText('Não foi possível carregar seus jogos recentes.')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** A visitor has no lists: nothing is drawn and nothing is asked. */
export const Visitor: Story = {
  beforeEach: clearSession,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Favoritos' })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
