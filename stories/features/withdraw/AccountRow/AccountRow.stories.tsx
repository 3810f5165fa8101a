import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useRef, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { WITHDRAW_ACCOUNTS, type WithdrawAccountDetail } from '../../../../mocks/data/wallet';
import { AccountPicker } from '../../../../src/features/withdraw/AccountPicker/AccountPicker';
import { AccountRow } from '../../../../src/features/withdraw/AccountRow/AccountRow';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

function savedAccount(id: number): WithdrawAccountDetail {
  const account = WITHDRAW_ACCOUNTS.find((a) => a.id === id);
  if (!account) throw new Error(`no withdraw account ${id} in the mock world`);
  return account;
}

/**
 * The row and the picker it opens, as /withdraw puts them together: the row shows the chosen
 * account, "Trocar" lists the demo player's six saved accounts under it, a choice closes the
 * list and gives the focus back to the row.
 */
function RowWithPicker({ startOpen = false }: { startOpen?: boolean }) {
  const [chosen, setChosen] = useState(401);
  const [open, setOpen] = useState(startOpen);
  const row = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const account = savedAccount(chosen);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <AccountRow
        ref={row}
        account={account}
        expanded={open}
        controls={pickerId}
        onToggle={() => setOpen((shown) => !shown)}
      />
      <div id={pickerId} hidden={!open}>
        {open && (
          <AccountPicker
            accounts={WITHDRAW_ACCOUNTS}
            selectedId={chosen}
            title="Escolha a conta de saque"
            onSelect={setChosen}
            onAdd={() => undefined}
            onDone={() => {
              setOpen(false);
              row.current?.focus();
            }}
          />
        )}
      </div>
    </div>
  );
}

const meta = {
  component: AccountRow,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: {
    account: savedAccount(401),
    expanded: false,
    controls: 'account-picker',
    onToggle: fn(),
  },
} satisfies Meta<typeof AccountRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const CPF_ROW =
  /^Conta de saque Pix · CPF \*\*\*\.533\.447-\*\* Carlos Eduardo Souza · Principal Trocar$/;

/**
 * The default CPF key in one row, masked as everywhere else: a button named by all it shows,
 * the holder and "Trocar" included, collapsed.
 */
export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: CPF_ROW });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await expect(row).toHaveAttribute('aria-controls', 'account-picker');
    await expect(within(canvasElement).queryByText(/390\.533\.447-05/)).toBeNull();
    await tap(row);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    row.blur();
    await repaintAll();
  },
};

/** A crypto wallet chosen: its coin and network, the address shortened around "…". */
export const WalletChosen: Story = {
  args: { account: savedAccount(405) },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('button', {
      name: 'Conta de saque Carteira USDT · TRC20 TNRRGs…L6PjPv Carteira USDT Trocar',
    });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Open: every saved account listed under the row, the chosen one checked, "Adicionar conta" at
 * the end. A tap on another account closes the list, the row names it and has the focus.
 */
export const Expanded: Story = {
  render: () => <RowWithPicker />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('button', { name: CPF_ROW });
    await step('"Trocar" lists the six accounts in place', async () => {
      await tap(row);
      await expect(row).toHaveAttribute('aria-expanded', 'true');
      const group = within(canvas.getByRole('group', { name: 'Escolha a conta de saque' }));
      await expect(group.getAllByRole('radio')).toHaveLength(6);
      await expect(group.getByRole('radio', { name: 'Pix · CPF ***.533.447-**' })).toBeChecked();
      await expect(group.getByRole('button', { name: 'Adicionar conta' })).toBeVisible();
    });
    await step('a tap on the phone key chooses it and closes the list', async () => {
      await tap(canvas.getByText('(11) *****-4321'));
      const chosen = canvas.getByRole('button', {
        name: 'Conta de saque Pix · Celular (11) *****-4321 Carlos Eduardo Souza Trocar',
      });
      await expect(chosen).toHaveAttribute('aria-expanded', 'false');
      await expect(chosen).toHaveFocus();
      await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    });
    await step('open again for the picture, the phone key now checked', async () => {
      await tap(canvas.getByRole('button', { name: /^Conta de saque Pix · Celular/ }));
      await expect(canvas.getByRole('radio', { name: /^Pix · Celular/ })).toBeChecked();
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
    await repaintAll();
  },
};
