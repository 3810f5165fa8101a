import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CURRENCY_MAP, EXCHANGE_RATES, WALLETS } from '../../../../mocks/data/wallet';
import { ExchangeDone } from '../../../../src/features/exchange/ExchangeDone/ExchangeDone';
import {
  amountNumber,
  amountParts,
  convertDown,
  moneyText,
  padTo,
} from '../../../../src/features/exchange/exchangeMath';
import { exchangeSides, rateOf } from '../../../../src/features/exchange/exchangePairs';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** R$ 100 converted into USDT at the mock world's rate, from the demo player's wallets. */
const sent = amountParts('100') ?? { int: '100', frac: '' };
const sides = exchangeSides(WALLETS, CURRENCY_MAP);
const brl = sides.find((s) => s.currency === 'BRL');
const usdt = sides.find((s) => s.currency === 'USDT');
const received = usdt
  ? convertDown(sent, rateOf(EXCHANGE_RATES, 'BRL', 'USDT') ?? 0, usdt.decimals)
  : null;

/** The two wallets as the server has them after the conversion. */
const after =
  brl && usdt && received
    ? [
        { ...brl, balance: Math.round((brl.balance - amountNumber(sent)) * 100) / 100 },
        {
          ...usdt,
          balance: Math.round((usdt.balance + amountNumber(received)) * 10_000) / 10_000,
        },
      ]
    : [];

const meta = {
  component: ExchangeDone,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: {
    sent: moneyText(padTo(sent, 2), 'R$'),
    destination: 'USDT',
    balances: after,
    refresh: 'ready',
    onRefresh: fn(),
    onAgain: fn(),
  },
} satisfies Meta<typeof ExchangeDone>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Conversão concluída' }));

const balances = (canvasElement: HTMLElement) =>
  within(panel(canvasElement).getByRole('region', { name: 'Seus saldos agora' }));

/** Done: said first (focus), then both balances as the server has them now; "Nova conversão". */
export const Populated: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('the outcome, read first', async () => {
      await expect(
        panel(canvasElement).getByRole('heading', { name: 'Conversão concluída' }),
      ).toHaveFocus();
      await expect(
        panel(canvasElement).getByText(/^Você converteu R\$\s100,00 em USDT\.$/),
      ).toBeVisible();
    });
    await step('both balances after it', async () => {
      const rows = balances(canvasElement).getAllByRole('listitem');
      await expect(rows.map((r) => r.textContent)).toEqual([
        'BRLR$\u00a01.747,35',
        'USDTUSDT\u00a070,9803',
      ]);
    });
    await step('"Nova conversão" starts again', async () => {
      await tap(panel(canvasElement).getByRole('button', { name: 'Nova conversão' }));
      await expect(args.onAgain).toHaveBeenCalledTimes(1);
    });
    await repaintAll();
  },
};

/** The balances are being read again: said, and the old ones are not shown. */
export const RefreshingBalances: Story = {
  args: { refresh: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(balances(canvasElement).getByRole('status')).toHaveTextContent(
      'Atualizando seus saldos…',
    );
    await expect(balances(canvasElement).queryByRole('list')).toBeNull();
    await expect(balances(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The balances could not be read: the conversion still counts; "Tentar novamente" reads again. */
export const RefreshFailed: Story = {
  args: { refresh: 'failed' },
  play: async ({ args, canvasElement }) => {
    await expect(balances(canvasElement).getByRole('status')).toHaveTextContent(
      'A conversão foi feita, mas não conseguimos mostrar os saldos novos agora.',
    );
    await tap(balances(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/** In the light theme (the success mark at AA contrast: axe checks). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(balances(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** On the desktop viewport: the panel keeps to the 500 px column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Conversão concluída' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
