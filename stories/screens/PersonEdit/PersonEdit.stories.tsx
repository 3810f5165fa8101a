import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AVATAR_OPTIONS, DEMO_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { world } from '../../../mocks/world/world';
import { endpoints } from '../../../src/api/allEndpoints';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { PersonEdit } from '../../../src/screens/PersonEdit/PersonEdit';
import { dismissToast, overlaysState } from '../../../src/state/overlays';
import { sessionState, setSession } from '../../../src/state/session';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { failingOnce, logInDemoPlayer, Probes, repaintAll, tap } from '../../storyKit';

/**
 * The page in the app frame with the toasts host and the route probes. It stays drawn after a
 * save sends the player to /person, so the picture shows what the form holds then.
 */
const withEditPage: Decorator = (Story) => (
  <AppFrame>
    <Story />
    <GlobalMessages />
    <Probes />
  </AppFrame>
);

const meta = {
  component: PersonEdit,
  decorators: [withEditPage],
  parameters: { route: '/person/edit' },
  // Spec 2: /person/edit is login only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof PersonEdit>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A lazy chunk, a call and a render on a 2-core machine: more than testing-library's 1 s. */
const patience = { timeout: 5000 };

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const route = (canvasElement: HTMLElement) =>
  body(canvasElement).getByRole('status', { name: 'Rota atual' });
const pictures = (canvas: Canvas) => canvas.getByRole('group', { name: 'Imagem do perfil' });
const nickname = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Apelido' });
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Salvar' });

/** Waits for the eight pictures on offer (spec 7 userAvatar). */
async function picturesReady(canvas: Canvas) {
  await within(pictures(canvas)).findByRole('radio', { name: 'Imagem 8 de 8' }, patience);
}

/** Types a nickname over the one in the field, as a player does, and leaves the field. */
async function typeNickname(canvas: Canvas, text: string) {
  await userEvent.clear(nickname(canvas));
  await userEvent.type(nickname(canvas), text);
  await userEvent.tab();
}

/** After a reload the session holds only the token (spec 4): the user info is asked for again. */
function tokenOnly() {
  setSession(DEMO_ACCOUNT.info);
  sessionState.user = null;
}

/**
 * The toast with `text`, visible in the stack (the stack's live region repeats the text for
 * screen readers, so the page holds it twice).
 */
async function toastSays(canvasElement: HTMLElement, text: string) {
  const toasts = within(
    await body(canvasElement).findByRole('region', { name: 'Notificações' }, patience),
  );
  await expect(toasts.getByText(text)).toBeVisible();
}

/** The toasts' own 3 s timers would race the screenshot: the picture is without them. */
function dismissToasts() {
  for (const toast of [...overlaysState.toasts]) dismissToast(toast.id);
}

/**
 * The demo player: their own picture first ("Imagem atual", chosen) and the eight on offer,
 * the nickname in the field with its rule and count, and "Salvar" waiting for a change.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await picturesReady(canvas);
    await step('the title and the pictures', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
      const radios = within(pictures(canvas)).getAllByRole('radio');
      await expect(radios).toHaveLength(9);
      await expect(
        within(pictures(canvas)).getByRole('radio', { name: 'Imagem atual' }),
      ).toBeChecked();
      await expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    });
    await step('the nickname and its rule', async () => {
      await expect(nickname(canvas)).toHaveValue('Carlão');
      await expect(nickname(canvas)).toHaveAccessibleDescription(
        /De 2 a 16 caracteres: letras, números, espaço, ponto, hífen ou sublinhado\./,
      );
      await expect(save(canvas)).toBeDisabled();
      await expect(save(canvas)).toHaveAccessibleDescription(
        'Escolha outra imagem ou mude o apelido para salvar.',
      );
    });
  },
};

/**
 * A new picture and nickname saved (spec 7 updateMember): the session's user info changes in
 * place (the side menu and /person show it without a reload), a toast confirms and the player
 * is back on /person. The nickname is sent as it is shown: trimmed, one space between words.
 */
export const Saved: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await picturesReady(canvas);
    await step('a picture and a nickname', async () => {
      await tap(within(pictures(canvas)).getByRole('radio', { name: 'Imagem 2 de 8' }));
      await expect(
        within(pictures(canvas)).getByRole('radio', { name: 'Imagem 2 de 8' }),
      ).toBeChecked();
      await typeNickname(canvas, '  Carlão  da Sorte');
      await expect(nickname(canvas)).toHaveValue('Carlão da Sorte');
      await expect(save(canvas)).toBeEnabled();
    });
    await step('saved, everywhere at once', async () => {
      await tap(save(canvas));
      await waitFor(() => expect(route(canvasElement)).toHaveTextContent(/^\/person$/), patience);
      await toastSays(canvasElement, 'Perfil atualizado.');
      await expect(sessionState.user?.nickName).toBe('Carlão da Sorte');
      await expect(sessionState.user?.avatarUrl).toBe(AVATAR_OPTIONS[1]);
      const stored = world.users.get(DEMO_ACCOUNT.info.userNo)?.info;
      await expect(stored?.nickName).toBe('Carlão da Sorte');
    });
    dismissToasts();
    await repaintAll();
  },
};

