import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '../../../../mocks/scenarios';
import { BetTable } from '../../../../src/features/home/BetTable/BetTable';
import { withLocationProbe } from '../homeSectionKit';

const meta = {
  component: BetTable,
  decorators: [withLocationProbe],
} satisfies Meta<typeof BetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Latest bets (tab 1, the default): 6 of the 20 rows, each with the game's logo and name, the
 * masked player, the amount in gold and the multiplier. Reduced motion keeps the rows still.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Últimas apostas' });
    await step('a real table: caption, column headers, 6 rows', async () => {
      const headers = within(table).getAllByRole('columnheader');
      await expect(headers.map((h) => h.textContent)).toEqual([
        'Jogo',
        'Jogador',
        'Valor',
        'Mult.Multiplicador',
      ]);
      await expect(headers[3]).toHaveAccessibleName('Multiplicador');
      for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    });
    await step('rows: masked player, BRL amount, multiplier with a comma', async () => {
      const first = within(table).getAllByRole('row')[1]!;
      const cells = within(first).getAllByRole('cell');
      await expect(cells[1]).toHaveTextContent(/^55\*\*\*\d$/);
      await expect(cells[2]).toHaveTextContent(/^R\$\s[\d.]+,\d{2}$/);
      await expect(cells[3]).toHaveTextContent(/^\d+(,\d{1,2})?x$/);
    });
    await step('reduced motion: the rows stay put after 2 s', async () => {
      const before = within(table).getAllByRole('row')[1]!.textContent;
      await new Promise((resolve) => setTimeout(resolve, 2200));
      await expect(within(table).getAllByRole('row')[1]!.textContent).toBe(before);
    });
  },
};

/** The bet call never answers: 6 skeleton rows in a table of the final height, tabs busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.timeout } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Tipo de aposta' });
    await expect(tabs).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('tab', { name: 'Últimas apostas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Skeleton rows are hidden from assistive technology; the panel is busy instead.
    const table = canvas.getByRole('table', { name: 'Últimas apostas' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(6);
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    // A click on the other tab while loading is ignored (spec 4).
    await userEvent.click(canvas.getByRole('tab', { name: 'Grandes vitórias' }));
    await expect(canvas.getByRole('tab', { name: 'Grandes vitórias' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Big wins (tab 2): the tab loads its own list; a click on the active tab does nothing. */
export const BigWins: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const latest = await canvas.findByRole('table', { name: 'Últimas apostas' });
    await waitFor(() => expect(within(latest).getAllByRole('row')).toHaveLength(7));
    const big = canvas.getByRole('tab', { name: 'Grandes vitórias' });
    const panelBox = () => canvas.getByRole('tabpanel').getBoundingClientRect();
    const heightBefore = panelBox().height;
    await step('the big-win tab loads its list', async () => {
      await userEvent.click(big);
      await expect(big).toHaveAttribute('aria-selected', 'true');
      const table = await canvas.findByRole('table', { name: 'Grandes vitórias' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
      // Sorted by amount: the biggest win first.
      const amounts = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent ?? '');
      const values = amounts.map((a) => Number(a.replace(/[^\d,]/g, '').replace(',', '.')));
      await expect([...values].sort((a, b) => b - a)).toEqual(values);
    });
    await step('the panel keeps its height', async () => {
      await expect(panelBox().height).toBe(heightBefore);
    });
    await step('clicking the active tab changes nothing', async () => {
      await userEvent.click(big);
      await expect(big).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).not.toHaveAttribute('aria-busy');
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    });
  },
};

/** Nobody has bet yet: the empty state in the panel's place, same height. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma aposta por enquanto')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The bet call fails: the failure state with a retry, inside the same panel. */
export const Error: Story = {
  parameters: { msw: { handlers: scenarios['http-500'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
