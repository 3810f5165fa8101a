import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXED_NOW } from '../../../mocks/data/clock';
import { expect, waitFor, within } from 'storybook/test';
import { RECHARGE_ORDERS, WITHDRAW_ORDERS, withinDays } from '../../../mocks/data/wallet';
import { scenarios } from '../../../mocks/scenarios';
import { OrderList } from '../../../src/screens/OrderList/OrderList';
import { logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

/** The demo player's orders as the mock world answers them for a period (spec 3 filters). */
const deposits = (days: number) => withinDays(RECHARGE_ORDERS, days);
const withdrawals = (days: number) => withinDays(WITHDRAW_ORDERS, days);

const meta = {
  component: OrderList,
  decorators: [withGamesFrame],
  parameters: { route: '/orderlist' },
  // Spec 2: /orderlist is login-only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

const depositList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Pedidos de depósito' }));

const withdrawList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Pedidos de saque' }));

const tab = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('tablist', { name: 'Tipo de pedido' })).getByRole('tab', {
    name,
  });

const period = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name: 'Período' })).getByRole('button', {
    name,
  });

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/** Waits until `count` orders are listed in the region `of` and returns them. */
async function findOrders(of: ReturnType<typeof within>, count: number) {
  await waitFor(() => expect(of.queryAllByRole('listitem')).toHaveLength(count), {
    timeout: 4000,
  });
  return of.getAllByRole('listitem');
}

/**
 * Deposits of the last 7 days (the default): three Pix, crypto and card orders still awaiting
 * payment, one that failed; each with method, amount, time, status in words and order number.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const week = deposits(7);
    await step('the deposits tab and the default period', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
      await expect(tab(canvasElement, 'Depósitos')).toHaveAttribute('aria-selected', 'true');
      await expect(period(canvasElement, '7 dias')).toHaveAttribute('aria-pressed', 'true');
    });
    await step('the orders of the week, newest first', async () => {
      const orders = await findOrders(depositList(canvasElement), week.length);
      await expect(canvas.getByText(`${week.length} pedidos`)).toBeVisible();
      const first = within(orders[0]!);
      await expect(first.getByText('Pix')).toBeVisible();
      await expect(first.getByText(/^R\$\s30,00$/)).toBeVisible();
      await expect(first.getByText('22/11/2026 11:53')).toBeVisible();
      await expect(first.getByText('Aguardando pagamento')).toBeVisible();
      await expect(first.getByText(`Pedido ${week[0]?.orderNo}`)).toBeVisible();
      await expect(within(orders[1]!).getByText('Carteira cripto')).toBeVisible();
      await expect(within(orders[1]!).getByText(/^USDT\s10,00$/)).toBeVisible();
      await expect(within(orders[3]!).getByText('Falhou')).toBeVisible();
    });
  },
};

/** 30 days of deposits: every spec 3 status (awaiting payment, failed, completed) and a bonus. */
export const DepositStatuses: Story = {
  parameters: { route: '/orderlist?days=30' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = deposits(30);
    const list = depositList(canvasElement);
    await waitFor(() => expect(list.queryAllByRole('listitem').length).toBe(10), {
      timeout: 4000,
    });
    await expect(canvas.getByText(`${month.length} pedidos`)).toBeVisible();
    for (const status of ['Aguardando pagamento', 'Falhou', 'Concluído']) {
      await expect(list.getAllByText(status).length).toBeGreaterThan(0);
    }
    await expect(list.getByText(/^Bônus: R\$\s10,00$/)).toBeVisible();
    // Like a player: scroll to the end, and the rest of the month loads.
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return expect(list.queryAllByRole('listitem')).toHaveLength(month.length);
      },
      { timeout: 5000, interval: 200 },
    );
    await expect(await canvas.findByText('Isso é tudo neste período')).toBeVisible();
    window.scrollTo(0, 0);
    await repaintAll();
  },
};

/** The "Saques" tab: the address keeps it; this week's withdrawal is under review. */
export const Withdrawals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findOrders(depositList(canvasElement), deposits(7).length);
    await tap(tab(canvasElement, 'Saques'));
    await expect(tab(canvasElement, 'Saques')).toHaveAttribute('aria-selected', 'true');
    await expect(location(canvasElement)).toHaveTextContent('/orderlist?tab=withdraw');
    const [order] = await findOrders(withdrawList(canvasElement), withdrawals(7).length);
    await expect(within(order!).getByText('Em análise')).toBeVisible();
    await expect(within(order!).getByText(/^R\$\s100,00$/)).toBeVisible();
    // Named by its real method, masked as on /withdraw.
    await expect(within(order!).getByText('Pix · CPF')).toBeVisible();
    await expect(within(order!).getByText('Para ***.533.447-**')).toBeVisible();
    await expect(canvas.getByText('1 pedido')).toBeVisible();
  },
};

