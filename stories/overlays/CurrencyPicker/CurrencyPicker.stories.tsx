import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../mocks/data/users';
import { CurrencyPicker } from '../../../src/overlays/CurrencyPicker/CurrencyPicker';
import { openOverlay } from '../../../src/state/overlays';
import { loadCurrencyMap } from '../../../src/state/platform';
import { setSession } from '../../../src/state/session';
import { refreshWallet } from '../../../src/state/wallet';
import { switchPlayer, withAppPage } from '../overlayPage';

const meta = {
  component: CurrencyPicker,
  decorators: [withAppPage],
  beforeEach: async () => {
    setSession(DEMO_ACCOUNT.info);
    await Promise.all([loadCurrencyMap(), refreshWallet()]);
    openOverlay('currency');
  },
} satisfies Meta<typeof CurrencyPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const picker = (canvasElement: HTMLElement) =>
  body(canvasElement).findByRole('dialog', { name: 'Escolher moeda' });
const codes = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Moedas da carteira' }))
    .getAllByRole('button')
    .map((option) => within(option).getByText(/^[A-Z]{3,5}$/).textContent);

/** The demo player's four wallets, each balance at its currency's accuracy; BRL in use. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await picker(canvasElement);
    await step('every wallet, BRL marked as in use', async () => {
      await expect(codes(dialog)).toEqual(['BRL', 'USDT', 'BTC', 'ETH']);
      await expect(within(dialog).getByRole('button', { name: /^BRL/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
    await step('balances rounded to each accuracy (spec 5)', async () => {
      await expect(within(dialog).getByRole('button', { name: /^BRL/ })).toHaveTextContent(
        /R\$\s1\.847,35/,
      );
      await expect(within(dialog).getByRole('button', { name: /^USDT/ })).toHaveTextContent(
        /52,1834/,
      );
      await expect(within(dialog).getByRole('button', { name: /^BTC/ })).toHaveTextContent(
        /0,00123456/,
      );
    });
  },
};

/** Searching "us" (any case) keeps the codes containing it: USDT. */
export const Search: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await picker(canvasElement);
    const search = within(dialog).getByRole('searchbox', { name: 'Buscar moeda' });
    await step('lower case finds the upper-case code', async () => {
      await userEvent.type(search, 'us');
      await waitFor(() => expect(codes(dialog)).toEqual(['USDT']));
    });
    await step('"Limpar" brings every wallet back, then "bt" finds BTC', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Limpar' }));
      await waitFor(() => expect(codes(dialog)).toHaveLength(4));
      await userEvent.type(search, 'bt');
      await waitFor(() => expect(codes(dialog)).toEqual(['BTC']));
    });
  },
};

/**
 * "Ocultar saldos zerados" for a player who has not deposited yet (all four at zero): the
 * others go, BRL stays because it is the one in use (spec 5).
 */
export const HideEmpty: Story = {
  beforeEach: async () => {
    switchPlayer(SECOND_ACCOUNT.info);
    await refreshWallet();
  },
  play: async ({ canvasElement, step }) => {
    const dialog = await picker(canvasElement);
    await step('four empty wallets', async () => {
      await expect(codes(dialog)).toEqual(['BRL', 'USDT', 'BTC', 'ETH']);
    });
    await step('hiding zero balances keeps only the one in use', async () => {
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: 'Ocultar saldos zerados' }),
      );
      await waitFor(() => expect(codes(dialog)).toEqual(['BRL']));
      await expect(within(dialog).getByRole('button', { name: /^BRL/ })).toHaveTextContent(
        /R\$\s0,00/,
      );
    });
  },
};

/** A search no code matches: the empty state says so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await picker(canvasElement);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Buscar moeda' }), 'xyz');
    await expect(await within(dialog).findByText('Nenhuma moeda encontrada')).toBeVisible();
    await expect(within(dialog).queryByRole('list', { name: 'Moedas da carteira' })).toBeNull();
  },
};
