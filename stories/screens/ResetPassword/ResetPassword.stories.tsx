import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthPopup } from '../../../src/overlays/AuthPopup/AuthPopup';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { ResetPassword } from '../../../src/screens/ResetPassword/ResetPassword';
import { overlaysState } from '../../../src/state/overlays';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';

/** The demo account of the mock world (mocks/data/README.md). */
const DEMO_PHONE = '11987654321';
const DEMO_SMS_CODE = '123456';

const meta = {
  component: ResetPassword,
  parameters: { route: '/resetPassword' },
  decorators: [
    // The screen inside the app frame, with the pop-up its last button opens.
    (Story) => (
      <AppFrame>
        <Story />
        <AuthPopup />
        <GlobalMessages />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(canvas.getByLabelText('Celular')).toHaveAccessibleDescription('+55');
    await expect(canvas.getByLabelText('Código por SMS')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expect(canvas.getByLabelText('Nova senha')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByLabelText('Repita a nova senha')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('two different new passwords', async () => {
      await userEvent.type(canvas.getByLabelText('Celular'), DEMO_PHONE);
      await userEvent.type(canvas.getByLabelText('Código por SMS'), DEMO_SMS_CODE);
      await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova1234');
      await userEvent.type(canvas.getByLabelText('Repita a nova senha'), 'nova4321');
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    });
    await step('the repeat is marked and nothing is sent', async () => {
      await expect(canvas.getByText('As senhas não coincidem')).toBeVisible();
      await expect(canvas.getByLabelText('Repita a nova senha')).toHaveFocus();
      await expect(canvas.getByLabelText('Repita a nova senha')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(canvas.queryByRole('heading', { name: 'Senha redefinida' })).toBeNull();
    });
  },
};

/** A wrong SMS code: the server's message under the code field, not as a toast. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Celular'), DEMO_PHONE);
    await userEvent.type(canvas.getByLabelText('Código por SMS'), '000000');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova1234');
    await userEvent.type(canvas.getByLabelText('Repita a nova senha'), 'nova1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(
      await canvas.findByText('Código de verificação incorreto.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Código por SMS')).toHaveFocus();
    await expect(overlaysState.toasts).toHaveLength(0);
  },
};

export const Success: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await step('the demo phone gets a code and a new password', async () => {
      await userEvent.type(canvas.getByLabelText('Celular'), DEMO_PHONE);
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
      await expect(
        await canvas.findByRole('button', { name: 'Reenviar em 60 s' }, { timeout: 5000 }),
      ).toBeDisabled();
      await userEvent.type(canvas.getByLabelText('Código por SMS'), DEMO_SMS_CODE);
      await userEvent.type(canvas.getByLabelText('Nova senha'), 'nova1234');
      await userEvent.type(canvas.getByLabelText('Repita a nova senha'), 'nova1234');
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    });
    await step('the screen says it is done', async () => {
      const done = await canvas.findByRole(
        'heading',
        { name: 'Senha redefinida' },
        { timeout: 5000 },
      );
      await waitFor(() => expect(done).toHaveFocus());
      await expect(canvas.queryByLabelText('Nova senha')).toBeNull();
    });
    await step('Entrar opens the login pop-up on its Entrar tab', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
      const dialog = await page.findByRole('dialog', { name: 'Entrar ou cadastrar' });
      await expect(within(dialog).getByRole('tab', { name: 'Entrar' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    });
  },
};
