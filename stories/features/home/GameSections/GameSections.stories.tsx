import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { world } from '../../../../mocks/world/world';
import { GameSections } from '../../../../src/features/home/GameSections/GameSections';
import { withLocationProbe } from '../homeSectionKit';
import { loadLazyImages } from '../../../storyKit';

const meta = {
  component: GameSections,
  decorators: [withLocationProbe],
} satisfies Meta<typeof GameSections>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollerOf = (section: HTMLElement) => section.querySelector('ul') as HTMLUListElement;

/**
 * The ten categories (3 rows, 3 tiles per view on the phone) and then the fourteen providers
 * (2 rows). Arrows page one view at a time and are disabled at the ends; "Todos" links to the
 * category's or provider's game list.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step(
      'categories first, titled by the categoryNameEn lookup, then providers',
      async () => {
        // 10 categories, then the 14 providers once their call has answered too.
        await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(24));
        const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
        await expect(names.slice(0, 3)).toEqual(['Em alta', 'Recomendados', 'Slots']);
        await expect(names[9]).toBe('Pescaria');
        await expect(names[10]).toBe('Aurora Gaming');
        await expect(names).toHaveLength(24);
      },
    );
    const hot = canvas.getByRole('region', { name: 'Em alta' });
    const hotScope = within(hot);
    await step('a category section: 12 games in 3 rows, 3 per view', async () => {
      const tiles = within(scrollerOf(hot)).getAllByRole('listitem');
      await expect(tiles).toHaveLength(12);
      const box = (index: number) => tiles[index]!.getBoundingClientRect();
      const [first, second, fourth] = [box(0), box(1), box(3)];
      // Filled column by column: the 2nd game is under the 1st, the 4th starts column 2.
      await expect(second.left).toBe(first.left);
      await expect(second.top).toBeGreaterThan(first.top);
      await expect(fourth.top).toBe(first.top);
      await expect(fourth.left - first.right).toBe(8);
      await expect(scrollerOf(hot).clientWidth).toBe(343);
    });
    await step(
      'category icons: the first loads at once, the ones further down lazily',
      async () => {
        // Found by selector: decorative (alt ''), they are not in the accessibility tree.
        const icons = Array.from(canvasElement.querySelectorAll('section h2 img'));
        await expect(icons.map((icon) => icon.getAttribute('loading'))).toEqual([
          'eager',
          ...Array<string>(9).fill('lazy'),
        ]);
      },
    );
    await step('"Todos" goes to the category list', async () => {
      const all = hotScope.getByRole('link', { name: 'Todos os jogos de Em alta' });
      await expect(all).toHaveTextContent('Todos');
      await expect(all).toHaveAttribute('href', '/gameList?categoryId=101');
    });
    await step('the arrows page one view sideways and stop at the ends', async () => {
      const previous = hotScope.getByRole('button', { name: 'Jogos anteriores de Em alta' });
      const next = hotScope.getByRole('button', { name: 'Próximos jogos de Em alta' });
      await expect(previous).toBeDisabled();
      await userEvent.click(next);
      // 4 columns, 3 per view: one page lands on the last column, which is the end.
      await waitFor(() => expect(scrollerOf(hot).scrollLeft).toBeGreaterThan(0));
      await waitFor(() => expect(next).toBeDisabled());
      await expect(previous).toBeEnabled();
      await userEvent.click(previous);
      await waitFor(() => expect(scrollerOf(hot).scrollLeft).toBe(0));
      await waitFor(() => expect(previous).toBeDisabled());
    });
    await step('a provider section: 2 rows, "Todos" with vendorId and name', async () => {
      const aurora = await canvas.findByRole('region', { name: 'Aurora Gaming' });
      // Far down the page, its tiles mount as it nears the viewport (deferredMount.ts).
      await expect(scrollerOf(aurora)).toBeNull();
      aurora.scrollIntoView({ block: 'center' });
      const tiles = await waitFor(() => within(scrollerOf(aurora)).getAllByRole('listitem'));
      window.scrollTo(0, 0);
      await expect(tiles[2]!.getBoundingClientRect().top).toBe(
        tiles[0]!.getBoundingClientRect().top,
      );
      await expect(
        within(aurora).getByRole('link', { name: 'Todos os jogos de Aurora Gaming' }),
      ).toHaveAttribute('href', '/gameList?vendorId=201&name=Aurora+Gaming');
    });
    await step('"Todos" navigates in the app', async () => {
      await userEvent.click(hotScope.getByRole('link', { name: 'Todos os jogos de Em alta' }));
      await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
        '/gameList?categoryId=101',
      );
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
    await loadLazyImages(canvasElement);
  },
};

/** The category call never answers: two skeleton sections with the real geometry, 3 rows each. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const busy = canvas.getByRole('status', { name: 'Carregando jogos' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In the 500 px desktop frame four tiles fit per view, so 12 games in 3 rows need no paging. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 500, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hot = await canvas.findByRole('region', { name: 'Em alta' });
    const tiles = within(scrollerOf(hot)).getAllByRole('listitem');
    // The 4th column (games 10 to 12) is in view: four tiles per view in the 500 px frame.
    await expect(tiles[9]!.getBoundingClientRect().right).toBeLessThanOrEqual(
      scrollerOf(hot).getBoundingClientRect().right,
    );
    await expect(tiles[0]!.getBoundingClientRect().width).toBe(111);
    await waitFor(() =>
      expect(within(hot).getByRole('button', { name: 'Próximos jogos de Em alta' })).toBeDisabled(),
    );
    // The provider sections come from a call of their own (vendorFront) and may land after
    // the category sections: wait for them rather than assume they are already drawn.
    const aurora = await canvas.findByRole('region', { name: 'Aurora Gaming' });
    await waitFor(() =>
      expect(
        within(aurora).getByRole('button', { name: 'Próximos jogos de Aurora Gaming' }),
      ).toBeEnabled(),
    );
    await loadLazyImages(canvasElement);
  },
};

/** No category has games: one empty state instead of the sections. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum jogo disponível')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** The category call fails: the failure state with a retry; retrying while it still fails keeps it. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' });
    await expect(canvas.getByText('Algo deu errado')).toBeVisible();
    await userEvent.click(retry);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled(),
    );
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** After a failure the server answers again: the retry brings the sections back. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' });
    // The outage ends (the scenario's forced answer is lifted in the mock world).
    world.scenario.forced = null;
    await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { name: 'Em alta' })).toBeVisible();
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await loadLazyImages(canvasElement);
  },
};
