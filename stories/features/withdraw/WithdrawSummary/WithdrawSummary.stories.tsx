import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CURRENCY_MAP,
  WALLET_WITHDRAWAL,
  WITHDRAW_ACCOUNTS,
  type WithdrawAccountDetail,
} from '../../../../mocks/data/wallet';
import { withdrawFeeOf } from '../../../../mocks/world/wallet';
import { WithdrawSummary } from '../../../../src/features/withdraw/WithdrawSummary/WithdrawSummary';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { padded, withGamesFrame } from '../../../storyKit';

/** A saved account as the mock world lists it: with its fee (Pix free, a wallet 1 of its coin). */
function savedAccount(id: number): WithdrawAccountDetail & { fee: number } {
  const account = WITHDRAW_ACCOUNTS.find((a) => a.id === id);
  if (!account) throw new Error(`no withdraw account ${id} in the mock world`);
  return { ...account, fee: withdrawFeeOf(account) };
}

const cpfKey = savedAccount(401);
const usdtWallet = savedAccount(405);

/** What each wallet lets the player withdraw now (walletWithdrawal). */
const withdrawable = (currency: string) =>
  WALLET_WITHDRAWAL.find((w) => w.currency === currency)?.withdrawableBalance ?? 0;

const displayOf = (currency: string) => currencyDisplay(currency, CURRENCY_MAP);

const meta = {
  component: WithdrawSummary,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { account: cpfKey, amount: withdrawable('BRL'), display: displayOf('BRL') },
} satisfies Meta<typeof WithdrawSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Confirme o saque' });

/** The value shown for a row's label ("Taxa" → "Sem taxa"). */
const valueOf = (canvasElement: HTMLElement, label: string) =>
  within(summary(canvasElement)).getByText(label).nextElementSibling;

/**
 * A Pix withdrawal: the key masked as everywhere else (never the CPF in full), no fee, the whole
 * amount arrives; read from the heading.
 */
export const PixWithoutFee: Story = {
  play: async ({ canvasElement }) => {
    const section = within(summary(canvasElement));
    await expect(section.getByRole('heading', { name: 'Confirme o saque' })).toHaveFocus();
    await expect(valueOf(canvasElement, 'Conta')).toHaveTextContent(
      'Pix · CPF***.533.447-**Carlos Eduardo Souza',
    );
    await expect(within(summary(canvasElement)).queryByText(/390\.533\.447-05/)).toBeNull();
    await expect(valueOf(canvasElement, 'Valor do saque')).toHaveTextContent(/^R\$\s1\.200,00$/);
    await expect(valueOf(canvasElement, 'Taxa')).toHaveTextContent('Sem taxa');
    await expect(valueOf(canvasElement, 'Você recebe')).toHaveTextContent(/^R\$\s1\.200,00$/);
  },
};

/**
 * A USDT wallet: the address in full (not shortened: the one place the player checks all of it,
 * a public address, not personal data), the fee, and what arrives after it.
 */
export const WalletWithFee: Story = {
  args: { account: usdtWallet, amount: withdrawable('USDT'), display: displayOf('USDT') },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Conta')).toHaveTextContent(
      `Carteira USDT · TRC20${usdtWallet.accountNo}Carteira USDT`,
    );
    await expect(valueOf(canvasElement, 'Valor do saque')).toHaveTextContent(/^USDT\s52,1834$/);
    await expect(valueOf(canvasElement, 'Taxa')).toHaveTextContent(/^USDT\s1,0000$/);
    await expect(valueOf(canvasElement, 'Você recebe')).toHaveTextContent(/^USDT\s51,1834$/);
  },
};

/** An amount no bigger than the fee: nothing arrives, never a negative amount. */
export const FeeTakesItAll: Story = {
  args: { account: usdtWallet, amount: usdtWallet.fee, display: displayOf('USDT') },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Você recebe')).toHaveTextContent(/^USDT\s0,0000$/);
  },
};

/** In the light theme, on the desktop viewport: the card keeps to the 500 px column. */
export const DesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Você recebe')).toHaveTextContent(/^R\$\s1\.200,00$/);
    await expect(summary(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
