import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BANNER_RATIO } from '../../../../src/features/home/BannerCarousel/BannerCarousel';
import { SectionRetry } from '../../../../src/features/home/SectionRetry/SectionRetry';
import { t } from '../../../../src/i18n/t';
import { repaintAll, tap } from '../../../storyKit';

/** A row section's error (the category strip's): the message beside the button. */
const meta = {
  component: SectionRetry,
  args: { message: t('home.strip.error'), onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SectionRetry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner's box (750 × 300), which a stacked retry fills instead of the slides. */
const inBannerBox: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ aspectRatio: String(BANNER_RATIO) }}>
      <Story />
    </div>
  ),
];

const retryButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Tentar novamente' });

/** In a row: one line saying what failed, "Tentar novamente" at its end; a tap retries. */
export const Inline: Story = {
  play: async ({ args, canvasElement, step }) => {
    const message = within(canvasElement).getByText('Não foi possível carregar as categorias.');
    const button = retryButton(canvasElement);
    await step('message and button share the row', async () => {
      await expect(message).toBeVisible();
      await expect(button).toBeEnabled();
      const text = message.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(text.right);
      await expect(box.top).toBeLessThan(text.bottom);
    });
    await step('a tap asks the section to load again', async () => {
      await tap(button);
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    });
    await repaintAll();
  },
};

/** In a tall box (the banner's): the message centred above the button, the box keeps its size. */
export const Stacked: Story = {
  args: { message: t('home.banner.error'), stacked: true },
  decorators: inBannerBox,
  play: async ({ args, canvasElement, step }) => {
    const message = within(canvasElement).getByText('Não foi possível carregar os destaques.');
    const button = retryButton(canvasElement);
    await step('the message sits above the button, inside the banner-sized box', async () => {
      const text = message.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(text.bottom);
      const root = message.parentElement as HTMLElement;
      const frame = (root.parentElement as HTMLElement).getBoundingClientRect();
      await expect(root.getBoundingClientRect().height).toBe(frame.height);
      await expect(root.getBoundingClientRect().width).toBe(frame.width);
    });
    await step('a tap asks the banners again', async () => {
      await tap(button);
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    });
    await repaintAll();
  },
};

/** A retry is on its way: the button spins, says it is busy and ignores further taps. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = retryButton(canvasElement);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(canvasElement).getByText('Não foi possível carregar as categorias.'),
    ).toBeVisible();
    await tap(button);
    await tap(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/** The stacked retry while its call is on its way: same box, a spinning button. */
export const RetryingStacked: Story = {
  args: { message: t('home.banner.error'), stacked: true, retrying: true },
  decorators: inBannerBox,
  play: async ({ args, canvasElement }) => {
    const button = retryButton(canvasElement);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await tap(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
    await repaintAll();
  },
};
