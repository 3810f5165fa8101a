import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { applyScenario } from '../../mocks/scenarios';
import { sessionState, TOKEN_STORAGE_KEY } from '../../src/state/session';
import { walletState } from '../../src/state/wallet';
import { loadLazyImages, tap } from '../storyKit';
import {
  expectRoute,
  FlowApp,
  page,
  patience,
  recordCalls,
  returningPlayer,
  settle,
  loadAppCode,
} from './flowKit';

/**
 * The shell: the session ends while the player is using the app. Spec 8: code 6105 clears the
 * session (spec 4: token, user info, wallets) and opens the login pop-up. The server's side is the
 * mock world's `session-expired-6105` scenario, switched on mid-visit the way the demo's ⚙ panel
 * does it (`applyScenario`): from then on every call that needs a session answers 6105.
 */
const meta = {
  loaders: [loadAppCode],
  component: FlowApp,
  args: { path: '/' },
  beforeEach: returningPlayer,
} satisfies Meta<typeof FlowApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category the player browses, from its home section's "Todos" link. */
const CATEGORY = { name: 'Pescaria', id: 110 };

/**
 * The player's heart tap on the Pescaria list met 6105: the login pop-up is open over the list
 * they were on, and the session is gone (token, user info and wallets, spec 4).
 */
export const LoginAskedAfterExpiry: Story = {
  play: async ({ canvasElement, step }) => {
    const app = page(canvasElement);
    await step('the demo player is on the home page with their balance', async () => {
      await expect(
        await app.findByRole('button', { name: /^Saldo da carteira R\$\s1\.847,35$/ }, patience),
      ).toBeVisible();
    });
    await step(`the player opens every game of ${CATEGORY.name}`, async () => {
      await tap(
        await app.findByRole('link', { name: `Todos os jogos de ${CATEGORY.name}` }, patience),
      );
      await expectRoute(canvasElement, `/gameList?categoryId=${CATEGORY.id}`, 2);
      await expect(
        await app.findByRole('heading', { level: 1, name: CATEGORY.name }, patience),
      ).toBeVisible();
    });
    const list = within(await app.findByRole('region', { name: 'Lista de jogos' }, patience));
    const heart = (await list.findAllByRole('button', { name: /^Favoritar / }, patience))[0]!;
    const heartName = heart.getAttribute('aria-label') ?? '';
    await step('the server ends the session (6105 from now on)', async () => {
      // The list has made all its calls: the next one is the player's.
      await settle();
      applyScenario('session-expired-6105');
    });
    await step('the player taps a heart: PUT collect answers 6105', async () => {
      const calls = recordCalls();
      try {
        await tap(heart);
        await waitFor(() => expect(calls.calls).toContainEqual(expect.stringMatching(/^PUT /)));
      } finally {
        calls.stop();
      }
    });
    await step('the login pop-up opens on the Entrar tab', async () => {
      const popup = within(
        await app.findByRole('dialog', { name: 'Entrar ou cadastrar' }, patience),
      );
      await expect(popup.getByRole('tab', { name: 'Entrar' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(popup.getByLabelText('Celular')).toBeVisible();
    });
    await step('the session is cleared; the heart is back to off', async () => {
      await expect(sessionState.token).toBe('');
      await expect(sessionState.user).toBeNull();
      await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      await expect(walletState.entries).toEqual([]);
      // Read again: the page under the session is drawn anew for the next one (app/App.tsx keys
      // it by the session), so the node tapped above is gone with the expired session.
      await waitFor(() =>
        expect(app.getByRole('button', { name: heartName })).toHaveAttribute(
          'aria-pressed',
          'false',
        ),
      );
    });
    await step('the player stays on the game list', async () => {
      await expectRoute(canvasElement, `/gameList?categoryId=${CATEGORY.id}`, 2);
    });
    await settle();
    await loadLazyImages(canvasElement);
  },
};
