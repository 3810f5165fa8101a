import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegisterGiftBanner } from '../../../../src/features/auth/RegisterGiftBanner/RegisterGiftBanner';
import { REGISTER_GIFT_FALLBACK } from '../../../../src/features/auth/registerGift';

const meta = {
  component: RegisterGiftBanner,
  args: { gift: REGISTER_GIFT_FALLBACK },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterGiftBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec 9 display defaults: 3 gifts of R$ 10. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ganhe 3 presentes de R$ 10')).toBeVisible();
  },
};

/** A server value with cents keeps them. */
export const WithCents: Story = {
  args: { gift: { amount: 12.5, count: 5 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Ganhe 5 presentes de R\$\s12,50$/),
    ).toBeVisible();
  },
};
