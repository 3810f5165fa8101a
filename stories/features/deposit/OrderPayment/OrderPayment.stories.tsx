import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MINUTE } from '../../../../mocks/data/clock';
import { CURRENCY_MAP, RECHARGE_ORDERS } from '../../../../mocks/data/wallet';
import { scenarios } from '../../../../mocks/scenarios';
import type { DepositOrder, DepositPayload } from '../../../../src/api/contract';
import { OrderPayment } from '../../../../src/features/deposit/OrderPayment/OrderPayment';
import { placeDeposit } from '../../../../src/features/deposit/orders';
import { advanceClock } from '../../../../.storybook/clock';
import { platformState } from '../../../../src/state/platform';
import { logInDemoPlayer, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/**
 * The same deposit as one of the demo player's orders still awaiting payment, for that method:
 * Pix R$ 30,00, crypto USDT 10, bank card R$ 50,00.
 */
function againAs(payMethod: 1 | 2 | 3): DepositPayload {
  const order = RECHARGE_ORDERS.find((o) => o.status === 1 && o.payMethod === payMethod);
  if (!order) throw new Error(`no unpaid order of method ${payMethod} in the mock world`);
  return { amount: order.amount, currency: order.currency, payMethod };
}

/**
 * Creates the order in the mock world as the demo player, the way the deposit form does, before
 * the story renders (the view shows an order that exists, which it then watches).
 */
const created = (payload: DepositPayload) => async () => {
  logInDemoPlayer();
  return { order: await placeDeposit(payload) };
};

/** The Pix order most stories show (loaders add up, so each story names its own). */
const pixOrder = [created(againAs(1))];

/** The order the loader created. */
const orderOf = (loaded: Record<string, unknown>) => loaded.order as DepositOrder;

/**
 * As on /deposit: the demo player logged in, and the currency map the page loads before the form
 * (crypto amounts at their accuracy, USDT with 4 decimals).
 */
function onDepositPage() {
  logInDemoPlayer();
  platformState.currencies = structuredClone(CURRENCY_MAP);
}

const meta = {
  component: OrderPayment,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  beforeEach: onDepositPage,
  // Unless a story says otherwise, nobody pays: the view keeps waiting.
  parameters: { msw: { handlers: scenarios['deposit-unpaid'] } },
  args: {
    onPaid: fn(),
    onRenew: fn(() => Promise.resolve()),
    onRestart: fn(),
  },
  render: (args, { loaded }) => <OrderPayment {...args} order={orderOf(loaded)} />,
} satisfies Meta<typeof OrderPayment>;

export default meta;
// The order comes from the loaders, not from args.
type Story = StoryObj<typeof OrderPayment>;

const view = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title }));

/** The QR code is drawn once its encoder has loaded. */
const qr = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('img', { name }, { timeout: 5000 });

/**
 * Pix: read from the title, the amount and the 15 minutes the code lives, "Copiar" with the
 * code, its QR code, and the wait said. "Mudar valor ou forma de pagamento" goes back.
 */
export const PixWaiting: Story = {
  loaders: pixOrder,
  play: async ({ args, canvasElement, step }) => {
    const pix = view(canvasElement, 'Pague com Pix');
    await step('the title first, the amount and the time left', async () => {
      // The view takes the focus once it has mounted (an effect), as it replaces the form.
      await waitFor(() =>
        expect(pix.getByRole('heading', { name: 'Pague com Pix' })).toHaveFocus(),
      );
      await expect(pix.getByText('Valor').nextElementSibling).toHaveTextContent(/^R\$\s30,00$/);
      await expect(pix.getByRole('timer')).toHaveAccessibleName('Tempo restante: 00:15:00');
      await expect(pix.getByRole('status')).toHaveTextContent('Aguardando o pagamento…');
    });
    await step('the code to copy and its QR code', async () => {
      const code = within(pix.getByRole('group', { name: 'Código Pix copia e cola' }));
      await expect(code.getByRole('button', { name: 'Copiar' })).toBeEnabled();
      await expect(code.getByText(/^000201010212.*540530\.00.*6304[0-9A-F]{4}$/)).toBeVisible();
      await expect(await qr(canvasElement, 'QR code do Pix de R$\u00a030,00')).toBeVisible();
    });
    await step('"Mudar valor ou forma de pagamento" goes back', async () => {
      await tap(pix.getByRole('button', { name: 'Mudar valor ou forma de pagamento' }));
      await expect(args.onRestart).toHaveBeenCalledTimes(1);
      await expect(args.onPaid).not.toHaveBeenCalled();
    });
    await repaintAll();
  },
};

/** Crypto: the network, a warning to use only that coin and network, the address and its QR. */
export const CryptoWaiting: Story = {
  loaders: [created(againAs(2))],
  play: async ({ canvasElement }) => {
    const crypto = view(canvasElement, 'Envie USDT');
    await expect(crypto.getByText('Rede').nextElementSibling).toHaveTextContent('TRC20');
    await expect(
      crypto.getByText(
        'Envie só USDT pela rede TRC20. Outra moeda ou outra rede não chega à sua conta.',
      ),
    ).toBeVisible();
    const address = within(crypto.getByRole('group', { name: 'Endereço de depósito (USDT)' }));
    await expect(address.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)).toBeVisible();
    await expect(await qr(canvasElement, 'QR code do endereço de depósito em USDT')).toBeVisible();
  },
};

