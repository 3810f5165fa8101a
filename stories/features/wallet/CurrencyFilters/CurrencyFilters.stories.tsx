import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CURRENCY_MAP, WALLETS } from '../../../../mocks/data/wallet';
import { BalanceList } from '../../../../src/features/wallet/BalanceList/BalanceList';
import { CurrencyFilters } from '../../../../src/features/wallet/CurrencyFilters/CurrencyFilters';
import { filterWalletRows, walletRows } from '../../../../src/features/wallet/walletRows';
import { loadLazyImages, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The demo player's wallets: BRL, USDT, BTC and an empty ETH. */
const ROWS = walletRows(WALLETS, CURRENCY_MAP);

type FilteredWalletsProps = {
  /** What the search starts with. */
  query?: string;
  /** Whether "Ocultar saldos zerados" starts ticked. */
  hideEmpty?: boolean;
  /** The current currency: never hidden for being empty (spec 5). */
  selected?: string;
  onQueryChange: (query: string) => void;
  onHideEmptyChange: (hideEmpty: boolean) => void;
};

/**
 * The filters as the wallet screen holds them: controlled, over the list they narrow (spec 5:
 * search on the currency code, case-insensitive; hide empty balances, never the current one).
 */
function FilteredWallets({
  query: initialQuery = '',
  hideEmpty: initialHide = false,
  selected = 'BRL',
  onQueryChange,
  onHideEmptyChange,
}: FilteredWalletsProps) {
  const [query, setQuery] = useState(initialQuery);
  const [hideEmpty, setHideEmpty] = useState(initialHide);
  const rows = filterWalletRows(ROWS, { query, hideEmpty, selected });
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <CurrencyFilters
        query={query}
        onQueryChange={(next) => {
          onQueryChange(next);
          setQuery(next);
        }}
        hideEmpty={hideEmpty}
        onHideEmptyChange={(next) => {
          onHideEmptyChange(next);
          setHideEmpty(next);
        }}
      />
      <h2 id="filtered-wallets" style={{ margin: 0, fontSize: 16 }}>
        Suas moedas
      </h2>
      <BalanceList rows={rows} selected={selected} labelledBy="filtered-wallets" />
    </div>
  );
}

const meta = {
  component: FilteredWallets,
  args: { onQueryChange: fn(), onHideEmptyChange: fn() },
  decorators: [withGamesFrame, padded({ padding: 16 })],
} satisfies Meta<typeof FilteredWallets>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const search = (canvas: Canvas) => canvas.getByRole('searchbox', { name: 'Buscar moeda' });
const hideEmpty = (canvas: Canvas) =>
  canvas.getByRole('checkbox', { name: 'Ocultar saldos zerados' });
/** The codes the list shows, in order. */
const shownCodes = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Suas moedas' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.match(/^[A-Z]+/)?.[0]);

/** Nothing narrowed: an empty search with its hint, the box unticked, every wallet listed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(search(canvas)).toHaveValue('');
    await expect(search(canvas)).toHaveAttribute('placeholder', 'Código, ex.: USDT');
    await expect(hideEmpty(canvas)).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Limpar' })).toBeNull();
    await expect(shownCodes(canvas)).toEqual(['BRL', 'USDT', 'BTC', 'ETH']);
    await loadLazyImages(canvasElement);
  },
};

/**
 * Typing "us" finds USDT (the code, whatever the case); the clear button empties the search and
 * puts focus back in it.
 */
export const Searching: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('lower case finds the code', async () => {
      await userEvent.type(search(canvas), 'us');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('us');
      await expect(shownCodes(canvas)).toEqual(['USDT']);
    });
    await step('"Limpar" brings every wallet back', async () => {
      await tap(canvas.getByRole('button', { name: 'Limpar' }));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
      await expect(search(canvas)).toHaveValue('');
      await expect(search(canvas)).toHaveFocus();
      await expect(shownCodes(canvas)).toEqual(['BRL', 'USDT', 'BTC', 'ETH']);
    });
    await step('"et" finds the empty ETH', async () => {
      await userEvent.type(search(canvas), 'et');
      await expect(shownCodes(canvas)).toEqual(['ETH']);
      search(canvas).blur();
    });
    await loadLazyImages(canvasElement);
    await repaintAll();
  },
};

/** "Ocultar saldos zerados", ticked with a tap or the space bar: ETH (0) leaves the list. */
export const HideEmpty: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the space bar ticks it', async () => {
      hideEmpty(canvas).focus();
      await userEvent.keyboard(' ');
      await expect(hideEmpty(canvas)).toBeChecked();
      await expect(args.onHideEmptyChange).toHaveBeenLastCalledWith(true);
      await expect(shownCodes(canvas)).toEqual(['BRL', 'USDT', 'BTC']);
    });
    await step('a tap unticks it', async () => {
      await tap(hideEmpty(canvas));
      await expect(hideEmpty(canvas)).not.toBeChecked();
      await expect(args.onHideEmptyChange).toHaveBeenLastCalledWith(false);
      await expect(shownCodes(canvas)).toContain('ETH');
    });
    await step('ticked again, as the screenshot shows it', async () => {
      await tap(hideEmpty(canvas));
      hideEmpty(canvas).blur();
      await expect(shownCodes(canvas)).toEqual(['BRL', 'USDT', 'BTC']);
    });
    await loadLazyImages(canvasElement);
    await repaintAll();
  },
};

/** ETH is the current currency: hiding the empty balances keeps it (spec 5). */
export const HideEmptyKeepsCurrent: Story = {
  args: { selected: 'ETH', hideEmpty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(hideEmpty(canvas)).toBeChecked();
    await expect(shownCodes(canvas)).toEqual(['BRL', 'USDT', 'BTC', 'ETH']);
    await loadLazyImages(canvasElement);
  },
};

/** A search that matches no code: the list is left empty (the wallet screen then says so). */
export const NoMatch: Story = {
  args: { query: 'xyz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(search(canvas)).toHaveValue('xyz');
    await expect(canvas.getByRole('button', { name: 'Limpar' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Suas moedas' })).queryAllByRole('listitem'),
    ).toHaveLength(0);
  },
};
