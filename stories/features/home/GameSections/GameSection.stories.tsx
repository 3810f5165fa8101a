import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { providerGroups } from '../../../../mocks/data/games';
import { GameSection } from '../../../../src/features/home/GameSections/GameSection';
import { GameSectionSkeleton } from '../../../../src/features/home/GameSections/GameSectionSkeleton';
import { PROVIDER_ROWS } from '../../../../src/features/home/GameSections/gridLayout';
import { gameListHref } from '../../../../src/features/home/GameSections/gameListHref';
import { withLocationProbe } from '../homeSectionKit';
import { loadLazyImages, repaintAll, tap } from '../../../storyKit';
import '../../../../src/i18n/messages/homeFeed';

/** The mock world's first provider and its first 12 games, as the home call answers them. */
const AURORA = (() => {
  const group = providerGroups()[0];
  if (!group) throw new Error('no provider in the mock world');
  return group;
})();

const meta = {
  component: GameSection,
  args: {
    name: AURORA.vendorNameEn,
    allHref: gameListHref({ vendorId: AURORA.vendorId, name: AURORA.vendorNameEn }),
    games: AURORA.gameList,
    rows: PROVIDER_ROWS,
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof GameSection>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const scroller = (section: HTMLElement) => section.querySelector('ul') as HTMLUListElement;
const previous = (canvas: Canvas) =>
  canvas.getByRole('button', { name: 'Jogos anteriores de Aurora Gaming' });
const next = (canvas: Canvas) =>
  canvas.getByRole('button', { name: 'Próximos jogos de Aurora Gaming' });

/**
 * At the start: 12 games in 2 rows, 3 columns per view on the phone; "Todos" goes to the
 * provider's list, the arrow back is disabled and the arrow on is not.
 */
export const AtStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Aurora Gaming' });
    await expect(within(scroller(section)).getAllByRole('listitem')).toHaveLength(12);
    await expect(
      canvas.getByRole('link', { name: 'Todos os jogos de Aurora Gaming' }),
    ).toHaveAttribute('href', '/gameList?vendorId=201&name=Aurora+Gaming');
    await waitFor(() => expect(previous(canvas)).toBeDisabled());
    await expect(next(canvas)).toBeEnabled();
    await loadLazyImages(canvasElement);
  },
};

/**
 * The arrow on pages one view (from the keyboard too) to the last columns: the arrow on is then
 * disabled and the arrow back enabled; back returns to the start.
 */
export const AtEnd: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Aurora Gaming' });
    await step('on, with Enter', async () => {
      next(canvas).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(scroller(section).scrollLeft).toBeGreaterThan(0));
      await waitFor(() => expect(next(canvas)).toBeDisabled());
      await expect(previous(canvas)).toBeEnabled();
    });
    await step('back, with a tap', async () => {
      await tap(previous(canvas));
      await waitFor(() => expect(scroller(section).scrollLeft).toBe(0));
      await waitFor(() => expect(previous(canvas)).toBeDisabled());
    });
    await step('on again, as the screenshot shows it', async () => {
      await tap(next(canvas));
      await waitFor(() => expect(next(canvas)).toBeDisabled());
    });
    await loadLazyImages(canvasElement);
    await repaintAll();
  },
};

/** Three games fit in one view: both arrows disabled, nothing to page. */
export const FewGames: Story = {
  args: { games: AURORA.gameList.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(next(canvas)).toBeDisabled());
    await expect(previous(canvas)).toBeDisabled();
    await loadLazyImages(canvasElement);
  },
};

/** "Todos" moves within the app to the provider's list. */
export const AllGamesLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(canvas.getByRole('link', { name: 'Todos os jogos de Aurora Gaming' }));
    await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
      '/gameList?vendorId=201&name=Aurora+Gaming',
    );
    await loadLazyImages(canvasElement);
  },
};

/** While the home's sections load: the skeleton is as tall as the section that replaces it. */
export const Loading: Story = {
  render: (args) => (
    <>
      <GameSectionSkeleton rows={PROVIDER_ROWS} />
      <GameSection {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Aurora Gaming' });
    const skeleton = section.previousElementSibling as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton.getBoundingClientRect().height).toBe(
      section.getBoundingClientRect().height,
    );
    await loadLazyImages(canvasElement);
  },
};
