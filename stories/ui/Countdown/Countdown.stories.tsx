import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from '../../../src/ui/Countdown/Countdown';
import { advanceClock, FIXED_NOW } from '../../../.storybook/clock';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The component ticks on real timers and reads the pinned clock, so a tick lands within 1 s. */
const nextTick = { timeout: 3000 };

const meta = {
  component: Countdown,
  tags: ['autodocs'],
  argTypes: {
    deadline: {
      description: 'Quando o tempo acaba (o relógio das histórias está em 22/11/2026 12:00).',
      control: 'date',
    },
    onEnd: { description: 'Chamado uma vez ao chegar a zero.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Tempo restante como "Nd HH:MM:SS" (spec 5) e depois "Encerrado"; um tique por segundo, sem anunciar cada segundo.',
      },
    },
  },
  args: { deadline: FIXED_NOW + DAY + HOUR + MINUTE + SECOND, onEnd: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than a day left: the day part shows. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', {
      name: 'Tempo restante: 1d 01:01:01',
    });
    await expect(timer).toHaveTextContent('1d 01:01:01');
    // Not a live region: screen readers are not interrupted every second.
    await expect(timer).not.toHaveAttribute('aria-live');
  },
};

/** Under a day left: only HH:MM:SS, and it follows the clock second by second. */
export const UnderADay: Story = {
  args: { deadline: FIXED_NOW + 5 * HOUR + 3 * MINUTE + 9 * SECOND },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('shows the time left without a day part', async () => {
      await expect(canvas.getByRole('timer')).toHaveTextContent(/^05:03:09$/);
    });
    await step('shows one second less on the next tick after a second passes', async () => {
      advanceClock(SECOND);
      await waitFor(
        () => expect(canvas.getByRole('timer', { name: 'Tempo restante: 05:03:08' })).toBeVisible(),
        nextTick,
      );
      await expect(args.onEnd).not.toHaveBeenCalled();
    });
  },
};

/** Time is up: 'Encerrado', reached from the last seconds, with onEnd called exactly once. */
export const Ended: Story = {
  args: { deadline: FIXED_NOW + 2 * SECOND },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('counts the last seconds', async () => {
      await expect(canvas.getByRole('timer')).toHaveTextContent('00:00:02');
      advanceClock(SECOND);
      await waitFor(
        () => expect(canvas.getByRole('timer')).toHaveTextContent('00:00:01'),
        nextTick,
      );
      await expect(args.onEnd).not.toHaveBeenCalled();
    });
    await step('stops at zero and calls onEnd once', async () => {
      advanceClock(SECOND);
      await waitFor(
        () => expect(canvas.getByRole('timer', { name: 'Encerrado' })).toBeVisible(),
        nextTick,
      );
      await expect(args.onEnd).toHaveBeenCalledTimes(1);
    });
    await step('stays ended without calling onEnd again', async () => {
      advanceClock(5 * SECOND);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await expect(canvas.getByRole('timer')).toHaveTextContent('Encerrado');
      await expect(args.onEnd).toHaveBeenCalledTimes(1);
    });
  },
};
