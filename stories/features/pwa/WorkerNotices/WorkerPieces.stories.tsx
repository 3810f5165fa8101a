import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WorkerPieces } from '../../../../src/features/pwa/WorkerNotices/WorkerPieces';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';
import { RouteProbe } from '../../../storyKit';

/**
 * The page side of the service worker as the shell mounts it: the offline notice, kept current
 * by the browser's online and offline events, and in-app navigation when the worker asks the page
 * to open a path (a tapped push notification). Storybook's page ships no worker of its own, so
 * nothing registers here; the update prompt is WorkerNotices' story.
 */
const meta = {
  component: WorkerPieces,
  args: { aboveTabBar: false },
  decorators: [
    (Story) => (
      <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}>
        <p style={{ margin: 0, padding: 16 }}>Jogos em destaque, promoções e a sua carteira.</p>
        <Story />
        <RouteProbe />
      </AppFrame>
    ),
  ],
  parameters: { route: '/' },
  // Whatever a story did to the network (even a play that failed half-way) is undone after it.
  beforeEach: () => goOnline,
} satisfies Meta<typeof WorkerPieces>;

export default meta;
type Story = StoryObj<typeof meta>;

const OFFLINE = 'Você está sem conexão';

/** Puts the browser's own `navigator.onLine` back, when a story took it away. */
let restoreNetwork: (() => void) | null = null;

/** The network is back: the real `navigator.onLine` and an `online` event. */
function goOnline() {
  restoreNetwork?.();
  restoreNetwork = null;
}

/** Makes the browser report no network: navigator.onLine false, then the `offline` event. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  restoreNetwork = () => {
    // The own property shadows Navigator.prototype's getter: removing it restores the real one.
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  };
  window.dispatchEvent(new Event('offline'));
}

/** A message as the worker posts it to the page. */
const fromWorker = (data: unknown) =>
  navigator.serviceWorker.dispatchEvent(new MessageEvent('message', { data }));

/** Online, no new version: nothing over the page. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: OFFLINE })).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The network is gone: the notice says so, without blocking the page. */
export const Offline: Story = {
  beforeEach: () => {
    goOffline();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: OFFLINE })).toBeVisible();
    await expect(
      canvas.getByText('Algumas informações podem não aparecer até a conexão voltar.'),
    ).toBeVisible();
    // Said once by the polite live region, for a player who does not see the notice.
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live).toHaveTextContent(OFFLINE);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** The network comes back: the notice goes by itself. */
export const BackOnline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    goOffline();
    await expect(await canvas.findByRole('heading', { name: OFFLINE })).toBeVisible();
    goOnline();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: OFFLINE })).toBeNull());
  },
};

/**
 * A tapped notification while the app is open: the worker asks for /wallet and the app moves
 * there through its router; a path to another origin is ignored.
 */
export const OpenPathFromNotification: Story = {
  play: async ({ canvasElement, step }) => {
    const route = within(canvasElement).getByRole('status', { name: 'Rota atual' });
    await step('another origin is not followed', async () => {
      fromWorker({ type: 'OPEN_PATH', path: '//phishing.example/entrar' });
      fromWorker({ type: 'OTHER', path: '/wallet' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(route).toHaveTextContent(/^\/$/);
    });
    await step('an app path is', async () => {
      fromWorker({ type: 'OPEN_PATH', path: '/wallet' });
      await waitFor(() => expect(route).toHaveTextContent('/wallet'));
    });
  },
};
