import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WITHDRAW_ACCOUNTS } from '../../../../mocks/data/wallet';
import {
  AccountPicker,
  AccountPickerSkeleton,
} from '../../../../src/features/withdraw/AccountPicker/AccountPicker';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The demo player's six saved accounts; the CPF key (id 401) is the default one. */
const defaultId = WITHDRAW_ACCOUNTS.find((a) => a.isDefault)?.id ?? null;

const meta = {
  component: AccountPicker,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: {
    accounts: WITHDRAW_ACCOUNTS,
    selectedId: defaultId,
    onSelect: fn(),
    onAdd: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof AccountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Conta de saque' }));

/**
 * Six accounts as one radio group: what each is, the masked key or the shortened address, the
 * holder; the default one picked. A tap picks another and ends the choice; "Adicionar conta"
 * opens the form.
 */
export const Populated: Story = {
  play: async ({ args, canvasElement, step }) => {
    const group = picker(canvasElement);
    await step('one radio per account, named by what it is and its masked key', async () => {
      await expect(
        group.getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
      ).toEqual([
        'Pix · CPF ***.533.447-**',
        'Pix · Celular (11) *****-4321',
        'Pix · E-mail c***@exemplo.com.br',
        'Pix · Chave aleatória 5efe…0c33',
        'Carteira USDT · TRC20 TNRRGs…L6PjPv',
        'Carteira ETH · ERC20 0xe986…6ef1f3',
      ]);
    });
    await step('the default account is picked and says so', async () => {
      const cpf = group.getByRole('radio', { name: 'Pix · CPF ***.533.447-**' });
      await expect(cpf).toBeChecked();
      await expect(cpf).toHaveAccessibleDescription('Carlos Eduardo Souza · Principal');
    });
    await step('arrow keys move the choice without ending it', async () => {
      const cpf = group.getByRole('radio', { name: 'Pix · CPF ***.533.447-**' });
      cpf.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onSelect).toHaveBeenLastCalledWith(402);
      await expect(args.onDone).not.toHaveBeenCalled();
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
    await step('a tap on the e-mail key picks it and ends the choice', async () => {
      await tap(group.getByText('c***@exemplo.com.br'));
      await expect(args.onSelect).toHaveBeenLastCalledWith(403);
      await expect(args.onDone).toHaveBeenCalledTimes(1);
      // The story's selection is fixed by its args; the tapped radio keeps only the focus.
      await expect(group.getByRole('radio', { name: /^Pix · E-mail/ })).toHaveFocus();
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
    await step('"Adicionar conta" opens the form', async () => {
      await tap(group.getByRole('button', { name: 'Adicionar conta' }));
      await expect(args.onAdd).toHaveBeenCalledTimes(1);
    });
    await repaintAll();
  },
};

/** A crypto wallet picked: its own holder name, no "Principal". */
export const WalletPicked: Story = {
  args: { selectedId: 405 },
  play: async ({ canvasElement }) => {
    const group = picker(canvasElement);
    const wallet = group.getByRole('radio', { name: 'Carteira USDT · TRC20 TNRRGs…L6PjPv' });
    await expect(wallet).toBeChecked();
    await expect(wallet).toHaveAccessibleDescription('Carteira USDT');
    await expect(group.getByRole('radio', { name: /^Pix · CPF/ })).not.toBeChecked();
  },
};

/** Under the chosen account's row on /withdraw: its own name; Enter, Space and Esc end the choice. */
export const UnderTheAccountRow: Story = {
  args: { title: 'Escolha a conta de saque' },
  play: async ({ args, canvasElement }) => {
    const group = within(
      within(canvasElement).getByRole('group', { name: 'Escolha a conta de saque' }),
    );
    group.getByRole('radio', { name: /^Pix · CPF/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onDone).toHaveBeenCalledTimes(2);
    // Space on the radio already checked (where the arrows leave it) is a choice too.
    await userEvent.keyboard(' ');
    await expect(args.onDone).toHaveBeenCalledTimes(3);
    await expect(args.onSelect).not.toHaveBeenCalled();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await repaintAll();
  },
};

/** No saved account yet: says so and offers only "Adicionar conta". */
export const Empty: Story = {
  args: { accounts: [], selectedId: null },
  play: async ({ args, canvasElement }) => {
    const group = picker(canvasElement);
    await expect(group.getByText('Nenhuma conta de saque')).toBeVisible();
    await expect(
      group.getByText('Adicione uma chave Pix ou uma carteira cripto para receber o seu saque.'),
    ).toBeVisible();
    await expect(group.queryAllByRole('radio')).toHaveLength(0);
    await tap(group.getByRole('button', { name: 'Adicionar conta' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await repaintAll();
  },
};

/** While a withdrawal is on its way: nothing can be picked or added. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const group = picker(canvasElement);
    for (const radio of group.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(group.getByRole('radio', { name: /^Pix · CPF/ })).toBeChecked();
    const add = group.getByRole('button', { name: 'Adicionar conta' });
    await expect(add).toBeDisabled();
    // A pointer's click on a disabled control is never delivered.
    await userEvent.click(add);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The accounts are loading: one placeholder the height of two cards, nothing to pick. */
export const Loading: Story = {
  render: () => <AccountPickerSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
    await expect(within(canvasElement).queryAllByRole('radio')).toHaveLength(0);
  },
};

/** In the light theme, on the desktop viewport: the card keeps to the 500 px column. */
export const DesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  play: async ({ canvasElement }) => {
    const fieldset = within(canvasElement).getByRole('group', { name: 'Conta de saque' });
    await expect(within(fieldset).getAllByRole('radio')).toHaveLength(6);
    await expect(fieldset.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
