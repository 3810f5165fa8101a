import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { findArticle } from '../../../../mocks/data/content';
import { XSS_ARTICLE_HTML, XSS_PAYLOADS, XSS_SPY } from '../../../../mocks/data/xss';
import { SafeHtml } from '../../../../src/features/content/SafeHtml/SafeHtml';
import { padded, repaintAll, RouteProbe, tap } from '../../../storyKit';

/** An article body of the mock world, as the back office stores it. */
const articleHtml = (key: string) => {
  const article = findArticle(key);
  if (!article) throw new Error(`no article "${key}" in the mock world`);
  return article.content;
};

const meta = {
  component: SafeHtml,
  args: { html: articleHtml('how-to-deposit') },
  decorators: [
    (Story) => (
      <>
        <Story />
        <RouteProbe />
      </>
    ),
    padded({ padding: 16 }),
  ],
  parameters: { route: '/article?key=how-to-deposit' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

type Spied = Record<string, ReturnType<typeof fn> | undefined>;

/**
 * The spy every hostile payload calls when it runs, and `alert`, replaced by mocks for the
 * story: a payload that ran is a call on one of them.
 */
function installXssSpies() {
  const page = window as unknown as Record<string, unknown>;
  const alert = window.alert;
  page[XSS_SPY] = fn().mockName(XSS_SPY);
  window.alert = fn().mockName('alert');
  return () => {
    delete page[XSS_SPY];
    window.alert = alert;
  };
}

/** The sanitised box SafeHtml draws: the parent of the body's first heading. */
const htmlBox = (canvasElement: HTMLElement) => {
  const box = within(canvasElement).getByRole('heading', { level: 2 }).parentElement;
  if (!box) throw new Error('SafeHtml drew nothing');
  return box;
};

/** A help article: headings, an ordered list and emphasis are kept. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Como depositar via Pix' }),
    ).toBeVisible();
    const steps = canvas.getByRole('list');
    await expect(steps.tagName).toBe('OL');
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(steps).getByText('Depositar')).toHaveProperty('tagName', 'STRONG');
  },
};

/**
 * The hostile corpus (mocks/data/xss.ts): a `<script>`, `<img onerror>`, javascript: links,
 * SVG, frames, forms and the known mutation tricks. In this real browser none of it runs (the
 * spy and `alert` stay uncalled), nothing that could run or navigate is left in the page, and
 * the readable rules and their safe in-app link still show.
 */
export const Hostile: Story = {
  args: { html: XSS_ARTICLE_HTML },
  beforeEach: installXssSpies,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const spies = window as unknown as Spied;
    await step('the rules show as text', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 2, name: 'Regras da promoção' }),
      ).toBeVisible();
      await expect(canvas.getByText('Rollover de 3x')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'jogos de slots' })).toHaveAttribute(
        'href',
        '/gameList?categoryId=103',
      );
    });
    await step(`none of the ${XSS_PAYLOADS.length} payloads ran`, async () => {
      // Broken pictures, autofocus and toggles fire within a few frames: give them time.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(spies[XSS_SPY]).not.toHaveBeenCalled();
      await expect(window.alert).not.toHaveBeenCalled();
    });
    await step('the <script> and the onerror picture are gone', async () => {
      const box = htmlBox(canvasElement);
      await expect(box.querySelectorAll('script')).toHaveLength(0);
      await expect(box.querySelectorAll('[onerror]')).toHaveLength(0);
      await expect(box.innerHTML).not.toMatch(/__vitrineXss/);
    });
    await step('nothing that could run or navigate is left', async () => {
      const box = htmlBox(canvasElement);
      await expect(
        box.querySelectorAll(
          'iframe, object, embed, form, input, button, base, meta, link, style, svg, math, noscript, template, video, audio, img',
        ),
      ).toHaveLength(0);
      for (const element of Array.from(box.querySelectorAll('*'))) {
        for (const { name, value } of Array.from(element.attributes)) {
          await expect(name.startsWith('on')).toBe(false);
          await expect(/^\s*(javascript|data|vbscript):/i.test(value)).toBe(false);
        }
      }
      for (const link of canvas.getAllByRole('link')) {
        await expect(link.getAttribute('href')).toMatch(/^\/[^/\\]/);
      }
      // The javascript: link lost its address (so it is no link) and kept its words.
      await expect(canvas.queryByRole('link', { name: 'Saiba mais' })).toBeNull();
      await expect(box).toHaveTextContent(/Saiba mais/);
    });
  },
};

/**
 * A tap on an app path in the body moves within the app (the router, no reload): the in-app
 * link of the rules opens the slots list.
 */
export const InAppLink: Story = {
  args: { html: XSS_ARTICLE_HTML },
  beforeEach: installXssSpies,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const route = canvas.getByRole('status', { name: 'Rota atual' });
    await expect(route).toHaveTextContent('/article?key=how-to-deposit');
    const link = await canvas.findByRole('link', { name: 'jogos de slots' });
    // The body's one click listener is attached in an effect just after the body is drawn: a
    // script finding the link can be quicker than that, a finger cannot.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await tap(link);
    await expect(route).toHaveTextContent('/gameList?categoryId=103');
    await expect((window as unknown as Spied)[XSS_SPY]).not.toHaveBeenCalled();
    await repaintAll();
  },
};
