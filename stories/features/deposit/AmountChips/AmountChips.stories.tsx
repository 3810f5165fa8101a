import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { payMethods } from '../../../../mocks/world/wallet';
import { AmountChips } from '../../../../src/features/deposit/AmountChips/AmountChips';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The channel's quick amounts of a currency, as the mock world lists them. */
function quickAmounts(currency: string): number[] {
  const entry = payMethods()
    .flatMap((m) => m.currencies)
    .find((c) => c.currency === currency);
  return entry?.amounts ?? [];
}

const meta = {
  component: AmountChips,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { amounts: quickAmounts('BRL'), symbol: 'R$', selected: undefined, onPick: fn() },
} satisfies Meta<typeof AmountChips>;

export default meta;
type Story = StoryObj<typeof meta>;

const chips = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Valores sugeridos' }));

/** The chips as "name: pressed". */
const shown = (canvasElement: HTMLElement) =>
  chips(canvasElement)
    .getAllByRole('button')
    .map((b) => `${b.textContent}: ${b.getAttribute('aria-pressed')}`);

/** Six BRL amounts, none pressed; a tap on "R$ 100" puts 100 in the field. */
export const Brl: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(shown(canvasElement)).toEqual([
      'R$\u00a020: false',
      'R$\u00a050: false',
      'R$\u00a0100: false',
      'R$\u00a0200: false',
      'R$\u00a0500: false',
      'R$\u00a01.000: false',
    ]);
    await tap(chips(canvasElement).getByRole('button', { name: /^R\$\s100$/ }));
    await expect(args.onPick).toHaveBeenCalledTimes(1);
    await expect(args.onPick).toHaveBeenCalledWith(100);
    await repaintAll();
  },
};

/** The amount in the field is one of the chips: that one is pressed. */
export const OneChosen: Story = {
  args: { selected: 50 },
  play: async ({ canvasElement }) => {
    await expect(
      chips(canvasElement).getByRole('button', { name: /^R\$\s50$/, pressed: true }),
    ).toBeVisible();
    await expect(chips(canvasElement).getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};

/** BTC: each chip with as many decimals as it has. */
export const Bitcoin: Story = {
  args: { amounts: quickAmounts('BTC'), symbol: 'BTC' },
  play: async ({ args, canvasElement }) => {
    await expect(shown(canvasElement)).toEqual([
      'BTC\u00a00,001: false',
      'BTC\u00a00,005: false',
      'BTC\u00a00,01: false',
      'BTC\u00a00,05: false',
    ]);
    await tap(chips(canvasElement).getByRole('button', { name: /^BTC\s0,005$/ }));
    await expect(args.onPick).toHaveBeenCalledWith(0.005);
    await repaintAll();
  },
};

/** A currency without quick amounts: no list at all, only the field. */
export const NoAmounts: Story = {
  args: { amounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** One chosen, in the light theme (pressed and not pressed tell apart: axe checks contrast). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  args: { selected: 200 },
  play: async ({ canvasElement }) => {
    await expect(
      chips(canvasElement).getByRole('button', { name: /^R\$\s200$/, pressed: true }),
    ).toBeVisible();
  },
};

/** On the desktop viewport: three to a row within the 500 px column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const buttons = chips(canvasElement).getAllByRole('button');
    const rows = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    await expect(rows.size).toBe(2);
    const list = within(canvasElement).getByRole('list', { name: 'Valores sugeridos' });
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
