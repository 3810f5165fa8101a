import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { advanceClock } from '../../../.storybook/clock';
import { scenarios } from '../../../mocks/scenarios';
import { AuthPopup } from '../../../src/overlays/AuthPopup/AuthPopup';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { openOverlay, overlaysState } from '../../../src/state/overlays';
import { setReferralCode } from '../../../src/state/preferences';
import { sessionState } from '../../../src/state/session';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';

/** The demo account of the mock world (mocks/data/README.md). */
const DEMO_PHONE = '11987654321';
const DEMO_PASSWORD = 'demo1234';
const DEMO_SMS_CODE = '123456';
/** A phone nobody in the mock world has yet, and a CPF with valid check digits nobody uses. */
const NEW_PHONE = '11912345678';
const FREE_CPF = '52998224725';

/** The page under the pop-up, with the route it is on (the pop-up's link changes it). */
function Page({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}>
      <div style={{ padding: 16 }}>
        <p style={{ marginTop: 0 }}>Jogos em destaque, promoções e a sua carteira.</p>
        <p>Página atual: {location}</p>
        {children}
      </div>
    </AppFrame>
  );
}

const meta = {
  component: AuthPopup,
  decorators: [
    (Story) => (
      <Page>
        <Story />
        <GlobalMessages />
      </Page>
    ),
  ],
  // Stores are reset before each story; the pop-up opens the way the header's Entrar does.
  beforeEach: () => {
    openOverlay('auth', { mode: 'login' });
  },
} satisfies Meta<typeof AuthPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const openRegister = () => {
  openOverlay('auth', { mode: 'register' });
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function findPopup(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Entrar ou cadastrar' });
  return within(dialog);
}

/** No toast is on screen and none was queued: the failure stayed in the form. */
async function expectNoToast(canvasElement: HTMLElement) {
  await expect(body(canvasElement).queryByRole('region', { name: 'Notificações' })).toBeNull();
  await expect(overlaysState.toasts).toHaveLength(0);
}

/** Fills the Cadastrar form (everything valid), without submitting. */
async function fillRegister(
  popup: ReturnType<typeof within>,
  { phone = NEW_PHONE, code = DEMO_SMS_CODE, cpf = FREE_CPF } = {},
) {
  await userEvent.type(popup.getByLabelText('Celular'), phone);
  await userEvent.type(popup.getByLabelText('Código por SMS'), code);
  await userEvent.type(popup.getByLabelText('Senha'), 'nova1234');
  await userEvent.type(popup.getByLabelText('CPF'), cpf);
  await userEvent.click(popup.getByRole('checkbox'));
}

export const Login: Story = {
  play: async ({ canvasElement, step }) => {
    const popup = await findPopup(canvasElement);
    await step('opens on the Entrar tab', async () => {
      await expect(popup.getByRole('tab', { name: 'Entrar' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(popup.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
        'aria-selected',
        'false',
      );
    });
    await step(
      'phone after a fixed +55, masked as typed, filled as a national number',
      async () => {
        const phone = popup.getByLabelText('Celular');
        await expect(phone).toHaveAccessibleDescription('+55');
        await expect(phone).toHaveAttribute('type', 'tel');
        await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
        await userEvent.type(phone, '11987654321');
        await expect(phone).toHaveValue('(11) 98765-4321');
      },
    );
    await step('password is the current one and can be shown', async () => {
      const password = popup.getByLabelText('Senha');
      await expect(password).toHaveAttribute('autocomplete', 'current-password');
      await expect(password).toHaveAttribute('type', 'password');
      await userEvent.type(password, 'segredo1');
      await userEvent.click(popup.getByRole('button', { name: 'Mostrar senha' }));
      await expect(password).toHaveAttribute('type', 'text');
      await userEvent.click(popup.getByRole('button', { name: 'Ocultar senha' }));
      await expect(password).toHaveAttribute('type', 'password');
    });
    await step('the forgotten-password link leads to /resetPassword', async () => {
      await expect(popup.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
        'href',
        '/resetPassword',
      );
    });
  },
};

export const Register: Story = {
  beforeEach: openRegister,
  play: async ({ canvasElement, step }) => {
    const popup = await findPopup(canvasElement);
    await step('opens on the Cadastrar tab with the gift banner on top', async () => {
      await expect(popup.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // Spec 9 display defaults: 3 gifts of R$ 10.
      await expect(popup.getByText('Ganhe 3 presentes de R$ 10')).toBeVisible();
    });
    await step('every field says what the browser may fill in', async () => {
      await expect(popup.getByLabelText('Celular')).toHaveAttribute('autocomplete', 'tel-national');
      await expect(popup.getByLabelText('Código por SMS')).toHaveAttribute(
        'autocomplete',
        'one-time-code',
      );
      await expect(popup.getByLabelText('Senha')).toHaveAttribute('autocomplete', 'new-password');
      await expect(popup.getByLabelText('Código de convite (opcional)')).toHaveValue('');
      await expect(popup.getByRole('checkbox')).not.toBeChecked();
    });
    await step('the CPF is masked as typed', async () => {
      await userEvent.type(popup.getByLabelText('CPF'), '39053344705');
      await expect(popup.getByLabelText('CPF')).toHaveValue('390.533.447-05');
      await userEvent.clear(popup.getByLabelText('CPF'));
    });
    await step('the tabs switch between the two forms', async () => {
      await userEvent.click(popup.getByRole('tab', { name: 'Entrar' }));
      await expect(popup.queryByLabelText('CPF')).toBeNull();
      await userEvent.click(popup.getByRole('tab', { name: 'Cadastrar' }));
      await expect(popup.getByLabelText('CPF')).toBeInTheDocument();
      popup.getByLabelText('Celular').focus();
    });
  },
};

/** A visitor who came through /u/ABC123: the invite code is already filled in (spec 2). */
export const RegisterWithReferral: Story = {
  beforeEach: () => {
    setReferralCode('ABC123');
    openRegister();
  },
  play: async ({ canvasElement }) => {
    const popup = await findPopup(canvasElement);
    await expect(popup.getByLabelText('Código de convite (opcional)')).toHaveValue('ABC123');
  },
};

/** The register gift activity is off: no banner. */
export const RegisterWithoutGift: Story = {
  args: { registerGift: null },
  beforeEach: openRegister,
  play: async ({ canvasElement }) => {
    const popup = await findPopup(canvasElement);
    await expect(popup.getByLabelText('Celular')).toBeInTheDocument();
    await expect(popup.queryByText(/presentes/)).toBeNull();
  },
};

/**
 * The terms line links the terms of use and the privacy policy: a tap reads the document in a
 * sheet over the form, and closing it finds the form as it was (nothing typed is lost).
 */
export const RegisterReadsTheTerms: Story = {
  beforeEach: openRegister,
  play: async ({ canvasElement, step }) => {
    const popup = await findPopup(canvasElement);
    await userEvent.type(popup.getByLabelText('Celular'), NEW_PHONE);
    await step('the checkbox names both documents; each is a link to its article', async () => {
      await expect(popup.getByRole('checkbox')).toHaveAccessibleName(
        'Tenho 18 anos ou mais e aceito os termos de uso e a política de privacidade',
      );
      await expect(popup.getByRole('link', { name: 'termos de uso' })).toHaveAttribute(
        'href',
        '/article?key=terms',
      );
      await expect(popup.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute(
        'href',
        '/article?key=privacy',
      );
    });
    await step('a tap on "termos de uso" opens the terms over the form', async () => {
      await userEvent.click(popup.getByRole('link', { name: 'termos de uso' }));
      const sheet = await body(canvasElement).findByRole('dialog', { name: 'Termos de uso' });
      // The article itself, under the sheet's title.
      await expect(await within(sheet).findByRole('heading', { name: '1. Conta' })).toBeVisible();
      await expect(popup.getByRole('checkbox')).not.toBeChecked();
    });
    await step('closing it finds the form as it was', async () => {
      const sheet = body(canvasElement).getByRole('dialog', { name: 'Termos de uso' });
      await userEvent.click(within(sheet).getByRole('button', { name: 'Fechar' }));
      await waitFor(() =>
        expect(body(canvasElement).queryByRole('dialog', { name: 'Termos de uso' })).toBeNull(),
      );
      await expect(popup.getByLabelText('Celular')).toHaveValue('(11) 91234-5678');
    });
    await step('the privacy policy reads the same way', async () => {
      await userEvent.click(popup.getByRole('link', { name: 'política de privacidade' }));
      const sheet = await body(canvasElement).findByRole('dialog', {
        name: 'Política de privacidade',
      });
      await expect(
        await within(sheet).findByText(/^Tratamos seus dados conforme a LGPD\./),
      ).toBeVisible();
    });
  },
};

export const RegisterValidation: Story = {
  beforeEach: openRegister,
  play: async ({ canvasElement, step }) => {
    const popup = await findPopup(canvasElement);
    await step('an empty submit marks every required field and sends nothing', async () => {
      await userEvent.click(popup.getByRole('button', { name: 'Criar conta' }));
      await expect(popup.getAllByText('Campo obrigatório')).toHaveLength(4);
      await expect(
        popup.getByText('Confirme que tem 18 anos ou mais e aceita os termos'),
      ).toBeVisible();
      await expect(popup.getByLabelText('Celular')).toHaveFocus();
      await expect(sessionState.token).toBe('');
    });
    await step('a landline, a weak password and a CPF with wrong check digits', async () => {
      await userEvent.type(popup.getByLabelText('Celular'), '1134567890');
      await expect(popup.getByText('Informe um celular válido, com DDD')).toBeVisible();
      await userEvent.type(popup.getByLabelText('Senha'), 'abcdefgh');
      await expect(popup.getByText('Use de 8 a 20 caracteres, com letras e números')).toBeVisible();
      await userEvent.type(popup.getByLabelText('CPF'), '39053344706');
      await expect(popup.getByText('CPF inválido')).toBeVisible();
      await expect(popup.getByLabelText('CPF')).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

export const RegisterSmsCooldown: Story = {
  beforeEach: openRegister,
  play: async ({ canvasElement, step }) => {
    const popup = await findPopup(canvasElement);
    await step('Enviar código before a valid phone points at the phone', async () => {
      await userEvent.click(popup.getByRole('button', { name: 'Enviar código' }));
      await expect(popup.getByLabelText('Celular')).toHaveFocus();
      await expect(popup.getByText('Campo obrigatório')).toBeVisible();
    });
    await step('a sent code starts the 60 s cooldown and focus moves to the code', async () => {
      await userEvent.type(popup.getByLabelText('Celular'), NEW_PHONE);
      await userEvent.click(popup.getByRole('button', { name: 'Enviar código' }));
      const resend = await popup.findByRole(
        'button',
        { name: 'Reenviar em 60 s' },
        { timeout: 5000 },
      );
      await expect(resend).toBeDisabled();
      await expect(popup.getByLabelText('Código por SMS')).toHaveFocus();
      await expect(
        popup.getByText(/^Enviamos o código para \+55\s\(11\)\s91234-5678\.$/),
      ).toBeVisible();
    });
    await step('the countdown follows the clock', async () => {
      advanceClock(1000);
      await expect(
        await popup.findByRole('button', { name: 'Reenviar em 59 s' }, { timeout: 3000 }),
      ).toBeDisabled();
    });
    await expectNoToast(canvasElement);
  },
};

/** The server's refusal of a phone already registered, under the phone, not as a toast. */
export const RegisterTakenPhone: Story = {
  beforeEach: openRegister,
  play: async ({ canvasElement, step }) => {
    const popup = await findPopup(canvasElement);
    await step('register the demo account’s phone again', async () => {
      await fillRegister(popup, { phone: DEMO_PHONE });
      await userEvent.click(popup.getByRole('button', { name: 'Criar conta' }));
    });
    await step('the refusal shows under the phone, which takes focus', async () => {
      const message = 'Este celular já está cadastrado. Entre ou recupere a senha.';
      await expect(await popup.findByText(message, {}, { timeout: 5000 })).toBeVisible();
      await expect(popup.getByLabelText('Celular')).toHaveAttribute('aria-invalid', 'true');
      await expect(popup.getByLabelText('Celular')).toHaveFocus();
      await expectNoToast(canvasElement);
      await expect(sessionState.token).toBe('');
    });
    await step('editing the phone clears it; the same phone is refused again', async () => {
      await userEvent.type(popup.getByLabelText('Celular'), '{backspace}');
      await expect(popup.queryByText(/já está cadastrado/)).toBeNull();
      await userEvent.type(popup.getByLabelText('Celular'), '1');
      await userEvent.click(popup.getByRole('button', { name: 'Criar conta' }));
      await expect(
        await popup.findByText(/já está cadastrado/, {}, { timeout: 5000 }),
      ).toBeVisible();
      await expectNoToast(canvasElement);
    });
  },
};

/** A wrong SMS code: the server's message under the code field. */
export const RegisterWrongCode: Story = {
  beforeEach: openRegister,
  play: async ({ canvasElement }) => {
    const popup = await findPopup(canvasElement);
    await fillRegister(popup, { code: '654321' });
    await userEvent.click(popup.getByRole('button', { name: 'Criar conta' }));
    await expect(
      await popup.findByText('Código de verificação incorreto.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(popup.getByLabelText('Código por SMS')).toHaveFocus();
    await expectNoToast(canvasElement);
  },
};

export const LoginWrongPassword: Story = {
  play: async ({ canvasElement, step }) => {
    const popup = await findPopup(canvasElement);
    await step('the demo phone with a wrong password', async () => {
      await userEvent.type(popup.getByLabelText('Celular'), DEMO_PHONE);
      await userEvent.type(popup.getByLabelText('Senha'), 'errada123');
      await userEvent.click(popup.getByRole('button', { name: 'Entrar' }));
    });
    await step('the server’s message shows under the password, not as a toast', async () => {
      await expect(
        await popup.findByText('Senha incorreta. Confira e tente de novo.', {}, { timeout: 5000 }),
      ).toBeVisible();
      await expect(popup.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
      await expectNoToast(canvasElement);
      await expect(sessionState.token).toBe('');
    });
  },
};

/** A failure about no field (here the platform went into maintenance) is the form's alert. */
export const LoginDuringMaintenance: Story = {
  parameters: { msw: { handlers: scenarios.maintenance } },
  play: async ({ canvasElement }) => {
    const popup = await findPopup(canvasElement);
    await userEvent.type(popup.getByLabelText('Celular'), DEMO_PHONE);
    await userEvent.type(popup.getByLabelText('Senha'), DEMO_PASSWORD);
    await userEvent.click(popup.getByRole('button', { name: 'Entrar' }));
    await expect(await popup.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'A plataforma está em manutenção. Voltamos em breve.',
    );
    await expectNoToast(canvasElement);
  },
};

/** The request is on its way (it never answers here): the button spins and ignores taps. */
export const LoginSubmitting: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const popup = await findPopup(canvasElement);
    await userEvent.type(popup.getByLabelText('Celular'), DEMO_PHONE);
    await userEvent.type(popup.getByLabelText('Senha'), DEMO_PASSWORD);
    const submit = popup.getByRole('button', { name: 'Entrar' });
    await userEvent.dblClick(submit);
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(popup.queryByRole('alert')).toBeNull();
    await expect(sessionState.token).toBe('');
  },
};

/** The demo player logged in: the pop-up has closed over the page and the greeting has gone. */
export const LoginSuccess: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    const popup = await findPopup(canvasElement);
    await step('the demo account logs in', async () => {
      await userEvent.type(popup.getByLabelText('Celular'), DEMO_PHONE);
      await userEvent.type(popup.getByLabelText('Senha'), DEMO_PASSWORD);
      await userEvent.click(popup.getByRole('button', { name: 'Entrar' }));
    });
    await step('the pop-up closes and the player is greeted', async () => {
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
      await expect(page.getByRole('region', { name: 'Notificações' })).toHaveTextContent(
        'Bem-vindo de volta!',
      );
    });
    // The wallets follow the new session in the app (app/sessionEffects.ts, and the
    // Registration flow stories), not in the pop-up: it only keeps the session.
    await step('the session is in place', async () => {
      await expect(sessionState.token).not.toBe('');
      await expect(sessionState.user?.account).toBe(DEMO_PHONE);
    });
    await step('the greeting leaves after its 3 s', async () => {
      await waitFor(() => expect(page.queryByRole('region', { name: 'Notificações' })).toBeNull(), {
        timeout: 5000,
      });
    });
  },
};

/** Closed by 'Esqueci minha senha': the pop-up is gone and the page is /resetPassword. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const popup = await findPopup(canvasElement);
    await userEvent.click(popup.getByRole('link', { name: 'Esqueci minha senha' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.getByText('Página atual: /resetPassword')).toBeVisible();
    await expect(overlaysState.overlay).toBeNull();
  },
};
