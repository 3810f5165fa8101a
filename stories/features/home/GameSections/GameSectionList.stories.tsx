import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { homeCategories, providerGroups } from '../../../../mocks/data/games';
import { GameSectionList } from '../../../../src/features/home/GameSections/GameSectionList';
import { withLocationProbe } from '../homeSectionKit';
import { loadLazyImages } from '../../../storyKit';

/**
 * The ready sections of the home: the mock world's first two categories and first two providers,
 * as the home calls answer them. Only the first section's tiles mount with the data; the others
 * mount as they near the viewport, so a long lobby does not build every tile at once.
 */
const meta = {
  component: GameSectionList,
  args: {
    categories: homeCategories().slice(0, 2),
    providers: providerGroups().slice(0, 2),
    providersLoading: false,
  },
  decorators: [withLocationProbe],
} satisfies Meta<typeof GameSectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (section: HTMLElement) => section.querySelectorAll('ul > li').length;

/** Categories first, then providers, each a titled region with its 12 games. */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual(['Em alta', 'Recomendados', 'Aurora Gaming', 'Boitata Studios']);
    await step('the first section’s tiles are there at once', async () => {
      await expect(tiles(canvas.getByRole('region', { name: 'Em alta' }))).toBe(12);
    });
    await step('the last one mounts its tiles once brought near', async () => {
      const last = canvas.getByRole('region', { name: 'Boitata Studios' });
      last.scrollIntoView({ block: 'center' });
      await waitFor(() => expect(tiles(last)).toBe(12));
      window.scrollTo(0, 0);
    });
    await loadLazyImages(canvasElement);
  },
};

/**
 * The categories are in and the providers' call is still out: one provider-shaped placeholder
 * holds their place after the categories.
 */
export const ProvidersLoading: Story = {
  args: { providers: [], providersLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regions = canvas.getAllByRole('region');
    // The two categories; the placeholder is no region (hidden from screen readers).
    await expect(regions).toHaveLength(2);
    const placeholder = regions[1]!.nextElementSibling;
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('region', { name: 'Aurora Gaming' })).toBeNull();
    await loadLazyImages(canvasElement);
  },
};
