import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  RECHARGE_ORDERS,
  WALLETS,
  WITHDRAW_ORDERS,
  type RechargeOrderRecord,
  type WithdrawOrderRecord,
} from '../../../../mocks/data/wallet';
import { FIXED_NOW } from '../../../../mocks/data/clock';
import {
  RechargeOrderItem,
  WithdrawOrderItem,
} from '../../../../src/features/records/OrderRow/OrderRow';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { vars } from '../../../../src/theme/contract.css';
import { padded, withGamesFrame } from '../../../storyKit';

/** The first order of the mock world that fits, so a story names the state it shows. */
function depositWhere(test: (order: RechargeOrderRecord) => boolean): RechargeOrderRecord {
  const order = RECHARGE_ORDERS.find(test);
  if (!order) throw new Error('no deposit order in the mock world fits this story');
  return order;
}

function withdrawalWhere(test: (order: WithdrawOrderRecord) => boolean): WithdrawOrderRecord {
  const order = WITHDRAW_ORDERS.find(test);
  if (!order) throw new Error('no withdraw order in the mock world fits this story');
  return order;
}

/** As the order list shows a currency: the symbol from the player's wallets, 2 decimals. */
const displayOf = (currency: string) => currencyDisplay(currency, null, WALLETS);

const pixAwaiting = depositWhere((o) => o.status === 1 && o.payMethod === 1);
/** An unpaid order lives 15 minutes (the mock world's and the payment page's expiry). */
const PIX_LIFE_MS = 15 * 60_000;
const pixLapsed = depositWhere((o) => o.status === 1 && o.createTime + PIX_LIFE_MS < FIXED_NOW);
const cardWithBonus = depositWhere((o) => o.status === 3 && o.bonusAmount > 0);
const cryptoFailed = depositWhere((o) => o.status === 2 && o.payMethod === 2);
const underReview = withdrawalWhere((o) => o.status === 1);
const rejected = withdrawalWhere((o) => o.status === 2 && o.remark !== '');
const cryptoPaidOut = withdrawalWhere((o) => o.status === 3 && o.fee > 0);
/** One withdrawal to each kind of Pix key of the demo player, newest first. */
const toKey = (kind: string) => withdrawalWhere((o) => o.pixKeyType === kind);

/** The cards live in a list, as on /orderlist (a `<li>` needs its `<ul>`). */
const inOrderList: Decorator = (Story) => (
  <ul
    aria-label="Pedidos"
    style={{
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      margin: 0,
      padding: 0,
      listStyle: 'none',
    }}
  >
    <Story />
  </ul>
);

const meta = {
  component: RechargeOrderItem,
  decorators: [inOrderList, padded({ padding: 16 }), withGamesFrame],
  args: { order: pixAwaiting, display: displayOf(pixAwaiting.currency) },
} satisfies Meta<typeof RechargeOrderItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('listitem'));

/** A Pix deposit still waiting for its payment: the amount, São Paulo time and the number. */
export const DepositAwaitingPayment: Story = {
  play: async ({ canvasElement }) => {
    const order = card(canvasElement);
    await expect(order.getByText('Pix')).toBeVisible();
    await expect(order.getByText(/^R\$\s30,00$/)).toBeVisible();
    await expect(order.getByText('22/11/2026 11:53')).toBeVisible();
    await expect(order.getByText('Aguardando pagamento')).toBeVisible();
    await expect(order.getByText('Pedido R2026112214530001')).toBeVisible();
    await expect(order.queryByText(/^Bônus:/)).toBeNull();
  },
};

/**
 * A deposit never paid, whose payment expired long ago: it reads "Expirado" in the failure's
 * colour, not "Aguardando pagamento" (nobody can pay it any more).
 */
export const DepositExpired: Story = {
  args: {
    order: { ...pixLapsed, expireTime: pixLapsed.createTime + PIX_LIFE_MS },
    display: displayOf(pixLapsed.currency),
  },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement);
    await expect(order.getByText('Expirado')).toBeVisible();
    await expect(order.queryByText('Aguardando pagamento')).toBeNull();
  },
};

/** A bank-card deposit that went through and brought a bonus: the bonus line under the number. */
export const DepositCompletedWithBonus: Story = {
  args: { order: cardWithBonus, display: displayOf(cardWithBonus.currency) },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement);
    await expect(order.getByText('Cartão bancário')).toBeVisible();
    await expect(order.getByText(/^R\$\s50,00$/)).toBeVisible();
    await expect(order.getByText('Concluído')).toBeVisible();
    await expect(order.getByText(/^Bônus: R\$\s10,00$/)).toBeVisible();
  },
};

/** A crypto deposit that failed: in USDT, with no bonus. */
export const DepositFailed: Story = {
  args: { order: cryptoFailed, display: displayOf(cryptoFailed.currency) },
  play: async ({ canvasElement }) => {
    const order = card(canvasElement);
    await expect(order.getByText('Carteira cripto')).toBeVisible();
    await expect(order.getByText(/^USDT\s10,00$/)).toBeVisible();
    await expect(order.getByText('Falhou')).toBeVisible();
    await expect(order.queryByText(/^Bônus:/)).toBeNull();
  },
};

