import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { world } from '../../../mocks/world/world';
import { endpoints } from '../../../src/api/allEndpoints';
import { markPhoneVerified } from '../../../src/features/settings';
import { useLanguage } from '../../../src/i18n/language';
import { CurrencyPicker } from '../../../src/overlays/CurrencyPicker/CurrencyPicker';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { LanguagePicker } from '../../../src/overlays/LanguagePicker/LanguagePicker';
import { Setting } from '../../../src/screens/Setting/Setting';
import { dismissToast, overlaysState } from '../../../src/state/overlays';
import { sessionState, setCpf, setSession } from '../../../src/state/session';
import { walletState } from '../../../src/state/wallet';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { failingOnce, logInDemoPlayer, Probes, repaintAll, tap } from '../../storyKit';

/**
 * The screen where the app would show it: while the location is /setting. A confirmed logout
 * takes the player home (the app's router would draw the home there; the story leaves the page
 * empty). The language is read as AppRoot does, and the page drawn afresh on each render, so a
 * switch re-renders it.
 */
function OnSetting({ page }: { page: () => ReactNode }) {
  const [path] = useLocation();
  useLanguage();
  return path === '/setting' ? page() : null;
}

/** The page in the app frame with the pop-ups its rows open and the toasts and dialogs host. */
const withSettingsPage: Decorator = (Story) => (
  <AppFrame>
    <OnSetting page={() => <Story />} />
    <LanguagePicker />
    <CurrencyPicker />
    <GlobalMessages />
    <Probes />
  </AppFrame>
);

const meta = {
  component: Setting,
  decorators: [withSettingsPage],
  parameters: { route: '/setting' },
  // Spec 2: /setting is login-only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Setting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo player's phone, 11987654321, as the row shows it. */
const MASKED_PHONE = /^Verificar celular\s*\(11\)\s9••••-4321$/;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const route = (canvasElement: HTMLElement) =>
  body(canvasElement).getByRole('status', { name: 'Rota atual' });
const phoneRow = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: /^Verificar celular/ });

/** After a reload the session holds only the token: the user info is asked for again. */
function tokenOnly() {
  setSession(DEMO_ACCOUNT.info);
  sessionState.user = null;
}

/**
 * Every row: the language and currency in use (buttons that open their pickers), the links to
 * the password change and the phone check (the number half hidden), and "Sair da conta".
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await step('preferences: language and currency', async () => {
      const preferences = canvas.getByRole('region', { name: 'Preferências' });
      // A button once the platform's list says there is more than one language (spec 2).
      await expect(
        await within(preferences).findByRole('button', { name: 'Idioma Português' }),
      ).toBeVisible();
      await expect(within(preferences).getByRole('button', { name: 'Moeda BRL' })).toBeVisible();
    });
    await step('security: password, phone and logout', async () => {
      const security = canvas.getByRole('region', { name: 'Conta e segurança' });
      await expect(within(security).getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
        'href',
        '/changePassword',
      );
      await expect(phoneRow(canvasElement)).toHaveAttribute('href', '/codeauth');
      await expect(phoneRow(canvasElement)).toHaveAccessibleName(MASKED_PHONE);
      await expect(canvas.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
    });
  },
};

/** "Idioma" opens the language picker; English switches the whole page. */
export const LanguageSwitched: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the picker opens with Português in use', async () => {
      await tap(await canvas.findByRole('button', { name: 'Idioma Português' }));
      const picker = await body(canvasElement).findByRole('dialog', { name: 'Idioma' });
      await expect(within(picker).getByRole('button', { name: 'Português' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await tap(within(picker).getByRole('button', { name: 'English' }));
    });
    await step('the page speaks English', async () => {
      await waitFor(() => expect(overlaysState.overlay).toBeNull());
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Settings' }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Language English' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    });
    await repaintAll();
  },
};

/** "Moeda" opens the currency picker over the page; USDT becomes the currency shown. */
export const CurrencySwitched: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the picker lists the wallets', async () => {
      await tap(canvas.getByRole('button', { name: 'Moeda BRL' }));
      const picker = await body(canvasElement).findByRole('dialog', { name: 'Escolher moeda' });
      await tap(await within(picker).findByRole('button', { name: /^USDT/ }));
    });
    await step('the row says USDT', async () => {
      await waitFor(() => expect(overlaysState.overlay).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Moeda USDT' })).toBeVisible();
      await expect(sessionState.user?.currentCurrency).toBe('USDT');
    });
    await canvas.findByRole('button', { name: 'Idioma Português' });
    await repaintAll();
  },
};

/** The phone was confirmed in /codeauth during this session: the row says "Verificado". */
export const PhoneVerified: Story = {
  beforeEach: () => {
    logInDemoPlayer();
    markPhoneVerified(DEMO_ACCOUNT.account);
  },
  play: async ({ canvasElement }) => {
    await expect(phoneRow(canvasElement)).toHaveAccessibleName('Verificar celular Verificado');
    await within(canvasElement).findByRole('button', { name: 'Idioma Português' });
  },
};

