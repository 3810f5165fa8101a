import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { advanceClock } from '../../../../.storybook/clock';
import { scenarios } from '../../../../mocks/scenarios';
import { ScratchTicket } from '../../../../src/features/home/ScratchTicket/ScratchTicket';
import { withLocationProbe } from '../homeSectionKit';

const meta = {
  component: ScratchTicket,
  decorators: [withLocationProbe],
} satisfies Meta<typeof ScratchTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The banner with the prize pool from initialRewardAmount (R$ 18.452,37). The number rises
 * only when the clock moves (pinned in Storybook): +0,30, then +0,35 (spec 9).
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Raspadinha premiada' });
    const prize = () => within(section).getByText(/^R\$/);
    await step('starts at the server amount and holds while the clock stands', async () => {
      await expect(prize()).toHaveTextContent(/^R\$\s18\.452,37$/);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await expect(prize()).toHaveTextContent(/^R\$\s18\.452,37$/);
    });
    await step('rises about 0,30 to 0,40 a second as the clock moves', async () => {
      advanceClock(1000);
      await waitFor(() => expect(prize()).toHaveTextContent(/^R\$\s18\.452,67$/), {
        timeout: 2000,
      });
      advanceClock(1000);
      await waitFor(() => expect(prize()).toHaveTextContent(/^R\$\s18\.453,02$/), {
        timeout: 2000,
      });
    });
    await step('"Raspar agora" opens the scratch-card activity', async () => {
      const link = within(section).getByRole('link', { name: 'Raspar agora' });
      await expect(link).toHaveAttribute('href', '/activityDetail/14?id=3014');
      await userEvent.click(link);
      await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
        '/activityDetail/14?id=3014',
      );
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
  },
};

/** The calls never answer: a placeholder of the banner's 75:26 shape keeps its place. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    const placeholder = canvasElement.querySelector('[aria-hidden="true"] > span')!;
    const box = placeholder.getBoundingClientRect();
    // 343 px wide on the phone page: 343 x 26 / 75 = 118.9 px tall, like the banner.
    await expect(box.width).toBe(343);
    await expect(Math.abs(box.height - (343 * 26) / 75)).toBeLessThan(1);
  },
};

/** No scratch-card activity offered: the banner is left out, nothing is reserved. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull());
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** The prize or activity call fails: the ticket's box stays, with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar a raspadinha.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
