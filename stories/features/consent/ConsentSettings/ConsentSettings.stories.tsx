import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsentSettings } from '../../../../src/features/consent/ConsentSettings/ConsentSettings';
import {
  chooseConsent,
  CONSENT_STORAGE_KEY,
  consentState,
  openConsentSettings,
} from '../../../../src/tracking/consent';
import { AppFrame } from '../../../../src/ui/AppFrame/AppFrame';
import { repaintAll, tap } from '../../../storyKit';

/** The settings page behind the sheet, as /setting opens it ("Privacidade e cookies"). */
const withSettingsPage: Decorator = (Story) => (
  <AppFrame header={<header style={{ padding: 16, fontWeight: 700 }}>Configurações</header>}>
    <p style={{ margin: 0, padding: 16 }}>Conta, senha, notificações e privacidade.</p>
    <Story />
  </AppFrame>
);

/** No choice stored yet, and the sheet asked for (the banner's "Configurações"). */
const firstVisit = () => {
  localStorage.removeItem(CONSENT_STORAGE_KEY);
  consentState.choice = null;
  openConsentSettings();
  return () => localStorage.removeItem(CONSENT_STORAGE_KEY);
};

const meta = {
  component: ConsentSettings,
  args: { onSaved: fn() },
  decorators: [withSettingsPage],
  parameters: { route: '/setting' },
  beforeEach: firstVisit,
} satisfies Meta<typeof ConsentSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheetOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Privacidade e cookies' });
const adsSwitch = (sheet: HTMLElement) =>
  within(sheet).getByRole('switch', { name: 'Publicidade e medição' });
const saveButton = (sheet: HTMLElement) =>
  within(sheet).getByRole('button', { name: 'Salvar escolha' });

/** A first visit: necessary cookies always on, advertising off (LGPD: never pre-ticked). */
export const FirstVisit: Story = {
  play: async ({ args, canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await expect(within(sheet).getByRole('heading', { name: 'Necessários' })).toBeVisible();
    await expect(within(sheet).getByText('Sempre ativos')).toBeVisible();
    await expect(adsSwitch(sheet)).toHaveAttribute('aria-checked', 'false');
    await expect(adsSwitch(sheet)).toHaveAccessibleDescription(/Meta, TikTok, Kwai e Google/);
    await expect(
      within(sheet).getByRole('link', { name: 'Política de privacidade' }),
    ).toHaveAttribute('href', '/article?key=privacy');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/** "Salvar escolha" without turning advertising on: a refusal, kept, and the sheet closes. */
export const SavedAsRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await tap(saveButton(sheet));
    await expect(consentState.choice).toBe('refused');
    await expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      advertising: false,
    });
    await expect(args.onSaved).toHaveBeenCalledWith(false);
    await expect(consentState.settingsOpen).toBe(false);
  },
};

/** The switch turned on with the keyboard (space), then saved: advertising accepted. */
export const AdvertisingAccepted: Story = {
  play: async ({ args, canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    const ads = adsSwitch(sheet);
    ads.focus();
    await userEvent.keyboard(' ');
    await expect(ads).toHaveAttribute('aria-checked', 'true');
    // Not kept before "Salvar escolha".
    await expect(consentState.choice).toBeNull();
    await tap(saveButton(sheet));
    await expect(consentState.choice).toBe('accepted');
    await expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      advertising: true,
    });
    await expect(args.onSaved).toHaveBeenCalledWith(true);
  },
};

/**
 * A player who accepted earlier opens the sheet from /setting: the switch starts on, as saved;
 * turning it off and saving withdraws the consent.
 */
export const ReturningAccepted: Story = {
  beforeEach: () => {
    chooseConsent(true);
    openConsentSettings();
  },
  play: async ({ args, canvasElement, step }) => {
    const sheet = await sheetOf(canvasElement);
    await step('the saved choice is where the switch starts', async () => {
      await expect(adsSwitch(sheet)).toHaveAttribute('aria-checked', 'true');
    });
    await step('switched off and saved: withdrawn', async () => {
      await tap(adsSwitch(sheet));
      await expect(adsSwitch(sheet)).toHaveAttribute('aria-checked', 'false');
      await tap(saveButton(sheet));
      await expect(consentState.choice).toBe('refused');
      await expect(args.onSaved).toHaveBeenCalledWith(false);
    });
  },
};

/** The switch turned on but the sheet closed with Escape: nothing is saved, the choice stays open. */
export const ClosedWithoutSaving: Story = {
  play: async ({ args, canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await tap(adsSwitch(sheet));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(consentState.settingsOpen).toBe(false));
    await expect(consentState.choice).toBeNull();
    await expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).queryByRole('dialog', {
          name: 'Privacidade e cookies',
        }),
      ).toBeNull(),
    );
  },
};

/** The sheet open in the light theme with advertising switched on, before saving. */
export const SwitchedOnLight: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await tap(adsSwitch(sheet));
    await expect(adsSwitch(sheet)).toHaveAttribute('aria-checked', 'true');
    await repaintAll();
  },
};
