import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toast } from '../../../src/ui/Toast/Toast';
import { padded, repaintAll, tap } from '../../storyKit';

/**
 * One notification on its own (the stack around it, with timing and live regions, is the
 * ToastStack's story): a tone icon, the message and the dismiss button.
 */
const meta = {
  component: Toast,
  args: { message: 'Seu saque está em análise.', tone: 'info', onDismiss: fn() },
  decorators: [padded({ padding: 16 })],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const dismiss = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Dispensar notificação' });

/** Info: the message and a dismiss button that asks to remove it, by tap or keyboard. */
export const Info: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('Seu saque está em análise.')).toBeVisible();
    await tap(dismiss(canvasElement));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    dismiss(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    dismiss(canvasElement).blur();
    await repaintAll();
  },
};

/**
 * Every tone, each with an icon of its own shape as well as its colour (WCAG 1.4.1), and a long
 * server message that wraps instead of being cut.
 */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Toast {...args} tone="info" message="Seu saque está em análise." />
      <Toast {...args} tone="success" message="Depósito de R$ 50,00 confirmado." />
      <Toast {...args} tone="warning" message="Sua sessão expira em 5 minutos." />
      <Toast
        {...args}
        tone="danger"
        message="Não foi possível concluir a operação. Verifique sua conexão com a internet e tente novamente em alguns instantes."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Dispensar notificação' });
    await expect(buttons).toHaveLength(4);
    // One icon per toast, and no two tones share a drawing.
    const icons = Array.from(canvasElement.querySelectorAll('svg:not(button svg)'));
    await expect(icons).toHaveLength(4);
    await expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(4);
    const long = canvas.getByText(/^Não foi possível concluir/);
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

/** The light theme on a desktop frame. */
export const AllTonesLightDesktop: Story = {
  ...AllTones,
  globals: { theme: 'light', viewport: { value: 'desktop' } },
};
