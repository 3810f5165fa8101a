import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../../mocks/data/users';
import { WALLETS, WITHDRAW_ACCOUNTS } from '../../../../mocks/data/wallet';
import { scenarios } from '../../../../mocks/scenarios';
import { AddAccountForm } from '../../../../src/features/withdraw/AddAccountForm/AddAccountForm';
import { walletCurrencies } from '../../../../src/features/withdraw/walletAddress';
import { logInDemoPlayer, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

const meta = {
  component: AddAccountForm,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  // Saving goes to the mock world as the demo player, whose own CPF the app holds.
  beforeEach: logInDemoPlayer,
  args: {
    ownCpf: DEMO_ACCOUNT.cpf,
    walletCurrencies: walletCurrencies(WALLETS.map((w) => w.currency)),
    onSaved: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AddAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Nova conta de saque' }));

const save = (canvasElement: HTMLElement) =>
  form(canvasElement).getByRole('button', { name: 'Salvar conta' });

/**
 * The form as it opens: Pix key first, CPF kind, the hint and the owner rule; read from its
 * heading. "Cancelar" goes back without saving.
 */
export const PixKey: Story = {
  play: async ({ args, canvasElement, step }) => {
    const add = form(canvasElement);
    await step('Pix key and CPF chosen, the heading read first', async () => {
      await expect(add.getByRole('heading', { name: 'Nova conta de saque' })).toHaveFocus();
      await expect(add.getByRole('radio', { name: 'Chave Pix' })).toBeChecked();
      await expect(add.getByRole('combobox', { name: 'Tipo de chave' })).toHaveValue('CPF');
      await expect(
        add.getByRole('textbox', { name: 'Chave Pix (CPF)' }),
      ).toHaveAccessibleDescription('Use o seu CPF, o mesmo do cadastro.');
      await expect(
        add.getByText('Por lei, o saque só vai para contas no seu nome, com o CPF do cadastro.'),
      ).toBeVisible();
    });
    await step('"Cancelar" goes back, nothing saved', async () => {
      await tap(add.getByRole('button', { name: 'Cancelar' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onSaved).not.toHaveBeenCalled();
    });
    await repaintAll();
  },
};

/** A phone key not saved yet: masked while typed, saved by the mock world and handed back. */
export const SavePhoneKey: Story = {
  play: async ({ args, canvasElement }) => {
    const add = form(canvasElement);
    await userEvent.selectOptions(add.getByRole('combobox', { name: 'Tipo de chave' }), 'Celular');
    const key = add.getByRole('textbox', { name: 'Chave Pix (Celular)' });
    await userEvent.type(key, SECOND_ACCOUNT.account);
    await expect(key).toHaveValue('(21) 99876-5432');
    await tap(save(canvasElement));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ type: 1, pixKeyType: 'PHONE', currency: 'BRL' }),
    );
    key.blur();
    await repaintAll();
  },
};

/** Someone else's CPF: refused under the field before anything is sent. */
export const CpfNotOwn: Story = {
  play: async ({ args, canvasElement }) => {
    const add = form(canvasElement);
    const key = add.getByRole('textbox', { name: 'Chave Pix (CPF)' });
    await userEvent.type(key, SECOND_ACCOUNT.cpf);
    await expect(key).toHaveValue('287.415.936-00');
    await tap(save(canvasElement));
    await expect(key).toHaveAccessibleDescription(
      /A chave CPF precisa ser o seu próprio CPF, o mesmo do cadastro\./,
    );
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
    key.blur();
    await repaintAll();
  },
};

/** The player's own CPF is already saved: the mock world's refusal lands under the field. */
export const AlreadySaved: Story = {
  play: async ({ args, canvasElement }) => {
    const add = form(canvasElement);
    const key = add.getByRole('textbox', { name: 'Chave Pix (CPF)' });
    await userEvent.type(key, DEMO_ACCOUNT.cpf);
    await tap(save(canvasElement));
    await expect(await add.findByText('Esta conta já está salva.')).toBeVisible();
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
    key.blur();
    await repaintAll();
  },
};

/** A crypto wallet: coin and network to choose, and an address cut short refused. */
export const WalletBadAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const add = form(canvasElement);
    await tap(add.getByRole('radio', { name: 'Carteira cripto' }));
    await expect(add.getByRole('combobox', { name: 'Moeda' })).toHaveValue('USDT');
    await expect(add.getByRole('combobox', { name: 'Rede' })).toHaveValue('TRC20');
    await expect(
      add.getByText('Confira a rede: um envio para a rede errada não pode ser desfeito.'),
    ).toBeVisible();
    const address = add.getByRole('textbox', { name: 'Endereço da carteira' });
    // A paste cut short: the first ten characters of the demo player's own TRC20 address.
    const saved = WITHDRAW_ACCOUNTS.find((a) => a.network === 'TRC20')?.accountNo ?? '';
    await userEvent.type(address, saved.slice(0, 10));
    await tap(save(canvasElement));
    await expect(add.getByText('Endereço inválido para a rede TRC20.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    address.blur();
    await repaintAll();
  },
};

/** The server does not answer (HTTP 500 on every call): said in the form, nothing saved. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ args, canvasElement }) => {
    const add = form(canvasElement);
    await userEvent.selectOptions(add.getByRole('combobox', { name: 'Tipo de chave' }), 'Celular');
    const key = add.getByRole('textbox', { name: 'Chave Pix (Celular)' });
    await userEvent.type(key, SECOND_ACCOUNT.account);
    await tap(save(canvasElement));
    await expect(await add.findByRole('alert')).toHaveTextContent(
      'Sem resposta do servidor. Tente de novo: o mesmo pedido nunca é feito duas vezes.',
    );
    await expect(save(canvasElement)).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
    key.blur();
    await repaintAll();
  },
};

/**
 * A player who holds no coin a wallet can be saved for: Pix keys only (no choice of kind); in
 * the light theme on the desktop viewport.
 */
export const PixOnlyDesktopLightTheme: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false }, theme: 'light' },
  args: { walletCurrencies: [] },
  play: async ({ canvasElement }) => {
    const add = form(canvasElement);
    await expect(add.queryByRole('radio')).toBeNull();
    await expect(add.getByRole('textbox', { name: 'Chave Pix (CPF)' })).toBeVisible();
    const box = within(canvasElement).getByRole('form').getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(500);
  },
};
