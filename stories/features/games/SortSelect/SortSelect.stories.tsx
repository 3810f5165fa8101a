import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameSortType } from '../../../../mocks/data/games';
import { SortSelect } from '../../../../src/features/games/SortSelect/SortSelect';
import { padded, repaintAll, withGamesFrame } from '../../../storyKit';

/** The options as a player reads them, in order (spec 7 sortType 0, 1, 2, 3). */
const OPTION_NAMES = ['Destaques', 'Mais jogados', 'Mais recentes', 'Nome (A–Z)'];

const meta = {
  component: SortSelect,
  args: { value: GameSortType.default, onChange: fn() },
  // Controlled like the game list does it: the choice comes back as the new value.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SortSelect
        value={value}
        onChange={(sortType) => {
          args.onChange(sortType);
          setValue(sortType);
        }}
      />
    );
  },
  decorators: [withGamesFrame, padded({ padding: 16 })],
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Ordenar por' });

/** The select shows `name`, and only that option is selected. */
async function expectChosen(canvasElement: HTMLElement, name: string) {
  const select = selectOf(canvasElement);
  await expect(select).toHaveDisplayValue(name);
  const selected = within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).selected)
    .map((option) => option.textContent);
  await expect(selected).toEqual([name]);
}

/** The catalogue's own order ("Destaques"), as a list opens: the label names the select. */
export const Featured: Story = {
  play: async ({ canvasElement, args }) => {
    const select = selectOf(canvasElement);
    await expect(within(canvasElement).getByText('Ordenar por')).toBeVisible();
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(OPTION_NAMES);
    await expectChosen(canvasElement, 'Destaques');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Most played first (sortType 1). */
export const MostPlayed: Story = {
  args: { value: GameSortType.popular },
  play: async ({ canvasElement }) => {
    await expectChosen(canvasElement, 'Mais jogados');
  },
};

/** Newest first (sortType 2). */
export const Newest: Story = {
  args: { value: GameSortType.newest },
  play: async ({ canvasElement }) => {
    await expectChosen(canvasElement, 'Mais recentes');
  },
};

/** By name, A to Z (sortType 3). */
export const NameAscending: Story = {
  args: { value: GameSortType.nameAsc },
  play: async ({ canvasElement }) => {
    await expectChosen(canvasElement, 'Nome (A–Z)');
  },
};

/**
 * The player went through every sort in the native picker and settled on "Nome (A–Z)": each
 * pick reached the list as its spec 7 sortType code, once.
 */
export const PickedByPlayer: Story = {
  play: async ({ canvasElement, args, step }) => {
    const select = selectOf(canvasElement);
    const picks: [string, number][] = [
      ['Mais jogados', GameSortType.popular],
      ['Mais recentes', GameSortType.newest],
      ['Destaques', GameSortType.default],
      ['Nome (A–Z)', GameSortType.nameAsc],
    ];
    for (const [name, code] of picks) {
      await step(`"${name}" is sortType ${code}`, async () => {
        await userEvent.selectOptions(select, name);
        await expect(args.onChange).toHaveBeenLastCalledWith(code);
        await expectChosen(canvasElement, name);
      });
    }
    await expect(args.onChange).toHaveBeenCalledTimes(picks.length);
    // Drawn at rest, as after the native picker closes: no focus ring in the picture.
    select.blur();
    await repaintAll();
  },
};
