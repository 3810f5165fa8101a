import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PROVIDERS } from '../../../../mocks/data/games';
import {
  ProviderFilter,
  ProviderFilterSkeleton,
} from '../../../../src/features/games/ProviderFilter/ProviderFilter';
import { toggleVendor } from '../../../../src/screens/GameList/gameListQuery';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

/** The fourteen providers of the mock world, as the game list passes them (vendorNameEn). */
const providers = PROVIDERS.map((p) => ({ vendorId: p.vendorId, name: p.vendorNameEn }));
const vendorOf = (name: string) => {
  const provider = providers.find((p) => p.name === name);
  if (!provider) throw new Error(`no provider ${name} in the mock world`);
  return provider.vendorId;
};
const AURORA = vendorOf('Aurora Gaming');
const BOITATA = vendorOf('Boitata Studios');
const JAGUAR = vendorOf('Jaguar Play');

const meta = {
  component: ProviderFilter,
  args: { providers, selected: [], onToggle: fn(), onClear: fn() },
  // Controlled like the game list does it (its toggleVendor): a press comes back as the pick.
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <ProviderFilter
        providers={args.providers}
        selected={selected}
        onToggle={(vendorId) => {
          args.onToggle(vendorId);
          setSelected((current) => toggleVendor(current, vendorId));
        }}
        onClear={() => {
          args.onClear();
          setSelected([]);
        }}
      />
    );
  },
  decorators: [withGamesFrame, padded({ paddingBlock: 16 })],
} satisfies Meta<typeof ProviderFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Provedores' });
const chip = (canvasElement: HTMLElement, name: string) =>
  within(rowOf(canvasElement)).getByRole('button', { name });

/** The names of the chips that are on. */
const pressed = (canvasElement: HTMLElement) =>
  within(rowOf(canvasElement))
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

/** Nothing picked: "Todos" is on, then every provider in the catalogue's order, all off. */
export const AllProviders: Story = {
  play: async ({ canvasElement, args }) => {
    const names = within(rowOf(canvasElement))
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Todos', ...providers.map((p) => p.name)]);
    await expect(within(rowOf(canvasElement)).getAllByRole('listitem')).toHaveLength(15);
    await expect(pressed(canvasElement)).toEqual(['Todos']);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/**
 * One studio picked (Boitata Studios, in view on a phone): its chip is on and "Todos" is off.
 * "Todos" clears the pick, and a press on the studio picks it again.
 */
export const OneProviderPicked: Story = {
  args: { selected: [BOITATA] },
  play: async ({ canvasElement, args, step }) => {
    await expect(pressed(canvasElement)).toEqual(['Boitata Studios']);
    await step('"Todos" clears the pick', async () => {
      await tap(chip(canvasElement, 'Todos'));
      await expect(args.onClear).toHaveBeenCalledTimes(1);
      await expect(pressed(canvasElement)).toEqual(['Todos']);
    });
    await step('a press on Boitata Studios picks it again', async () => {
      await tap(chip(canvasElement, 'Boitata Studios'));
      await expect(args.onToggle).toHaveBeenCalledTimes(1);
      await expect(args.onToggle).toHaveBeenCalledWith(BOITATA);
      await expect(pressed(canvasElement)).toEqual(['Boitata Studios']);
    });
    await repaintAll();
  },
};

/**
 * Several studios at once (spec 7: vendorIds takes many): each picked chip is on. A press on a
 * picked one drops only that one.
 */
export const SeveralProvidersPicked: Story = {
  args: { selected: [AURORA, JAGUAR] },
  play: async ({ canvasElement, args, step }) => {
    await expect(pressed(canvasElement)).toEqual(['Aurora Gaming', 'Jaguar Play']);
    await step('Aurora Gaming dropped, Jaguar Play kept', async () => {
      await tap(chip(canvasElement, 'Aurora Gaming'));
      await expect(args.onToggle).toHaveBeenLastCalledWith(AURORA);
      await expect(pressed(canvasElement)).toEqual(['Jaguar Play']);
    });
    await step('and picked again', async () => {
      await tap(chip(canvasElement, 'Aurora Gaming'));
      await expect(args.onToggle).toHaveBeenCalledTimes(2);
      await expect(pressed(canvasElement)).toEqual(['Aurora Gaming', 'Jaguar Play']);
    });
    await expect(args.onClear).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/**
 * Fourteen providers do not fit the phone: the row scrolls sideways (no scroll bar) and the
 * last studio, Zebra Neon, is reached at its end, with the page's side padding kept.
 */
export const ScrolledToTheEnd: Story = {
  play: async ({ canvasElement, step }) => {
    const row = rowOf(canvasElement);
    const box = () => row.getBoundingClientRect();
    const zebra = () => chip(canvasElement, 'Zebra Neon').getBoundingClientRect();
    await step('the row is wider than the phone; the last studios are out of view', async () => {
      await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
      await expect(row.scrollLeft).toBe(0);
      await expect(zebra().left).toBeGreaterThan(box().right);
    });
    await step('scrolled to its end, Zebra Neon is in view and "Todos" is not', async () => {
      row.scrollLeft = row.scrollWidth;
      await waitFor(() => expect(row.scrollLeft).toBe(row.scrollWidth - row.clientWidth));
      await expect(zebra().left).toBeGreaterThanOrEqual(box().left);
      // The row's own 16 px end padding is kept after the last chip (to the sub-pixel).
      await expect(zebra().right).toBeCloseTo(box().right - 16, 0);
      await expect(chip(canvasElement, 'Todos').getBoundingClientRect().right).toBeLessThan(
        box().left,
      );
    });
    await repaintAll();
  },
};

/**
 * From the keyboard: Tab walks the chips in order, Enter and Space press them, and the focused
 * chip shows its ring (drawn inside the pill, so the scrolling row does not clip it). Here
 * Aurora Gaming was picked with Enter and Boitata Studios with Space, which keeps the focus.
 */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('Tab passes the skip link, reaches "Todos", then Aurora Gaming', async () => {
      await userEvent.tab();
      await expect(
        within(canvasElement).getByRole('link', { name: 'Pular para o conteúdo' }),
      ).toHaveFocus();
      await userEvent.tab();
      await expect(chip(canvasElement, 'Todos')).toHaveFocus();
      await userEvent.tab();
      await expect(chip(canvasElement, 'Aurora Gaming')).toHaveFocus();
    });
    await step('Enter picks Aurora Gaming', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onToggle).toHaveBeenLastCalledWith(AURORA);
      await expect(pressed(canvasElement)).toEqual(['Aurora Gaming']);
    });
    await step('Space on the next chip adds Boitata Studios', async () => {
      await userEvent.tab();
      await expect(chip(canvasElement, 'Boitata Studios')).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onToggle).toHaveBeenLastCalledWith(BOITATA);
      await expect(args.onToggle).toHaveBeenCalledTimes(2);
      await expect(pressed(canvasElement)).toEqual(['Aurora Gaming', 'Boitata Studios']);
    });
    await repaintAll();
  },
};

/** While the providers load: a few pill shapes of the same height, hidden from screen readers. */
export const Loading: Story = {
  render: () => <ProviderFilterSkeleton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Provedores' })).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    const pills = Array.from(canvasElement.querySelectorAll('main [aria-hidden="true"] > span'));
    await expect(pills).toHaveLength(4);
    // The chips' height (36 px), so the real row replaces it without moving the list.
    for (const pill of pills) await expect(pill.getBoundingClientRect().height).toBe(36);
  },
};
