import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../../mocks/data/users';
import {
  ProfileCard,
  ProfileCardSkeleton,
} from '../../../../src/features/account/ProfileCard/ProfileCard';
import { GlobalMessages } from '../../../../src/overlays/GlobalMessages/GlobalMessages';
import { dismissToast, overlaysState } from '../../../../src/state/overlays';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

const meta = {
  component: ProfileCard,
  // The page's margins inside the app frame (its 500 px column on desktop), with the toasts
  // host and the probes.
  decorators: [
    (Story) => (
      <>
        <Story />
        <GlobalMessages />
      </>
    ),
    padded({ padding: 16 }),
    withGamesFrame,
  ],
  args: { user: DEMO_ACCOUNT.info },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name = 'Carlão') =>
  within(within(canvasElement).getByRole('region', { name }));

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The Clipboard API stood in for (an own property over Navigator.prototype's getter). */
function clipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: fn(writeText) },
    configurable: true,
  });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/** The toast with `text` on screen. */
async function toastSays(canvasElement: HTMLElement, text: string) {
  const toasts = within(await body(canvasElement).findByRole('region', { name: 'Notificações' }));
  await expect(toasts.getByText(text)).toBeVisible();
}

/** The toasts' own timers would race the screenshot: the picture is without them. */
function dismissToasts() {
  for (const toast of [...overlaysState.toasts]) dismissToast(toast.id);
}

/** The demo player: picture, nickname, number with its copy button, and "Editar perfil". */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const profile = card(canvasElement);
    await expect(profile.getByRole('heading', { level: 2, name: 'Carlão' })).toBeVisible();
    await expect(profile.getByText('Nº de jogador')).toBeVisible();
    await expect(profile.getByText('55328714')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Copiar número de jogador' })).toBeEnabled();
    await tap(profile.getByRole('link', { name: 'Editar perfil' }));
    await expect(
      within(canvasElement).getByRole('status', { name: 'Rota atual' }),
    ).toHaveTextContent(/^\/person\/edit$/);
    await repaintAll();
  },
};

/** "Copiar número de jogador" puts the number on the clipboard; a toast says so. */
export const NumberCopied: Story = {
  beforeEach: () => clipboard(() => Promise.resolve()),
  play: async ({ canvasElement }) => {
    await tap(card(canvasElement).getByRole('button', { name: 'Copiar número de jogador' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('55328714');
    await toastSays(canvasElement, 'Número de jogador copiado');
    dismissToasts();
    await repaintAll();
  },
};

/** The clipboard refused: the number is selected for the phone's own menu, and the toast says how. */
export const NumberSelected: Story = {
  beforeEach: () => clipboard(() => Promise.reject(new DOMException('Negado', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    await tap(card(canvasElement).getByRole('button', { name: 'Copiar número de jogador' }));
    await toastSays(canvasElement, 'Número selecionado: copie pelo menu do celular.');
    await waitFor(() => expect(document.getSelection()?.toString()).toBe('55328714'));
    // The picture keeps the number highlighted, as the player sees it (the toast leaves on its own).
    dismissToasts();
    await repaintAll();
  },
};

/** Without a picture: the avatar shows the nickname's initials on its colour. */
export const WithoutPicture: Story = {
  args: { user: { ...SECOND_ACCOUNT.info, avatarUrl: '' } },
  play: async ({ canvasElement }) => {
    const profile = card(canvasElement, 'Mari');
    await expect(profile.getByText('55410027')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Another player, desktop frame, light theme. */
export const SecondPlayerDesktopLightTheme: Story = {
  args: { user: SECOND_ACCOUNT.info },
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const profile = card(canvasElement, 'Mari');
    await expect(profile.getByText('55410027')).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Editar perfil' })).toBeVisible();
  },
};

/** While the player's info is on its way (after a reload): a busy placeholder of the same size. */
export const Loading: Story = {
  render: () => <ProfileCardSkeleton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
