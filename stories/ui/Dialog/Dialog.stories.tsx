import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { Dialog, InfoDialog } from '../../../src/ui/Dialog/Dialog';

const meta = {
  component: Dialog,
  tags: ['autodocs'],
  argTypes: {
    open: { description: 'Aberto.', control: 'boolean' },
    title: { description: 'Título.', control: 'text' },
    message: { description: 'Mensagem (texto simples).', control: 'text' },
    tone: {
      description: 'default ou danger (ação destrutiva).',
      control: 'inline-radio',
      options: ['default', 'danger'],
    },
    confirmLabel: { description: 'Texto do botão de confirmar.', control: 'text' },
    cancelLabel: { description: 'Texto do botão de cancelar.', control: 'text' },
    onConfirm: {
      description: 'Confirmar (pode devolver uma promessa: o botão fica carregando).',
      table: { category: 'eventos' },
    },
    onCancel: { description: 'Cancelar, Esc ou toque fora.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Diálogo de confirmação. Com tone danger vira alertdialog com botão de perigo; enquanto a confirmação está pendente, cancelar é ignorado.',
      },
      // Pop-ups and frames cover the page: each story of the docs page in its own frame.
      story: { inline: false, iframeHeight: 600 },
    },
  },
  args: {
    open: true,
    title: 'Confirmar depósito',
    message: 'Você vai depositar R$ 50,00 por Pix.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}>
        <p style={{ margin: 0, padding: 16 }}>Jogos em destaque, promoções e a sua carteira.</p>
        <Story />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Confirm: Story = {
  play: async ({ args, canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirmar depósito' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });

    await step('a modal dialog named by its title and described by its message', async () => {
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveAccessibleDescription('Você vai depositar R$ 50,00 por Pix.');
      await expect(confirm).toHaveFocus();
    });
    await step('Tab stays inside the dialog', async () => {
      await userEvent.tab();
      await expect(cancel).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(confirm).toHaveFocus();
    });
    await step('Esc cancels', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
    await step('the buttons confirm and cancel', async () => {
      await userEvent.click(cancel);
      await expect(args.onCancel).toHaveBeenCalledTimes(2);
      await userEvent.click(confirm);
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
  },
};

/** Destructive action: a danger confirm in an alert dialog, focus on the harmless choice. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Sair da conta?',
    message: 'Você vai precisar entrar de novo para jogar e sacar.',
    confirmLabel: 'Sair',
  },
  play: async ({ args, canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Sair da conta?' });
    await expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    await step('focus starts on Cancelar, so Enter cannot log out by accident', async () => {
      const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
      await expect(cancel).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onConfirm).not.toHaveBeenCalled();
      // Drawn as a keyboard player sees it, ring on Cancelar. Script key events do not switch
      // Chromium to keyboard modality; the test runner starts every story in it, but in the
      // Storybook UI the preview keeps whatever input came last, so the ring is set here.
      cancel.focus({ focusVisible: true });
      await expect(cancel).toHaveFocus();
      await expect(cancel.matches(':focus-visible')).toBe(true);
    });
  },
};

/** Confirm sent and not answered yet: busy, and a second tap sends nothing. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Confirmar depósito' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    await step('two quick taps confirm once', async () => {
      await userEvent.click(confirm);
      await userEvent.click(confirm);
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
    await step('the confirm button shows it is busy', async () => {
      await expect(confirm).toHaveAttribute('aria-busy', 'true');
    });
    await step('cancel is unavailable until the answer comes', async () => {
      await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
  },
};

/** A server message (error codes 6109/6121, spec 8) acknowledged with a single OK. */
export const Info: Story = {
  args: {
    title: 'Sessão encerrada',
    message: 'Sua conta foi acessada em outro dispositivo.\nEntre novamente para continuar.',
  },
  render: (args) => (
    <InfoDialog
      open={args.open}
      title={args.title}
      message={args.message}
      onClose={args.onCancel}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Sessão encerrada',
    });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