/**
 * An account whose login is not a Brazilian mobile (another operator's accounts): nothing to
 * show in the phone row; /codeauth explains why it cannot check it.
 */
export const Empty: Story = {
  beforeEach: () => setSession({ ...DEMO_ACCOUNT.info, account: '' }),
  play: async ({ canvasElement }) => {
    await expect(phoneRow(canvasElement)).toHaveAccessibleName(
      'Verificar celular Nenhum celular na conta',
    );
    await within(canvasElement).findByRole('button', { name: 'Idioma Português' });
  },
};

/**
 * "Sair da conta" asks first (spec 4 logout "with a confirmation"): a danger dialog that starts
 * on Cancelar, so Enter cannot log out by accident. Cancelled, nothing changes.
 */
export const LogoutConfirmation: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await canvas.findByRole('button', { name: 'Idioma Português' });
    await step('Cancelar keeps the player in', async () => {
      await tap(canvas.getByRole('button', { name: 'Sair da conta' }));
      const dialog = await page.findByRole('alertdialog', { name: 'Sair da conta?' });
      await expect(dialog).toHaveAccessibleDescription(
        'Para jogar, depositar ou ver seu saldo, você vai precisar entrar de novo.',
      );
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
      );
      await tap(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
      await expect(sessionState.token).toBe(DEMO_ACCOUNT.info.token);
      await expect(route(canvasElement)).toHaveTextContent('/setting');
    });
    await step('asked again: the dialog as the player sees it', async () => {
      await tap(canvas.getByRole('button', { name: 'Sair da conta' }));
      await expect(await page.findByRole('alertdialog', { name: 'Sair da conta?' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    });
    await repaintAll();
  },
};

/**
 * Confirmed: the server ends the session, the app clears the user info, the wallets and the
 * CPF (spec 4), goes home as a visitor (no register pop-up: the player left on purpose) and a
 * toast says so.
 */
export const LoggedOut: Story = {
  beforeEach: () => {
    logInDemoPlayer();
    setCpf(DEMO_ACCOUNT.cpf);
    walletState.entries = [
      { currency: 'BRL', availableBalance: 1847.35, currencySymbol: 'R$', icon: '' },
    ];
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await canvas.findByRole('button', { name: 'Idioma Português' });
    await step('"Sair" in the confirmation', async () => {
      await tap(canvas.getByRole('button', { name: 'Sair da conta' }));
      const dialog = await page.findByRole('alertdialog', { name: 'Sair da conta?' });
      await tap(within(dialog).getByRole('button', { name: 'Sair' }));
    });
    await step('home, as a visitor, told so', async () => {
      await waitFor(() => expect(route(canvasElement)).toHaveTextContent(/^\/$/));
      // The toast (its text is also in the stack's live region, for screen readers).
      await expect((await page.findAllByText('Você saiu da conta.'))[0]).toBeVisible();
      await expect(overlaysState.toasts.map((toast) => toast.tone)).toEqual(['success']);
      await expect(sessionState.token).toBe('');
      await expect(sessionState.user).toBeNull();
      await expect(sessionState.cpf).toBe('');
      await expect(walletState.entries).toHaveLength(0);
      // The server's session ended too (GET logout).
      await expect(world.sessions.has(DEMO_ACCOUNT.info.token)).toBe(false);
      await expect(page.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent('nenhum');
      await expect(page.queryByRole('alertdialog')).toBeNull();
    });
    // The toast's own 3 s timer would race the screenshot: the picture is the empty page.
    for (const toast of [...overlaysState.toasts]) dismissToast(toast.id);
    await repaintAll();
  },
};

/**
 * The user info asked for after a reload fails ('http-500'): the phone row says so and offers a
 * retry beside it; every other row still works.
 */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /^Não foi possível carregar seu celular\.Tentar novamente$/,
    );
    await expect(phoneRow(canvasElement)).toHaveAccessibleName('Verificar celular');
    // No list of languages either: the row stays plain, in the language in use.
    await expect(canvas.queryByRole('button', { name: /^Idioma/ })).toBeNull();
    await expect(canvas.getByText('Português')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Moeda BRL' })).toBeVisible();
  },
};

const memberInfoFailsOnce = failingOnce(endpoints.memberInfo);

/** "Tentar novamente" after a failed user info: the number shows and the session keeps it. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: memberInfoFailsOnce.handlers } },
  beforeEach: () => {
    tokenOnly();
    memberInfoFailsOnce.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await tap(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(phoneRow(canvasElement)).toHaveAccessibleName(MASKED_PHONE));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(sessionState.user?.nickName).toBe(DEMO_ACCOUNT.info.nickName);
    await canvas.findByRole('button', { name: 'Idioma Português' });
    await repaintAll();
  },
};

/** The user info on its way (it never comes: 'timeout'): the phone row holds a placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(phoneRow(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(phoneRow(canvasElement)).toHaveAccessibleName('Verificar celular');
    await expect(canvas.getByRole('link', { name: 'Alterar senha' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
  },
};
