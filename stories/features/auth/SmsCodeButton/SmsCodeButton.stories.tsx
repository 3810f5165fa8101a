import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmsCodeButton } from '../../../../src/features/auth/SmsCodeButton/SmsCodeButton';

const meta = {
  component: SmsCodeButton,
  args: { secondsLeft: 0, sending: false, onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar código' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const CoolingDown: Story = {
  args: { secondsLeft: 42 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Reenviar em 42 s' }),
    ).toBeDisabled();
  },
};
