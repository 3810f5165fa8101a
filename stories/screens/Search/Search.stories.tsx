import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { searchGames } from '../../../mocks/data/games';
import { scenarios } from '../../../mocks/scenarios';
import {
  recentSearchesState,
  rememberSearch,
} from '../../../src/features/games/search/recentSearches';
import { Search } from '../../../src/screens/Search/Search';
import { loadLazyImages, logInDemoPlayer, withGamesFrame, repaintAll, tap } from '../../storyKit';

const meta = {
  component: Search,
  decorators: [withGamesFrame],
  parameters: { route: '/search' },
  // Spec 2/6: search is for logged-in players (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Buscar jogos' });

const resultTiles = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('button', { name: /^Jogar / });

/** Two searches made before on this device. */
function withRecentSearches() {
  logInDemoPlayer();
  rememberSearch('sereia');
  rememberSearch('Jaguar Play');
}

/** The page opens focused on the field, offering the recent searches, newest first. */
export const Initial: Story = {
  beforeEach: withRecentSearches,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the field is focused and ready to type', async () => {
      await waitFor(() => expect(field(canvasElement)).toHaveFocus());
      await expect(field(canvasElement)).toHaveAttribute('type', 'search');
    });
    await step('recent searches, newest first, each removable', async () => {
      const list = within(canvas.getByRole('list'));
      const items = list.getAllByRole('listitem').map((li) => li.textContent);
      await expect(items).toEqual(['Jaguar Play', 'sereia']);
      await expect(
        canvas.getByRole('button', { name: 'Remover "sereia" das buscas recentes' }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Limpar tudo' })).toBeVisible();
    });
  },
};

/** "Limpar tudo" forgot every search: the page says searches will show up here. */
export const NoRecentSearches: Story = {
  beforeEach: withRecentSearches,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Limpar tudo' }));
    await expect(canvas.getByText('Suas buscas aparecem aqui.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(localStorage.getItem('vitrine.recentSearches')).toBeNull();
    field(canvasElement).blur();
    await repaintAll();
  },
};

/** Typing "jaguar": results come after the 300 ms pause, each tile plays the game. */
export const Results: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const expected = searchGames({ text: 'jaguar', pageSize: 30 });
    await step('type; nothing is asked until the typing pauses', async () => {
      await userEvent.type(field(canvasElement), 'jaguar');
      await expect(resultTiles(canvasElement)).toHaveLength(0);
    });
    await step('the results arrive', async () => {
      // After the 300 ms pause and the search call (NoResults and Error wait as long).
      await waitFor(() => expect(resultTiles(canvasElement)).toHaveLength(expected.list.length), {
        timeout: 3000,
      });
      await expect(resultTiles(canvasElement)[0]).toHaveAccessibleName(
        `Jogar ${expected.list[0]?.gameName}`,
      );
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Resultados para "jaguar"' }),
      ).toBeVisible();
      // Announced politely, and shown beside the heading.
      await expect(
        canvas.getByText(`${expected.total} jogos`, { selector: '[role="status"]' }),
      ).toBeInTheDocument();
      await expect(canvas.getByText(`${expected.total} jogos`, { selector: 'span' })).toBeVisible();
    });
    await step('playing a result remembers the search', async () => {
      await tap(resultTiles(canvasElement)[0]!);
      await expect(canvas.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent(
        `"gameId":${expected.list[0]?.id}`,
      );
      await expect(recentSearchesState.items).toEqual(['jaguar']);
    });
    await loadLazyImages(canvasElement);
  },
};

/** Nothing matches: the page says so with the query. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'xyzzy');
    const message = 'Nenhum jogo encontrado para "xyzzy"';
    await expect(
      await canvas.findByText(message, { selector: 'p:not([role])' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByText(message, { selector: '[role="status"]' })).toBeInTheDocument();
    await expect(resultTiles(canvasElement)).toHaveLength(0);
    field(canvasElement).blur();
  },
};

/** The search call fails: a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'jaguar');
    await expect(await canvas.findByText('Algo deu errado', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    field(canvasElement).blur();
  },
};
