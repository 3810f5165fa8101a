import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FOUR_PAY_ACTIVITY } from '../../../../mocks/data/activities';
import { CURRENCY_MAP } from '../../../../mocks/data/wallet';
import { scenarios } from '../../../../mocks/scenarios';
import { Refuse } from '../../../../mocks/world/codes';
import { payMethods } from '../../../../mocks/world/wallet';
import { DepositForm } from '../../../../src/features/deposit/DepositForm/DepositForm';
import { fourStepView } from '../../../../src/features/deposit/fourStep';
import { depositMethods } from '../../../../src/features/deposit/methods';
import { FIXED_NOW } from '../../../../.storybook/clock';
import { platformState } from '../../../../src/state/platform';
import { logInDemoPlayer, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The channel's deposit methods as the mock world lists them: Pix, crypto wallet, bank card. */
const methods = depositMethods({ payMethods: payMethods() });

/**
 * As on /deposit: the demo player logged in, and the currency map the page loads before the form
 * (crypto amounts at their accuracy, USDT with 4 decimals).
 */
function onDepositPage() {
  logInDemoPlayer();
  platformState.currencies = structuredClone(CURRENCY_MAP);
}

const meta = {
  component: DepositForm,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  // Orders go to the mock world as the demo player; nobody pays them meanwhile.
  beforeEach: onDepositPage,
  parameters: { msw: { handlers: scenarios['deposit-unpaid'] } },
  args: {
    methods,
    // The demo player made one of the four deposits: the second step (50 %) is next.
    fourStep: fourStepView(FOUR_PAY_ACTIVITY, FIXED_NOW),
    onCreated: fn(),
  },
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Valor' });

/**
 * Pix chosen, quick amounts and the limits before any typing; "R$ 50" fills the field and shows
 * the four-step bonus it earns; "Depositar com Pix" creates the order and hands it over.
 */
export const Pix: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Pix chosen, the limits said before typing', async () => {
      await expect(canvas.getByRole('radio', { name: /^Pix/ })).toBeChecked();
      await expect(amountField(canvasElement)).toHaveAccessibleDescription(
        /Mínimo R\$\s10,00 · Máximo R\$\s50\.000,00/,
      );
      await expect(canvas.queryByRole('group', { name: 'Moeda' })).toBeNull();
    });
    await step('"R$ 50" fills the field and shows its bonus', async () => {
      await tap(canvas.getByRole('button', { name: /^R\$\s50$/ }));
      await expect(amountField(canvasElement)).toHaveValue('50');
      await expect(canvas.getByRole('button', { name: /^R\$\s50$/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(canvas.getByText(/^Bônus deste depósito: \+R\$\s25,00$/)).toBeVisible();
    });
    await step('"Depositar com Pix" creates the order', async () => {
      await tap(canvas.getByRole('button', { name: 'Depositar com Pix' }));
      await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
      await expect(args.onCreated).toHaveBeenCalledWith(
        expect.objectContaining({ amount: 50, currency: 'BRL', payMethod: 1, status: 1 }),
        { payMethod: 1, currency: 'BRL', amount: '50' },
      );
    });
    await repaintAll();
  },
};

/** Under the minimum: refused in the field with the minimum, nothing sent. */
export const AmountRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(amountField(canvasElement), '5');
    await tap(canvas.getByRole('button', { name: 'Depositar com Pix' }));
    await expect(canvas.getByText(/^O valor mínimo é R\$\s10,00\.$/)).toBeVisible();
    await expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(/^Bônus deste depósito/)).toBeNull();
    await expect(args.onCreated).not.toHaveBeenCalled();
    amountField(canvasElement).blur();
    await repaintAll();
  },
};

/**
 * The crypto wallet: a coin to choose (USDT first) with its network and limits; BTC has other
 * chips and no four-step bonus (that one is for BRL deposits).
 */
export const CryptoWallet: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await tap(canvas.getByRole('radio', { name: /^Carteira cripto/ }));
    const coins = within(canvas.getByRole('group', { name: 'Moeda' }));
    await step('USDT first, on TRC20, with its limits', async () => {
      await expect(coins.getByRole('radio', { name: 'USDT' })).toBeChecked();
      await expect(coins.getByText('Rede TRC20')).toBeVisible();
      await expect(amountField(canvasElement)).toHaveAccessibleDescription(
        /Mínimo USDT\s10,0000 · Máximo USDT\s100\.000,0000/,
      );
    });
    await step('BTC: its network and chips', async () => {
      await tap(coins.getByRole('radio', { name: 'BTC' }));
      await expect(coins.getByText('Rede Bitcoin')).toBeVisible();
      await tap(canvas.getByRole('button', { name: /^BTC\s0,005$/ }));
      await expect(amountField(canvasElement)).toHaveValue('0,005');
      await expect(canvas.queryByText(/^Bônus deste depósito/)).toBeNull();
      await expect(
        canvas.getByRole('button', { name: 'Gerar endereço de depósito' }),
      ).toBeEnabled();
    });
    await repaintAll();
  },
};

/** Coming back from a payment view keeps the player's choice: ETH with its amount. */
export const DraftKept: Story = {
  args: { draft: { payMethod: 2, currency: 'ETH', amount: '0,05' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Carteira cripto/ })).toBeChecked();
    await expect(
      within(canvas.getByRole('group', { name: 'Moeda' })).getByRole('radio', { name: 'ETH' }),
    ).toBeChecked();
    await expect(amountField(canvasElement)).toHaveValue('0,05');
    await expect(canvas.getByRole('button', { name: /^ETH\s0,05$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The page still lists the card, but the server has switched it off: its refusal in place. */
export const ServerRefusal: Story = {
  parameters: { msw: { handlers: scenarios['deposit-card-off'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(canvas.getByRole('radio', { name: /^Cartão bancário/ }));
    await tap(canvas.getByRole('button', { name: /^R\$\s100$/ }));
    await tap(canvas.getByRole('button', { name: 'Pagar com cartão' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      Refuse.payMethodUnavailable.msg,
    );
    await expect(args.onCreated).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Pagar com cartão' })).toBeEnabled();
    await repaintAll();
  },
};

/** Pix with R$ 100, in the light theme on the desktop viewport. */
export const DesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  args: { draft: { payMethod: 1, currency: 'BRL', amount: '100' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Bônus deste depósito: \+R\$\s50,00$/)).toBeVisible();
    const form = canvasElement.querySelector('form');
    await expect(form?.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
