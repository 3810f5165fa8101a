import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findArticle } from '../../../../mocks/data/content';
import {
  ArticleBody,
  ArticleBodySkeleton,
} from '../../../../src/features/content/ArticleBody/ArticleBody';
import { loadLazyImages, withGamesFrame } from '../../../storyKit';

/** An article of the mock world, as the article call answers it. */
const article = (key: string) => {
  const found = findArticle(key);
  if (!found) throw new Error(`no article "${key}" in the mock world`);
  return found;
};

const HOW_TO_DEPOSIT = article('how-to-deposit');

const meta = {
  component: ArticleBody,
  args: { bannerPicUrl: HOW_TO_DEPOSIT.bannerPicUrl, html: HOW_TO_DEPOSIT.content },
  // The page's column: the banner spans it (spec 9, 375 px page on a phone).
  decorators: [
    (Story) => (
      <article aria-label="Artigo" style={{ display: 'grid', gap: 16, padding: 16 }}>
        <Story />
      </article>
    ),
    withGamesFrame,
  ],
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

const articleBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('article', { name: 'Artigo' });

/** The banner in its 2:1 box over the sanitised body. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const box = within(articleBox(canvasElement));
    await step('the body, sanitised', async () => {
      await expect(
        await box.findByRole('heading', { level: 2, name: 'Como depositar via Pix' }),
      ).toBeVisible();
      await expect(box.getAllByRole('listitem')).toHaveLength(3);
    });
    await step('the banner: decorative, 2:1, before the text', async () => {
      const banner = articleBox(canvasElement).querySelector('img');
      await expect(banner).not.toBeNull();
      await expect(banner).toHaveAttribute('alt', '');
      const frame = banner!.parentElement!.getBoundingClientRect();
      await expect(Math.round(frame.width / frame.height)).toBe(2);
    });
    await loadLazyImages(canvasElement);
    await waitFor(() =>
      expect(articleBox(canvasElement).querySelector('img')).toHaveProperty('complete', true),
    );
  },
};

/** An article without a banner: the body alone, no empty picture box. */
export const WithoutBanner: Story = {
  args: { bannerPicUrl: '' },
  play: async ({ canvasElement }) => {
    const box = articleBox(canvasElement);
    await expect(
      await within(box).findByRole('heading', { level: 2, name: 'Como depositar via Pix' }),
    ).toBeVisible();
    await expect(box.querySelector('img')).toBeNull();
  },
};

/**
 * While the article loads: the banner's 2:1 box and lines of text, hidden from screen readers
 * (the page's article says "Carregando…"), as tall a banner as the picture that replaces it.
 */
export const Loading: Story = {
  render: () => <ArticleBodySkeleton />,
  play: async ({ canvasElement }) => {
    const box = articleBox(canvasElement);
    const skeleton = box.firstElementChild as HTMLElement;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(within(box).queryByRole('heading')).toBeNull();
    const banner = skeleton.firstElementChild!.getBoundingClientRect();
    await expect(Math.round(banner.width / banner.height)).toBe(2);
    await expect(banner.width).toBeCloseTo(box.getBoundingClientRect().width - 32, 0);
  },
};
