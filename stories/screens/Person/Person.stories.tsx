import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { DEMO_ACCOUNT, DEMO_FAVOURITE_GAME_IDS, SECOND_ACCOUNT } from '../../../mocks/data/users';
import { scenarios } from '../../../mocks/scenarios';
import { world } from '../../../mocks/world/world';
import { endpoints } from '../../../src/api/allEndpoints';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { Person } from '../../../src/screens/Person/Person';
import { dismissToast, overlaysState } from '../../../src/state/overlays';
import { sessionState, setCpf, setSession } from '../../../src/state/session';
import { walletState } from '../../../src/state/wallet';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import {
  failingOnce,
  loadLazyImages,
  logInDemoPlayer,
  Probes,
  repaintAll,
  tap,
} from '../../storyKit';

/**
 * The screen where the app shows it: while the location is /person. A confirmed logout takes
 * the player home (the app's router would draw the home there; the story leaves it empty).
 */
function OnPerson({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return path === '/person' ? children : null;
}

/** The page in the app frame, with the toasts and dialogs host and the route probes. */
const withPersonPage: Decorator = (Story) => (
  <AppFrame>
    <OnPerson>
      <Story />
    </OnPerson>
    <GlobalMessages />
    <Probes />
  </AppFrame>
);

const meta = {
  component: Person,
  decorators: [withPersonPage],
  parameters: { route: '/person' },
  // Spec 2: /person is login only (the route guard handles visitors).
  beforeEach: logInDemoPlayer,
} satisfies Meta<typeof Person>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A lazy chunk, a call and a render on a 2-core machine: more than testing-library's 1 s. */
const patience = { timeout: 5000 };

/** Pop-ups, dialogs and toasts render into <body>. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const route = (canvasElement: HTMLElement) =>
  body(canvasElement).getByRole('status', { name: 'Rota atual' });

const profile = (canvas: Canvas, name = 'Carlão') => canvas.getByRole('region', { name });
const vipCard = (canvas: Canvas) => canvas.getByRole('region', { name: 'Seu nível' });
const walletCard = (canvas: Canvas) => canvas.getByRole('region', { name: 'Saldo total' });
const accountMenu = (canvas: Canvas) => canvas.getByRole('navigation', { name: 'Minha conta' });

/** Waits until every part has arrived: the level, the total and the unread count. */
async function allLoaded(canvas: Canvas) {
  await canvas.findByRole('region', { name: 'Carlão' }, patience);
  await waitFor(() => expect(vipCard(canvas)).not.toHaveAttribute('aria-busy'), patience);
  await waitFor(() => expect(walletCard(canvas)).not.toHaveAttribute('aria-busy'), patience);
  await waitFor(
    () => expect(within(accountMenu(canvas)).getByRole('link', { name: /^Mensagens \d/ })),
    patience,
  );
}

/** After a reload the session holds only the token (spec 4): the user info is asked for again. */
function tokenOnly() {
  setSession(DEMO_ACCOUNT.info);
  sessionState.user = null;
}

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
 * The demo player: avatar, nickname and player number, VIP 3 on the way to VIP 4 (bets and
 * deposits, spec 7 memberLevel), the total of every wallet in reais with the money shortcuts,
 * the account's pages with 4 unread messages, and "Sair da conta".
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await allLoaded(canvas);
    await step('who the player is', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
      const card = within(profile(canvas));
      await expect(card.getByRole('heading', { level: 2, name: 'Carlão' })).toBeVisible();
      await expect(card.getByRole('img', { name: 'Avatar de Carlão' })).toBeVisible();
      await expect(profile(canvas)).toHaveTextContent('Nº de jogador55328714');
      await expect(card.getByRole('button', { name: 'Copiar número de jogador' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute(
        'href',
        '/person/edit',
      );
    });
    await step('the VIP level and the way to the next one', async () => {
      const vip = within(vipCard(canvas));
      await expect(vipCard(canvas)).toHaveTextContent('VIP 3');
      const bet = vip.getByRole('progressbar', { name: 'Apostas para o VIP 4' });
      await expect(bet.getAttribute('aria-valuetext')).toMatch(
        /^R\$\s27\.450,80 de R\$\s50\.000,00/,
      );
      await expect(vip.getByRole('progressbar', { name: 'Depósitos para o VIP 4' })).toBeVisible();
      await expect(vip.getByRole('link', { name: 'Ver o clube VIP' })).toHaveAttribute(
        'href',
        '/viprule',
      );
    });
    await step('the balance and the money shortcuts', async () => {
      await expect(walletCard(canvas)).toHaveTextContent(/R\$\s2\.771,90/);
      await expect(walletCard(canvas)).toHaveTextContent('Moeda atual: BRL');
      const money = within(canvas.getByRole('navigation', { name: 'Movimentar a carteira' }));
      await expect(money.getByRole('link', { name: 'Depositar' })).toHaveAttribute(
        'href',
        '/deposit',
      );
      await expect(money.getByRole('link', { name: 'Sacar' })).toHaveAttribute('href', '/withdraw');
      await expect(money.getByRole('link', { name: 'Carteira' })).toHaveAttribute(
        'href',
        '/wallet',
      );
    });
    await step('the account pages, messages with the unread count', async () => {
      const links = within(accountMenu(canvas)).getAllByRole('link');
      await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Meus pedidos', '/orderlist'],
        ['Extrato', '/tradelist'],
        ['Histórico de apostas', '/tradelist?view=bets'],
        ['Transferências', '/tradelist?view=transfers'],
        ['Código de resgate', '/exchangeCode'],
        ['Mensagens44 não lidas', '/notice'],
        ['Convidar amigos', '/invite'],
        ['Configurações', '/setting'],
        ['Atendimento', '/service'],
      ]);
      await expect(
        within(accountMenu(canvas)).getByRole('link', { name: 'Mensagens 4 não lidas' }),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
    });
  },
};

