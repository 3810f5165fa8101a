import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExchangePreview } from '../../../../src/features/exchange/ExchangePreview/ExchangePreview';
import { padded } from '../../../storyKit';

/*
 * "Você recebe" on its own: the exact digits it is handed (already rounded down by
 * convertDown), the rounding note, and what it says when there is nothing to show.
 */
const meta = {
  component: ExchangePreview,
  args: {
    result: { int: '18', frac: '7969' },
    currency: 'USDT',
    symbol: 'USDT',
    decimals: 4,
  },
  decorators: [padded({ padding: 16 })],
} satisfies Meta<typeof ExchangePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Você recebe' }));

/** R$ 100 at 0,18796992: USDT 18,7969, said to be rounded down to USDT's 4 places. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const preview = region(canvasElement);
    await expect(preview.getByText(/^USDT\s18,7969$/)).toBeVisible();
    await expect(
      preview.getByText('Arredondado para baixo em 4 casas decimais, a precisão de USDT.'),
    ).toBeVisible();
  },
};

/** A long amount keeps every digit and its grouping: nothing is rounded on the way. */
export const LongAmount: Story = {
  args: {
    result: { int: '1499999999999999', frac: '98' },
    currency: 'BRL',
    symbol: 'R$',
    decimals: 2,
  },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement).getByText(/^R\$\s1\.499\.999\.999\.999\.999,98$/),
    ).toBeVisible();
  },
};

/** The amount is too small to give a single unit: a warning instead of an amount. */
export const TooSmall: Story = {
  args: { result: { int: '0', frac: '00000000' }, currency: 'BTC', symbol: 'BTC', decimals: 8 },
  play: async ({ canvasElement }) => {
    const preview = region(canvasElement);
    await expect(preview.getByText('—')).toBeVisible();
    await expect(
      preview.getByText(
        /^Valor baixo demais: a conversão daria BTC\s0,00000000\. Aumente o valor\.$/,
      ),
    ).toBeVisible();
  },
};

/** No valid amount yet: the preview asks for one. */
export const NoAmount: Story = {
  args: { result: null },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement).getByText('Informe o valor para ver quanto você recebe.'),
    ).toBeVisible();
  },
};
