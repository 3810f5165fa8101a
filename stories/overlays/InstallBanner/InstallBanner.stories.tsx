import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getPwaInfo } from '../../../src/api/pwa';
import { consentState } from '../../../src/tracking/consent';
import { INSTALL_DISMISSED_KEY } from '../../../src/pwa/installRules';
import {
  fakeInstallEnv,
  IPHONE_SAFARI_UA,
  type FakeInstall,
  type FakeInstallOptions,
} from '../../../src/pwa/testing/fakeInstallEnv';
import { InstallBanner } from '../../../src/overlays/InstallBanner/InstallBanner';
import { repaintAll, tap } from '../../storyKit';
import { withAppPage } from '../overlayPage';

/** The env of the story on screen, for its play function. */
let current: FakeInstall | null = null;

/**
 * Makes up the browser of a story (no real install) before it renders; created outside render
 * so a double render in development cannot hand the play function another one.
 */
const browser = (options: FakeInstallOptions) => () => {
  current = fakeInstallEnv(options);
};

/** The banner over the app page, in the story's made-up browser. */
const renderBanner = () => <InstallBanner aboveTabBar={false} env={env()} />;

const meta = {
  component: InstallBanner,
  decorators: [withAppPage],
  args: { aboveTabBar: false },
  // The player answered the LGPD consent banner already (the install offer waits for it); in
  // memory only, so no other story finds it stored.
  beforeEach: () => {
    consentState.choice = 'refused';
  },
} satisfies Meta<typeof InstallBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const env = () => {
  if (!current) throw new Error('no install env');
  return current;
};

/** The browser offers the install once the banner listens (after its first effects ran). */
async function browserOffers() {
  await waitFor(() => expect(env().offer('accepted').kept).toBe(true));
}

/** The pwaInfo config has answered (the banner waits for it) and React has drawn the result. */
async function configLoaded() {
  await getPwaInfo();
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/**
 * Android Chrome handed over `beforeinstallprompt`: the app's name and icon from the pwaInfo
 * config, "Instalar" and a close button, floating over the page.
 */
export const Android: Story = {
  beforeEach: browser({}),
  render: renderBanner,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the browser offers the install', async () => {
      await browserOffers();
    });
    const banner = await canvas.findByRole('region', { name: 'Instale o app Vitrine Cassino' });
    await expect(banner).toHaveTextContent('Acesso rápido pela tela inicial, em tela cheia.');
    const install = within(banner).getByRole('button', { name: 'Instalar' });
    const close = within(banner).getByRole('button', { name: 'Agora não' });
    await expect(install).toBeVisible();
    // 44 px touch targets.
    await expect(install.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    // Announced politely, never stealing focus.
    await expect(banner.parentElement).toHaveAttribute('aria-live', 'polite');
    await expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    // Floating (fixed): the page's text did not move.
    await expect(getComputedStyle(banner.parentElement!).position).toBe('fixed');
    const picture = within(banner).getByRole('presentation');
    await waitFor(() => expect((picture as HTMLImageElement).complete).toBe(true));
    await repaintAll();
  },
};

/** Safari on an iPhone: a short guide naming Compartilhar (drawn) and Adicionar à Tela de Início. */
export const IosGuide: Story = {
  beforeEach: browser({ userAgent: IPHONE_SAFARI_UA }),
  render: renderBanner,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guide = await canvas.findByRole('region', {
      name: 'Adicione Vitrine Cassino à Tela de Início',
    });
    await expect(guide).toHaveTextContent(
      'Toque em Compartilhar e depois em Adicionar à Tela de Início.',
    );
    await expect(guide.querySelector('p svg')).not.toBeNull();
    await expect(within(guide).queryByRole('button', { name: 'Instalar' })).toBeNull();
    await expect(within(guide).getByRole('button', { name: 'Agora não' })).toBeVisible();
    const picture = within(guide).getByRole('presentation');
    await waitFor(() => expect((picture as HTMLImageElement).complete).toBe(true));
    await repaintAll();
  },
};

/** Launched from the home screen: nothing shows, even when a browser offers the install. */
export const Installed: Story = {
  beforeEach: browser({ installed: true, userAgent: IPHONE_SAFARI_UA }),
  render: renderBanner,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await browserOffers();
    await configLoaded();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Instalar' })).toBeNull();
    await expect(canvas.getByText(/Jogos em destaque/)).toBeVisible();
  },
};

/**
 * "Agora não" hides the banner and remembers the moment; a new offer within the 7 days shows
 * nothing.
 */
export const Dismissed: Story = {
  beforeEach: browser({}),
  render: renderBanner,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the banner shows, the player closes it', async () => {
      await browserOffers();
      const banner = await canvas.findByRole('region', { name: /Instale o app/ });
      await tap(within(banner).getByRole('button', { name: 'Agora não' }));
    });
    await step('hidden and remembered; a new offer stays hidden', async () => {
      await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
      await expect(env().values.get(INSTALL_DISMISSED_KEY)).toBe(String(Date.now()));
      await browserOffers();
      await configLoaded();
      await expect(canvas.queryByRole('region')).toBeNull();
    });
    await repaintAll();
  },
};

/** The Android banner in the light theme (axe AA on both themes). */
export const AndroidLight: Story = {
  ...Android,
  globals: { theme: 'light' },
};
