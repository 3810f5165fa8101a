import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConsentPanels } from '../../../src/features/consent/ConsentPanels';
import { CONSENT_STORAGE_KEY, chooseConsent, consentState } from '../../../src/tracking/consent';
import { GlobalMessages } from '../../../src/overlays/GlobalMessages/GlobalMessages';
import { Setting } from '../../../src/screens/Setting/Setting';
import { dismissToast, overlaysState } from '../../../src/state/overlays';
import { AppFrame } from '../../../src/ui/AppFrame/AppFrame';
import { logInDemoPlayer, repaintAll, tap } from '../../storyKit';

/**
 * /setting with what the shell hosts over it: the consent banner and purposes sheet
 * (ConsentPanels, as ConsentHost draws them; /setting has no tab bar) and the toasts.
 */
const withSettingsPage: Decorator = (Story) => (
  <AppFrame>
    <Story />
    <ConsentPanels aboveTabBar={false} />
    <GlobalMessages />
  </AppFrame>
);

/**
 * The row "Privacidade e cookies" of /setting: the LGPD choice about ad pixels as kept, and the way
 * to change it at any time.
 */
const meta = {
  component: Setting,
  decorators: [withSettingsPage],
  parameters: { route: '/setting' },
  beforeEach: () => {
    logInDemoPlayer();
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    consentState.choice = null;
    return () => localStorage.removeItem(CONSENT_STORAGE_KEY);
  },
} satisfies Meta<typeof Setting>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The row in "Preferências", named by its label and the choice it shows. */
const privacyRow = (canvasElement: HTMLElement, value: string) =>
  within(within(canvasElement).getByRole('region', { name: 'Preferências' })).findByRole('button', {
    name: `Privacidade e cookies ${value}`,
  });

/** Nothing chosen yet: the row says so, and the banner asks at the bottom of the page. */
export const NotChosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(await privacyRow(canvasElement, 'Pendente')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('region', { name: 'Sua privacidade' }),
    ).toBeVisible();
    // The language row waits for the platform's list: settle before the screenshot.
    await within(canvasElement).findByRole('button', { name: 'Idioma Português' });
  },
};

/** Advertising accepted: the row says "Aceitos"; no banner. */
export const Accepted: Story = {
  beforeEach: () => {
    chooseConsent(true);
  },
  play: async ({ canvasElement }) => {
    await expect(await privacyRow(canvasElement, 'Aceitos')).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Sua privacidade' }),
    ).toBeNull();
    await within(canvasElement).findByRole('button', { name: 'Idioma Português' });
  },
};

/** Advertising refused: the row says "Recusados". */
export const Refused: Story = {
  beforeEach: () => {
    chooseConsent(false);
  },
  play: async ({ canvasElement }) => {
    await expect(await privacyRow(canvasElement, 'Recusados')).toBeVisible();
    await within(canvasElement).findByRole('button', { name: 'Idioma Português' });
  },
};

/**
 * Changing one's mind: the row opens the same purposes sheet as the banner, at the kept choice
 * (on); switched off and saved, the row says "Recusados" and the refusal is kept.
 */
export const ChangedToRefused: Story = {
  beforeEach: () => {
    chooseConsent(true);
  },
  play: async ({ canvasElement, step }) => {
    await within(canvasElement).findByRole('button', { name: 'Idioma Português' });
    const findSheet = () =>
      body(canvasElement).findByRole('dialog', { name: 'Privacidade e cookies' });
    await step('the row opens the sheet, advertising on', async () => {
      await tap(await privacyRow(canvasElement, 'Aceitos'));
      await expect(
        within(await findSheet()).getByRole('switch', { name: 'Publicidade e medição' }),
      ).toHaveAttribute('aria-checked', 'true');
    });
    await step('switched off and saved', async () => {
      const sheet = await findSheet();
      const ads = within(sheet).getByRole('switch', { name: 'Publicidade e medição' });
      await tap(ads);
      await expect(ads).toHaveAttribute('aria-checked', 'false');
      await tap(within(sheet).getByRole('button', { name: 'Salvar escolha' }));
      await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(await privacyRow(canvasElement, 'Recusados')).toBeVisible();
      await expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({
        version: 1,
        advertising: false,
      });
    });
    // The confirmation toast would leave on its own 3 s later, maybe during the screenshot.
    await expect(
      (await body(canvasElement).findAllByText('Sua escolha de privacidade foi salva.'))[0],
    ).toBeVisible();
    for (const toast of [...overlaysState.toasts]) dismissToast(toast.id);
    await waitFor(() =>
      expect(body(canvasElement).queryAllByText('Sua escolha de privacidade foi salva.')).toEqual(
        [],
      ),
    );
    await repaintAll();
  },
};
