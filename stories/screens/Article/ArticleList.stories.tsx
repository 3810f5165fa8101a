import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { articleList } from '../../../mocks/data/content';
import { scenarios } from '../../../mocks/scenarios';
import { Article } from '../../../src/screens/Article/Article';
import { loadLazyImages, tap, withGamesFrame } from '../../storyKit';

/** /article without a key: the back office's articles (src/screens/Article/articleQuery.ts). */
const meta = {
  component: Article,
  decorators: [withGamesFrame],
  parameters: { route: '/article' },
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

const listRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Lista de artigos' });

const rows = (canvasElement: HTMLElement) =>
  within(listRegion(canvasElement)).queryAllByRole('link');

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/** Every article of the mock world, one row each; a row opens its article by key. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const expected = articleList();
    await step('the page title and one row per article, in order', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Artigos' })).toBeVisible();
      await waitFor(() => expect(rows(canvasElement)).toHaveLength(expected.length));
      await expect(rows(canvasElement).map((row) => row.textContent)).toEqual(
        expected.map((article) => article.title),
      );
    });
    await step('a row is a link to its article', async () => {
      const terms = canvas.getByRole('link', { name: 'Termos de uso' });
      await expect(terms).toHaveAttribute('href', '/article?key=terms');
    });
    await loadLazyImages(canvasElement);
  },
};

/** `?type=2`: only the help articles. */
export const OneType: Story = {
  parameters: { route: '/article?type=2' },
  play: async ({ canvasElement }) => {
    const help = articleList(2);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(help.length));
    await expect(rows(canvasElement).map((row) => row.textContent)).toEqual(
      help.map((article) => article.title),
    );
    await loadLazyImages(canvasElement);
  },
};

/** No articles (the 'empty' scenario): the empty state, no rows. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum artigo por aqui')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/** The list fails (HTTP 500): "Algo deu errado" with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/** A tap on a row opens that article (the URL says which). */
export const OpensAnArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('link', { name: 'Como depositar via Pix' }));
    await expect(location(canvasElement)).toHaveTextContent('/article?key=how-to-deposit');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Como depositar via Pix' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Copie o código Pix e pague no app do seu banco.'),
    ).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/** The list never answers: placeholder rows, the region says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    await expect(listRegion(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(rows(canvasElement)).toHaveLength(0);
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Artigos' }),
    ).toBeVisible();
  },
};
