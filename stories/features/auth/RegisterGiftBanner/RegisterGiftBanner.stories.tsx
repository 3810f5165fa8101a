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

/**
 * The register-gift detail is still being read: the banner holds its place, the title a
 * placeholder line, so the form's fields below do not move when the figures arrive. Drawn over
 * the banner that replaces it, for the comparison.
 */
export const Pending: Story = {
  args: { gift: 'pending' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <RegisterGiftBanner {...args} />
      <RegisterGiftBanner gift={REGISTER_GIFT_FALLBACK} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each banner: the box around its welcome line's text column.
    const [pending, ready] = canvas
      .getAllByText('Presente de boas-vindas para quem cria a conta agora.')
      .map((line) => line.parentElement!.parentElement!);
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await expect(pending!.querySelector('[data-skeleton]')).not.toBeNull();
    await expect(within(pending!).queryByText(/presentes de/)).toBeNull();
    await expect(canvas.getByText('Ganhe 3 presentes de R$ 10')).toBeVisible();
    await expect(pending!.getBoundingClientRect().height).toBe(
      ready!.getBoundingClientRect().height,
    );
  },
};
