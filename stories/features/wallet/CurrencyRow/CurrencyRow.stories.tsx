import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CURRENCY_MAP, WALLETS } from '../../../../mocks/data/wallet';
import {
  CurrencyRow,
  CurrencyRowSkeleton,
} from '../../../../src/features/wallet/CurrencyRow/CurrencyRow';
import { walletRows, type WalletRow } from '../../../../src/features/wallet/walletRows';
import { loadLazyImages, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The demo player's wallets as rows, at the mock currency map's accuracies. */
const ROWS = walletRows(WALLETS, CURRENCY_MAP);
const rowOf = (currency: string): WalletRow => {
  const row = ROWS.find((r) => r.currency === currency);
  if (!row) throw new Error(`no ${currency} wallet in the mock world`);
  return row;
};

const meta = {
  component: CurrencyRow,
  args: { row: rowOf('BRL'), selected: false, onSelect: fn() },
  decorators: [withGamesFrame, padded({ padding: 16 })],
} satisfies Meta<typeof CurrencyRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A row the player can choose: a button named as it reads ("BRL R$ 1.847,35", code and amount
 * two words); a tap or Enter chooses BRL.
 */
export const Choosable: Story = {
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button');
    await step('named by its code and balance', async () => {
      await expect(button).toHaveAccessibleName(/^BRL R\$\s1\.847,35$/);
      await expect(button).not.toHaveAttribute('aria-current');
    });
    await step('a tap chooses it', async () => {
      await tap(button);
      await expect(args.onSelect).toHaveBeenCalledWith('BRL');
    });
    await step('so does the keyboard', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledTimes(2);
      button.blur();
    });
    await loadLazyImages(canvasElement);
  },
};

/** The current currency: marked for screen readers (`aria-current`) and with a check. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-current', 'true');
    await expect(button.querySelector('svg')).not.toBeNull();
    await loadLazyImages(canvasElement);
  },
};

/** Without `onSelect` the row is only read: no button, still marked when current. */
export const ReadOnly: Story = {
  args: { selected: true, onSelect: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('BRL').parentElement).toHaveAttribute('aria-current', 'true');
    await loadLazyImages(canvasElement);
  },
};

/** Bitcoin at its accuracy of 8 places, rounded down (spec 5), never more than is held. */
export const CryptoAccuracy: Story = {
  args: { row: rowOf('BTC') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      /^BTC BTC\s0,00123456$/,
    );
    await loadLazyImages(canvasElement);
  },
};

/** The server sent no coin picture: a plain disc of the same size keeps the columns in line. */
export const WithoutCoin: Story = {
  args: { row: { ...rowOf('USDT'), icon: '' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.querySelector('img')).toBeNull();
    await expect(button).toHaveAccessibleName(/^USDT USDT\s/);
  },
};

/**
 * While the wallets load: a placeholder as tall as the row that replaces it (no jump), hidden
 * from screen readers.
 */
export const Loading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <CurrencyRowSkeleton />
      <CurrencyRow {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const skeleton = button.parentElement!.firstElementChild!;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton.getBoundingClientRect().height).toBe(
      button.getBoundingClientRect().height,
    );
    await loadLazyImages(canvasElement);
    await repaintAll();
  },
};
