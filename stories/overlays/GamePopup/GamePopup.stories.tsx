import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { worker } from '../../../mocks/browser';
import { GAMES } from '../../../mocks/data/games';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { Refuse } from '../../../mocks/world/codes';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { openGame } from '../../../src/features/games/GameCard/GameCard';
import { GamePopup } from '../../../src/overlays/GamePopup/GamePopup';
import { setSession } from '../../../src/state/session';
import { withAppPage } from '../overlayPage';
import { ok, on } from '../../../mocks/handlers/respond';
import appPageUrl from './appPage.html?url';
import { demoGameReady } from './demoGame';

const game = GAMES[0] ?? { id: 10001, gameName: 'Jogo' };

const meta = {
  component: GamePopup,
  decorators: [withAppPage],
  // The game inside the frame is the provider's page, not ours to audit; the frame is checked.
  parameters: { a11y: { options: { iframes: false } } },
  beforeEach: () => {
    setSession(DEMO_ACCOUNT.info);
    openGame(game);
  },
} satisfies Meta<typeof GamePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The server has not answered "enter game" yet ('timeout' scenario: it never will).
 */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: game.gameName });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Abrindo o jogo…');
    await expect(within(dialog).queryByTitle(game.gameName)).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Fechar o jogo' })).toHaveFocus();
  },
};

/**
 * The game runs full screen in a frame titled with its name: the mock world's demo slot, whose
 * page is on our own origin (it is shown once the pop-up knows it is not the app itself), with
 * the player's real balance in BRL.
 */
export const Playing: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: game.gameName });
    const frame = (await within(dialog).findByTitle(game.gameName)) as HTMLIFrameElement;
    const page = within((await demoGameReady(frame)).body);
    await step('the launch URL, on our origin, with its game session', async () => {
      const src = new URL(frame.getAttribute('src') ?? '');
      await expect(src.origin).toBe(window.location.origin);
      await expect(src.pathname).toBe('/demo-provider/game/index.html');
      await expect(src.searchParams.get('session')).toMatch(/^g-\d+-/);
    });
    await step('the slot, not the casino, with real money', async () => {
      await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Girar' })).toBeVisible();
      await expect(page.getByText('Saldo')).toBeVisible();
      await expect(within(dialog).queryByText('Modo demonstração')).toBeNull();
      await expect(within(dialog).queryByRole('status')).toBeNull();
    });
  },
};

/** Trial mode: labelled "Modo demonstração", played with demonstration credits. */
export const Trial: Story = {
  beforeEach: () => {
    openGame(game, { isTrial: true });
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: game.gameName });
    await expect(within(dialog).getByText('Modo demonstração')).toBeVisible();
    const frame = (await within(dialog).findByTitle(game.gameName)) as HTMLIFrameElement;
    const page = within((await demoGameReady(frame)).body);
    await expect(page.getByText('Créditos de demonstração')).toBeVisible();
  },
};

/**
 * A server that answers one of the app's own addresses as the game: the frame would hold the
 * whole casino. The pop-up reads the page, sees it is the app, and refuses it in place.
 */
export const AppRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        on(endpoints.gameEnter, () =>
          ok({ gameUrl: new URL(appPageUrl, window.location.href).pathname }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: game.gameName });
    await expect(
      await within(dialog).findByText(
        'O servidor enviou um endereço que não é de um jogo. Tente novamente mais tarde.',
        undefined,
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(within(dialog).queryByTitle(game.gameName)).toBeNull();
    await expect(within(dialog).getByText('Não foi possível abrir o jogo')).toBeVisible();
    // The frame navigated, then went away: one request of the page itself brings Playwright's
    // "network idle" back (demoGame.ts frameSettled), or the screenshot waits for it for good.
    await fetch(appPageUrl, { method: 'HEAD', cache: 'no-store' });
  },
};

/** The server refuses ('unknown-error' scenario): its message, and a retry that asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['unknown-error'] } },
  play: async ({ canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: game.gameName });
    const enters: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === endpoints.gameEnter.path) enters.push(request.method);
    };
    await step('the server message under a plain title', async () => {
      await expect(await within(dialog).findByText('Não foi possível abrir o jogo')).toBeVisible();
      await expect(within(dialog).getByText(Refuse.unknown.msg)).toBeVisible();
    });
    await step('retry enters the game again', async () => {
      worker.events.on('request:start', count);
      try {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
        await waitFor(() => expect(enters).toEqual(['POST']));
        await waitFor(() =>
          expect(
            within(dialog).getByRole('button', { name: 'Tentar novamente' }),
          ).not.toHaveAttribute('aria-busy'),
        );
        await expect(within(dialog).getByText(Refuse.unknown.msg)).toBeVisible();
        await expect(
          within(dialog).getByRole('button', { name: 'Tentar novamente' }),
        ).toHaveFocus();
      } finally {
        worker.events.removeListener('request:start', count);
      }
    });
  },
};
