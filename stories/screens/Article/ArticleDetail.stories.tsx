import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { XSS_PAYLOADS, XSS_SPY } from '../../../mocks/data/xss';
import { scenarios } from '../../../mocks/scenarios';
import { Article } from '../../../src/screens/Article/Article';
import { loadLazyImages, withGamesFrame } from '../../storyKit';

/** /article?key=…: one article, its body only ever through SafeHtml. */
const meta = {
  component: Article,
  decorators: [withGamesFrame],
  parameters: { route: '/article?key=how-to-deposit' },
} satisfies Meta<typeof Article>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }));

/** "Como depositar via Pix": the title in the header, the banner, the steps as a list. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const title = 'Como depositar via Pix';
    await step('the title heads the page', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    });
    await step("the body's headings, list and emphasis are kept", async () => {
      const article = body(canvasElement, title);
      await expect(await article.findByRole('heading', { level: 2, name: title })).toBeVisible();
      const steps = article.getByRole('list');
      await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
      await expect(within(steps).getByText('Depositar')).toHaveProperty('tagName', 'STRONG');
      await expect(article.getByText('O saldo cai em poucos segundos.')).toBeVisible();
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * Every article body is the hostile corpus (the 'xss-articles' scenario, mocks/data/xss.ts): in
 * this real browser nothing of it runs (the spy every payload calls stays uncalled, no alert),
 * nothing dangerous is left in the page, and the rules' text and their safe in-app link show.
 */
export const Hostile: Story = {
  parameters: {
    route: '/article?key=promo-rules',
    msw: { handlers: scenarios['xss-articles'] },
  },
  beforeEach: () => {
    const page = window as unknown as Record<string, unknown>;
    const alert = window.alert;
    page[XSS_SPY] = fn().mockName(XSS_SPY);
    window.alert = fn().mockName('alert');
    return () => {
      delete page[XSS_SPY];
      window.alert = alert;
    };
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const spy = (window as unknown as Record<string, ReturnType<typeof fn>>)[XSS_SPY];
    const title = 'Regras gerais das promoções';
    await step('the rules show, as text', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
      const article = body(canvasElement, title);
      await expect(
        await article.findByRole('heading', { level: 2, name: 'Regras da promoção' }),
      ).toBeVisible();
      await expect(article.getByText('Rollover de 3x')).toBeVisible();
      await expect(article.getByRole('link', { name: 'jogos de slots' })).toHaveAttribute(
        'href',
        '/gameList?categoryId=103',
      );
    });
    await step(`none of the ${XSS_PAYLOADS.length} payloads ran`, async () => {
      // Broken pictures, autofocus and toggles fire within a few frames: give them time.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(spy).not.toHaveBeenCalled();
      await expect(window.alert).not.toHaveBeenCalled();
    });
    await step('nothing that could run or navigate is left', async () => {
      const article = canvas.getByRole('article', { name: title });
      // The server's HTML is SafeHtml's box, after the banner picture.
      const html = article.querySelector(':scope > div');
      await expect(html).not.toBeNull();
      const dangerous = html?.querySelectorAll(
        'script, iframe, object, embed, form, input, button, base, meta, link, style, svg, math, noscript, template, video, audio, img',
      );
      await expect(dangerous).toHaveLength(0);
      for (const element of Array.from(html?.querySelectorAll('*') ?? [])) {
        for (const { name, value } of Array.from(element.attributes)) {
          await expect(name.startsWith('on')).toBe(false);
          await expect(/^\s*(javascript|data|vbscript):/i.test(value)).toBe(false);
        }
      }
      for (const link of within(article).getAllByRole('link')) {
        await expect(link.getAttribute('href')).toMatch(/^\/[^/\\]/);
      }
      // The javascript: link lost its address and kept its words.
      await expect(within(article).queryByRole('link', { name: 'Saiba mais' })).toBeNull();
    });
    await loadLazyImages(canvasElement);
  },
};

/** A key the mock world does not know (404): "Artigo não encontrado" and the way to the list. */
export const NotFound: Story = {
  parameters: { route: '/article?key=nao-existe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Ele pode ter sido removido ou o link está incorreto.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Artigo não encontrado' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver todos os artigos' })).toHaveAttribute(
      'href',
      '/article',
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

/** The article never answers: the banner and text placeholders, the article says it is busy. */
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
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAccessibleName('Carregando…');
  },
};
