import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { pageGames, PROVIDERS } from '../../../../mocks/data/games';
import { GameGrid, GameGridSkeleton } from '../../../../src/features/games/GameGrid/GameGrid';
import { clearSession } from '../../../../src/state/session';
import { loadLazyImages, logInDemoPlayer, padded, tap, withGamesFrame } from '../../../storyKit';

/** Slots (category 103): the game list's first page, 24 games in catalogue order. */
const slots = pageGames({ categoryId: 103, pageSize: 24 }).list;
/** Provider names by vendorId, as the game list builds them from the vendor list. */
const providerNames = new Map(PROVIDERS.map((p) => [p.vendorId, p.vendorNameEn]));
const providerOf = (vendorId: number) => providerNames.get(vendorId) ?? '';

const meta = {
  component: GameGrid,
  args: { games: slots, providerNames, label: 'Slots', onPlay: fn() },
  // A player unless the story says otherwise: a tile plays the game.
  beforeEach: logInDemoPlayer,
  decorators: [withGamesFrame, padded({ padding: 16 })],
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement, name = 'Slots') =>
  within(canvasElement).getByRole('list', { name });
const tilesOf = (list: HTMLElement) => within(list).getAllByRole('button', { name: /^Jogar / });
const boxes = (elements: readonly Element[]) => elements.map((el) => el.getBoundingClientRect());
const popupProbe = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Pop-up aberto' });

/**
 * The first page of Slots: 24 tiles three across, each with its cover, name, provider and heart.
 * A tap on a tile plays that game in real mode.
 */
export const Populated: Story = {
  play: async ({ canvasElement, args, step }) => {
    const list = listOf(canvasElement);
    await step('24 tiles in the list order, three across', async () => {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(24);
      await expect(tilesOf(list).map((tile) => tile.getAttribute('aria-label'))).toEqual(
        slots.map((game) => `Jogar ${game.gameName}`),
      );
      const [a, b, c, d] = boxes(within(list).getAllByRole('listitem'));
      await expect([b!.top, c!.top]).toEqual([a!.top, a!.top]);
      await expect(d!.top).toBeGreaterThan(a!.bottom);
      await expect(d!.left).toBe(a!.left);
    });
    await step('each tile names its provider and has a heart of its own', async () => {
      for (const [index, tile] of tilesOf(list).entries()) {
        await expect(tile).toHaveAccessibleDescription(providerOf(slots[index]!.vendorId));
      }
      await expect(within(list).getAllByRole('button', { name: /^Favoritar / })).toHaveLength(24);
    });
    await step('a tap on a tile plays that game, in real mode', async () => {
      const second = slots[1]!;
      await tap(within(list).getByRole('button', { name: `Jogar ${second.gameName}` }));
      await expect(args.onPlay).toHaveBeenCalledTimes(1);
      await expect(args.onPlay).toHaveBeenCalledWith(second, { isTrial: false });
      await expect(popupProbe(canvasElement)).toHaveTextContent('nenhum');
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The list is loading: twelve placeholder tiles, three across, hidden from screen readers (the
 * list's region says it is busy instead).
 */
export const Loading: Story = {
  render: () => <GameGridSkeleton count={12} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    const grid = canvasElement.querySelector('main [aria-hidden="true"]');
    const tiles = Array.from(grid?.children ?? []);
    await expect(tiles).toHaveLength(12);
    const [a, b, c, d] = boxes(tiles);
    await expect([b!.top, c!.top]).toEqual([a!.top, a!.top]);
    await expect(d!.left).toBe(a!.left);
  },
};

/** Only two games: each keeps a third of the width, as in a full row; nothing is stretched. */
export const FewGames: Story = {
  args: { games: slots.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const list = listOf(canvasElement);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [first, second] = boxes(items);
    const third = (list.getBoundingClientRect().width - 2 * 8) / 3;
    await expect(first!.width).toBeCloseTo(third, 1);
    await expect(second!.width).toBeCloseTo(third, 1);
    await expect(second!.top).toBe(first!.top);
    await loadLazyImages(canvasElement);
  },
};

/**
 * The provider names have not arrived yet (the vendor list answers after the games): the tiles
 * keep an empty provider line, so nothing moves when the names come, and describe nothing.
 */
export const ProviderNamesPending: Story = {
  args: { providerNames: undefined },
  play: async ({ canvasElement }) => {
    const list = listOf(canvasElement);
    const tiles = tilesOf(list);
    await expect(tiles).toHaveLength(24);
    for (const tile of tiles) await expect(tile).not.toHaveAccessibleDescription();
    await expect(within(list).queryByText(providerOf(slots[0]!.vendorId))).toBeNull();
    // Every row as tall as a row with names: same heights all through.
    const heights = new Set(boxes(within(list).getAllByRole('listitem')).map((b) => b.height));
    await expect(heights.size).toBe(1);
    await loadLazyImages(canvasElement);
  },
};

/**
 * One row that scrolls sideways (a game's "Jogos semelhantes"): three tiles and a bit of the
 * fourth in view, so the player sees there is more.
 */
export const SimilarGamesRow: Story = {
  args: { layout: 'row', games: slots.slice(0, 12), label: 'Jogos semelhantes' },
  play: async ({ canvasElement }) => {
    const list = listOf(canvasElement, 'Jogos semelhantes');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(12);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const row = list.getBoundingClientRect();
    const [first, , third, fourth] = boxes(items);
    await expect(fourth!.top).toBe(first!.top);
    await expect(third!.right).toBeLessThan(row.right);
    // The fourth tile peeks in: it starts inside the row and ends outside it.
    await expect(fourth!.left).toBeLessThan(row.right);
    await expect(fourth!.right).toBeGreaterThan(row.right);
    await loadLazyImages(canvasElement);
  },
};

/** A visitor's tap on a tile asks them to register first (spec 6); the game is not played. */
export const Visitor: Story = {
  // Undoes the meta's player session: this story is about a visitor.
  beforeEach: clearSession,
  play: async ({ canvasElement, args }) => {
    const list = listOf(canvasElement);
    await tap(tilesOf(list)[0]!);
    await expect(popupProbe(canvasElement)).toHaveTextContent(
      '{"name":"auth","props":{"mode":"register"}}',
    );
    await expect(args.onPlay).not.toHaveBeenCalled();
    await loadLazyImages(canvasElement);
  },
};

/** The 500 px desktop column: bigger tiles, still three across. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = listOf(canvasElement);
    const [a, b, c, d] = boxes(within(list).getAllByRole('listitem'));
    await expect([b!.top, c!.top]).toEqual([a!.top, a!.top]);
    await expect(d!.left).toBe(a!.left);
    // The list fills the 500 px column (less the padding): tiles of a third, two 8 px gaps.
    await expect(list.getBoundingClientRect().width).toBeGreaterThan(440);
    await expect(a!.width).toBeCloseTo((list.getBoundingClientRect().width - 2 * 8) / 3, 1);
    await loadLazyImages(canvasElement);
  },
};
