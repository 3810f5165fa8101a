import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LanguagePicker } from '../../../src/overlays/LanguagePicker/LanguagePicker';
import { openOverlay, overlaysState } from '../../../src/state/overlays';
import { loadLanguages } from '../../../src/state/platform';
import { preferencesState } from '../../../src/state/preferences';
import { withAppPage } from '../overlayPage';

const meta = {
  component: LanguagePicker,
  decorators: [withAppPage],
  beforeEach: async () => {
    await loadLanguages();
    openOverlay('language');
  },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The platform's two languages with Português in use. Choosing English loads its catalog and
 * closes; opened again, the picker itself speaks English and marks English.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const page = body(canvasElement);
    const picker = await page.findByRole('dialog', { name: 'Idioma' });
    await step('Português is the one in use', async () => {
      await expect(within(picker).getByRole('button', { name: 'Português' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(within(picker).getByRole('button', { name: 'English' })).not.toHaveAttribute(
        'aria-current',
      );
    });
    await step('choosing English switches the app and closes', async () => {
      await userEvent.click(within(picker).getByRole('button', { name: 'English' }));
      await waitFor(() => expect(overlaysState.overlay).toBeNull());
      await expect(document.documentElement.lang).toBe('en');
      await expect(preferencesState.language).toBe('en');
    });
    await step('opened again, it is in English with English marked', async () => {
      openOverlay('language');
      const again = await page.findByRole('dialog', { name: 'Language' });
      await expect(within(again).getByRole('button', { name: 'English' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(within(again).getByRole('button', { name: 'Close' })).toBeVisible();
    });
  },
};
