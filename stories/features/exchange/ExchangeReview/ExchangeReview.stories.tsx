import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CURRENCY_MAP, EXCHANGE_RATES } from '../../../../mocks/data/wallet';
import { Refuse } from '../../../../mocks/world/codes';
import { ExchangeReview } from '../../../../src/features/exchange/ExchangeReview/ExchangeReview';
import {
  amountParts,
  convertDown,
  moneyText,
  padTo,
  rateText,
} from '../../../../src/features/exchange/exchangeMath';
import { rateOf } from '../../../../src/features/exchange/exchangePairs';
import { t } from '../../../../src/i18n/t';
import { currencyDisplay } from '../../../../src/lib/currencyDisplay';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';
import '../../../../src/i18n/messages/exchange';

/** R$ 100 into USDT at the mock world's rate, as the exchange form words it for the review. */
const amount = amountParts('100') ?? { int: '100', frac: '' };
const rate = rateOf(EXCHANGE_RATES, 'BRL', 'USDT') ?? 0;
const usdt = currencyDisplay('USDT', CURRENCY_MAP);
const received = convertDown(amount, rate, usdt.decimals);

const meta = {
  component: ExchangeReview,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: {
    send: moneyText(padTo(amount, 2), 'R$'),
    receive: received ? moneyText(received, usdt.symbol) : '',
    rate: t('exchange.rate.value', { source: 'BRL', rate: rateText(rate), destination: 'USDT' }),
    pending: false,
    failure: null,
    onConfirm: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof ExchangeReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const review = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Confira a conversão' }));

/** The value shown for a term ("Você envia" → "R$ 100,00"). */
const term = (canvasElement: HTMLElement, name: string) =>
  review(canvasElement).getByText(name).nextElementSibling;

/** What leaves, what arrives and at which rate; "Confirmar conversão" and "Alterar" each answer. */
export const Ready: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('the three terms', async () => {
      await expect(term(canvasElement, 'Você envia')).toHaveTextContent(/^R\$\s100,00$/);
      await expect(term(canvasElement, 'Você recebe')).toHaveTextContent(/^USDT\s18,7969$/);
      await expect(term(canvasElement, 'Cotação')).toHaveTextContent('1 BRL = 0,18796992 USDT');
      await expect(review(canvasElement).queryByText(/^Convertendo/)).toBeNull();
    });
    await step('"Alterar" goes back, "Confirmar conversão" sends', async () => {
      await tap(review(canvasElement).getByRole('button', { name: 'Alterar' }));
      await expect(args.onEdit).toHaveBeenCalledTimes(1);
      await tap(review(canvasElement).getByRole('button', { name: 'Confirmar conversão' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
    await repaintAll();
  },
};

/** Sent, no answer yet: the button busy, "Alterar" off, and the balances said to wait. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const panel = review(canvasElement);
    await expect(panel.getByRole('status')).toHaveTextContent(
      'Convertendo… Seus saldos só mudam quando a conversão for confirmada.',
    );
    await expect(panel.getByRole('button', { name: 'Alterar' })).toBeDisabled();
    await tap(panel.getByRole('button', { name: 'Confirmar conversão', busy: true }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/** Refused by the server: its reason, and that nothing moved. */
export const Refused: Story = {
  args: {
    failure: `${Refuse.insufficientBalance.msg} ${t('exchange.refused.nothingChanged')}`,
  },
  play: async ({ canvasElement }) => {
    await expect(review(canvasElement).getByRole('alert')).toHaveTextContent(
      'Saldo insuficiente. Nada foi convertido e seus saldos continuam os mesmos.',
    );
    await expect(
      review(canvasElement).getByRole('button', { name: 'Confirmar conversão' }),
    ).toBeEnabled();
  },
};

/** No answer: nobody knows; look at the balances, and trying again is safe. */
export const NoAnswerLightTheme: Story = {
  globals: { theme: 'light' },
  args: {
    failure: `${t('exchange.refused.noAnswer')} ${t('exchange.refused.checkBalances')}`,
  },
  play: async ({ canvasElement }) => {
    await expect(review(canvasElement).getByRole('alert')).toHaveTextContent(
      /^A conversão ficou sem resposta\. Confira seus saldos acima antes de tentar de novo/,
    );
  },
};

/** On the desktop viewport: within the 500 px column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Confira a conversão' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await expect(term(canvasElement, 'Você recebe')).toHaveTextContent(/^USDT\s18,7969$/);
  },
};
