import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { applyScenario } from '../../mocks/scenarios';
import { loadLazyImages, tap } from '../storyKit';
import { demoGameEnter } from '../overlays/GamePopup/demoGame';
import {
  expectRoute,
  FlowApp,
  lobbyLoaded,
  page,
  patience,
  pressBack,
  recordCalls,
  returningPlayer,
  settle,
  loadAppCode,
} from './flowKit';

/**
 * The lobby: a player searches, keeps a game, plays it and comes back to an updated balance. Money
 * moves while the game is open: the demo player has deposits waiting to be paid (mocks/data: a R$
 * 30 Pix, a R$ 50 card and a 10 USDT crypto order from the last hour), and the mock world's
 * `deposit-success-now` scenario, switched on mid-visit the way the demo's ⚙ panel does it, pays
 * them. The game pop-up asks for the wallet again when it closes (a game moves money the socket may
 * not have reported).
 *
 * "Enter game" answers as the mock world does, but with the GamePopup stories' local picture of
 * a game as the launch page: the world's `/demo-game` is no page in Storybook (an empty 404 in
 * the frame, a console error, and a frame whose network never goes idle).
 */
const meta = {
  loaders: [loadAppCode],
  component: FlowApp,
  args: { path: '/' },
  parameters: { msw: { handlers: demoGameEnter } },
  beforeEach: returningPlayer,
} satisfies Meta<typeof FlowApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUERY = 'jaguar';

/**
 * Back on the home page after playing: the header's balance has gone from R$ 1.847,35 to
 * R$ 1.957,35 (the R$ 30 and R$ 50 deposits paid while the game was open, each with R$ 15 of
 * four-step deposit bonus).
 */
export const BalanceUpdatedAfterGame: Story = {
  play: async ({ canvasElement, step }) => {
    const app = page(canvasElement);
    await step('the demo player opens search from the home header', async () => {
      await expect(
        await app.findByRole('button', { name: /^Saldo da carteira R\$\s1\.847,35$/ }, patience),
      ).toBeVisible();
      await tap(app.getByRole('button', { name: 'Buscar jogos' }));
      await expectRoute(canvasElement, '/search', 2);
    });
    const field = await app.findByRole('searchbox', { name: 'Buscar jogos' }, patience);
    await step(`types "${QUERY}": the results arrive`, async () => {
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.type(field, QUERY);
    });
    const results = within(
      await app.findByRole('region', { name: `Resultados para "${QUERY}"` }, patience),
    );
    const heart = (await results.findAllByRole('button', { name: /^Favoritar / }, patience))[0]!;
    const gameName = heart.getAttribute('aria-label')!.replace(/^Favoritar /, '');
    await step(`keeps ${gameName}: the heart turns on, PUT collect/{id}`, async () => {
      const calls = recordCalls();
      try {
        await tap(heart);
        await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
        await expect(heart).toHaveAccessibleName(`Remover ${gameName} dos favoritos`);
        await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'), patience);
        await expect(calls.calls).toEqual([
          expect.stringMatching(/^PUT \/game\/api\/game\/v1\/collect\/\d+$/),
        ]);
      } finally {
        calls.stop();
      }
    });
    await step(`plays ${gameName}: the game opens in its pop-up`, async () => {
      await tap(results.getByRole('button', { name: `Jogar ${gameName}` }));
      const dialog = within(await app.findByRole('dialog', { name: gameName }, patience));
      // A frame on our own origin shows once its page is known not to be the app itself.
      const frame = await dialog.findByTitle(gameName, {}, patience);
      await waitFor(() => expect(frame).toBeVisible(), patience);
    });
    await step('while the game is open, the player’s waiting deposits are paid', async () => {
      applyScenario('deposit-success-now');
      await settle(300);
    });
    await step('closes the game: the wallet is asked for again', async () => {
      const calls = recordCalls();
      try {
        await tap(app.getByRole('button', { name: 'Fechar o jogo' }));
        await waitFor(() => expect(app.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(calls.calls).toContain('GET /api/wallet/v1/summaryList/BRL'));
      } finally {
        calls.stop();
      }
      await expectRoute(canvasElement, '/search', 2);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    });
    await step('back (the phone’s button) to the home page: the new balance', async () => {
      pressBack();
      await expectRoute(canvasElement, '/', 1);
      await expect(
        await app.findByRole('button', { name: /^Saldo da carteira R\$\s1\.957,35$/ }, patience),
      ).toBeVisible();
    });
    await lobbyLoaded(canvasElement);
    await loadLazyImages(canvasElement);
  },
};