/** Bank card: the provider's secure page, in a new tab (said to screen readers too). */
export const CardWaiting: Story = {
  loaders: [created(againAs(3))],
  play: async ({ canvasElement, loaded }) => {
    const card = view(canvasElement, 'Pague com cartão');
    const link = card.getByRole('link', {
      name: 'Abrir página de pagamento (abre em outra aba)',
    });
    await expect(link).toHaveAttribute('href', orderOf(loaded).payUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card.getByText('Valor').nextElementSibling).toHaveTextContent(/^R\$\s50,00$/);
    await expect(card.queryByRole('button', { name: 'Copiar' })).toBeNull();
  },
};

/**
 * The 15 minutes pass unpaid: the code and its QR are taken away (nobody should pay it now) and
 * "Gerar novo código Pix" asks for a new one.
 */
export const Expired: Story = {
  loaders: pixOrder,
  play: async ({ args, canvasElement }) => {
    const pix = view(canvasElement, 'Pague com Pix');
    await qr(canvasElement, 'QR code do Pix de R$\u00a030,00');
    advanceClock(15 * MINUTE);
    await waitFor(() => expect(pix.getByRole('status')).toHaveTextContent('Código Pix expirado'));
    await expect(
      pix.getByText(
        /^Este pagamento não é mais aceito\. Gere um novo para depositar R\$\s30,00\.$/,
      ),
    ).toBeVisible();
    await expect(pix.queryByRole('button', { name: 'Copiar' })).toBeNull();
    await expect(pix.queryByRole('img')).toBeNull();
    await expect(pix.queryByRole('timer')).toBeNull();
    await tap(pix.getByRole('button', { name: 'Gerar novo código Pix' }));
    await expect(args.onRenew).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/**
 * The payment lands ('deposit-success-now'): said in place, and the page is told once. The
 * scenario first pays the demo player's two reais orders still awaiting payment (their 2nd and 3rd
 * four-step deposits), so this one is the 4th: the mock world credits 20 % of R$ 30,00 with it
 * and the paid order says so, "+ R$ 6,00 de bônus do 4º depósito", the win's moment (still here).
 */
export const Paid: Story = {
  loaders: pixOrder,
  parameters: { msw: { handlers: scenarios['deposit-success-now'] } },
  play: async ({ args, canvasElement, step }) => {
    const pix = view(canvasElement, 'Pague com Pix');
    await step('the payment is said in place, the page told once', async () => {
      await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1), { timeout: 8000 });
      await expect(args.onPaid).toHaveBeenCalledWith(
        expect.objectContaining({ status: 3, bonusAmount: 6, bonusStep: 4 }),
      );
      await expect(pix.getByText(/^R\$\s30,00 já está na sua carteira\.$/)).toBeVisible();
      await expect(pix.queryByRole('button', { name: 'Copiar' })).toBeNull();
      await expect(pix.getByRole('button', { name: 'Fazer outro depósito' })).toBeEnabled();
    });
    await step('the bonus credited with it, shown and said with the payment', async () => {
      await expect(pix.getByText(/^\+ R\$\s6,00 de bônus do 4º depósito$/)).toBeVisible();
      await expect(pix.getByRole('status')).toHaveTextContent(
        /^Pagamento confirmado\. \+ R\$\s6,00 de bônus do 4º depósito$/,
      );
    });
  },
};

/**
 * A crypto deposit lands ('deposit-success-now'): the four-step bonus is for reais, the mock
 * world credits none with it, and the page names none.
 */
export const PaidWithoutBonus: Story = {
  loaders: [created(againAs(2))],
  parameters: { msw: { handlers: scenarios['deposit-success-now'] } },
  play: async ({ args, canvasElement }) => {
    const crypto = view(canvasElement, 'Envie USDT');
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledTimes(1), { timeout: 8000 });
    await expect(crypto.getByRole('status')).toHaveTextContent(/^Pagamento confirmado$/);
    await expect(crypto.getByText(/^USDT\s[\d.,]+ já está na sua carteira\.$/)).toBeVisible();
    await expect(crypto.queryByText(/bônus/)).toBeNull();
  },
};

/** The provider sent no Pix code: the method is said to be unavailable, nothing to pay. */
export const MethodNotServed: Story = {
  loaders: pixOrder,
  render: (args, { loaded }) => (
    <OrderPayment {...args} order={{ ...orderOf(loaded), brCode: null }} />
  ),
  play: async ({ canvasElement }) => {
    const pix = view(canvasElement, 'Pague com Pix');
    await expect(pix.getByRole('alert')).toHaveTextContent(
      'Esta forma de pagamento não está disponível agora. Volte e escolha outra.',
    );
    await expect(pix.queryByRole('button', { name: 'Copiar' })).toBeNull();
  },
};

/** Pix waiting, in the light theme on the desktop viewport (the QR stays black on white). */
export const PixWaitingDesktopLightTheme: Story = {
  loaders: pixOrder,
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  play: async ({ canvasElement }) => {
    const svg = await qr(canvasElement, 'QR code do Pix de R$\u00a030,00');
    await expect(getComputedStyle(svg).backgroundColor).toBe('rgb(255, 255, 255)');
    const region = within(canvasElement).getByRole('region', { name: 'Pague com Pix' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
