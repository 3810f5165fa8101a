import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { vendorList } from '../../../mocks/world/games';
import { endpoints } from '../../../src/api/allEndpoints';
import { GameList } from '../../../src/screens/GameList/GameList';
import { clearSession } from '../../../src/state/session';
import { failingOnce, loadLazyImages, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: GameList,
  decorators: [withGamesFrame],
  parameters: { route: '/gameList?view=providers' },
  // Public, like the game list: a visitor sees the same directory.
  beforeEach: clearSession,
} satisfies Meta<typeof GameList>;

export default meta;
type Story = StoryObj<typeof meta>;

const directory = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Provedores de jogos' }));

const cards = (canvasElement: HTMLElement) => directory(canvasElement).queryAllByRole('link');

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/** Every provider with its logo, name and number of games, two across. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const vendors = vendorList();
    await step('every provider, in the order of the list', async () => {
      await waitFor(() => expect(cards(canvasElement)).toHaveLength(vendors.length));
      await expect(canvas.getByRole('heading', { level: 1, name: 'Provedores' })).toBeVisible();
      await expect(canvas.getByText(`${vendors.length} provedores`)).toBeVisible();
      const first = vendors[0]!;
      await expect(cards(canvasElement)[0]).toHaveAccessibleName(
        `${first.vendorNameEn} ${first.gameCount} jogos`,
      );
    });
    await step('two across', async () => {
      const [a, b, c] = cards(canvasElement).map((card) => card.getBoundingClientRect());
      await expect(b!.top).toBe(a!.top);
      await expect(c!.top).toBeGreaterThan(a!.bottom);
    });
    await loadLazyImages(canvasElement);
  },
};

/** A provider opens its games on the game list (spec 2: vendorId with name). */
export const ProviderChosen: Story = {
  play: async ({ canvasElement }) => {
    const vendor = vendorList()[1]!;
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(1));
    await tap(cards(canvasElement)[1]!);
    await expect(location(canvasElement)).toHaveTextContent(
      `/gameList?vendorId=${vendor.vendorId}&name=${new URLSearchParams({ n: vendor.vendorNameEn }).toString().slice(2)}`,
    );
  },
};

/** No providers (the 'empty' scenario). */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum provedor disponível')).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** The list fails (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

const failsOnce = failingOnce(endpoints.vendorList);

/** The first answer fails, the retry brings the providers. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(vendorList().length));
    await loadLazyImages(canvasElement);
  },
};

/** The list never answers: placeholder cards the size of the real ones. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Provedores de jogos' }, { timeout: 4000 }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** The 500 px desktop column: the heading, the count and two providers across, wider. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vendors = vendorList();
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(vendors.length));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Provedores' })).toBeVisible();
    const [a, b, c] = cards(canvasElement).map((card) => card.getBoundingClientRect());
    await expect(b!.top).toBe(a!.top);
    await expect(c!.top).toBeGreaterThan(a!.bottom);
    await expect(b!.right - a!.left).toBeLessThanOrEqual(500);
    await loadLazyImages(canvasElement);
  },
};
