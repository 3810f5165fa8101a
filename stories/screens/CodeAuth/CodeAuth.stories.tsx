import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '../../../.storybook/clock';
import { DEFAULT_AREA_CODE, DEMO_ACCOUNT, DEMO_SMS_CODE } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { world } from '../../../mocks/world/world';
import { endpoints } from '../../../src/api/allEndpoints';
import { CodeAuth } from '../../../src/screens/CodeAuth/CodeAuth';
import { overlaysState } from '../../../src/state/overlays';
import { sessionState, setSession } from '../../../src/state/session';
import { failingOnce, logInDemoPlayer, repaintAll, tap, withGamesFrame } from '../../storyKit';

const meta = {
  component: CodeAuth,
  decorators: [withGamesFrame],
  parameters: { route: '/codeauth' },
  // Spec 2: /codeauth is login-only, the "mobile check" (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof CodeAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Código por SMS', { selector: 'input' });
const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Verificar celular' });

/** The form: the number the code goes to, the code field and its "Enviar código". */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verificar celular' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Enviaremos um código por SMS para \+55\s\(11\)\s98765-4321\./),
    ).toBeVisible();
    await expect(codeField(canvasElement)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  },
};

/** The code sent and typed: the server accepts, the page says the phone is verified. */
export const Verified: Story = {
  beforeEach: () => {
    logInDemoPlayer();
    // The seed's phones are all verified; this one is not yet.
    const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
    if (demo) demo.phoneVerified = false;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the code goes to the account phone', async () => {
      await tap(canvas.getByRole('button', { name: 'Enviar código' }));
      await expect(
        await canvas.findByRole('button', { name: 'Reenviar em 60 s' }, { timeout: 5000 }),
      ).toBeDisabled();
      await waitFor(() => expect(codeField(canvasElement)).toHaveFocus());
    });
    await step('typed and sent', async () => {
      await userEvent.type(codeField(canvasElement), DEMO_SMS_CODE);
      await tap(submit(canvasElement));
    });
    await step('verified', async () => {
      const done = await canvas.findByRole('heading', { name: 'Celular verificado' });
      await waitFor(() => expect(done).toHaveFocus());
      await expect(
        canvas.getByText(/^Pronto! O celular \+55\s\(11\)\s98765-4321 está confirmado/),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Voltar às configurações' })).toHaveAttribute(
        'href',
        '/setting',
      );
      await expect(world.users.get(DEMO_ACCOUNT.info.userNo)?.phoneVerified).toBe(true);
    });
    await repaintAll();
  },
};

/** A wrong code (1006): said under the field, which keeps the focus; no toast. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(codeField(canvasElement), '000000');
    await tap(submit(canvasElement));
    await waitFor(() =>
      // After the label of the field's "Enviar código" button.
      expect(codeField(canvasElement)).toHaveAccessibleDescription(
        /Código de verificação incorreto\.$/,
      ),
    );
    await expect(codeField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField(canvasElement)).toHaveFocus();
    await expect(overlaysState.toasts).toHaveLength(0);
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Celular verificado' }),
    ).toBeNull();
    codeField(canvasElement).blur();
    await repaintAll();
  },
};

/** A code of fewer than 6 digits is refused before anything is sent. */
export const CodeIncomplete: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(codeField(canvasElement), '123');
    await tap(submit(canvasElement));
    await expect(codeField(canvasElement)).toHaveAccessibleDescription(/O código tem 6 números$/);
    await expect(codeField(canvasElement)).toHaveFocus();
    codeField(canvasElement).blur();
    await repaintAll();
  },
};

/**
 * A code was asked for from another device 20 s ago: the server refuses a new one (1011, with
 * the seconds left), said under the field.
 */
export const SentTooSoon: Story = {
  beforeEach: () => {
    logInDemoPlayer();
    world.smsSentAt.set(`${DEFAULT_AREA_CODE}:${DEMO_ACCOUNT.account}`, FIXED_NOW - 20_000);
  },
  play: async ({ canvasElement }) => {
    await tap(within(canvasElement).getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(codeField(canvasElement)).toHaveAccessibleDescription(
        /Aguarde 40 s para pedir um novo código\.$/,
      ),
    );
    // Left with the focus: leaving the empty field would put the form's own "Digite o código"
    // over the server's message (features/auth useAuthFailure: what was typed comes first).
    await expect(codeField(canvasElement)).toHaveFocus();
    await repaintAll();
  },
};

/**
 * The number the app holds is not the account's on the server (user info out of date): the
 * server refuses (1017) and the form says so over the button.
 */
export const Refused: Story = {
  beforeEach: () => setSession({ ...DEMO_ACCOUNT.info, account: '11912345678' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), DEMO_SMS_CODE);
    await tap(submit(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Este celular não é o da sua conta.',
    );
    await expect(canvas.queryByRole('heading', { name: 'Celular verificado' })).toBeNull();
    codeField(canvasElement).blur();
    await repaintAll();
  },
};

/** An account without a Brazilian mobile: nothing to check; customer service instead. */
export const Empty: Story = {
  beforeEach: () => setSession({ ...DEMO_ACCOUNT.info, account: '' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sua conta não tem um celular cadastrado')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Falar com o atendimento' })).toHaveAttribute(
      'href',
      '/service',
    );
    await expect(canvas.queryByLabelText('Código por SMS')).toBeNull();
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
  },
};

const memberInfoFailsOnce = failingOnce(endpoints.memberInfo);

/** "Tentar novamente" brings the form. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: memberInfoFailsOnce.handlers } },
  beforeEach: () => {
    tokenOnly();
    memberInfoFailsOnce.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(await canvas.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 }));
    await expect(
      await canvas.findByLabelText('Código por SMS', { selector: 'input' }),
    ).toBeVisible();
    await repaintAll();
  },
};

/** The user info on its way ('timeout'). */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carregando os dados da sua conta…')).toBeVisible();
    await expect(canvas.queryByLabelText('Código por SMS')).toBeNull();
  },
};
