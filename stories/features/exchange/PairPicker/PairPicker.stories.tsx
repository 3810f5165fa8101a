import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CURRENCY_MAP, EXCHANGE_RATES, WALLETS } from '../../../../mocks/data/wallet';
import { exchangeSides, initialPair } from '../../../../src/features/exchange/exchangePairs';
import { PairPicker } from '../../../../src/features/exchange/PairPicker/PairPicker';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The demo player's four wallets as the exchange form shows them, and the pair it opens on. */
const sides = exchangeSides(WALLETS, CURRENCY_MAP);
const opening = initialPair(sides, EXCHANGE_RATES, 'BRL') ?? { source: '', destination: '' };

/** The rates without USDT → BRL: that direction cannot be converted. */
const oneWay = EXCHANGE_RATES.filter(
  (r) => !(r.sourceCurrency === 'USDT' && r.destinationCurrency === 'BRL'),
);

type PickerArgs = ComponentProps<typeof PairPicker>;

/** Held like the exchange form holds it: a change comes back as the new pair. */
function Controlled(args: PickerArgs) {
  const [pair, setPair] = useState(args.pair);
  return (
    <PairPicker
      {...args}
      pair={pair}
      onChange={(next) => {
        args.onChange(next);
        setPair(next);
      }}
    />
  );
}

const meta = {
  component: PairPicker,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { sides, rates: EXCHANGE_RATES, pair: opening, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PairPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const from = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'De' });
const to = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Para' });
const swap = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Inverter moedas' });

/** BRL to USDT: each side with its balance, and the pair's rate with every digit. */
export const BrlToUsdt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(from(canvasElement)).toHaveValue('BRL');
    await expect(to(canvasElement)).toHaveValue('USDT');
    await expect(canvas.getByText(/^Saldo: R\$\s1\.847,35$/)).toBeVisible();
    await expect(canvas.getByText(/^Saldo: USDT\s52,1834$/)).toBeVisible();
    await expect(canvas.getByText('1 BRL = 0,18796992 USDT')).toBeVisible();
    // BRL converts into each of the other three wallets.
    await expect(
      within(to(canvasElement))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['USDT', 'BTC', 'ETH']);
  },
};

/** "Inverter moedas" swaps the two sides, and the rate follows. */
export const Swapped: Story = {
  play: async ({ args, canvasElement }) => {
    await tap(swap(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith({ source: 'USDT', destination: 'BRL' });
    await expect(from(canvasElement)).toHaveValue('USDT');
    await expect(to(canvasElement)).toHaveValue('BRL');
    await expect(within(canvasElement).getByText('1 USDT = 5,32 BRL')).toBeVisible();
    await repaintAll();
  },
};

/** Picking BTC as the source keeps USDT as the destination; the BTC balance at 8 places. */
export const BitcoinChosen: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(from(canvasElement), 'BTC');
    await expect(args.onChange).toHaveBeenCalledWith({ source: 'BTC', destination: 'USDT' });
    await expect(within(canvasElement).getByText(/^Saldo: BTC\s0,00123456$/)).toBeVisible();
    await expect(within(canvasElement).getByText('1 BTC = 98.500 USDT')).toBeVisible();
    from(canvasElement).blur();
    await repaintAll();
  },
};

/** No rate back from USDT to BRL: the swap is off, nothing changes. */
export const NoReverseRate: Story = {
  args: { rates: oneWay },
  play: async ({ args, canvasElement }) => {
    await expect(swap(canvasElement)).toBeDisabled();
    await userEvent.click(swap(canvasElement));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(from(canvasElement)).toHaveValue('BRL');
  },
};

/** While the player reviews or the call is pending: both sides and the swap are off. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(from(canvasElement)).toBeDisabled();
    await expect(to(canvasElement)).toBeDisabled();
    await expect(swap(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByText('1 BRL = 0,18796992 USDT')).toBeVisible();
  },
};

/** In the light theme on the desktop viewport: within the 500 px column. */
export const DesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(from(canvasElement)).toHaveValue('BRL');
    const box = from(canvasElement).getBoundingClientRect();
    await expect(box.right - box.left).toBeLessThanOrEqual(500);
  },
};
