import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { CategoryStrip } from '../../../../src/features/home/CategoryStrip/CategoryStrip';
import { loadLazyImages } from '../../../storyKit';
import { withLocationProbe } from '../homeSectionKit';

const meta = {
  component: CategoryStrip,
  decorators: [withLocationProbe],
} satisfies Meta<typeof CategoryStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Categorias e provedores';

async function findLoadedStrip(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('navigation', { name: NAME })).not.toHaveAttribute('aria-busy'),
  );
  return canvas.getByRole('navigation', { name: NAME });
}

/** The game calls never answer: chip-high placeholders keep the strip. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: NAME });
    await expect(nav).toHaveAttribute('aria-busy', 'true');
    await expect(within(nav).queryByRole('link')).toBeNull();
  },
};

/** The 10 categories then the 14 provider groups, each a link to its game list. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const nav = within(await findLoadedStrip(canvasElement));
    await step('categories, translated, go to /gameList?categoryId=', async () => {
      const categories = within(nav.getByRole('list', { name: 'Categorias de jogos' }));
      await expect(categories.getAllByRole('link')).toHaveLength(10);
      await expect(categories.getByRole('link', { name: 'Em alta' })).toHaveAttribute(
        'href',
        '/gameList?categoryId=101',
      );
      await expect(categories.getByRole('link', { name: 'Pescaria' })).toHaveAttribute(
        'href',
        '/gameList?categoryId=110',
      );
    });
    await step('providers go to /gameList?vendorId=&name=', async () => {
      const providers = within(nav.getByRole('list', { name: 'Provedores de jogos' }));
      const links = providers.getAllByRole('link');
      await expect(links).toHaveLength(14);
      for (const [index, link] of links.entries()) {
        const name = link.querySelector('img')?.getAttribute('alt') ?? '';
        await expect(name).not.toBe('');
        await expect(link).toHaveAccessibleName(name);
        const query = new URLSearchParams({ vendorId: String(201 + index), name });
        await expect(link).toHaveAttribute('href', `/gameList?${query.toString()}`);
      }
    });
    await step('a tap navigates in the app', async () => {
      await userEvent.click(nav.getByRole('link', { name: 'Slots' }));
      await expect(
        within(canvasElement).getByRole('status', { name: 'Rota atual' }),
      ).toHaveTextContent(/^\/gameList\?categoryId=103$/);
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
      const strip = canvasElement.querySelector('nav > div');
      if (strip) strip.scrollLeft = 0;
    });
    await loadLazyImages(canvasElement);
  },
};

/** No category and no provider: the strip renders nothing, so the Home shows no gap. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('navigation', { name: NAME })).toBeNull(),
    );
  },
};

/** The game calls fail: a chip-high box says so; its retry asks both calls again. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar as categorias.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
