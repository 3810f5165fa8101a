import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WALLET_WITHDRAWAL, WALLETS } from '../../../../mocks/data/wallet';
import { moneyText, Refuse, RefuseWith, type Refusal } from '../../../../mocks/world/codes';
import { withdraw as withdrawSubmit } from '../../../../src/api/endpoints/cashier';
import { ApiError } from '../../../../src/api/errors';
import { RefusalNotice } from '../../../../src/features/withdraw/RefusalNotice/RefusalNotice';
import { explainWithdrawFailure } from '../../../../src/features/withdraw/refusal';
import { formatCurrency } from '../../../../src/lib/money';
import { padded, withGamesFrame } from '../../../storyKit';

/** The failure as the withdraw screen words it, from the mock world's refusal. */
const refusedWith = ({ code, msg }: Refusal) =>
  explainWithdrawFailure(
    new ApiError({ kind: 'business', code, message: msg, path: withdrawSubmit.path }),
  );

/** No answer at all (no connection): the outcome is unknown. */
const unanswered = explainWithdrawFailure(
  new ApiError({ kind: 'network', message: 'Sem conexão', path: withdrawSubmit.path }),
);

const brl = (amount: number) => formatCurrency(amount, 'R$', 2);
const balance = WALLETS.find((w) => w.currency === 'BRL')?.availableBalance ?? 0;
const limits = WALLET_WITHDRAWAL.find((w) => w.currency === 'BRL');
const withdrawable = limits?.withdrawableBalance ?? 0;

const meta = {
  component: RefusalNotice,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  // The whole balance asked for while rollover holds part of it.
  args: {
    failure: refusedWith(
      RefuseWith.wageringPending(
        moneyText(balance - withdrawable, 'BRL', 2),
        moneyText(withdrawable, 'BRL', 2),
      ),
    ),
    requested: brl(balance),
    withdrawable: brl(withdrawable),
  },
} satisfies Meta<typeof RefusalNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const alert = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('alert'));

/** Both amounts, side by side: what was asked and what can go now. */
async function checkAmounts(canvasElement: HTMLElement) {
  const notice = alert(canvasElement);
  await expect(notice.getByText('Valor pedido').nextElementSibling).toHaveTextContent(
    /^R\$\s1\.847,35$/,
  );
  await expect(
    notice.getByText('Disponível para saque agora').nextElementSibling,
  ).toHaveTextContent(/^R\$\s1\.200,00$/);
}

/** Refused because rollover still holds part of the balance: the app's own words for it. */
export const WageringPending: Story = {
  play: async ({ canvasElement }) => {
    const notice = alert(canvasElement);
    await expect(notice.getByText('Saque recusado')).toBeVisible();
    await expect(
      notice.getByText(
        'Parte do seu saldo ainda depende de apostas (rollover) e não pode ser sacada agora.',
      ),
    ).toBeVisible();
    await checkAmounts(canvasElement);
  },
};

/** Refused because the wallet holds less than asked. */
export const InsufficientBalance: Story = {
  args: { failure: refusedWith(Refuse.insufficientBalance) },
  play: async ({ canvasElement }) => {
    const notice = alert(canvasElement);
    await expect(notice.getByText('Saque recusado')).toBeVisible();
    await expect(notice.getByText('O saldo da carteira é menor que o valor pedido.')).toBeVisible();
  },
};

/** A refusal the app has no words of its own for: the server's message as it came. */
export const ServerMessage: Story = {
  args: {
    failure: refusedWith(RefuseWith.aboveMaximum(moneyText(limits?.maxAmount ?? 0, 'BRL', 2))),
  },
  play: async ({ canvasElement }) => {
    await expect(
      alert(canvasElement).getByText(/^O valor máximo é R\$\s20\.000,00\.$/),
    ).toBeVisible();
  },
};

/** No answer came back: a warning, not a refusal, and the same request may be sent again. */
export const Unconfirmed: Story = {
  args: { failure: unanswered },
  play: async ({ canvasElement }) => {
    const notice = alert(canvasElement);
    await expect(notice.getByText('Saque não confirmado')).toBeVisible();
    await expect(notice.queryByText('Saque recusado')).toBeNull();
    await expect(
      notice.getByText(
        'Sem resposta do servidor. Tente de novo: o mesmo pedido nunca é feito duas vezes.',
      ),
    ).toBeVisible();
    await checkAmounts(canvasElement);
  },
};

/** Refused, in the light theme (the error tone at AA contrast: axe checks). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(alert(canvasElement).getByText('Saque recusado')).toBeVisible();
    await checkAmounts(canvasElement);
  },
};

/** Not confirmed, in the light theme on the desktop viewport (the warning tone). */
export const UnconfirmedDesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  args: { failure: unanswered },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert');
    await expect(within(notice).getByText('Saque não confirmado')).toBeVisible();
    await expect(notice.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
