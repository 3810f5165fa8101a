import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SMS_CODE } from '../../../mocks/data/users';
import { REGISTER_GIFT_FALLBACK } from '../../../src/features/auth/registerGift';
import { RegisterForm } from '../../../src/overlays/AuthPopup/RegisterForm';
import { overlaysState } from '../../../src/state/overlays';
import { setReferralCode } from '../../../src/state/preferences';
import { sessionState } from '../../../src/state/session';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { repaintAll, tap } from '../../storyKit';

/**
 * "Cadastrar" on its own, as the auth pop-up's second tab holds it (the pop-up's stories show
 * its refusals): the gift banner, the six fields, and the mock world's new account.
 */
const meta = {
  component: RegisterForm,
  args: { gift: REGISTER_GIFT_FALLBACK },
  decorators: [
    (Story) => (
      <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Cadastrar</header>}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone and a CPF (valid check digits) nobody in the mock world has yet. */
const NEW_PHONE = '11912345678';
const FREE_CPF = '52998224725';

type Canvas = ReturnType<typeof within>;
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Criar conta' });

/** Nothing typed: the gift banner (spec 9 defaults: 3 gifts of R$ 10) over the empty fields. */
export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ganhe 3 presentes de R$ 10')).toBeVisible();
    await expect(canvas.getByLabelText('Código de convite (opcional)')).toHaveValue('');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The register gift activity is off, and the visitor came through /u/ABC123 (spec 2). */
export const WithReferralWithoutGift: Story = {
  args: { gift: null },
  beforeEach: () => {
    setReferralCode('ABC123');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/presentes de/)).toBeNull();
    await expect(canvas.getByLabelText('Código de convite (opcional)')).toHaveValue('ABC123');
  },
};

/** "Criar conta" with nothing typed: each required field and the 18+ box say so; nothing sent. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(submit(canvas));
    await waitFor(() => expect(canvas.getAllByText('Campo obrigatório')).toHaveLength(4));
    await expect(
      canvas.getByText('Confirme que tem 18 anos ou mais e aceita os termos'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Celular')).toHaveFocus();
    await expect(sessionState.token).toBe('');
    canvas.getByLabelText('Celular').blur();
    await repaintAll();
  },
};

/**
 * Everything valid (the mock world's SMS code is 123456 for every number): the account is
 * created, the session kept and "Conta criada. Bem-vindo!" queued.
 */
export const Registered: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('fill in the form', async () => {
      await userEvent.type(canvas.getByLabelText('Celular'), NEW_PHONE);
      await userEvent.type(canvas.getByLabelText('Código por SMS'), DEMO_SMS_CODE);
      await userEvent.type(canvas.getByLabelText('Senha', { selector: 'input' }), 'nova1234');
      await userEvent.type(canvas.getByLabelText('CPF'), FREE_CPF);
      await expect(canvas.getByLabelText('CPF')).toHaveValue('529.982.247-25');
      await tap(canvas.getByRole('checkbox'));
    });
    await step('the account is created', async () => {
      await tap(submit(canvas));
      await waitFor(() => expect(sessionState.token).not.toBe(''), { timeout: 5000 });
      await expect(sessionState.user?.account).toBe(NEW_PHONE);
      await expect(overlaysState.toasts.map((toast) => toast.message)).toEqual([
        'Conta criada. Bem-vindo!',
      ]);
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await repaintAll();
  },
};
