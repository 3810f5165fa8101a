import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/api/allEndpoints';
import { TabBar } from '../../../src/app/layout/TabBar/TabBar';
import { ConsentHost } from '../../../src/features/consent/ConsentHost';
import { CONSENT_STORAGE_KEY, chooseConsent, consentState } from '../../../src/tracking/consent';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { recordCalls } from '../../overlays/SignInPopup/activityPopupKit';
import { tap } from '../../storyKit';

/*
 * The shell's consent piece: the banner and sheet (ConsentPanels, whose own stories show every
 * choice) and what the choice unlocks: the ad pixels, which read the channel's pixel list only
 * once advertising is accepted, and never before the choice. An accepted choice here runs on
 * the 'empty' scenario (a channel with no pixel configured), so no provider's script is asked
 * for from the outside network; loading them is e2e/consent.e2e.mjs's journey, where the
 * providers' addresses are answered locally.
 */

const withLobby: Decorator = (Story) => (
  <AppFrame
    header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}
    footer={<TabBar />}
  >
    <p style={{ margin: 0, padding: 16 }}>Jogos em destaque, promoções e a sua carteira.</p>
    <Story />
  </AppFrame>
);

const meta = {
  component: ConsentHost,
  args: { aboveTabBar: true },
  decorators: [withLobby],
  parameters: { route: '/' },
  // A first visit: no choice stored (the preview stores a refusal for every other story).
  beforeEach: () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    consentState.choice = null;
    return () => localStorage.removeItem(CONSENT_STORAGE_KEY);
  },
} satisfies Meta<typeof ConsentHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONFIG_READ = `GET ${endpoints.channelConfig.path}`;
const PROVIDER_HOSTS =
  /^https:\/\/(connect\.facebook\.net|analytics\.tiktok\.com|s1\.kwai\.net|www\.googletagmanager\.com)\//;

const providerScripts = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.ownerDocument.querySelectorAll('script[src]')).filter((script) =>
    PROVIDER_HOSTS.test(script.getAttribute('src') ?? ''),
  );

const findBanner = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Sua privacidade' });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * First visit: the banner above the tab bar, and nothing asked of anyone while the player has
 * not chosen (no pixel list read, no provider script).
 */
export const FirstVisit: Story = {
  play: async ({ canvasElement, step }) => {
    const reads = recordCalls(endpoints.channelConfig.path);
    try {
      const banner = await findBanner(canvasElement);
      await step('the banner, above the tab bar', async () => {
        const tabBar = within(canvasElement).getByRole('navigation', {
          name: 'Navegação principal',
        });
        await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          tabBar.getBoundingClientRect().top,
        );
        await expect(within(banner).getByRole('button', { name: 'Aceitar' })).toBeVisible();
      });
      await step('before the choice: no pixel list, no provider script', async () => {
        await pause(800);
        await expect(reads.calls).toEqual([]);
        await expect(providerScripts(canvasElement)).toEqual([]);
      });
    } finally {
      reads.stop();
    }
  },
};

/** The first visit in the light theme. */
export const FirstVisitLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement);
    await expect(within(banner).getByRole('button', { name: 'Recusar' })).toBeVisible();
  },
};

/**
 * Aceitar: the banner goes, and the pixels start: the channel's pixel list is read, once. This
 * channel configures none, so no script follows.
 */
export const AcceptedWithoutPixels: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement, step }) => {
    const reads = recordCalls(endpoints.channelConfig.path);
    try {
      await step('Aceitar', async () => {
        const banner = await findBanner(canvasElement);
        await tap(within(banner).getByRole('button', { name: 'Aceitar' }));
        await waitFor(() =>
          expect(
            within(canvasElement).queryByRole('region', { name: 'Sua privacidade' }),
          ).toBeNull(),
        );
        await expect(consentState.choice).toBe('accepted');
      });
      await step('the pixel list read once, no provider script', async () => {
        await waitFor(() => expect(reads.calls).toEqual([CONFIG_READ]));
        await pause(800);
        await expect(reads.calls).toEqual([CONFIG_READ]);
        await expect(providerScripts(canvasElement)).toEqual([]);
      });
    } finally {
      reads.stop();
    }
  },
};

/**
 * Recusar: the banner goes and nothing is ever asked: the pixel code is not even loaded, so no
 * pixel list is read and no provider hears of the visit.
 */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const reads = recordCalls(endpoints.channelConfig.path);
    try {
      const banner = await findBanner(canvasElement);
      await tap(within(banner).getByRole('button', { name: 'Recusar' }));
      await waitFor(() =>
        expect(within(canvasElement).queryByRole('region', { name: 'Sua privacidade' })).toBeNull(),
      );
      await expect(consentState.choice).toBe('refused');
      await pause(800);
      await expect(reads.calls).toEqual([]);
      await expect(providerScripts(canvasElement)).toEqual([]);
    } finally {
      reads.stop();
    }
  },
};

/** The pixel-list reads of the story that records from before its first render. */
let readsSinceMount: ReturnType<typeof recordCalls> | null = null;

/**
 * A returning player who accepted on an earlier visit: no banner, and the pixels start as the
 * shell mounts (the pixel list is read once, without a tap).
 */
export const ReturningAccepted: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  beforeEach: () => {
    chooseConsent(true);
    const reads = recordCalls(endpoints.channelConfig.path);
    readsSinceMount = reads;
    return () => {
      reads.stop();
      readsSinceMount = null;
    };
  },
  play: async ({ canvasElement }) => {
    const reads = readsSinceMount!;
    await expect(within(canvasElement).getByText(/Jogos em destaque/)).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Sua privacidade' }),
    ).toBeNull();
    await waitFor(() => expect(reads.calls).toEqual([CONFIG_READ]));
    await pause(800);
    await expect(reads.calls).toEqual([CONFIG_READ]);
    await expect(providerScripts(canvasElement)).toEqual([]);
  },
};
