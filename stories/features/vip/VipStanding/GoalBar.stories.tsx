import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_MEMBER_VIP, VIP_LEVELS } from '../../../../mocks/data/activities';
import { GoalBar } from '../../../../src/features/vip/VipStanding/GoalBar';
import { goal } from '../../../../src/features/vip/vipLevels';
import { padded } from '../../../storyKit';

/** The demo player (VIP 3) against VIP 4: their bet and deposit totals of the mock world. */
const VIP_4 = VIP_LEVELS[4]!;

const meta = {
  component: GoalBar,
  decorators: [padded({ padding: 16 })],
  args: {
    label: 'Apostas',
    levelName: VIP_4.name,
    goal: goal(DEMO_MEMBER_VIP.totalBet, VIP_4.requiredBet),
  },
} satisfies Meta<typeof GoalBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement, name = 'Apostas para o VIP 4') =>
  within(canvasElement).getByRole('progressbar', { name });

/** Part of the way: both amounts over the track, the fill at the percent reached. */
export const PartWay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^R\$\s27\.450,80 de R\$\s50\.000,00$/)).toBeVisible();
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '54');
    await expect(bar(canvasElement)).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^R\$\s27\.450,80 de R\$\s50\.000,00 \(54%\)$/),
    );
    const fill = bar(canvasElement).firstElementChild as HTMLElement;
    await expect(fill.style.width).toBe('54%');
  },
};

/** Nothing done yet: an empty track. */
export const NotStarted: Story = {
  args: { label: 'Depósitos', goal: goal(0, VIP_4.requiredDeposit) },
  play: async ({ canvasElement }) => {
    const depositBar = bar(canvasElement, 'Depósitos para o VIP 4');
    await expect(depositBar).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).getByText(/^R\$\s0,00 de R\$\s5\.000,00$/)).toBeVisible();
  },
};

/** One cent short: the bar stops at 99 %, never showing a full bar early. */
export const OneCentShort: Story = {
  args: { goal: goal(VIP_4.requiredBet - 0.01, VIP_4.requiredBet) },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '99');
    await expect(
      within(canvasElement).getByText(/^R\$\s49\.999,99 de R\$\s50\.000,00$/),
    ).toBeVisible();
  },
};

/** The condition met, in the light theme: a full bar. */
export const MetLightTheme: Story = {
  args: { goal: goal(VIP_4.requiredBet, VIP_4.requiredBet) },
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect((bar(canvasElement).firstElementChild as HTMLElement).style.width).toBe('100%');
  },
};
