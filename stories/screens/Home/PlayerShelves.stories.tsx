import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { USER_BETS } from '../../../mocks/data/bets';
import { GAMES } from '../../../mocks/data/games';
import { DEMO_FAVOURITE_GAME_IDS } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { PlayerShelves } from '../../../src/screens/Home/PlayerShelves';
import { clearSession } from '../../../src/state/session';
import { loadLazyImages, logInDemoPlayer, padded, withGamesFrame } from '../../storyKit';

/**
 * The player's own rows of the lobby (after the catalogue's sections, before the scratch
 * ticket), on their own: "Jogados recentemente" then "Favoritos". They ask for nothing until the
 * player's first move (a scroll, a key, a touch); a play makes that move with a scroll event.
 */
const meta = {
  component: PlayerShelves,
  decorators: [withGamesFrame, padded({ paddingBlock: 16 })],
  beforeEach: logInDemoPlayer,
  // The instant this story began loading: only its own requests count.
  loaders: [async () => ({ startedAt: performance.now() })],
} satisfies Meta<typeof PlayerShelves>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo player's latest game: the one of their newest bet. */
const latestPlayed = GAMES.find((g) => g.gameName === USER_BETS[0]?.gameName)!;

/**
 * The player's first move: a scroll of the page, until the rows start (near the viewport, they
 * do at once). Repeated because the rows listen from their first effect, after the first paint.
 */
const firstMove = (canvasElement: HTMLElement) =>
  waitFor(() => {
    window.dispatchEvent(new Event('scroll'));
    expect(canvasElement.querySelector('[data-pending]')).toBeNull();
  });

const tilesOf = (row: HTMLElement) => within(row).queryAllByRole('button', { name: /^Jogar / });

/** Both rows once their answers are in: the recent games, then the favourites. */
async function findRows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const recent = await canvas.findByRole('region', { name: 'Jogados recentemente' });
  const favourites = await canvas.findByRole('region', { name: 'Favoritos' });
  await waitFor(() => expect(tilesOf(favourites)).toHaveLength(DEMO_FAVOURITE_GAME_IDS.length));
  await waitFor(() => expect(tilesOf(recent).length).toBeGreaterThan(3));
  return { recent, favourites };
}

/** The paths the story asked for since it began loading. */
const askedSince = (startedAt: number) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= startedAt)
    .map((entry) => new URL(entry.name).pathname);

/** After the first move: both rows, in order, each with its "Ver todos" link. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await firstMove(canvasElement);
    const { recent, favourites } = await findRows(canvasElement);
    await expect(
      recent.compareDocumentPosition(favourites) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(tilesOf(recent)[0]).toHaveAccessibleName(`Jogar ${latestPlayed.gameName}`);
    await expect(
      within(recent).getByRole('link', { name: 'Ver todos os jogos recentes' }),
    ).toHaveAttribute('href', '/gameList?list=recent');
    await expect(
      within(favourites).getByRole('link', { name: 'Ver todos os favoritos' }),
    ).toHaveAttribute('href', '/gameList?list=favourites');
    await loadLazyImages(canvasElement);
  },
};

/** Before any move: nothing drawn and neither list asked for (the lobby's first load). */
export const BeforeFirstMove: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    // Long enough for a call that was going to start to have started.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.queryByRole('region', { name: 'Favoritos' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Jogados recentemente' })).toBeNull();
    const asked = askedSince((loaded as { startedAt: number }).startedAt);
    await expect(asked).not.toContain('/game/api/bet/v1/gameRecent');
    await expect(asked).not.toContain('/game/api/game/v1/collectList');
  },
};

/** Both lists empty (the 'empty' scenario): the lobby leaves both rows out. */
export const NothingYet: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await firstMove(canvasElement);
    const startedAt = (loaded as { startedAt: number }).startedAt;
    // Both answers are in: the row placeholders have gone.
    await waitFor(() =>
      expect(askedSince(startedAt)).toEqual(
        expect.arrayContaining(['/game/api/game/v1/collectList', '/game/api/bet/v1/gameRecent']),
      ),
    );
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 2 })).toBeNull());
    await expect(canvas.queryByText('Nenhum favorito ainda')).toBeNull();
  },
};

/** A visitor has neither list: nothing, even after a move. */
export const Visitor: Story = {
  beforeEach: clearSession,
  play: async ({ canvasElement }) => {
    await firstMove(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/**
 * The 500 px desktop column: both rows with larger tiles than on a phone, each row and its
 * "Ver todos" inside the column.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await firstMove(canvasElement);
    const { recent, favourites } = await findRows(canvasElement);
    for (const row of [recent, favourites]) {
      const column = row.getBoundingClientRect();
      await expect(column.width).toBeLessThanOrEqual(500);
      const all = within(row).getByRole('link', { name: /^Ver todos/ });
      await expect(all.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    }
    await loadLazyImages(canvasElement);
  },
};