/**
 * "Copiar número de jogador" puts the number on the clipboard and a toast, read out by the
 * toast stack's live region, says so.
 */
export const NumberCopied: Story = {
  beforeEach: () => {
    logInDemoPlayer();
    return clipboard(() => Promise.resolve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await allLoaded(canvas);
    await tap(canvas.getByRole('button', { name: 'Copiar número de jogador' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('55328714');
    await toastSays(canvasElement, 'Número de jogador copiado');
    const announced = body(canvasElement)
      .getAllByRole('status')
      .some((region) => region.textContent === 'Número de jogador copiado');
    await expect(announced).toBe(true);
    dismissToasts();
    await repaintAll();
  },
};

/**
 * The browser refuses the clipboard (no permission, an old WebView): the number is selected
 * for the phone's own copy menu, and the toast says how to copy it.
 */
export const NumberSelected: Story = {
  beforeEach: () => {
    logInDemoPlayer();
    return clipboard(() => Promise.reject(new DOMException('Negado', 'NotAllowedError')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await allLoaded(canvas);
    await tap(canvas.getByRole('button', { name: 'Copiar número de jogador' }));
    await toastSays(canvasElement, 'Número selecionado: copie pelo menu do celular.');
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe('55328714');
    dismissToasts();
    // The selection stays in the picture: what the player sees.
    await repaintAll();
  },
};

/** At the top VIP level ('vip-top'): no next level, the card says so and shows no bars. */
export const TopLevel: Story = {
  parameters: { msw: { handlers: scenarios['vip-top'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await allLoaded(canvas);
    await expect(vipCard(canvas)).toHaveTextContent('VIP 10');
    await expect(vipCard(canvas)).toHaveTextContent(
      'Você está no nível mais alto do clube. Parabéns!',
    );
    await expect(within(vipCard(canvas)).queryByRole('progressbar')).toBeNull();
  },
};

/**
 * A player with nothing yet (the second seed account, 'no-wallets'): VIP 0 with nothing bet
 * or deposited, and no wallet (the card says how to start; the money shortcuts stay).
 */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios['no-wallets'] } },
  beforeEach: () => setSession(SECOND_ACCOUNT.info),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Mari' }, patience);
    await waitFor(() => expect(vipCard(canvas)).toHaveTextContent('VIP 0'), patience);
    await expect(
      within(vipCard(canvas)).getByRole('progressbar', { name: 'Apostas para o VIP 1' }),
    ).toHaveAttribute('aria-valuenow', '0');
    await expect(
      await within(walletCard(canvas)).findByText(
        'Você ainda não tem carteira. Faça seu primeiro depósito para começar.',
        {},
        patience,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Depositar' })).toHaveAttribute(
      'href',
      '/deposit',
    );
    await expect(profile(canvas, 'Mari')).toHaveTextContent('Nº de jogador55410027');
  },
};

/**
 * The player's favourite games, a row below the account's pages with "Ver todos" to the game
 * list's favourites tab. Shown scrolled to it.
 */
export const FavouriteGames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('region', { name: 'Favoritos' }, patience);
    const tiles = await within(row).findAllByRole('button', { name: /^Jogar / }, patience);
    await expect(tiles).toHaveLength(DEMO_FAVOURITE_GAME_IDS.length);
    await expect(within(row).getByRole('link', { name: 'Ver todos os favoritos' })).toHaveAttribute(
      'href',
      '/gameList?list=favourites',
    );
    row.scrollIntoView({ block: 'center' });
    await loadLazyImages(canvasElement);
    await repaintAll();
  },
};

/**
 * The favourites row in the 500 px desktop column: larger tiles than on a phone, the row and
 * its "Ver todos" inside the column. Shown scrolled to it.
 */
export const FavouriteGamesDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('region', { name: 'Favoritos' }, patience);
    const tiles = await within(row).findAllByRole('button', { name: /^Jogar / }, patience);
    await expect(tiles).toHaveLength(DEMO_FAVOURITE_GAME_IDS.length);
    const column = row.getBoundingClientRect();
    await expect(column.width).toBeLessThanOrEqual(500);
    const all = within(row).getByRole('link', { name: 'Ver todos os favoritos' });
    await expect(all.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    row.scrollIntoView({ block: 'center' });
    await loadLazyImages(canvasElement);
    await repaintAll();
  },
};

/**
 * "Sair da conta" asks first (spec 4 logout "with a confirmation"): a danger dialog whose focus
 * starts on Cancelar. Cancelled, the player stays, logged in.
 */
export const LogoutConfirmation: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await allLoaded(canvas);
    await step('cancelled: nothing changes', async () => {
      await tap(canvas.getByRole('button', { name: 'Sair da conta' }));
      const dialog = await page.findByRole('alertdialog', { name: 'Sair da conta?' });
      await tap(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
      await expect(sessionState.token).toBe(DEMO_ACCOUNT.info.token);
      await expect(route(canvasElement)).toHaveTextContent(/^\/person$/);
    });
    await step('asked again, the dialog waits on Cancelar', async () => {
      await tap(canvas.getByRole('button', { name: 'Sair da conta' }));
      const dialog = await page.findByRole('alertdialog', { name: 'Sair da conta?' });
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
      );
      await expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeVisible();
    });
    await repaintAll();
  },
};

