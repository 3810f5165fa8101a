import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DEMO_MEMBER_VIP, VIP_LEVELS } from '../../../../mocks/data/activities';
import type { VipLevel } from '../../../../src/api/contract';
import {
  LevelCarousel,
  LevelCarouselSkeleton,
} from '../../../../src/features/vip/LevelCarousel/LevelCarousel';
import type { VipLevels } from '../../../../src/features/vip/useVipLevels';
import { currentLevelOf } from '../../../../src/features/vip/vipLevels';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The memberLevel page as the mock world answers the demo player (VIP 3, with their totals). */
const memberLevels: VipLevel[] = VIP_LEVELS.map((row) =>
  row.level === DEMO_MEMBER_VIP.level
    ? {
        ...row,
        current: true,
        totalBet: DEMO_MEMBER_VIP.totalBet,
        totalDeposit: DEMO_MEMBER_VIP.totalDeposit,
      }
    : { ...row, current: false },
);

/** useVipLevels' answer: the player's levels, all loaded, unless `overrides` say otherwise. */
function vipOf(overrides: Partial<VipLevels> = {}): VipLevels {
  const levels = overrides.levels ?? memberLevels;
  return {
    status: 'ready',
    levels,
    total: levels.length,
    hasMore: false,
    loadingMore: false,
    error: undefined,
    retrying: false,
    loadMore: fn(),
    retry: fn(),
    current: currentLevelOf(levels),
    player: true,
    ...overrides,
  };
}

/** A visitor's first page of the public table: 10 of the 11 levels, none marked. */
const visitorFirstPage = (overrides: Partial<VipLevels> = {}) =>
  vipOf({
    levels: VIP_LEVELS.slice(0, 10),
    total: VIP_LEVELS.length,
    hasMore: true,
    current: null,
    player: false,
    ...overrides,
  });

const meta = {
  component: LevelCarousel,
  // The page's margins inside the app frame (its 500 px column on desktop), with the probes.
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { vip: vipOf(), initialLevel: DEMO_MEMBER_VIP.level },
} satisfies Meta<typeof LevelCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const carousel = (canvas: Canvas) => canvas.getByRole('region', { name: 'Níveis do clube' });
const prevButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Nível anterior' });
const nextButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Próximo nível' });
/** The slide a reader reaches: the others are inert. */
const shownSlide = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[aria-roledescription="slide"]')).filter(
    (slide) => !slide.hasAttribute('inert'),
  );

/** The player's own level first; "Próximo nível" moves to the next and says so. */
export const PlayerLevel: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the player level is the one in view, the others inert', async () => {
      await expect(carousel(canvas)).toHaveAttribute('aria-roledescription', 'carrossel');
      const shown = shownSlide(canvasElement);
      await expect(shown).toHaveLength(1);
      await expect(shown[0]).toHaveAccessibleName('VIP 3, seu nível, 4 de 11');
      await expect(canvas.getByText('VIP 3 · 4 de 11')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Ver benefícios do VIP 3' })).toBeVisible();
    });
    await step('a tap on "Próximo nível" shows VIP 4', async () => {
      await tap(nextButton(canvas));
      await waitFor(() => expect(canvas.getByText('VIP 4 · 5 de 11')).toBeVisible());
      await expect(shownSlide(canvasElement)[0]).toHaveAccessibleName('VIP 4, 5 de 11');
      await expect(canvas.getByRole('link', { name: 'Ver benefícios do VIP 4' })).toBeVisible();
    });
    await step('"Ver benefícios" goes to that level page', async () => {
      await tap(canvas.getByRole('link', { name: 'Ver benefícios do VIP 4' }));
      await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
        '/viprule/level?level=4',
      );
    });
    await repaintAll();
  },
};

/** A visitor: the first level in view, "Nível anterior" stays focusable but says it is off. */
export const VisitorFirstLevel: Story = {
  args: { vip: visitorFirstPage(), initialLevel: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(shownSlide(canvasElement)[0]).toHaveAccessibleName('VIP 0, 1 de 11');
    await expect(canvas.queryByText('Seu nível')).toBeNull();
    await expect(prevButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(prevButton(canvas)).toBeEnabled();
    await expect(nextButton(canvas)).not.toHaveAttribute('aria-disabled');
    // Far from the last loaded card: nothing more is asked for yet.
    await expect(args.vip.loadMore).not.toHaveBeenCalled();
  },
};

/** Two cards before the last one loaded: the next page of levels is asked for. */
export const VisitorNearingLastLoaded: Story = {
  args: { vip: visitorFirstPage(), initialLevel: 7 },
  play: async ({ canvasElement, args }) => {
    await expect(shownSlide(canvasElement)[0]).toHaveAccessibleName('VIP 7, 8 de 11');
    await waitFor(() => expect(args.vip.loadMore).toHaveBeenCalledTimes(1));
  },
};

/** On the last card loaded while the next page is on its way: "Próximo nível" waits, busy. */
export const WaitingForNextPage: Story = {
  args: { vip: visitorFirstPage({ loadingMore: true }), initialLevel: 9 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('VIP 9 · 10 de 11')).toBeVisible();
    const next = nextButton(canvas);
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await tap(next);
    await expect(canvas.getByText('VIP 9 · 10 de 11')).toBeVisible();
    await expect(args.vip.loadMore).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/** The top level, every level loaded: "Próximo nível" is off; the arrow keys still go back. */
export const TopLevelDesktop: Story = {
  args: { initialLevel: 10 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownSlide(canvasElement)[0]).toHaveAccessibleName('VIP 10, 11 de 11');
    await expect(nextButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(nextButton(canvas)).not.toHaveAttribute('aria-busy');
    await expect(prevButton(canvas)).not.toHaveAttribute('aria-disabled');
    // In the app frame's column, as on /viprule: one card and a glimpse, not the whole screen.
    await expect(carousel(canvas).getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

/** The player's level in the light theme. */
export const PlayerLevelLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownSlide(canvasElement)[0]).toHaveAccessibleName('VIP 3, seu nível, 4 de 11');
    await expect(
      within(shownSlide(canvasElement)[0] as HTMLElement).getByText('Seu nível'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Níveis do clube' })).toBeVisible();
  },
};

/** While the levels load: the heading, a placeholder card and controls of the final size. */
export const Loading: Story = {
  render: () => <LevelCarouselSkeleton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = carousel(canvas);
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryAllByRole('button')).toHaveLength(0);
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};