/** A character the nickname cannot hold: the field names it, in pt-BR, and nothing is sent. */
export const NicknameInvalidCharacter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await picturesReady(canvas);
    await typeNickname(canvas, 'Rei $orte');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O caractere "$" não é permitido. Use letras, números, espaço, ponto, hífen ou sublinhado.',
    );
    await expect(nickname(canvas)).toHaveAttribute('aria-invalid', 'true');
    await tap(save(canvas));
    await expect(route(canvasElement)).toHaveTextContent(/^\/person\/edit$/);
    await expect(sessionState.user?.nickName).toBe('Carlão');
    await repaintAll();
  },
};

/** Too short (2 to 16 characters): said under the field once it is left. */
export const NicknameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await picturesReady(canvas);
    await typeNickname(canvas, 'C');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O apelido precisa ter pelo menos 2 caracteres.',
    );
    await repaintAll();
  },
};

/** Digits alone would pass for a player number: a nickname needs a letter. */
export const NicknameWithoutLetter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await picturesReady(canvas);
    await typeNickname(canvas, '55328714');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O apelido precisa ter pelo menos uma letra, para não ser confundido com um número de jogador.',
    );
    await repaintAll();
  },
};

/**
 * The server refuses the save ('unknown-error', code 9999): its message as a toast (spec 8),
 * the player stays on the form with what they typed, and the session keeps the old nickname.
 */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: scenarios['unknown-error'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every call answers 9999, the pictures too: only the player's own is offered.
    await within(pictures(canvas)).findByRole('radio', { name: 'Imagem atual' });
    await typeNickname(canvas, 'Carlão Sortudo');
    await tap(save(canvas));
    await toastSays(canvasElement, 'Algo deu errado. Tente novamente.');
    await expect(nickname(canvas)).toHaveValue('Carlão Sortudo');
    await expect(route(canvasElement)).toHaveTextContent(/^\/person\/edit$/);
    await expect(sessionState.user?.nickName).toBe('Carlão');
    await waitFor(() => expect(save(canvas)).not.toHaveAttribute('aria-busy'));
    dismissToasts();
    await repaintAll();
  },
};

/**
 * No picture on offer ('empty'): the player's own stays, chosen, and the page says the nickname
 * can still change.
 */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Nenhuma imagem disponível agora. Você ainda pode mudar o apelido.',
        {},
        patience,
      ),
    ).toBeVisible();
    const radios = within(pictures(canvas)).getAllByRole('radio');
    await expect(radios).toHaveLength(1);
    await expect(radios[0]).toHaveAccessibleName('Imagem atual');
    await expect(radios[0]).toBeChecked();
    await expect(nickname(canvas)).toBeEnabled();
  },
};

/**
 * The pictures fail to load ('http-500'): the group says so, with "Tentar novamente"; the
 * nickname can still be edited.
 */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não foi possível carregar as imagens.', {}, patience),
    ).toBeVisible();
    await expect(
      within(pictures(canvas)).getByRole('button', { name: 'Tentar novamente' }),
    ).toBeEnabled();
    await expect(nickname(canvas)).toHaveValue('Carlão');
  },
};

const avatarsFailOnce = failingOnce(endpoints.userAvatar);

/** The pictures fail once; "Tentar novamente" brings them. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: avatarsFailOnce.handlers } },
  beforeEach: () => {
    avatarsFailOnce.reset();
    logInDemoPlayer();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Não foi possível carregar as imagens.', {}, patience);
    await tap(within(pictures(canvas)).getByRole('button', { name: 'Tentar novamente' }));
    await picturesReady(canvas);
    await expect(canvas.queryByText('Não foi possível carregar as imagens.')).toBeNull();
    await repaintAll();
  },
};

/**
 * After a reload the player's info cannot be read ('http-500'): the page says so, with a retry,
 * rather than a form with nothing to edit.
 */
export const ProfileError: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não foi possível carregar seu perfil.', {}, patience),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByRole('textbox', { name: 'Apelido' })).toBeNull();
  },
};

/**
 * The save is on its way and nothing answers ('timeout'): "Salvar" is busy and a second tap
 * sends nothing more.
 */
export const Saving: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNickname(canvas, 'Carlão Sortudo');
    await tap(save(canvas));
    await waitFor(() => expect(save(canvas)).toHaveAttribute('aria-busy', 'true'));
    await tap(save(canvas));
    await expect(route(canvasElement)).toHaveTextContent(/^\/person\/edit$/);
    await expect(sessionState.user?.nickName).toBe('Carlão');
    await repaintAll();
  },
};

/** The pictures never arrive ('timeout'): their places are held, busy; the nickname is there. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pictures(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(within(pictures(canvas)).queryByRole('radio')).toBeNull();
    await expect(nickname(canvas)).toHaveValue('Carlão');
  },
};

/** After a reload nothing answers yet: the form's places are held by a busy placeholder. */
export const LoadingAfterReload: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Apelido' })).toBeNull();
  },
};
