import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CURRENCY_MAP, WALLETS } from '../../../../mocks/data/wallet';
import { withdrawableBreakdown } from '../../../../src/features/withdraw/wagering';
import { WithdrawableBalance } from '../../../../src/features/withdraw/WithdrawableBalance/WithdrawableBalance';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { padded, withGamesFrame } from '../../../storyKit';

/** The demo player's BRL balance in the mock world (R$ 1.847,35). */
const balance = WALLETS.find((w) => w.currency === 'BRL')?.availableBalance ?? 0;

const meta = {
  component: WithdrawableBalance,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: {
    // What the mock world lets the demo player withdraw: the balance minus the rollover still
    // due (the figures WageringStatus explains further down the page).
    split: withdrawableBreakdown(balance, 1312.8),
    display: currencyDisplay('BRL', CURRENCY_MAP),
  },
} satisfies Meta<typeof WithdrawableBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Disponível para saque' });

/**
 * Part of the wallet still held by rollover: the amount that can go now, large, and one line
 * with the wallet's balance and the part held (spec 5: rounded down to the accuracy).
 */
export const PartlyHeld: Story = {
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Disponível para saque',
    );
    await expect(region).toHaveTextContent(/Disponível para saqueR\$\s1\.312,80/);
    await expect(
      within(region).getByText(
        /^De R\$\s1\.847,35 na carteira, R\$\s534,55 ainda depende de apostas \(rollover\)\.$/,
      ),
    ).toBeVisible();
  },
};

/** Nothing held: the whole balance can be withdrawn, and the line says so. */
export const AllFree: Story = {
  args: { split: withdrawableBreakdown(balance, balance) },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region).toHaveTextContent(/R\$\s1\.847,35/);
    await expect(
      within(region).getByText('Todo o saldo da carteira pode ser sacado.'),
    ).toBeVisible();
    await expect(within(region).queryByText(/rollover/)).toBeNull();
  },
};

/** Everything held: R$ 0,00 can go now, never a negative figure (withdrawableBreakdown). */
export const AllHeld: Story = {
  args: { split: withdrawableBreakdown(balance, -50) },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region).toHaveTextContent(/Disponível para saqueR\$\s0,00/);
    await expect(
      within(region).getByText(
        /^De R\$\s1\.847,35 na carteira, R\$\s1\.847,35 ainda depende de apostas \(rollover\)\.$/,
      ),
    ).toBeVisible();
  },
};

/**
 * A large balance in the light theme: the amount and its line stay within the card at the
 * phone's width (the amount field below must stay on the first screen).
 */
export const LargeBalanceLightTheme: Story = {
  globals: { theme: 'light' },
  args: { split: withdrawableBreakdown(1_234_567.89, 987_654.32) },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region).toHaveTextContent(/R\$\s987\.654,32/);
    await expect(region).toHaveTextContent(/De R\$\s1\.234\.567,89 na carteira, R\$\s246\.913,57/);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