/**
 * Confirmed: the server ends the session; the app clears the user info, the wallets and the
 * CPF (spec 4), goes home as a visitor (no register pop-up: the player left on purpose) and a
 * toast says so.
 */
export const LoggedOut: Story = {
  beforeEach: () => {
    logInDemoPlayer();
    setCpf(DEMO_ACCOUNT.cpf);
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await allLoaded(canvas);
    await expect(walletState.entries.length).toBeGreaterThan(0);
    await step('"Sair" in the confirmation', async () => {
      await tap(canvas.getByRole('button', { name: 'Sair da conta' }));
      const dialog = await page.findByRole('alertdialog', { name: 'Sair da conta?' });
      await tap(within(dialog).getByRole('button', { name: 'Sair' }));
    });
    await step('home, as a visitor, told so', async () => {
      await waitFor(() => expect(route(canvasElement)).toHaveTextContent(/^\/$/), patience);
      await toastSays(canvasElement, 'Você saiu da conta.');
      await expect(sessionState.token).toBe('');
      await expect(sessionState.user).toBeNull();
      await expect(sessionState.cpf).toBe('');
      await expect(walletState.entries).toHaveLength(0);
      await expect(world.sessions.has(DEMO_ACCOUNT.info.token)).toBe(false);
      await expect(page.getByRole('status', { name: 'Pop-up aberto' })).toHaveTextContent('nenhum');
    });
    dismissToasts();
    await repaintAll();
  },
};

/**
 * Every call fails ('http-500') after a reload (only the token is known): the profile says it
 * could not load, with "Tentar novamente"; the level, the balance and the favourite games say
 * so with their own retries; the account pages and logout still work.
 */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Não foi possível carregar seu perfil.', {}, patience),
    ).toBeVisible();
    await expect(
      await within(walletCard(canvas)).findByText(
        'Não foi possível carregar seu saldo.',
        {},
        patience,
      ),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(vipCard(canvas)).toHaveTextContent(
          'Não foi possível saber o seu nível agora. Tente novamente mais tarde.',
        ),
      patience,
    );
    // The profile, the level, the balance and the favourite games' row: a retry each.
    await waitFor(
      () => expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(4),
      patience,
    );
    await expect(canvas.getByText('Não foi possível carregar seus favoritos.')).toBeInTheDocument();
    await expect(within(accountMenu(canvas)).getAllByRole('link')).toHaveLength(9);
    await expect(canvas.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
    // Each failed call also raised a toast (spec 8); the picture is of the page's own states.
    dismissToasts();
  },
};

const infoFailsOnce = failingOnce(endpoints.memberInfo);

/** After a reload the player's info fails once; "Tentar novamente" brings the profile. */
export const RecoveredAfterError: Story = {
  parameters: { msw: { handlers: infoFailsOnce.handlers } },
  beforeEach: () => {
    infoFailsOnce.reset();
    tokenOnly();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failure', async () => {
      await canvas.findByText('Não foi possível carregar seu perfil.', {}, patience);
    });
    await step('the retry shows the profile, kept for every page', async () => {
      await tap(canvas.getByRole('button', { name: 'Tentar novamente' }));
      await allLoaded(canvas);
      await expect(canvas.queryByText('Não foi possível carregar seu perfil.')).toBeNull();
      await expect(sessionState.user?.nickName).toBe('Carlão');
    });
    await repaintAll();
  },
};

/**
 * Nothing answers ('timeout') for a player the app already knows: the profile shows from the
 * session at once; the level and the balance hold their places, busy; the shortcuts do not wait.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(profile(canvas)).toHaveTextContent('Nº de jogador55328714');
    await expect(vipCard(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(walletCard(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(walletCard(canvas)).not.toHaveTextContent(/R\$/);
    await expect(canvas.getByRole('link', { name: 'Depositar' })).toBeVisible();
    await expect(
      within(accountMenu(canvas)).getByRole('link', { name: 'Mensagens' }),
    ).toBeVisible();
  },
};

/** After a reload, nothing answers yet: the profile's place is held by a busy placeholder. */
export const LoadingAfterReload: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  beforeEach: tokenOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('region', { name: 'Carlão' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
  },
};
