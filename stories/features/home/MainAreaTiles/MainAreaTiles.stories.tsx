import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { MainAreaTiles } from '../../../../src/features/home/MainAreaTiles/MainAreaTiles';
import { findLoadedRegion, withLocationProbe } from '../homeSectionKit';

const meta = {
  component: MainAreaTiles,
  decorators: [withLocationProbe],
} satisfies Meta<typeof MainAreaTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner call never answers: three tile-shaped placeholders keep the row. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Atalhos em destaque' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The three home-mainArea tiles, in code order, each opening its link. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const region = within(await findLoadedRegion(canvasElement, 'Atalhos em destaque'));
    const links = region.getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/activityDetail/14?id=3014',
      '/activityDetail/8?id=3008',
      '/activityDetail/21?id=3021',
    ]);
    const widths = links.map((a) => Math.round(a.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await userEvent.click(region.getByRole('link', { name: 'Atalho 2 de 3' }));
    await expect(
      within(canvasElement).getByRole('status', { name: 'Rota atual' }),
    ).toHaveTextContent(/^\/activityDetail\/8\?id=3008$/);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** No main-area banner: the section renders nothing, so the Home shows no gap. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('region', { name: 'Atalhos em destaque' }),
      ).toBeNull(),
    );
  },
};

/** The banner call fails: a tile-high box says so and offers a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os atalhos.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
