import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/ui/Button/Button';

const meta = {
  component: Button,
  tags: ['autodocs'],
  argTypes: {
    variant: {
      description:
        'Peso visual: primary para a ação principal da tela, secondary, ghost (discreto) ou danger (destrutivo).',
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger'],
    },
    size: {
      description:
        'md (padrão, 44 px de altura: o alvo de toque) ou sm (36 px, para linhas densas).',
      control: 'inline-radio',
      options: ['md', 'sm'],
    },
    block: {
      description: 'Ocupa toda a largura (botões de rodapé de formulário).',
      control: 'boolean',
    },
    loading: {
      description: 'Mostra o indicador, anuncia ocupado e ignora toques.',
      control: 'boolean',
    },
    disabled: { description: 'Desabilitado: não recebe toque nem foco.', control: 'boolean' },
    children: { description: 'Texto do botão (pt-BR, do catálogo de mensagens).', control: 'text' },
    onClick: { description: 'Toque ou Enter/Espaço.', table: { category: 'eventos' } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Botão do app. Carregando, ele ignora toques repetidos (um saque nunca sai duas vezes) e anuncia que está ocupado; mantém o tamanho ao trocar o texto pelo indicador.',
      },
    },
  },
  args: { children: 'Depositar', onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Depositar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Ver todos' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Pular' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Sair da conta' } };

export const Small: Story = { args: { size: 'sm', children: 'Entrar' } };

export const Block: Story = { args: { block: true, children: 'Cadastrar' } };

export const Loading: Story = {
  args: { loading: true, children: 'Sacar' },
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sacar' });
    await step('announces that it is busy', async () => {
      await expect(button).toHaveAttribute('aria-busy', 'true');
    });
    await step('ignores repeated taps', async () => {
      await userEvent.click(button);
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Confirmar' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Confirmar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The light theme: every variant on the light surface, text at AA contrast (axe checks). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button {...args}>Depositar</Button>
      <Button {...args} variant="secondary">
        Ver todos
      </Button>
      <Button {...args} variant="ghost">
        Pular
      </Button>
      <Button {...args} variant="danger">
        Sair da conta
      </Button>
      <Button {...args} loading>
        Sacar
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Depositar', 'Ver todos', 'Pular', 'Sair da conta']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
    await expect(canvas.getByRole('button', { name: /Sacar/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
