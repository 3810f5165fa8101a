import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { vendorList } from '../../../../mocks/world/games';
import { endpoints } from '../../../../src/api/allEndpoints';
import {
  ProviderDirectory,
  providerHref,
} from '../../../../src/features/games/ProviderDirectory/ProviderDirectory';
import { clearSession } from '../../../../src/state/session';
import { failingOnce, loadLazyImages, tap, withGamesFrame } from '../../../storyKit';

/**
 * The providers directory on its own, as /gameList?view=providers draws it under the game
 * list's header. Public: a visitor sees the same directory.
 */
const meta = {
  component: ProviderDirectory,
  decorators: [withGamesFrame],
  parameters: { route: '/gameList?view=providers' },
  beforeEach: clearSession,
} satisfies Meta<typeof ProviderDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

const directory = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Provedores de jogos' });

const cards = (canvasElement: HTMLElement) =>
  within(directory(canvasElement)).queryAllByRole('link');

const routeOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/** "1 jogo", "12 jogos". */
const gamesText = (count: number | undefined) => (count === 1 ? '1 jogo' : `${count} jogos`);

const findCards = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(cards(canvasElement)).toHaveLength(vendorList().length), {
    timeout: 4000,
  });
  return cards(canvasElement);
};

/**
 * Every provider of the mock world in the list's order: logo, name and number of games, each
 * a link to its games (spec 2: /gameList with vendorId and name), the count above.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const vendors = vendorList();
    const shown = await findCards(canvasElement);
    await step('the count, then one card per provider', async () => {
      await expect(within(canvasElement).getByText(`${vendors.length} provedores`)).toBeVisible();
      for (const [index, card] of shown.entries()) {
        const vendor = vendors[index]!;
        await expect(card).toHaveAccessibleName(
          `${vendor.vendorNameEn} ${gamesText(vendor.gameCount)}`,
        );
        await expect(card).toHaveAttribute('href', providerHref(vendor));
      }
    });
    await step('the logos are decoration (the name says who it is)', async () => {
      await expect(shown[0]!.querySelector('img')).toHaveAttribute('alt', '');
    });
    await loadLazyImages(canvasElement);
  },
};

/** A card tapped opens that provider's games, its name in the address for the title. */
export const ProviderChosen: Story = {
  play: async ({ canvasElement }) => {
    const vendor = vendorList().at(-1)!;
    const shown = await findCards(canvasElement);
    await tap(shown.at(-1)!);
    await expect(routeOf(canvasElement)).toHaveTextContent(
      `/gameList?vendorId=${vendor.vendorId}&name=${vendor.vendorNameEn.replaceAll(' ', '+')}`,
    );
  },
};

/**
 * Slow answers (the 'slow' scenario): the placeholder cards stand where the cards come, two
 * across and the same height, so nothing moves when they arrive.
 */
export const PlaceholdersKeepTheirPlace: Story = {
  parameters: { msw: { handlers: scenarios.slow } },
  play: async ({ canvasElement }) => {
    const region = directory(canvasElement);
    await expect(region).toHaveAttribute('aria-busy', 'true');
    const grid = region.querySelector('[aria-hidden="true"]')!;
    const placeholders = [...grid.children].map((el) => el.getBoundingClientRect());
    await expect(placeholders).toHaveLength(8);
    await expect(placeholders[1]!.top).toBe(placeholders[0]!.top);
    await expect(placeholders[2]!.top).toBeGreaterThan(placeholders[0]!.bottom);
    const shown = await findCards(canvasElement);
    await expect(region).not.toHaveAttribute('aria-busy');
    const first = shown[0]!.getBoundingClientRect();
    await expect(first.top).toBe(placeholders[0]!.top);
    await expect(first.height).toBe(placeholders[0]!.height);
    await loadLazyImages(canvasElement);
  },
};

/** No providers (the 'empty' scenario): the empty state, no cards. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum provedor disponível')).toBeVisible();
    await expect(
      canvas.getByText('Os provedores aparecem aqui assim que forem liberados.'),
    ).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** The list fails (HTTP 500): "Algo deu errado" and "Tentar novamente", no cards. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByText(/provedores$/)).toBeNull();
  },
};

/** No connection (the 'offline' scenario): "Sem conexão" and the retry. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: scenarios.offline } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sem conexão')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

const failsOnce = failingOnce(endpoints.vendorList);

/** The first answer fails, "Tentar novamente" brings every provider. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await findCards(canvasElement);
    await expect(canvas.queryByText('Algo deu errado')).toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** The 500 px desktop column: still two across, the cards wider. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [a, b, c] = (await findCards(canvasElement)).map((card) => card.getBoundingClientRect());
    await expect(b!.top).toBe(a!.top);
    await expect(c!.top).toBeGreaterThan(a!.bottom);
    await expect(directory(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await loadLazyImages(canvasElement);
  },
};
