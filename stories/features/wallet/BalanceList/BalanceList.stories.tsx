import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CURRENCY_MAP, WALLETS } from '../../../../mocks/data/wallet';
import {
  BalanceList,
  BalanceListSkeleton,
} from '../../../../src/features/wallet/BalanceList/BalanceList';
import { walletRows } from '../../../../src/features/wallet/walletRows';
import { padded, tap, withGamesFrame } from '../../../storyKit';

/** The demo player's four wallets as rows, at the mock currency map's accuracies. */
const rows = walletRows(WALLETS, CURRENCY_MAP);

const HEADING_ID = 'balance-list-heading';

/** The visible heading the list is named after, as on the wallet screen. */
const withHeading: Decorator = (Story) => (
  <>
    <h2 id={HEADING_ID} style={{ margin: '0 0 8px', fontSize: 18 }}>
      Suas moedas
    </h2>
    <Story />
  </>
);

const meta = {
  component: BalanceList,
  args: { rows, selected: 'BRL', labelledBy: HEADING_ID, onSelect: fn() },
  decorators: [withHeading, withGamesFrame, padded({ padding: 16 })],
} satisfies Meta<typeof BalanceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Suas moedas' });

/** Rows a player can choose from: the current one outlined and checked; a tap chooses. */
export const Populated: Story = {
  play: async ({ canvasElement, args, step }) => {
    const list = within(listOf(canvasElement));
    const buttons = list.getAllByRole('button');
    await step('one button per wallet, in the server order, at each accuracy', async () => {
      await expect(buttons.map((b) => b.textContent?.match(/^[A-Z]+/)?.[0])).toEqual([
        'BRL',
        'USDT',
        'BTC',
        'ETH',
      ]);
      await expect(buttons[0]).toHaveAccessibleName(/^BRL R\$\s1\.847,35$/);
      await expect(buttons[2]).toHaveTextContent(/BTC\s0,00123456/);
    });
    await step('BRL is the current one', async () => {
      await expect(buttons[0]).toHaveAttribute('aria-current', 'true');
      await expect(buttons[1]).not.toHaveAttribute('aria-current');
    });
    await step('a tap on USDT chooses it', async () => {
      await tap(buttons[1]!);
      await expect(args.onSelect).toHaveBeenCalledTimes(1);
      await expect(args.onSelect).toHaveBeenCalledWith('USDT');
    });
  },
};

/** Without `onSelect` the rows are only read: no buttons, the current one still marked. */
export const ReadOnly: Story = {
  args: { onSelect: undefined },
  play: async ({ canvasElement }) => {
    const list = listOf(canvasElement);
    await expect(within(list).queryAllByRole('button')).toHaveLength(0);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list.querySelector('[aria-current="true"]')).toHaveTextContent(/^BRL/);
  },
};

/** Four placeholder rows, each as tall as a real one. */
export const Loading: Story = {
  render: () => <BalanceListSkeleton count={4} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Suas moedas' })).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
