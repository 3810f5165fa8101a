import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_NOW } from '../../../../.storybook/clock';
import { ConsentBanner } from '../../../../src/features/consent/ConsentBanner/ConsentBanner';
import { CONSENT_STORAGE_KEY, consentState } from '../../../../src/tracking/consent';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';
import { RouteProbe, repaintAll, tap } from '../../../storyKit';

/** A page without the tab bar (an article, the deposit) with the banner at its foot. */
const withPage: Decorator = (Story) => (
  <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Vitrine</header>}>
    <p style={{ margin: 0, padding: 16 }}>Regras gerais das promoções.</p>
    <Story />
    <RouteProbe />
  </AppFrame>
);

const meta = {
  component: ConsentBanner,
  args: { aboveTabBar: false, onChosen: fn() },
  decorators: [withPage],
  parameters: { route: '/article?key=promo-rules' },
  // A first visit: no choice stored. The choice a story makes is not left for the next one.
  beforeEach: () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    consentState.choice = null;
    return () => localStorage.removeItem(CONSENT_STORAGE_KEY);
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const banner = (canvas: Canvas) => canvas.getByRole('region', { name: 'Sua privacidade' });
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;

/**
 * On a page without the tab bar: the banner at the foot of the screen, described by its text,
 * nothing chosen and the focus left on the page.
 */
export const FirstVisit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = banner(canvas);
    await expect(region).toHaveAccessibleDescription(/cookies de publicidade/);
    const { bottom } = region.getBoundingClientRect();
    await expect(bottom).toBeGreaterThan(
      canvasElement.ownerDocument.documentElement.clientHeight - 40,
    );
    await expect(region.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
    await expect(consentState.choice).toBeNull();
    await expect(args.onChosen).not.toHaveBeenCalled();
  },
};

/**
 * A keyboard reaches the banner in reading order: the privacy policy, "Configurações", then
 * Recusar before Aceitar.
 */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const region = within(banner(within(canvasElement)));
    const order = [
      region.getByRole('link', { name: 'Política de privacidade' }),
      region.getByRole('button', { name: 'Configurações' }),
      region.getByRole('button', { name: 'Recusar' }),
      region.getByRole('button', { name: 'Aceitar' }),
    ];
    order[0]!.focus();
    for (const next of order.slice(1)) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
    await repaintAll();
  },
};

/** Recusar: the refusal is kept (versioned, dated by the fixed clock) and the caller told. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    await tap(within(banner(within(canvasElement))).getByRole('button', { name: 'Recusar' }));
    await expect(consentState.choice).toBe('refused');
    await expect(stored()).toEqual({ version: 1, advertising: false, decidedAt: FIXED_NOW });
    await expect(args.onChosen).toHaveBeenCalledWith(false);
  },
};

/** Aceitar, from the keyboard: the acceptance is kept and the caller told. */
export const Accepted: Story = {
  play: async ({ args, canvasElement }) => {
    const accept = within(banner(within(canvasElement))).getByRole('button', { name: 'Aceitar' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await expect(consentState.choice).toBe('accepted');
    await expect(stored()).toMatchObject({ version: 1, advertising: true });
    await expect(args.onChosen).toHaveBeenCalledWith(true);
    accept.blur();
  },
};

/** "Configurações" opens the purposes sheet and chooses nothing. */
export const SettingsAsked: Story = {
  play: async ({ args, canvasElement }) => {
    await tap(within(banner(within(canvasElement))).getByRole('button', { name: 'Configurações' }));
    await expect(consentState.settingsOpen).toBe(true);
    await expect(consentState.choice).toBeNull();
    await expect(stored()).toBeNull();
    await expect(args.onChosen).not.toHaveBeenCalled();
  },
};

/** The privacy policy opens in the app, as an article. */
export const PrivacyPolicy: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tap(within(banner(canvas)).getByRole('link', { name: 'Política de privacidade' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent(
        '/article?key=privacy',
      ),
    );
    await expect(consentState.choice).toBeNull();
  },
};

/** The banner in the light theme on a desktop frame. */
export const LightDesktop: Story = {
  globals: { theme: 'light', viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const region = within(banner(within(canvasElement)));
    const accept = region.getByRole('button', { name: 'Aceitar' });
    const refuse = region.getByRole('button', { name: 'Recusar' });
    // Refusing is as easy as accepting: the same size.
    await expect(refuse.getBoundingClientRect().width).toBe(accept.getBoundingClientRect().width);
    await expect(refuse.getBoundingClientRect().height).toBe(accept.getBoundingClientRect().height);
  },
};
