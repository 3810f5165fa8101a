import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_AREA_CODE, DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { scenarios } from '../../../../mocks/scenarios';
import { login } from '../../../../src/api/auth';
import { AuthForm } from '../../../../src/features/auth/AuthForm/AuthForm';
import { useAuthForm } from '../../../../src/features/auth/AuthForm/useAuthForm';
import { PhoneField } from '../../../../src/features/auth/PhoneField/PhoneField';
import {
  currentPasswordRules,
  phoneAccount,
  phoneRules,
} from '../../../../src/features/auth/rules';
import { t } from '../../../../src/i18n/t';
import { sprinkles } from '../../../../src/theme/sprinkles.css';
import { TextField } from '../../../../src/ui/TextField/TextField';
import { padded, repaintAll, tap } from '../../../storyKit';
import '../../../../src/i18n/messages/auth';

const FIELDS = ['phone', 'password'] as const;

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

type PhoneLoginProps = {
  /** Told the values each time a request leaves (after the spec 5 rules passed). */
  onSend: (values: { phone: string; password: string }) => void;
  /** Told the account the mock world answered with. */
  onDone: (userNo: string) => void;
};

/**
 * AuthForm as the account forms use it, here with the two fields of "Entrar": the rules checked
 * before anything is sent, the request to the mock world (sent silent: spec 8, the form says the
 * refusal itself), and the refusal placed under its field or over the button.
 */
function PhoneLogin({ onSend, onDone }: PhoneLoginProps) {
  const auth = useAuthForm({
    fields: FIELDS,
    initialValues: { phone: '', password: '' },
    rules: { phone: phoneRules(), password: currentPasswordRules() },
    onSubmit: async (values) => {
      onSend(values);
      const user = await login(
        {
          areaCode: DEFAULT_AREA_CODE,
          account: phoneAccount(values.phone),
          password: values.password,
        },
        { silent: true },
      );
      onDone(user.userNo);
    },
  });
  return (
    <AuthForm auth={auth} className={column} submitLabel={t('auth.login.submit')}>
      <PhoneField areaCode={DEFAULT_AREA_CODE} {...auth.bind('phone')} />
      <TextField
        label={t('auth.password.label')}
        type="password"
        autoComplete="current-password"
        {...auth.bind('password')}
      />
    </AuthForm>
  );
}

const meta = {
  component: PhoneLogin,
  args: { onSend: fn(), onDone: fn() },
  decorators: [padded({ padding: 16 })],
} satisfies Meta<typeof PhoneLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const phone = (canvas: Canvas) => canvas.getByLabelText('Celular');
const password = (canvas: Canvas) => canvas.getByLabelText('Senha', { selector: 'input' });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Entrar' });

/** The demo phone typed, then `secret` as the password. */
async function fill(canvas: Canvas, secret: string) {
  await userEvent.type(phone(canvas), DEMO_ACCOUNT.account);
  await userEvent.type(password(canvas), secret);
}

/** Nothing typed yet: no red, no alert, the submit button ready. */
export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spec 5 rules speak, not the browser's bubbles.
    await expect(canvasElement.querySelector('form')).toHaveAttribute('novalidate');
    await expect(phone(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(password(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(submit(canvas)).toBeEnabled();
    await expect(submit(canvas)).toHaveAttribute('type', 'submit');
  },
};

/**
 * "Entrar" with nothing typed: every field says what is missing in pt-BR, focus goes to the
 * first one, and nothing is sent.
 */
export const InvalidInput: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an empty submit is stopped by the rules', async () => {
      await tap(submit(canvas));
      await waitFor(() => expect(phone(canvas)).toHaveAttribute('aria-invalid', 'true'));
      await expect(phone(canvas)).toHaveAccessibleDescription(/Campo obrigatório/);
      await expect(password(canvas)).toHaveAccessibleDescription(/Campo obrigatório/);
      await expect(phone(canvas)).toHaveFocus();
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await step('a landline is not a mobile', async () => {
      await userEvent.type(phone(canvas), '1134567890');
      await userEvent.tab();
      await expect(phone(canvas)).toHaveAccessibleDescription(/Informe um celular válido, com DDD/);
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await repaintAll();
  },
};

/** The request is on its way (the server never answers): the button is busy and a second tap sends nothing. */
export const Submitting: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, DEMO_ACCOUNT.password);
    await tap(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toHaveAttribute('aria-busy', 'true'));
    await tap(submit(canvas));
    await tap(submit(canvas));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onDone).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/**
 * The mock world refuses the password (code 1001): its message goes under "Senha", focus goes
 * there, and typing in the field takes the message away.
 */
export const WrongPassword: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the refusal under the field it is about', async () => {
      await fill(canvas, 'errada123');
      await tap(submit(canvas));
      await waitFor(
        () =>
          expect(password(canvas)).toHaveAccessibleDescription(
            /Senha incorreta\. Confira e tente de novo\./,
          ),
        { timeout: 5000 },
      );
      await expect(password(canvas)).toHaveFocus();
      await expect(phone(canvas)).not.toHaveAttribute('aria-invalid');
      await expect(args.onSend).toHaveBeenCalledTimes(1);
      await expect(args.onDone).not.toHaveBeenCalled();
      // Nothing over the button: the refusal is the field's.
      await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    });
    await step('editing the field clears the server’s message', async () => {
      await userEvent.type(password(canvas), '4');
      await expect(password(canvas)).not.toHaveAttribute('aria-invalid');
    });
    await step('a second try is refused afresh', async () => {
      await tap(submit(canvas));
      await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(password(canvas)).toHaveAccessibleDescription(/Senha incorreta/), {
        timeout: 5000,
      });
      await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    });
    await repaintAll();
  },
};

/**
 * A refusal about no field (code 9999 from the `unknown-error` scenario): said over the button,
 * in the form, never as a toast.
 */
export const FormFailure: Story = {
  parameters: { msw: { handlers: scenarios['unknown-error'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, DEMO_ACCOUNT.password);
    await tap(submit(canvas));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Algo deu errado. Tente novamente.');
    // The alert sits between the last field and the button.
    await expect(
      alert.compareDocumentPosition(submit(canvas)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(phone(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(password(canvas)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(submit(canvas)).not.toHaveAttribute('aria-busy'));
    await expect(args.onDone).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/** The right password: the mock world answers the demo account, with no message left in the form. */
export const Accepted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, DEMO_ACCOUNT.password);
    await tap(submit(canvas));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(DEMO_ACCOUNT.info.userNo), {
      timeout: 5000,
    });
    await expect(args.onSend).toHaveBeenCalledWith({
      phone: '(11) 98765-4321',
      password: DEMO_ACCOUNT.password,
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(submit(canvas)).not.toHaveAttribute('aria-busy'));
    await repaintAll();
  },
};
