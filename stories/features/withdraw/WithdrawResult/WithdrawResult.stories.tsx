import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  CURRENCY_MAP,
  WITHDRAW_ACCOUNTS,
  WITHDRAW_ORDERS,
  type WithdrawAccountDetail,
  type WithdrawOrderRecord,
} from '../../../../mocks/data/wallet';
import { WithdrawStatus } from '../../../../src/api/contract';
import { WithdrawResult } from '../../../../src/features/withdraw/WithdrawResult/WithdrawResult';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The demo player's newest withdraw order in that status. */
function orderIn(status: number, currency = 'BRL'): WithdrawOrderRecord {
  const order = WITHDRAW_ORDERS.find((o) => o.status === status && o.currency === currency);
  if (!order) throw new Error(`no ${currency} withdraw order in status ${status}`);
  return order;
}

function savedAccount(id: number): WithdrawAccountDetail {
  const account = WITHDRAW_ACCOUNTS.find((a) => a.id === id);
  if (!account) throw new Error(`no withdraw account ${id} in the mock world`);
  return account;
}

const meta = {
  component: WithdrawResult,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: {
    order: orderIn(WithdrawStatus.audit),
    account: savedAccount(401),
    display: currencyDisplay('BRL', CURRENCY_MAP),
    onAnother: fn(),
  },
} satisfies Meta<typeof WithdrawResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title }));

/** The receipt row's value ("Situação" → "Em análise"). */
const row = (canvasElement: HTMLElement, title: string, label: string) =>
  panel(canvasElement, title).getByText(label).nextElementSibling;

const route = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/**
 * The withdrawal went to review: said first (the heading has focus), with the order number, the
 * amount and the account; "Ver meus pedidos" leads to the orders, "Fazer outro saque" starts over.
 */
export const InReview: Story = {
  play: async ({ args, canvasElement, step }) => {
    const title = 'Saque enviado para análise';
    const result = panel(canvasElement, title);
    await step('the outcome, read first, and the receipt', async () => {
      await expect(result.getByRole('heading', { name: title })).toHaveFocus();
      await expect(result.getByText(/^Recebemos o seu pedido\./)).toBeVisible();
      await expect(row(canvasElement, title, 'Situação')).toHaveTextContent('Em análise');
      await expect(row(canvasElement, title, 'Pedido')).toHaveTextContent('W2026112214150001');
      await expect(row(canvasElement, title, 'Valor do saque')).toHaveTextContent(/^R\$\s100,00$/);
      // Masked as on the page and in the order list.
      await expect(row(canvasElement, title, 'Conta')).toHaveTextContent(
        /^Pix · CPF \*\*\*\.533\.447-\*\*$/,
      );
    });
    await step('"Fazer outro saque" starts over', async () => {
      await tap(result.getByRole('button', { name: 'Fazer outro saque' }));
      await expect(args.onAnother).toHaveBeenCalledTimes(1);
    });
    await step('"Ver meus pedidos" opens the order list on its withdrawals', async () => {
      await expect(result.getByRole('link', { name: 'Ver meus pedidos' })).toHaveAttribute(
        'href',
        '/orderlist?tab=withdraw',
      );
      await tap(result.getByRole('link', { name: 'Ver meus pedidos' }));
      await expect(route(canvasElement)).toHaveTextContent(/^\/orderlist\?tab=withdraw$/);
    });
    await repaintAll();
  },
};

/** Refused in review: the danger mark, and the money goes back to the wallet. */
export const Rejected: Story = {
  args: { order: orderIn(WithdrawStatus.reject) },
  play: async ({ canvasElement }) => {
    const title = 'Saque recusado na análise';
    await expect(panel(canvasElement, title).getByRole('heading', { name: title })).toHaveFocus();
    await expect(
      panel(canvasElement, title).getByText(/o valor volta para a sua carteira/),
    ).toBeVisible();
    await expect(row(canvasElement, title, 'Situação')).toHaveTextContent('Recusado');
    await expect(row(canvasElement, title, 'Valor do saque')).toHaveTextContent(/^R\$\s300,00$/);
  },
};

/** Approved at once, to a crypto wallet: paid, in USDT at its accuracy. */
export const ApprovedToWallet: Story = {
  args: {
    order: orderIn(WithdrawStatus.success, 'USDT'),
    account: savedAccount(405),
    display: currencyDisplay('USDT', CURRENCY_MAP),
  },
  play: async ({ canvasElement }) => {
    const title = 'Saque aprovado';
    await expect(row(canvasElement, title, 'Situação')).toHaveTextContent('Pago');
    await expect(row(canvasElement, title, 'Valor do saque')).toHaveTextContent(/^USDT\s20,0000$/);
    await expect(row(canvasElement, title, 'Conta')).toHaveTextContent(
      /^Carteira USDT · TRC20 TNRRGs…L6PjPv$/,
    );
  },
};

/** In review, in the light theme on the desktop viewport: the panel keeps to the 500 px column. */
export const InReviewDesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Saque enviado para análise',
    });
    await expect(within(region).getByRole('link', { name: 'Ver meus pedidos' })).toHaveAttribute(
      'href',
      '/orderlist?tab=withdraw',
    );
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

/** Refused, in the light theme (the danger mark at AA contrast: axe checks). */
export const RejectedLightTheme: Story = {
  globals: { theme: 'light' },
  args: { order: orderIn(WithdrawStatus.reject) },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'Saque recusado na análise', 'Situação')).toHaveTextContent(
      'Recusado',
    );
  },
};
