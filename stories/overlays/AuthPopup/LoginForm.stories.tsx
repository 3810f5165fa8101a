import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { LoginForm } from '../../../src/overlays/AuthPopup/LoginForm';
import { overlaysState } from '../../../src/state/overlays';
import { sessionState } from '../../../src/state/session';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { repaintAll, RouteProbe, tap } from '../../storyKit';

/**
 * "Entrar" on its own, as the auth pop-up's first tab holds it (the pop-up's stories show it with
 * its tabs): phone and password, the link to reset the password, the mock world's answer.
 */
const meta = {
  component: LoginForm,
  decorators: [
    (Story) => (
      <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Entrar</header>}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
        <RouteProbe />
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const phone = (canvas: Canvas) => canvas.getByLabelText('Celular');
const password = (canvas: Canvas) => canvas.getByLabelText('Senha', { selector: 'input' });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Entrar' });

/** Nothing typed: the two fields, "Esqueci minha senha" and "Entrar". */
export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(phone(canvas)).toHaveAttribute('autocomplete', 'tel-national');
    await expect(password(canvas)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/resetPassword',
    );
    await expect(submit(canvas)).toBeEnabled();
    await expect(sessionState.token).toBe('');
  },
};

/** "Entrar" with nothing typed: both fields say what is missing; focus on the phone. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(submit(canvas));
    await waitFor(() => expect(phone(canvas)).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone(canvas)).toHaveAccessibleDescription(/Campo obrigatório/);
    await expect(password(canvas)).toHaveAccessibleDescription(/Campo obrigatório/);
    await expect(phone(canvas)).toHaveFocus();
    phone(canvas).blur();
    await repaintAll();
  },
};

/** The demo player's phone and password: the session is kept and "Bem-vindo de volta!" queued. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(phone(canvas), DEMO_ACCOUNT.account);
    await userEvent.type(password(canvas), DEMO_ACCOUNT.password);
    await tap(submit(canvas));
    await waitFor(() => expect(sessionState.token).not.toBe(''), { timeout: 5000 });
    await expect(sessionState.user?.account).toBe(DEMO_ACCOUNT.account);
    await expect(overlaysState.toasts.map((toast) => toast.message)).toEqual([
      'Bem-vindo de volta!',
    ]);
    await expect(canvas.queryByRole('alert')).toBeNull();
    password(canvas).blur();
    await repaintAll();
  },
};

/** "Esqueci minha senha" moves within the app to the reset page. */
export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(canvas.getByRole('link', { name: 'Esqueci minha senha' }));
    await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
      '/resetPassword',
    );
  },
};