/**
 * A Pix withdrawal under review: where it goes, by its real method (a CPF key: "Pix · CPF",
 * never "Conta bancária") and masked as on /withdraw, no fee, no reason.
 */
export const WithdrawalUnderReview: Story = {
  render: () => <WithdrawOrderItem order={underReview} display={displayOf(underReview.currency)} />,
  play: async ({ canvasElement }) => {
    const order = card(canvasElement);
    await expect(order.getByText('Pix · CPF')).toBeVisible();
    await expect(order.getByText('Para ***.533.447-**')).toBeVisible();
    await expect(order.getByText(/^R\$\s100,00$/)).toBeVisible();
    await expect(order.getByText('Em análise')).toBeVisible();
    await expect(order.getByText('Pedido W2026112214150001')).toBeVisible();
    await expect(order.queryByText(/^Taxa:/)).toBeNull();
    await expect(order.queryByText(/^Motivo:/)).toBeNull();
  },
};

/** A rejected withdrawal: the reason the player needs, in words. */
export const WithdrawalRejected: Story = {
  render: () => <WithdrawOrderItem order={rejected} display={displayOf(rejected.currency)} />,
  play: async ({ canvasElement }) => {
    const order = card(canvasElement);
    await expect(order.getByText('Recusado')).toBeVisible();
    await expect(order.getByText(/^R\$\s300,00$/)).toBeVisible();
    await expect(
      order.getByText('Motivo: Rollover pendente: conclua as apostas exigidas.'),
    ).toBeVisible();
  },
};

/** One of each, in the desktop frame: the cards keep to the 500 px column. */
export const AllStatesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <>
      <RechargeOrderItem order={pixAwaiting} display={displayOf(pixAwaiting.currency)} />
      <RechargeOrderItem order={cardWithBonus} display={displayOf(cardWithBonus.currency)} />
      <WithdrawOrderItem order={rejected} display={displayOf(rejected.currency)} />
      <WithdrawOrderItem order={cryptoPaidOut} display={displayOf(cryptoPaidOut.currency)} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pedidos' });
    const orders = within(list).getAllByRole('listitem');
    await expect(orders).toHaveLength(4);
    await expect(within(orders[3]!).getByText('Carteira USDT · TRC20')).toBeVisible();
    await expect(within(orders[3]!).getByText('Para TNRRGs…L6PjPv')).toBeVisible();
    await expect(within(orders[3]!).getByText(/^Taxa: USDT\s1,00$/)).toBeVisible();
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

/** One of each in the light theme: the status colours keep their contrast (axe checks). */
export const AllStatesLightTheme: Story = {
  globals: { theme: 'light' },
  render: AllStatesDesktop.render,
  play: async ({ canvasElement }) => {
    const orders = within(canvasElement).getAllByRole('listitem');
    await expect(
      orders.map((o) => within(o).getByText(/^(Aguardando|Concluído|Recusado)/).textContent),
    ).toEqual(['Aguardando pagamento', 'Concluído', 'Recusado', 'Concluído']);
  },
};

/**
 * Every way a withdrawal leaves, named for what it is and masked one way: the four kinds of Pix
 * key, the crypto wallet with its coin and network, and a bank account (last 4 only). The last
 * two rows come from a server that sends neither the key's kind nor a masked number: the kind is
 * read from the number's shape and the app masks it itself.
 */
export const WithdrawalMethods: Story = {
  render: () => (
    <>
      {[toKey('CPF'), toKey('PHONE'), toKey('EMAIL'), toKey('EVP'), cryptoPaidOut].map((order) => (
        <WithdrawOrderItem key={order.id} order={order} display={displayOf(order.currency)} />
      ))}
      <WithdrawOrderItem
        order={{ ...underReview, id: 1, pixKeyType: undefined, accountNo: '0001 12345-6' }}
        display={displayOf('BRL')}
      />
      <WithdrawOrderItem
        order={{ ...underReview, id: 2, pixKeyType: undefined, accountNo: '+55 11 98765-4321' }}
        display={displayOf('BRL')}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const orders = within(canvasElement).getAllByRole('listitem');
    const lines = (pattern: RegExp) => orders.map((o) => within(o).getByText(pattern).textContent);
    await expect(lines(/^(Pix|Carteira|Conta)/)).toEqual([
      'Pix · CPF',
      'Pix · Celular',
      'Pix · E-mail',
      'Pix · Chave aleatória',
      'Carteira USDT · TRC20',
      'Conta bancária',
      'Pix · Celular',
    ]);
    await expect(lines(/^Para /)).toEqual([
      'Para ***.533.447-**',
      'Para (11) *****-4321',
      'Para c***@exemplo.com.br',
      'Para 5efe…0c33',
      'Para TNRRGs…L6PjPv',
      'Para ****3456',
      'Para (11) *****-4321',
    ]);
    await expect(within(canvasElement).queryByText(/98765|carlos\.souza|12345-6/)).toBeNull();
  },
};
