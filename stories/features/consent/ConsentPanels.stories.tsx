import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TabBar } from '../../../src/app/layout/TabBar/TabBar';
import { ConsentPanels } from '../../../src/features/consent/ConsentPanels';
import { CONSENT_STORAGE_KEY, chooseConsent, consentState } from '../../../src/tracking/consent';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { dismissToast, overlaysState } from '../../../src/state/overlays';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { repaintAll, tap } from '../../storyKit';

/**
 * The lobby under the banner: the frame with some content and the tab bar, as on the home, so a
 * screenshot shows the banner above the tab bar with the page still there behind it.
 */
const withLobby: Decorator = (Story) => (
  <AppFrame
    header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}
    footer={<TabBar />}
  >
    <p style={{ margin: 0, padding: 16 }}>Jogos em destaque, promoções e a sua carteira.</p>
    <Story />
    <GlobalMessages />
  </AppFrame>
);

const meta = {
  component: ConsentPanels,
  args: { aboveTabBar: true },
  decorators: [withLobby],
  parameters: { route: '/' },
  // A first visit: no choice stored. The choice a story makes is not left for the next one.
  beforeEach: () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    consentState.choice = null;
    return () => localStorage.removeItem(CONSENT_STORAGE_KEY);
  },
} satisfies Meta<typeof ConsentPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findBanner = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Sua privacidade' });

/**
 * First visit: the banner above the tab bar says what is used and why, links the privacy
 * policy and offers Aceitar, Recusar and Configurações; the lobby stays usable (no scrim, the
 * focus stays on the page) and nothing is chosen yet.
 */
export const FirstVisit: Story = {
  play: async ({ canvasElement, step }) => {
    const banner = await findBanner(canvasElement);
    await step('the purpose in pt-BR and the privacy policy', async () => {
      await expect(
        within(banner).getByText(/cookies de publicidade para medir nossos anúncios/),
      ).toBeVisible();
      await expect(
        within(banner).getByRole('link', { name: 'Política de privacidade' }),
      ).toHaveAttribute('href', '/article?key=privacy');
    });
    await step('three choices, refusing as easy as accepting', async () => {
      const accept = within(banner).getByRole('button', { name: 'Aceitar' });
      const refuse = within(banner).getByRole('button', { name: 'Recusar' });
      await expect(accept).toBeVisible();
      await expect(refuse).toBeVisible();
      await expect(within(banner).getByRole('button', { name: 'Configurações' })).toBeVisible();
      await expect(accept.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(refuse.getBoundingClientRect().width).toBe(accept.getBoundingClientRect().width);
    });
    await step('the page keeps room to scroll its end out from under the banner', async () => {
      const layer = banner.parentElement!;
      const spacer = layer.previousElementSibling!;
      await waitFor(() =>
        expect(spacer.getBoundingClientRect().height).toBe(layer.getBoundingClientRect().height),
      );
      await expect(spacer).toHaveAttribute('aria-hidden', 'true');
    });
    await step('above the tab bar, not blocking the lobby', async () => {
      const tabBar = within(canvasElement).getByRole('navigation', { name: 'Navegação principal' });
      await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        tabBar.getBoundingClientRect().top,
      );
      await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
      await expect(banner.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
      await expect(consentState.choice).toBeNull();
    });
  },
};

/** The banner in the light theme. */
export const FirstVisitLight: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement);
    await expect(within(banner).getByRole('button', { name: 'Aceitar' })).toBeVisible();
  },
};

/**
 * "Configurações": the purposes sheet over the lobby (the banner waits behind it): necessary
 * cookies always on, advertising and measurement off until the player turns it on.
 */
export const SettingsOpen: Story = {
  play: async ({ canvasElement, step }) => {
    await tap(
      within(await findBanner(canvasElement)).getByRole('button', { name: 'Configurações' }),
    );
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Privacidade e cookies' });
    await step('the two purposes', async () => {
      await expect(within(sheet).getByRole('heading', { name: 'Necessários' })).toBeVisible();
      await expect(within(sheet).getByText('Sempre ativos')).toBeVisible();
      const ads = within(sheet).getByRole('switch', { name: 'Publicidade e medição' });
      await expect(ads).toHaveAttribute('aria-checked', 'false');
      await expect(ads).toHaveAccessibleDescription(/Meta, TikTok, Kwai e Google/);
    });
    await step('save, the privacy policy', async () => {
      await expect(within(sheet).getByRole('button', { name: 'Salvar escolha' })).toBeVisible();
      await expect(
        within(sheet).getByRole('link', { name: 'Política de privacidade' }),
      ).toHaveAttribute('href', '/article?key=privacy');
    });
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Sua privacidade' }),
    ).toBeNull();
    await repaintAll();
  },
};

/** The sheet with advertising switched on, in the light theme, before saving. */
export const SettingsAdvertisingOn: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await tap(
      within(await findBanner(canvasElement)).getByRole('button', { name: 'Configurações' }),
    );
    const sheet = await body(canvasElement).findByRole('dialog', { name: 'Privacidade e cookies' });
    const ads = within(sheet).getByRole('switch', { name: 'Publicidade e medição' });
    await tap(ads);
    await expect(ads).toHaveAttribute('aria-checked', 'true');
    // Not saved yet: nothing chosen.
    await expect(consentState.choice).toBeNull();
    await repaintAll();
  },
};

/**
 * Accepted: the banner is gone for good (the choice is kept, versioned), a toast confirms it,
 * and the lobby is all there is. The pixels load from here on (ConsentHost; e2e/consent.e2e.mjs).
 */
export const Accepted: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Aceitar', async () => {
      await tap(within(await findBanner(canvasElement)).getByRole('button', { name: 'Aceitar' }));
    });
    await step('the banner is gone and the choice kept', async () => {
      await waitFor(() =>
        expect(within(canvasElement).queryByRole('region', { name: 'Sua privacidade' })).toBeNull(),
      );
      await expect(consentState.choice).toBe('accepted');
      await expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
        version: 1,
        advertising: true,
      });
      // The toast (its text is also in the stack's live region for screen readers).
      await expect(
        (await body(canvasElement).findAllByText('Sua escolha de privacidade foi salva.'))[0],
      ).toBeVisible();
    });
    // The toast would leave on its own 3 s later, maybe during the screenshot.
    for (const toast of [...overlaysState.toasts]) dismissToast(toast.id);
    await waitFor(() =>
      expect(body(canvasElement).queryAllByText('Sua escolha de privacidade foi salva.')).toEqual(
        [],
      ),
    );
  },
};

/** A returning player who refused: no banner at all, nothing over the lobby. */
export const Refused: Story = {
  beforeEach: () => {
    chooseConsent(false);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Jogos em destaque/)).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Sua privacidade' }),
    ).toBeNull();
    await expect(consentState.choice).toBe('refused');
  },
};
