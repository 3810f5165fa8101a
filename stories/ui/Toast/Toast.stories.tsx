import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { ToastStack, type ToastItem } from '../../../src/ui/Toast/ToastStack';

const meta = {
  component: ToastStack,
  tags: ['autodocs'],
  argTypes: {
    toasts: {
      description:
        'Avisos, o mais antigo primeiro: message, tone (info, success, warning, danger), durationMs.',
      control: 'object',
    },
    onDismiss: {
      description: 'Fechar, ou o tempo do aviso acabou.',
      table: { category: 'eventos' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Avisos sob o cabeçalho. Cada um some sozinho depois da duração; o tempo pausa com o ponteiro ou o foco em cima. Leitores de tela ouvem por regiões ao vivo (alerta para danger).',
      },
      // Pop-ups and frames cover the page: each story of the docs page in its own frame.
      story: { inline: false, iframeHeight: 600 },
    },
  },
  args: {
    toasts: [{ id: 'review', tone: 'info', message: 'Seu saque está em análise.' }],
    onDismiss: fn(),
  },
  decorators: [
    // The header the stack sits under, and the page it floats over.
    (Story) => (
      <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}>
        <p style={{ margin: 0, padding: 16 }}>Jogos em destaque, promoções e a sua carteira.</p>
        <Story />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Info: Story = {
  play: async ({ args, canvasElement, step }) => {
    const page = body(canvasElement);
    const region = page.getByRole('region', { name: 'Notificações' });
    await step('shown under the header and announced politely', async () => {
      await expect(region).toHaveTextContent('Seu saque está em análise.');
      await expect(page.getByRole('status')).toHaveTextContent('Seu saque está em análise.');
      await expect(page.getByRole('alert')).toBeEmptyDOMElement();
    });
    await step('the dismiss button asks to remove it', async () => {
      await userEvent.click(within(region).getByRole('button', { name: 'Dispensar notificação' }));
      await expect(args.onDismiss).toHaveBeenCalledWith('review');
    });
  },
};

export const Success: Story = {
  args: { toasts: [{ id: 'deposit', tone: 'success', message: 'Depósito confirmado.' }] },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('Depósito confirmado.');
  },
};

export const Warning: Story = {
  args: {
    toasts: [{ id: 'bonus', tone: 'warning', message: 'Seu bônus expira em 2 dias.' }],
  },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent(
      'Seu bônus expira em 2 dias.',
    );
  },
};

/** A danger toast interrupts: it is announced through the alert region. */
export const Danger: Story = {
  args: {
    toasts: [{ id: 'balance', tone: 'danger', message: 'Saldo insuficiente para esta aposta.' }],
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Saldo insuficiente para esta aposta.');
    await expect(page.getByRole('status')).toBeEmptyDOMElement();
  },
};

const three: ToastItem[] = [
  { id: 'first', tone: 'success', message: 'Depósito confirmado.' },
  { id: 'second', tone: 'info', message: 'Você ganhou 10 giros grátis.' },
  { id: 'third', tone: 'danger', message: 'Não foi possível abrir o jogo. Tente novamente.' },
];

/** Three at once: the newest at the bottom. */
export const Stacked: Story = {
  args: { toasts: three },
  play: async ({ canvasElement }) => {
    const region = body(canvasElement).getByRole('region', { name: 'Notificações' });
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(
      three.map((toast) => toast.message),
    );
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  },
};

function SelfDismissingStack({ toasts, onDismiss }: Parameters<typeof ToastStack>[0]) {
  const [shown, setShown] = useState(toasts);
  return (
    <ToastStack
      toasts={shown}
      onDismiss={(id) => {
        onDismiss(id);
        setShown((current) => current.filter((toast) => toast.id !== id));
      }}
    />
  );
}

/** After its time a toast dismisses itself (shown here with a short 1 s duration). */
export const AutoDismiss: Story = {
  args: {
    toasts: [{ id: 'copied', tone: 'success', message: 'Link copiado.', durationMs: 1000 }],
  },
  render: (args) => <SelfDismissingStack {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const page = body(canvasElement);
    await step('the toast shows', async () => {
      await expect(page.getByRole('region', { name: 'Notificações' })).toHaveTextContent(
        'Link copiado.',
      );
    });
    await step('it asks to be dismissed when its time is up, and leaves', async () => {
      await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('copied'), {
        timeout: 3000,
      });
      await expect(args.onDismiss).toHaveBeenCalledTimes(1);
      // The stack's owner removes it on that call, and React draws that a task later.
      await waitFor(() => expect(page.queryByRole('region', { name: 'Notificações' })).toBeNull());
      await expect(page.getByRole('status')).toBeEmptyDOMElement();
    });
  },
};
