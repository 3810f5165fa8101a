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
import { demoGameEnter, frameSettled } from './demoGame';

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
 * The game runs full screen in a frame titled with its name. The launch URL is a path on our
 * own origin (demoGame.ts), which the URL check keeps on this origin.
 */
export const Playing: Story = {
  parameters: { msw: { handlers: demoGameEnter } },
  play: async ({ canvasElement, step }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: game.gameName });
    const frame = await within(dialog).findByTitle(game.gameName);
    await step('the launch URL, on our origin, with real money in BRL', async () => {
      const src = new URL(frame.getAttribute('src') ?? '');
      await expect(src.origin).toBe(window.location.origin);
      await expect(Object.fromEntries(src.searchParams)).toEqual({
        id: String(game.id),
        trial: '0',
        currency: 'BRL',
      });
    });
    await step('no demo label: real money', async () => {
      await expect(within(dialog).queryByText('Modo demonstração')).toBeNull();
    });
    await frameSettled(frame as HTMLIFrameElement);
  },
};

/** Trial mode: labelled "Modo demonstração", entered with isTrial. */
export const Trial: Story = {
  parameters: { msw: { handlers: demoGameEnter } },
  beforeEach: () => {
    openGame(game, { isTrial: true });
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: game.gameName });
    await expect(within(dialog).getByText('Modo demonstração')).toBeVisible();
    const frame = await within(dialog).findByTitle(game.gameName);
    await expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('trial')).toBe('1');
    await frameSettled(frame as HTMLIFrameElement);
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
