import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findGame, PROVIDERS } from '../../../../mocks/data/games';
import { DEMO_ACCOUNT, DEMO_FAVOURITE_GAME_IDS } from '../../../../mocks/data/users';
import type { Game } from '../../../../src/api/contract';
import { GameCard } from '../../../../src/features/games/GameCard/GameCard';
import { GameCardSkeleton } from '../../../../src/features/games/GameCard/GameCardSkeleton';
import { tap } from '../../../storyKit';
import { overlaysState, useOverlays } from '../../../../src/state/overlays';
import { clearSession, setSession } from '../../../../src/state/session';

const gameOf = (id: number): Game => {
  const game = findGame(id);
  if (!game) throw new Error(`no game ${id} in the mock catalogue`);
  return game;
};
const providerOf = (game: Game) =>
  PROVIDERS.find((p) => p.vendorId === game.vendorId)?.vendorNameEn;

/** 'Capivara Wilds' (Aurora Gaming), one of the demo player's favourites. */
const capivara = gameOf(DEMO_FAVOURITE_GAME_IDS[0] ?? 10001);
/** The longest name of the catalogue. */
const dragonTiger = gameOf(10229);
const tesouro = gameOf(10002);

/** Shows which pop-up the overlays store has open, as the app's overlay host would. */
function OverlayProbe() {
  const { overlay } = useOverlays();
  return (
    <p style={{ margin: 0, fontSize: 12 }}>
      Pop-up aberto: <output>{overlay ? JSON.stringify(overlay) : 'nenhum'}</output>
    </p>
  );
}

const meta = {
  component: GameCard,
  args: { game: tesouro, providerName: providerOf(tesouro), eager: true },
  // A player unless the story says otherwise (the demo account's live token in the mock world).
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'grid', gap: 16 }}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
          <Story />
        </div>
        <OverlayProbe />
      </div>
    ),
  ],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player's tile: cover, name, provider and an empty heart; a tap opens the game pop-up. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the heart offers to favourite the game', async () => {
      const heart = canvas.getByRole('button', { name: 'Favoritar Tesouro do Frevo' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    });
    await step('tapping the tile opens the game pop-up in real mode', async () => {
      await tap(canvas.getByRole('button', { name: 'Jogar Tesouro do Frevo' }));
      await expect(overlaysState.overlay).toEqual({
        name: 'game',
        props: { gameId: tesouro.id, gameName: 'Tesouro do Frevo', isTrial: false },
      });
    });
    await step('the provider describes the play button', async () => {
      await expect(
        canvas.getByRole('button', { name: 'Jogar Tesouro do Frevo' }),
      ).toHaveAccessibleDescription('Boitata Studios');
    });
  },
};

/** A favourite: the heart is filled; a tap removes it at once and the server agrees. */
export const Favourite: Story = {
  args: { game: { ...capivara, collect: true }, providerName: providerOf(capivara) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Remover Capivara Wilds dos favoritos' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await step('unfavourite, then favourite again (PUT collect/{id} both times)', async () => {
      await tap(heart);
      await expect(
        await canvas.findByRole('button', { name: 'Favoritar Capivara Wilds' }),
      ).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
      await tap(heart);
      await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
      await expect(heart).toHaveAccessibleName('Remover Capivara Wilds dos favoritos');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    });
  },
};

/**
 * The catalogue's longest name in a four-across row (the home rows' 4 slides per view, spec 9):
 * it stops after two lines with an ellipsis and the tiles stay aligned.
 */
export const LongName: Story = {
  render: (args) => (
    <div
      style={{
        gridColumn: '1 / -1',
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 8,
      }}
    >
      <GameCard {...args} />
      <GameCard game={tesouro} providerName={providerOf(tesouro)} eager />
      <GameCard game={capivara} providerName={providerOf(capivara)} eager />
      <GameCard game={gameOf(10003)} providerName={providerOf(gameOf(10003))} eager />
    </div>
  ),
  args: { game: dragonTiger, providerName: providerOf(dragonTiger) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const long = canvas.getByText('Dragon Tiger Brasil ao Vivo');
    // Clamped: the text needs more room than its two-line box shows.
    await expect(long.scrollHeight).toBeGreaterThan(long.clientHeight);
    const heights = canvas
      .getAllByRole('button', { name: /^Jogar / })
      .map((b) => b.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};

/** A visitor: the heart and the tile both lead to the register pop-up (spec 6). */
export const Visitor: Story = {
  beforeEach: () => {
    // Undoes the meta's player session: this story is about a visitor.
    clearSession();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('favouriting opens the register pop-up and keeps the heart empty', async () => {
      const heart = canvas.getByRole('button', { name: 'Favoritar Tesouro do Frevo' });
      await tap(heart);
      await expect(canvas.getByText(/"name":"auth"/)).toHaveTextContent(
        '{"name":"auth","props":{"mode":"register"}}',
      );
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    });
    await step('playing opens the register pop-up too, not the game', async () => {
      overlaysState.overlay = null;
      await tap(canvas.getByRole('button', { name: 'Jogar Tesouro do Frevo' }));
      await expect(overlaysState.overlay).toEqual({ name: 'auth', props: { mode: 'register' } });
    });
  },
};

/** Loading tiles with exactly the geometry of the real ones (shown side by side). */
export const Skeleton: Story = {
  render: (args) => (
    <>
      <GameCardSkeleton withProvider />
      <GameCard {...args} />
      <GameCardSkeleton withProvider />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const real = canvas.getByRole('button', { name: 'Jogar Tesouro do Frevo' });
    const cells = Array.from(real.closest('div')?.parentElement?.children ?? []);
    const boxes = cells.map((cell) => cell.getBoundingClientRect().height);
    await expect(boxes).toHaveLength(3);
    await expect(new Set(boxes).size).toBe(1);
  },
};
