import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { PasswordStep } from '../../../../src/features/withdraw/PasswordStep/PasswordStep';
import { logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/**
 * The password asked before a withdrawal of R$ 500,00 to the demo player's CPF key (the mock
 * world checks it: `demo1234`, mocks/world/README.md). The sheet covers the page, so every
 * query starts from the document body.
 */
const meta = {
  component: PasswordStep,
  decorators: [withGamesFrame],
  beforeEach: logInDemoPlayer,
  args: {
    open: true,
    amount: 'R$\u00a0500,00',
    destination: 'Pix · CPF ***.533.447-**',
    onVerified: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Confirme com a sua senha';

async function findSheet(canvasElement: HTMLElement) {
  const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: TITLE,
  });
  return { sheet, area: within(sheet) };
}

/** Types a password the way a player does and taps "Confirmar saque". */
async function submit(area: ReturnType<typeof within>, password: string) {
  await userEvent.type(area.getByLabelText('Senha'), password);
  await tap(area.getByRole('button', { name: 'Confirmar saque' }));
}

/** The field left without a caret or focus ring, so the screenshot is the same every run. */
async function settle(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await repaintAll();
}

/**
 * Open and empty: names the amount and the masked account, the password field has the focus;
 * "Confirmar saque" with nothing typed says so under the field and sends nothing.
 */
export const Empty: Story = {
  play: async ({ args, canvasElement, step }) => {
    const { sheet, area } = await findSheet(canvasElement);
    await step('what is about to happen, and the field ready to type in', async () => {
      await expect(sheet).toHaveAccessibleDescription(
        /^Digite sua senha para confirmar o saque de R\$\s500,00 para Pix · CPF \*\*\*\.533\.447-\*\*\.$/,
      );
      const field = area.getByLabelText('Senha');
      await expect(field).toHaveFocus();
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'current-password');
      await expect(area.getByRole('button', { name: 'Mostrar senha' })).toBeEnabled();
    });
    await step('nothing typed: said under the field, nothing checked', async () => {
      await tap(area.getByRole('button', { name: 'Confirmar saque' }));
      await expect(area.getByText('Digite a sua senha.')).toBeVisible();
      await expect(area.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onVerified).not.toHaveBeenCalled();
    });
    await step('"Fechar" asks to close', async () => {
      await tap(area.getByRole('button', { name: 'Fechar' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
    await settle(canvasElement);
  },
};

/**
 * A wrong password: the server refuses it, the sheet says so under the field (with what five in
 * a row would do), the field keeps the focus with the text selected; nothing is sent.
 */
export const WrongPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const { area } = await findSheet(canvasElement);
    await submit(area, 'errada123');
    await expect(
      await area.findByText(
        'Senha incorreta. Confira e tente de novo: depois de 5 senhas erradas seguidas, os saques ficam bloqueados por 15 minutos.',
      ),
    ).toBeVisible();
    const field = area.getByLabelText('Senha') as HTMLInputElement;
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'errada123'.length]);
    await expect(args.onVerified).not.toHaveBeenCalled();
    await settle(canvasElement);
  },
};

/**
 * The check is on its way (it never answers here): the button is busy and ignores more taps,
 * the field is read-only, and the sheet cannot be dismissed by a tap outside.
 */
export const Verifying: Story = {
  parameters: { msw: { handlers: scenarios['withdraw-password-hangs'] } },
  play: async ({ args, canvasElement }) => {
    const { area } = await findSheet(canvasElement);
    await submit(area, 'demo1234');
    const button = area.getByRole('button', { name: 'Confirmar saque' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(area.getByLabelText('Senha')).toHaveAttribute('readonly');
    await tap(button);
    await tap(area.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onVerified).not.toHaveBeenCalled();
    await settle(canvasElement);
  },
};

/** The right password: accepted once, however many taps; the screen sends the withdrawal. */
export const Accepted: Story = {
  play: async ({ args, canvasElement }) => {
    const { area } = await findSheet(canvasElement);
    await userEvent.type(area.getByLabelText('Senha'), 'demo1234');
    const button = area.getByRole('button', { name: 'Confirmar saque' });
    for (let i = 0; i < 5; i += 1) button.click();
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onVerified).toHaveBeenCalledTimes(1);
    // Accepted, the password is not kept even while the screen sends the withdrawal.
    await expect(area.getByLabelText('Senha')).toHaveValue('');
    await settle(canvasElement);
  },
};

/**
 * Withdrawals locked (as after 5 wrong passwords in a row): the sheet says so in place of the
 * field, with the way out focused; no password can be typed.
 */
export const Locked: Story = {
  parameters: { msw: { handlers: scenarios['withdraw-locked'] } },
  play: async ({ args, canvasElement }) => {
    const { area } = await findSheet(canvasElement);
    await submit(area, 'demo1234');
    const alert = await area.findByRole('alert');
    await expect(alert).toHaveTextContent('Saques bloqueados por 15 minutos');
    await expect(alert).toHaveTextContent(
      'Por segurança, os saques ficam bloqueados por 15 minutos depois de 5 senhas erradas seguidas. Nada saiu da sua carteira. Tente de novo mais tarde.',
    );
    await expect(area.queryByLabelText('Senha')).toBeNull();
    const close = area.getAllByRole('button', { name: 'Fechar' }).at(-1);
    await waitFor(() => expect(close).toHaveFocus());
    await expect(args.onVerified).not.toHaveBeenCalled();
    await settle(canvasElement);
  },
};
