import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from '../../../src/ui/Money/Money';

const meta = {
  component: Money,
  tags: ['autodocs'],
  argTypes: {
    amount: { description: 'Valor.', control: 'number' },
    symbol: { description: 'Símbolo antes do valor (padrão R$).', control: 'text' },
    decimals: { description: 'Casas decimais (a precisão da moeda, padrão 2).', control: 'number' },
    tone: {
      description: 'Cor: reward (dourado) para prêmios e bônus.',
      control: 'inline-radio',
      options: ['default', 'reward', 'success', 'danger'],
    },
    size: { description: 'Tamanho.', control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    hidden: { description: 'Privacidade do saldo: mostra o símbolo e pontos.', control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Valor em dinheiro no formato pt-BR ("R$ 1.234,56"), com algarismos tabulares; oculto, nunca chega ao DOM e o leitor ouve "Valor oculto".',
      },
    },
  },
  args: { amount: 1234.56 },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pt-BR format: R$, non-breaking space, dot for thousands, comma for cents. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText(/R\$\s1\.234,56/);
    await expect(amount).toBeVisible();
    await expect(amount.textContent).toBe('R$\u00a01.234,56');
    await expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** Prizes and bonuses in gold. */
export const Reward: Story = {
  args: { amount: 2500, tone: 'reward', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/R\$\s2\.500,00/)).toBeVisible();
  },
};

/** The big balance of the wallet page. */
export const Large: Story = {
  args: { amount: 98765.432, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/R\$\s98\.765,43/)).toBeVisible();
  },
};

/** Balance privacy: dots on screen, "Valor oculto" for screen readers, no amount in the page. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Valor oculto')).toBeInTheDocument();
    await expect(canvas.getByText(/R\$\s••••/)).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/1\.234|234,56/);
  },
};

/** An empty balance still shows its cents. */
export const Zero: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/R\$\s0,00/)).toBeVisible();
  },
};

/** A debit: the sign comes before the symbol. */
export const Negative: Story = {
  args: { amount: -1, tone: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^-R\$\s1,00$/)).toBeVisible();
  },
};

/** A crypto balance with the currency's own accuracy. */
export const CryptoAccuracy: Story = {
  args: { amount: 0.0123, symbol: 'BTC', decimals: 8, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/BTC\s0,01230000/)).toBeVisible();
  },
};

/** A value that is not a number never shows "NaN". */
export const Unavailable: Story = {
  args: { amount: Number.NaN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Valor indisponível')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toContain('NaN');
  },
};
