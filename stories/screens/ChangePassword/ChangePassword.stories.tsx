import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT, DEMO_SMS_CODE } from '../../../mocks/data/users';
import { route } from '../../../mocks/handlers/respond';
import { scenarios } from '../../../mocks/scenarios';
import { world } from '../../../mocks/world/world';
import { endpoints } from '../../../src/api/allEndpoints';
import { ChangePassword } from '../../../src/screens/ChangePassword/ChangePassword';
import { overlaysState } from '../../../src/state/overlays';
import { sessionState, setSession } from '../../../src/state/session';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: ChangePassword,
  decorators: [withGamesFrame],
  parameters: { route: '/changePassword' },
  // Spec 2: /changePassword is login-only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ChangePassword>;

export default meta;
type Story = StoryObj<typeof meta>;

type Entries = { old?: string; next?: string; repeat?: string; code?: string };

/** The demo player's password (mocks/data/users.ts) and a new one that passes the rules. */
const CURRENT = DEMO_ACCOUNT.password;
const NEW = 'vitrine2026';

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });
const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Alterar senha' });

/** Types what is given into the four fields. */
async function fill(canvasElement: HTMLElement, { old, next, repeat, code }: Entries) {
  if (old) await userEvent.type(field(canvasElement, 'Senha atual'), old);
  if (next) await userEvent.type(field(canvasElement, 'Nova senha'), next);
  if (repeat) await userEvent.type(field(canvasElement, 'Repita a nova senha'), repeat);
  if (code) await userEvent.type(field(canvasElement, 'Código por SMS'), code);
}

/** Counts the password changes that reach the mock world (and lets each through to it). */
function countingChanges(): { handlers: HttpHandler[]; count: () => number; reset: () => void } {
  let calls = 0;
  return {
    handlers: [
      http.put(route(endpoints.updatePassword), () => {
        calls += 1;
        return undefined;
      }),
    ],
    count: () => calls,
    reset: () => {
      calls = 0;
    },
  };
}

const changes = countingChanges();
const counted = {
  parameters: { msw: { handlers: changes.handlers } },
  beforeEach: () => {
    logInDemoPlayer();
    changes.reset();
  },
};

/**
 * The field is described by `message` (a pattern), is marked invalid and has the focus; the
 * change was not sent and no toast was raised.
 */
async function expectRefused(canvasElement: HTMLElement, label: string, message: string) {
  const input = field(canvasElement, label);
  await waitFor(() => expect(input).toHaveAccessibleDescription(new RegExp(message)));
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveFocus();
  await expect(overlaysState.toasts).toHaveLength(0);
  await expect(within(canvasElement).queryByRole('heading', { name: 'Senha alterada' })).toBeNull();
}

/** The form: the SMS goes to the account's own phone, named in the introduction. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
    await expect(
      canvas.getByText(/digite o código que enviaremos por SMS para \+55\s\(11\)\s98765-4321\.$/),
    ).toBeVisible();
    await expect(field(canvasElement, 'Senha atual')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(field(canvasElement, 'Nova senha')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(field(canvasElement, 'Nova senha')).toHaveAccessibleDescription(
      'De 8 a 20 caracteres, com letras e números',
    );
    await expect(field(canvasElement, 'Código por SMS')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  },
};

/**
 * The whole change: the code sent to the account's phone (GET sendMessage/{type}), every field
 * right, "Alterar senha" tapped ten times in a burst: one change, and the page says it is done.
 * CHOICE: the player stays logged in.
 */
export const Changed: Story = {
  ...counted,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the code goes to the account phone', async () => {
      await tap(canvas.getByRole('button', { name: 'Enviar código' }));
      await expect(
        await canvas.findByRole('button', { name: 'Reenviar em 60 s' }, { timeout: 5000 }),
      ).toBeDisabled();
      await expect(field(canvasElement, 'Código por SMS')).toHaveAccessibleDescription(
        // After the button's own label (the field's suffix).
        /Enviamos o código para \+55\s\(11\)\s98765-4321\.$/,
      );
    });
    await step('ten taps on "Alterar senha"', async () => {
      await fill(canvasElement, { old: CURRENT, next: NEW, repeat: NEW, code: DEMO_SMS_CODE });
      const button = submit(canvasElement);
      for (let tapNumber = 0; tapNumber < 10; tapNumber += 1) fireEvent.click(button);
    });
    await step('one change, said on the page', async () => {
      const done = await canvas.findByRole('heading', { name: 'Senha alterada' });
      await waitFor(() => expect(done).toHaveFocus());
      await expect(
        canvas.getByText(
          'Você continua conectado neste aparelho. No próximo acesso, entre com a nova senha.',
        ),
      ).toBeVisible();
      await expect(changes.count()).toBe(1);
      await expect(world.users.get(DEMO_ACCOUNT.info.userNo)?.password).toBe(NEW);
      await expect(sessionState.token).toBe(DEMO_ACCOUNT.info.token);
      await expect(canvas.getByRole('link', { name: 'Voltar às configurações' })).toHaveAttribute(
        'href',
        '/setting',
      );
      await expect(canvas.queryByLabelText('Nova senha')).toBeNull();
    });
    await repaintAll();
  },
};

