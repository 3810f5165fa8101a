import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppFrame } from '../../src/ui/AppFrame/AppFrame';
import { Button } from '../../src/ui/Button/Button';

/**
 * What the global styles (src/theme/global.css.ts) do to every page, read in the browser that
 * draws the page: a plain page in the app frame with one tap target.
 */
const meta = {
  component: AppFrame,
  args: {
    children: (
      <p style={{ padding: 16, margin: 0 }}>
        <Button>Jogar</Button>
      </p>
    ),
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec 9: a double tap does not zoom the page. The document takes `touch-action:
 * manipulation` (which every element under it is held to): taps, panning and pinch zoom stay,
 * double-tap zoom and the tap delay that waits for it go.
 */
export const DoubleTapZoomBlocked: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(getComputedStyle(root).touchAction).toBe('manipulation');
    const button = within(canvasElement).getByRole('button', { name: 'Jogar' });
    // Nothing between the document and a tap target turns double-tap zoom back on.
    for (let el: HTMLElement | null = button; el && el !== root; el = el.parentElement) {
      await expect(['auto', 'manipulation']).toContain(getComputedStyle(el).touchAction);
    }
  },
};
