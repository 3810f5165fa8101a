import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { endpoints } from '../../src/api/allEndpoints';
import { applyScenario } from '../../mocks/scenarios';
import { liveState } from '../../src/state/live';
import { loadLazyImages, tap } from '../storyKit';
import {
  expectRoute,
  FlowApp,
  lobbyLoaded,
  page,
  patience,
  recordCalls,
  returningPlayer,
  settle,
  loadAppCode,
} from './flowKit';

/**
 * The shell: maintenance switches on while the app is in use. Spec 4: "Platform status can change
 * live through a maintenance message". The server's side is the mock world's `maintenance-live`
 * scenario, switched on mid-visit the way the demo's ⚙ panel does it: one second after the player's
 * next call the platform goes into maintenance (10:00–14:00 São Paulo) and a 2002 message goes to
 * every open socket.
 */
const meta = {
  loaders: [loadAppCode],
  component: FlowApp,
  args: { path: '/' },
  beforeEach: returningPlayer,
} satisfies Meta<typeof FlowApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category the player opens from the home strip. */
const CATEGORY = { name: 'Slots', id: 103 };

/**
 * The maintenance page covers the game list the player had just opened; it came over the live
 * socket, with no reload: the route and its history are the same, and the platform config was
 * not asked for again.
 */
export const MaintenanceSwitchedOnLive: Story = {
  play: async ({ canvasElement, step }) => {
    const app = page(canvasElement);
    await step('the demo player is on the home page, the live socket open', async () => {
      await expect(
        await app.findByRole('button', { name: /^Saldo da carteira R\$\s1\.847,35$/ }, patience),
      ).toBeVisible();
      await waitFor(() => expect(liveState.status).toBe('open'), patience);
      // The home has made all its calls: the next one is the player's.
      await lobbyLoaded(canvasElement);
    });
    await step('the server will go into maintenance after the next call', async () => {
      applyScenario('maintenance-live');
    });
    const calls = recordCalls();
    try {
      await step(`the player opens ${CATEGORY.name} from the category strip`, async () => {
        const strip = within(
          await app.findByRole('list', { name: 'Categorias de jogos' }, patience),
        );
        await tap(strip.getByRole('link', { name: CATEGORY.name }));
        await expectRoute(canvasElement, `/gameList?categoryId=${CATEGORY.id}`, 2);
        await expect(
          await app.findByRole('heading', { level: 1, name: CATEGORY.name }, patience),
        ).toBeVisible();
      });
      await step('a second later the maintenance page covers the app', async () => {
        const dialog = within(
          await app.findByRole('dialog', { name: 'Estamos em manutenção' }, patience),
        );
        await expect(dialog.getByText('De 22/11/2026 10:00 até 22/11/2026 14:00')).toBeVisible();
        await expect(dialog.getByRole('timer')).toHaveAccessibleName('Tempo restante: 02:00:00');
      });
      await step('no reload: same route and history, no new config call', async () => {
        await expectRoute(canvasElement, `/gameList?categoryId=${CATEGORY.id}`, 2);
        await expect(calls.calls).not.toContain(`GET ${endpoints.platformConfig.path}`);
        await expect(liveState.status).toBe('open');
      });
    } finally {
      calls.stop();
    }
    await settle();
    await loadLazyImages(canvasElement);
  },
};
