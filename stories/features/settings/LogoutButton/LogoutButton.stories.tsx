import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { LogoutButton } from '../../../../src/features/settings/LogoutButton/LogoutButton';
import { GlobalMessages } from '../../../../src/overlays/GlobalMessages/GlobalMessages';
import { dismissToast, overlaysState } from '../../../../src/state/overlays';
import { sessionState } from '../../../../src/state/session';
import { logInDemoPlayer, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/**
 * The button where /setting has it: once the player has left the page (the logout takes them
 * home), the page and its dialog are gone, as the app's router would unmount them.
 */
function OnSettingsPage({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return path === '/setting' ? children : <p>Página inicial</p>;
}

const meta = {
  component: LogoutButton,
  decorators: [
    (Story) => (
      <>
        <OnSettingsPage>
          <Story />
        </OnSettingsPage>
        <GlobalMessages />
      </>
    ),
    padded({ padding: 16 }),
    withGamesFrame,
  ],
  // "Sair da conta" sits at the bottom of /setting, a login-only page.
  parameters: { route: '/setting' },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof LogoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const route = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

async function openConfirm(canvasElement: HTMLElement) {
  await tap(within(canvasElement).getByRole('button', { name: 'Sair da conta' }));
  return body(canvasElement).findByRole('alertdialog', { name: 'Sair da conta?' });
}

/** The button, as /setting shows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Sair da conta' }),
    ).toBeEnabled();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** A tap asks first: a danger dialog that says what leaving means, focus on "Cancelar". */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Para jogar, depositar ou ver seu saldo, você vai precisar entrar de novo.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeEnabled();
  },
};

/** "Cancelar": the dialog closes and the player stays logged in, on /setting. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await tap(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(sessionState.token).not.toBe('');
    await expect(route(canvasElement)).toHaveTextContent(/^\/setting$/);
    await repaintAll();
  },
};

/** "Sair": the session ends, the player is on the home as a visitor, and a toast says so. */
export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await tap(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(route(canvasElement)).toHaveTextContent(/^\/$/));
    await expect(within(canvasElement).getByText('Página inicial')).toBeVisible();
    await expect(sessionState.token).toBe('');
    await expect(sessionState.user).toBeNull();
    const toasts = within(await body(canvasElement).findByRole('region', { name: 'Notificações' }));
    await expect(toasts.getByText('Você saiu da conta.')).toBeVisible();
    for (const toast of [...overlaysState.toasts]) dismissToast(toast.id);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await repaintAll();
  },
};

/** The confirmation in the desktop frame, light theme. */
export const ConfirmingDesktopLightTheme: Story = {
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  },
};