/** "Alterar senha" with nothing typed: every field says what it needs; nothing is sent. */
export const Incomplete: Story = {
  ...counted,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(submit(canvasElement));
    await expect(field(canvasElement, 'Senha atual')).toHaveFocus();
    await expect(canvas.getByText('Digite a senha atual')).toBeVisible();
    await expect(canvas.getByText('Digite a nova senha')).toBeVisible();
    await expect(canvas.getByText('Digite a nova senha outra vez')).toBeVisible();
    await expect(canvas.getByText('Digite o código que enviamos por SMS')).toBeVisible();
    await expect(changes.count()).toBe(0);
    field(canvasElement, 'Senha atual').blur();
    await repaintAll();
  },
};

/** The repeat differs from the new password. */
export const Mismatch: Story = {
  ...counted,
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      old: CURRENT,
      next: NEW,
      repeat: 'vitrine2027',
      code: DEMO_SMS_CODE,
    });
    await tap(submit(canvasElement));
    await expectRefused(canvasElement, 'Repita a nova senha', 'As senhas não coincidem');
    await expect(changes.count()).toBe(0);
  },
};

/** The "new" password is the current one. */
export const SameAsCurrent: Story = {
  ...counted,
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      old: CURRENT,
      next: CURRENT,
      repeat: CURRENT,
      code: DEMO_SMS_CODE,
    });
    await tap(submit(canvasElement));
    await expectRefused(canvasElement, 'Nova senha', 'A nova senha precisa ser diferente da atual');
    await expect(changes.count()).toBe(0);
  },
};

/** Too short, and letters only: the house rule (8 to 20, letters and digits) both times. */
export const TooWeak: Story = {
  ...counted,
  play: async ({ canvasElement, step }) => {
    await step('six characters', async () => {
      await fill(canvasElement, {
        old: CURRENT,
        next: 'abc123',
        repeat: 'abc123',
        code: DEMO_SMS_CODE,
      });
      await tap(submit(canvasElement));
      await expectRefused(
        canvasElement,
        'Nova senha',
        'Use de 8 a 20 caracteres, com letras e números',
      );
    });
    await step('no digit', async () => {
      await userEvent.clear(field(canvasElement, 'Nova senha'));
      await userEvent.type(field(canvasElement, 'Nova senha'), 'vitrinevitrine');
      await tap(submit(canvasElement));
      await expectRefused(
        canvasElement,
        'Nova senha',
        'Use de 8 a 20 caracteres, com letras e números',
      );
    });
    await expect(changes.count()).toBe(0);
    field(canvasElement, 'Nova senha').blur();
    await repaintAll();
  },
};

/** The server refuses the current password (1013): said under "Senha atual", not as a toast. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { old: 'errada123', next: NEW, repeat: NEW, code: DEMO_SMS_CODE });
    await tap(submit(canvasElement));
    await expectRefused(canvasElement, 'Senha atual', 'A senha atual está incorreta\\.');
    await expect(world.users.get(DEMO_ACCOUNT.info.userNo)?.password).toBe(CURRENT);
    field(canvasElement, 'Senha atual').blur();
    await repaintAll();
  },
};

/** The server refuses the SMS code (1006): said under the code field. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { old: CURRENT, next: NEW, repeat: NEW, code: '000000' });
    await tap(submit(canvasElement));
    await expectRefused(canvasElement, 'Código por SMS', 'Código de verificação incorreto\\.');
    await expect(world.users.get(DEMO_ACCOUNT.info.userNo)?.password).toBe(CURRENT);
    field(canvasElement, 'Código por SMS').blur();
    await repaintAll();
  },
};

/**
 * An account without a Brazilian mobile: no SMS can confirm the change, so the page says so and
 * leads to customer service instead of showing a form that cannot succeed.
 */
export const Empty: Story = {
  beforeEach: () => setSession({ ...DEMO_ACCOUNT.info, account: '' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sua conta não tem um celular cadastrado')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Falar com o atendimento' })).toHaveAttribute(
      'href',
      '/service',
    );
    await expect(canvas.queryByLabelText('Senha atual')).toBeNull();
  },
};

/** After a reload the session holds only the token: the user info is asked for again. */
function tokenOnly() {
  setSession(DEMO_ACCOUNT.info);
  sessionState.user = null;
}

/** The user info cannot be read ('http-500'): said in place, with a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não foi possível carregar sua conta', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.queryByLabelText('Senha atual')).toBeNull();
  },
};

const memberInfoFailsOnce = failingOnce(endpoints.memberInfo);

/** "Tentar novamente" brings the form, with the number the code will go to. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: memberInfoFailsOnce.handlers } },
  beforeEach: () => {
    tokenOnly();
    memberInfoFailsOnce.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 }));
    await expect(await canvas.findByLabelText('Senha atual')).toBeVisible();
    await expect(canvas.getByText(/\+55\s\(11\)\s98765-4321\.$/)).toBeVisible();
    await repaintAll();
  },
};

/** The user info on its way ('timeout'): a loading state where the form will be. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
    await expect(canvas.getByText('Carregando os dados da sua conta…')).toBeVisible();
    await expect(canvas.queryByLabelText('Senha atual')).toBeNull();
  },
};
