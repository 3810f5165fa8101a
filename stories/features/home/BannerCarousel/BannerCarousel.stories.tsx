import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { BannerCarousel } from '../../../../src/features/home/BannerCarousel/BannerCarousel';
import { withLocationProbe } from '../homeSectionKit';

const meta = {
  component: BannerCarousel,
  decorators: [withLocationProbe],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner call never answers: a banner-sized placeholder and the dots row keep the space. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Destaques' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};

/**
 * The five home banners. The first is painted first as an eager, high-priority image (the LCP
 * element); the carousel (slides, dots, play button) joins after first paint. Reduced motion
 * (the test browser) starts it paused.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first banner is a plain eager image, loaded with high priority', async () => {
      const first = await canvas.findByRole('img', { name: 'Destaque 1 de 5' });
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
    });
    const region = canvas.getByRole('region', { name: 'Destaques' });
    await step('after first paint it becomes a carousel of five labelled slides', async () => {
      await waitFor(() => expect(region).toHaveAttribute('aria-roledescription', 'carrossel'));
      const slides = within(region).getAllByRole('group', { name: /^Slide \d de 5$/ });
      await expect(slides).toHaveLength(5);
      await expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide');
      await expect(within(slides[1]!).getByRole('img')).toHaveAttribute('loading', 'lazy');
    });
    await step('reduced motion: autoplay starts paused, the button offers to play', async () => {
      await expect(canvas.getByRole('button', { name: 'Reproduzir o carrossel' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Ir para o slide 1' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
    await step('a dot brings its slide into view', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ir para o slide 3' }));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Ir para o slide 3' })).toHaveAttribute(
          'aria-current',
          'true',
        ),
      );
      await expect(canvas.getByRole('button', { name: 'Ir para o slide 1' })).not.toHaveAttribute(
        'aria-current',
      );
    });
    await step('a slide with an app path navigates in the app', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Destaque 3 de 5' }));
      await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
        /^\/viprule$/,
      );
    });
    await step('the play button toggles to pause', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir o carrossel' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Pausar o carrossel' }));
      await expect(canvas.getByRole('button', { name: 'Reproduzir o carrossel' })).toBeVisible();
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
  },
};

/** No carousel banner configured: the section renders nothing, so the Home shows no gap. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Destaques' })).toBeNull());
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The banner call fails: a banner-sized box says so and offers a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os destaques.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
