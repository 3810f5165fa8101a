import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../../src/ui/Badge/Badge';
import { Button } from '../../../src/ui/Button/Button';

const meta = {
  component: Badge,
  tags: ['autodocs'],
  argTypes: {
    variant: {
      description: 'count (número), dot (ponto de novidade) ou gift (presente).',
      control: 'inline-radio',
      options: ['count', 'dot', 'gift'],
    },
    count: { description: 'Número de um badge count.', control: 'number' },
    max: { description: 'Acima deste valor mostra "max+".', control: 'number' },
    showZero: { description: 'Mostrar o contador em 0 (oculto por padrão).', control: 'boolean' },
    label: { description: 'Substitui o texto anunciado ("3 novidades").', control: 'text' },
    children: {
      description: 'O elemento sobre o qual o selo fica; sem ele, o selo é inline.',
      control: false,
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Marcador pequeno: contador, ponto de novidade ou presente de cadastro. A marca visual é oculta do leitor de tela; um texto escondido diz o mesmo em palavras.',
      },
    },
  },
  args: { count: 3 },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', alignItems: 'center', gap: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count: the number is shown, the words are read. */
export const Count: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('3 novidades')).toBeInTheDocument();
  },
};

/** More than 99: capped at 99+. */
export const Capped: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('Mais de 99 novidades')).toBeInTheDocument();
  },
};

/** The unread dot (spec 2: the notice bell). */
export const Dot: Story = {
  args: { variant: 'dot' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Há novidades')).toBeInTheDocument();
  },
};

/** The gold register gift (spec 2: register button when the register gift is on). */
export const Gift: Story = {
  args: { variant: 'gift' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ganhe um presente')).toBeInTheDocument();
  },
};

const iconButton: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minWidth: 44,
  minHeight: 44,
  padding: '0 12px',
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  cursor: 'pointer',
};

const icon = { width: 24, height: 24, fill: 'none', stroke: 'currentColor', strokeWidth: 2 };

/**
 * Badges over header controls (spec 2): the menu counts unclaimed activities, the bell has the
 * unread dot and the register button carries the gift. Each badge joins its button's name.
 */
export const OnIcon: Story = {
  render: () => (
    <>
      <button type="button" style={iconButton}>
        <span className="visually-hidden">Menu</span>
        <Badge count={3}>
          <svg viewBox="0 0 24 24" aria-hidden="true" style={icon}>
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
        </Badge>
      </button>
      <button type="button" style={iconButton}>
        <span className="visually-hidden">Avisos</span>
        <Badge variant="dot">
          <svg viewBox="0 0 24 24" aria-hidden="true" style={icon}>
            <path
              d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0"
              strokeLinejoin="round"
            />
          </svg>
        </Badge>
      </button>
      <Badge variant="gift">
        <Button size="sm">Cadastrar</Button>
      </Badge>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu 3 novidades' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Avisos Há novidades' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await expect(canvas.getByText('Ganhe um presente')).toBeInTheDocument();
  },
};