/**
 * 30 days of withdrawals: every spec 3 status (under review, rejected, completed), the reason
 * of the rejection, the fee of a crypto withdrawal, and each destination by its real method,
 * masked the one way /withdraw masks it.
 */
export const WithdrawStatuses: Story = {
  parameters: { route: '/orderlist?tab=withdraw&days=30' },
  play: async ({ canvasElement }) => {
    const list = withdrawList(canvasElement);
    const month = withdrawals(30);
    await findOrders(list, month.length);
    await expect(list.getByText('Em análise')).toBeVisible();
    await expect(list.getByText('Recusado')).toBeVisible();
    await expect(list.getAllByText('Concluído')).toHaveLength(
      month.filter((order) => order.status === 3).length,
    );
    await expect(
      list.getByText('Motivo: Rollover pendente: conclua as apostas exigidas.'),
    ).toBeVisible();
    await expect(list.getByText(/^Taxa: USDT\s1,00$/)).toBeVisible();
    for (const [method, account] of [
      ['Pix · Celular', 'Para (11) *****-4321'],
      ['Pix · E-mail', 'Para c***@exemplo.com.br'],
      ['Pix · Chave aleatória', 'Para 5efe…0c33'],
      ['Carteira USDT · TRC20', 'Para TNRRGs…L6PjPv'],
    ] as const) {
      const order = within(list.getByText(account).closest('li') as HTMLElement);
      await expect(order.getByText(method)).toBeVisible();
    }
    await expect(list.getAllByText('Para ***.533.447-**').length).toBeGreaterThan(0);
    await expect(list.queryByText(/Conta bancária/)).toBeNull();
  },
};

/**
 * "Hoje": the deposits made this morning, none paid. A Pix code lives 15 minutes: the one made
 * 7 minutes ago still awaits its payment, the earlier ones read "Expirado" (nobody can pay them).
 */
export const Today: Story = {
  parameters: { route: '/orderlist?days=0' },
  play: async ({ canvasElement }) => {
    const list = depositList(canvasElement);
    const today = deposits(0);
    await findOrders(list, today.length);
    await expect(period(canvasElement, 'Hoje')).toHaveAttribute('aria-pressed', 'true');
    const payable = today.filter((order) => order.createTime + 15 * 60_000 > FIXED_NOW);
    await expect(list.getAllByText('Aguardando pagamento')).toHaveLength(payable.length);
    await expect(list.getAllByText('Expirado')).toHaveLength(today.length - payable.length);
  },
};

/** "60 dias" tapped: the address keeps the period and the count covers two months. */
export const Last60Days: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findOrders(depositList(canvasElement), deposits(7).length);
    await tap(period(canvasElement, '60 dias'));
    await expect(location(canvasElement)).toHaveTextContent('/orderlist?days=60');
    await expect(await canvas.findByText(`${deposits(60).length} pedidos`)).toBeVisible();
    await waitFor(() =>
      expect(depositList(canvasElement).queryAllByRole('listitem').length).toBeGreaterThanOrEqual(
        10,
      ),
    );
    const more = canvas.getByRole('button', { name: 'Carregar mais' });
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
  },
};

/** Nothing in the period (the 'empty' scenario): the empty state of the tab. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum depósito neste período')).toBeVisible();
    await expect(canvas.getByText('Escolha um período maior.')).toBeVisible();
    await expect(canvas.getByText('0 pedidos')).toBeVisible();
  },
};

/** No withdrawal in the period (the 'empty' scenario) on the "Saques" tab. */
export const EmptyWithdrawals: Story = {
  parameters: { route: '/orderlist?tab=withdraw', msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum saque neste período')).toBeVisible();
    await expect(tab(canvasElement, 'Saques')).toHaveAttribute('aria-selected', 'true');
  },
};

/** The orders fail (HTTP 500): a failure state with "Tentar novamente". */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Algo deu errado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(depositList(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The orders never answer: placeholder cards, the list says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Pedidos de depósito' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(depositList(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};
