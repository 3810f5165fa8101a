import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AVATAR_OPTIONS, DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { scenarios } from '../../../../mocks/scenarios';
import { ProfileForm } from '../../../../src/features/account/ProfileForm/ProfileForm';
import { GlobalMessages } from '../../../../src/overlays/GlobalMessages/GlobalMessages';
import { dismissToast, overlaysState } from '../../../../src/state/overlays';
import { sessionState } from '../../../../src/state/session';
import { logInDemoPlayer, padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/*
 * The form of /person/edit on its own, with the mock world behind it: the pictures on offer
 * (userAvatar) and the save (updateMember). The whole page, its route guard and its way back
 * to /person are the PersonEdit screen's stories.
 */
const meta = {
  component: ProfileForm,
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
  args: { user: DEMO_ACCOUNT.info, onSaved: fn() },
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const pictures = (canvas: Canvas) => canvas.getByRole('group', { name: 'Imagem do perfil' });
const nickname = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Apelido' });
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Salvar' });

/** Waits for the eight pictures on offer. */
async function picturesReady(canvas: Canvas) {
  await within(pictures(canvas)).findByRole('radio', { name: 'Imagem 8 de 8' });
}

/** Types a nickname over the one in the field, as a player does, and leaves the field. */
async function typeNickname(canvas: Canvas, text: string) {
  await userEvent.clear(nickname(canvas));
  await userEvent.type(nickname(canvas), text);
  await userEvent.tab();
}

/** The toasts' own timers would race the screenshot: the picture is without them. */
function dismissToasts() {
  for (const toast of [...overlaysState.toasts]) dismissToast(toast.id);
}

/** Nothing changed yet: the player's own picture chosen, their nickname, "Salvar" says why it waits. */
export const Unchanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await picturesReady(canvas);
    await expect(
      within(pictures(canvas)).getByRole('radio', { name: 'Imagem atual' }),
    ).toBeChecked();
    await expect(nickname(canvas)).toHaveValue('Carlão');
    await expect(save(canvas)).toBeDisabled();
    await expect(save(canvas)).toHaveAccessibleDescription(
      'Escolha outra imagem ou mude o apelido para salvar.',
    );
  },
};

/** A new picture and nickname saved: the session holds them, a toast confirms, onSaved is called. */
export const Saved: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await picturesReady(canvas);
    await step('a picture and a nickname', async () => {
      await tap(within(pictures(canvas)).getByRole('radio', { name: 'Imagem 2 de 8' }));
      await typeNickname(canvas, 'Carlão da Sorte');
      await expect(save(canvas)).toBeEnabled();
    });
    await step('saved', async () => {
      await tap(save(canvas));
      await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
      await expect(sessionState.user?.nickName).toBe('Carlão da Sorte');
      await expect(sessionState.user?.avatarUrl).toBe(AVATAR_OPTIONS[1]);
      await expect(
        within(canvasElement.ownerDocument.body).getAllByText('Perfil atualizado.')[0],
      ).toBeVisible();
    });
    dismissToasts();
    await repaintAll();
  },
};

/** Too short a nickname: said under the field once it is left, and nothing is sent. */
export const NicknameTooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await picturesReady(canvas);
    await typeNickname(canvas, 'C');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O apelido precisa ter pelo menos 2 caracteres.',
    );
    await expect(nickname(canvas)).toHaveAttribute('aria-invalid', 'true');
    await tap(save(canvas));
    await expect(args.onSaved).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/** The pictures cannot be read ('http-500'): said in place with a retry; the nickname still edits. */
export const PicturesError: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar as imagens.')).toBeVisible();
    await expect(
      within(pictures(canvas)).getByRole('button', { name: 'Tentar novamente' }),
    ).toBeEnabled();
    await expect(nickname(canvas)).toBeEnabled();
  },
};

/** The form in the desktop frame, light theme. */
export const UnchangedDesktopLightTheme: Story = {
  globals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await picturesReady(canvas);
    await expect(nickname(canvas)).toHaveValue('Carlão');
    await expect(save(canvas)).toBeDisabled();
  },
};
