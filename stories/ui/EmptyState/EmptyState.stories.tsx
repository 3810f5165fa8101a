import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../../src/ui/EmptyState/EmptyState';

const meta = {
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: {
    kind: {
      description: 'Estado.',
      control: 'select',
      options: ['fail', 'empty_data', 'area_limit', 'network_error', 'loading'],
    },
    title: { description: 'Substitui o título do catálogo.', control: 'text' },
    description: { description: 'Substitui a descrição do catálogo.', control: 'text' },
    retrying: { description: 'A nova tentativa está em andamento.', control: 'boolean' },
    onRetry: {
      description: '"Tentar novamente" (em fail e network_error).',
      table: { category: 'eventos' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'O que uma lista mostra no lugar das linhas: um dos cinco estados da spec 8, com desenho, título e descrição; falhas oferecem "Tentar novamente".',
      },
    },
  },
  args: { kind: 'fail', onRetry: fn() },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list call failed: a retry is offered. */
export const Fail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Algo deu errado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The call worked and the list is empty: nothing to retry. */
export const EmptyData: Story = {
  args: { kind: 'empty_data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nada por aqui ainda')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The content is blocked for the player's region. */
export const AreaLimit: Story = {
  args: { kind: 'area_limit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Indisponível na sua região')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No connection: a retry is offered. */
export const NetworkError: Story = {
  args: { kind: 'network_error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sem conexão')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The list is loading: a spinner inside a status region. */
export const Loading: Story = {
  args: { kind: 'loading' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Carregando…');
  },
};
