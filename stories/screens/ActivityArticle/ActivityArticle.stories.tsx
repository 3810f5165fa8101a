import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { XSS_SPY } from '../../../mocks/data/xss';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { ActivityArticle } from '../../../src/screens/ActivityArticle/ActivityArticle';
import { failingOnce, loadLazyImages, tap, withGamesFrame } from '../../storyKit';

/*
 * /activityArticle?id= (spec 2): an article entry of the activity page. The mock world's
 * activity articles (type 3, mocks/data/content.ts): 711 "Guia: Pix sem complicação"
 * (20/11/2026), 712 "Como subir de nível VIP", 713 "Regulamento da semana" (a hostile body).
 */
const meta = {
  component: ActivityArticle,
  decorators: [withGamesFrame],
  parameters: { route: '/activityArticle?id=711' },
} satisfies Meta<typeof ActivityArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

const PIX = 'Guia: Pix sem complicação';

/** The title heads the page, the date shows, the body's heading and text are kept. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: PIX })).toBeVisible();
    const article = within(canvas.getByRole('article', { name: PIX }));
    await expect(article.getByText('Publicado em 20/11/2026')).toBeVisible();
    await expect(
      await article.findByRole('heading', { level: 2, name: 'Pix sem complicação' }),
    ).toBeVisible();
    await expect(
      article.getByText(/Depósitos a partir de R\$ 10,00, confirmados na hora/),
    ).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/** A hostile body (713): nothing runs, no script, handler or javascript: link is left. */
export const Hostile: Story = {
  parameters: { route: '/activityArticle?id=713' },
  beforeEach: () => {
    const page = window as unknown as Record<string, unknown>;
    const alert = window.alert;
    page[XSS_SPY] = fn().mockName(XSS_SPY);
    window.alert = fn().mockName('alert');
    const before = (window as unknown as { __xss?: unknown }).__xss;
    return () => {
      delete page[XSS_SPY];
      window.alert = alert;
      (window as unknown as { __xss?: unknown }).__xss = before;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Regulamento da semana';
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = canvas.getByRole('article', { name: title });
    await expect(
      await within(article).findByRole('heading', { level: 2, name: 'Regras da promoção' }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
    await expect(window.alert).not.toHaveBeenCalled();
    await expect(article.querySelectorAll('script, img[onerror]')).toHaveLength(0);
    // The javascript: link lost its address and kept its words.
    await expect(within(article).queryByRole('link', { name: 'Saiba mais' })).toBeNull();
    await expect(within(article).getByText('Saiba mais')).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/** Not an activity article (705 is a help article) or unknown: "Artigo não encontrado". */
export const NotFound: Story = {
  parameters: { route: '/activityArticle?id=705' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Artigo não encontrado' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Ele pode ter sido removido ou o link está incorreto.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todas as atividades' })).toHaveAttribute(
      'href',
      '/activity',
    );
  },
};

/** The article fails (HTTP 500): "Algo deu errado" with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

const failsOnce = failingOnce(endpoints.activityArticleDetail);

/** The first read fails; "Tentar novamente" brings the article. */
export const ErrorRetried: Story = {
  parameters: { msw: { handlers: failsOnce.handlers } },
  beforeEach: failsOnce.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: PIX })).toBeVisible();
    await loadLazyImages(canvasElement);
  },
};

/** The article never answers: date, banner and text placeholders; the article is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Carregando…' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};
