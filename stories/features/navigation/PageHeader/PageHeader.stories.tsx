import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CATEGORIES } from '../../../../mocks/data/games';
import { PageHeader } from '../../../../src/features/navigation/PageHeader/PageHeader';
import { repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The Slots category (categoryId 103), whose game list this header tops. */
const slots = CATEGORIES.find((category) => category.categoryId === 103);
const ROUTE = '/gameList?categoryId=103';

const meta = {
  component: PageHeader,
  args: { title: slots?.categoryName },
  parameters: { route: ROUTE },
  decorators: [withGamesFrame],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Rota atual' });

/** A game list's header (spec 2): the back arrow, and the page's title centred as its h1. */
export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Slots' });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
    // Centred on the page, whatever the back arrow on its left takes.
    const header = heading.closest('header')!.getBoundingClientRect();
    const title = heading.getBoundingClientRect();
    await expect(title.left + title.width / 2).toBeCloseTo(header.left + header.width / 2, 0);
  },
};

/**
 * The title is still loading (the list's name comes with the category lookup): a placeholder
 * line where it goes, and the heading tells screen readers it is loading. Back works already.
 */
export const Loading: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Carregando…');
    await expect(heading).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Slots')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeEnabled();
  },
};

/**
 * The player came to this list from another page, so the browser has a page before this one:
 * the back arrow goes back one step in the browser's history (the app's router follows it), and
 * does not send the player home. This story adds that page before it with the History API
 * (nothing is stubbed); the back arrow's own `history.back()` then removes it again.
 *
 * The other branch (home, on a page opened directly) cannot be shown here: a story's page
 * always has a page before it (`history.length` > 1), in Storybook as in the test runner.
 */
export const CameFromAnotherPage: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const previous = { state: window.history.state as unknown, href: window.location.href };
    const arrived = { vitrineStory: 'game list opened from another page' };
    await step('the player arrives from another page', async () => {
      window.history.pushState(arrived, '');
      await expect(window.history.state).toEqual(arrived);
      await expect(route(canvasElement)).toHaveTextContent(ROUTE);
    });
    await step('"Voltar" takes one step back in the history, not home', async () => {
      let wentBack = false;
      const onPopState = () => {
        wentBack = true;
      };
      window.addEventListener('popstate', onPopState, { once: true });
      await tap(canvas.getByRole('button', { name: 'Voltar' }));
      await waitFor(() => expect(wentBack).toBe(true));
      await expect(window.history.state).toEqual(previous.state);
      await expect(window.location.href).toBe(previous.href);
      // No navigation of its own: the router did not go home.
      await expect(route(canvasElement)).toHaveTextContent(ROUTE);
    });
    await repaintAll();
  },
};
