import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { PaymentMethod, RechargeStatus } from '../../../src/api/contract';
import { moneyAction } from '../../../src/api/idempotency';
import { createDeposit, getDepositOrder } from '../../../src/api/cashier';
import { AfterDepositPopup } from '../../../src/overlays/AfterDepositPopup/AfterDepositPopup';
import { showAfterDeposit } from '../../../src/overlays/AfterDepositPopup/afterDeposit';
import { loadCurrencyMap } from '../../../src/state/platform';
import { setSession } from '../../../src/state/session';
import { withAppPage } from '../overlayPage';

const meta = {
  component: AfterDepositPopup,
  decorators: [withAppPage],
} satisfies Meta<typeof AfterDepositPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The order as the payment page reads it once the mock world has paid it. */
async function readPaid(orderNo: string) {
  let order = await getDepositOrder({ orderNo });
  for (let tries = 0; order.status !== RechargeStatus.success && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    order = await getDepositOrder({ orderNo });
  }
  return order;
}

/** A R$ 150,00 Pix deposit made in the mock world, then shown with the given status. */
async function depositPix(status: 'success' | 'pending', account = DEMO_ACCOUNT, first = false) {
  setSession(account.info);
  await loadCurrencyMap();
  // Money calls go through moneyAction (src/api/http.ts refuses them without its key).
  const order = await moneyAction('deposit:story', (idempotencyKey) =>
    createDeposit(
      { amount: 150, currency: 'BRL', payMethod: PaymentMethod.pix },
      { idempotencyKey },
    ),
  );
  showAfterDeposit({ orderNo: order.orderNo, amount: 150, currency: 'BRL', status, first });
  return order.orderNo;
}

// First in the file: a page's first story drew the rounded corners of secondary buttons
// differently now and then (a few pixels), and this one has none.
/** The Pix was sent but not confirmed yet: a waiting look, the way to the wallet. */
export const Pending: Story = {
  beforeEach: async () => {
    await depositPix('pending');
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Aguardando confirmação do Pix',
    });
    await step('no play button yet', async () => {
      await expect(within(dialog).queryByRole('button', { name: 'Jogar agora' })).toBeNull();
      await expect(dialog).toHaveTextContent(/R\$\s150,00/);
    });
    await step('"Ver carteira" stays available', async () => {
      await expect(within(dialog).getByRole('button', { name: 'Ver carteira' })).toBeVisible();
    });
  },
};

/** The Pix was paid ('deposit-success-now'): the amount, and two ways on. */
export const Success: Story = {
  parameters: { msw: { handlers: scenarios['deposit-success-now'] } },
  beforeEach: async () => {
    await depositPix('success');
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Depósito confirmado!' });
    await step('the amount in reais and the order', async () => {
      await expect(dialog).toHaveTextContent(/R\$\s150,00/);
      await expect(within(dialog).getByText(/^Pedido R/)).toBeVisible();
    });
    await step('"Jogar agora" first, "Ver carteira" beside it', async () => {
      const buttons = within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent);
      await expect(buttons).toEqual(['', 'Jogar agora', 'Ver carteira']);
    });
    await step(
      'a later deposit (the demo player has made several) offers no next one',
      async () => {
        await expect(
          within(dialog).queryByRole('region', { name: 'Seu próximo bônus' }),
        ).toBeNull();
      },
    );
  },
};

/**
 * The Pix was paid ('deposit-success-now') and the paid order names the bonus the mock world
 * credited with it: the scenario first pays the demo player's two reais orders still awaiting
 * payment (the 2nd and 3rd four-step deposits), so this is the 4th, 20 % of R$ 150,00. It shows
 * under the amount as the win's moment (still here) and is read with the pop-up's description.
 */
export const SuccessWithBonus: Story = {
  parameters: { msw: { handlers: scenarios['deposit-success-now'] } },
  beforeEach: async () => {
    const orderNo = await depositPix('success');
    const paid = await readPaid(orderNo);
    showAfterDeposit({
      orderNo,
      amount: paid.amount,
      currency: paid.currency,
      status: 'success',
      bonusAmount: paid.bonusAmount,
      bonusStep: paid.bonusStep,
    });
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Depósito confirmado!' });
    await expect(within(dialog).getByText(/^\+ R\$\s30,00 de bônus do 4º depósito$/)).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      /^\+ R\$\s30,00 de bônus do 4º depósito O valor já está na sua carteira\. Boa sorte!$/,
    );
  },
};

/**
 * Maria's first deposit (she had none): under the success, the server's offer for players who
 * have not made a second deposit (banner notTwoCharge), a picture that opens /deposit in the app.
 */
export const FirstDepositOffersTheSecond: Story = {
  parameters: { msw: { handlers: scenarios['deposit-success-now'] } },
  beforeEach: async () => {
    await depositPix('success', SECOND_ACCOUNT, true);
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Depósito confirmado!' });
    const offer = await within(dialog).findByRole('region', { name: 'Seu próximo bônus' });
    const link = await within(offer).findByRole('link', { name: 'Oferta para o seu 2º depósito' });
    await step('the offer comes after the ways on, its picture loaded', async () => {
      const buttons = within(dialog).getAllByRole('button');
      await expect(
        buttons.at(-1)!.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      await waitFor(() => expect(offer.querySelector('img')?.complete).toBe(true));
      await expect(offer).not.toHaveAttribute('aria-busy');
    });
    await step('its link is the app path the server gave, checked', async () => {
      await expect(link).toHaveAttribute('href', '/deposit');
      await expect(link).not.toHaveAttribute('target');
    });
  },
};

/** While the offer loads, its picture's box holds its place: nothing moves when it arrives. */
export const FirstDepositOfferLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/banner/v1/notTwoCharge', () => new Promise<never>(() => undefined)),
        ...scenarios['deposit-success-now'],
      ],
    },
  },
  beforeEach: async () => {
    await depositPix('success', SECOND_ACCOUNT, true);
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Depósito confirmado!' });
    const offer = within(dialog).getByRole('region', { name: 'Seu próximo bônus' });
    await expect(offer).toHaveAttribute('aria-busy', 'true');
    await expect(within(offer).queryByRole('link')).toBeNull();
    // The box is the picture's: 750 x 300 at the panel's width.
    const box = offer.lastElementChild!.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 750 / 300)).toBeLessThan(0.05);
  },
};
