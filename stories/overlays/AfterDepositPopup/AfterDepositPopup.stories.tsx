import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { PaymentMethod } from '../../../src/api/contract';
import { moneyAction } from '../../../src/api/idempotency';
import { createDeposit } from '../../../src/api/cashier';
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

/** A R$ 150,00 Pix deposit made in the mock world, then shown with the given status. */
async function depositPix(status: 'success' | 'pending') {
  setSession(DEMO_ACCOUNT.info);
  await loadCurrencyMap();
  // Money calls go through moneyAction (src/api/http.ts refuses them without its key).
  const order = await moneyAction('deposit:story', (idempotencyKey) =>
    createDeposit(
      { amount: 150, currency: 'BRL', payMethod: PaymentMethod.pix },
      { idempotencyKey },
    ),
  );
  showAfterDeposit({ orderNo: order.orderNo, amount: 150, currency: 'BRL', status });
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
  },
};
