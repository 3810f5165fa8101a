import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useLocation, useSearch } from 'wouter';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { setSession } from '../../../src/state/session';

/**
 * Story helpers shared by the home section stories (not a story file).
 *
 * `withLocationProbe` renders the in-memory router's current path and query in a visually hidden
 * `<output>` named "Rota atual" (role status), so a play function can prove where a tap went:
 * `await expect(canvas.getByRole('status', { name: 'Rota atual' })).toHaveTextContent('/viprule')`.
 */
function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <output className="visually-hidden" aria-label="Rota atual">
      {search ? `${path}?${search}` : path}
    </output>
  );
}

/** The section inside a page-like top and bottom margin, with the location probe after it. */
export const withLocationProbe: Decorator = (Story) => (
  <div style={{ paddingBlock: 16 }}>
    <Story />
    <LocationProbe />
  </div>
);

/**
 * `beforeEach` of a logged-in story: the demo player's seed session, which every fresh mock
 * world accepts (mocks/world/README.md), so no login call is needed.
 */
export function logInDemoPlayer(): void {
  setSession(DEMO_ACCOUNT.info);
}

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
