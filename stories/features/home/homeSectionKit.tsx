import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RouteProbe } from '../../storyKit';

/**
 * Story helpers shared by the home section stories (not a story file).
 *
 * `withLocationProbe`: the section inside a page-like top and bottom margin, with storyKit's
 * `RouteProbe` after it, so a play function can prove where a tap went:
 * `await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent('/viprule')`.
 */
export const withLocationProbe: Decorator = (Story) => (
  <div style={{ paddingBlock: 16 }}>
    <Story />
    <RouteProbe />
  </div>
);

/**
 * The section region named `name` once its data has arrived: the skeleton (aria-busy) is a
 * different element, so this waits for a region that is not busy and returns that one.
 */
export async function findLoadedRegion(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByRole('region', { name })).not.toHaveAttribute('aria-busy'),
  );
  return canvas.getByRole('region', { name });
}
