import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIRST_PAY_SETS, FOUR_STEP_SETS } from '../../../../mocks/data/promoTerms';
import { RewardTable } from '../../../../src/features/activities/RewardTable/RewardTable';
import { formatCurrency } from '../../../../src/lib/money';
import { padded } from '../../../storyKit';

/*
 * The table an activity shows its terms in, with the seed's own terms: the four-step deposit
 * steps and the first-pay offer's tiers (mocks/data/promoTerms.ts), as the activity views draw them.
 */
const meta = {
  component: RewardTable,
  decorators: [padded({ padding: 16 })],
  args: {
    caption: 'Bônus por depósito',
    columns: ['Depósito', 'Bônus', 'Até'],
    rows: FOUR_STEP_SETS.map((step, index) => ({
      key: index,
      cells: [`${index + 1}º`, `${step.rr}%`, formatCurrency(step.rla)],
    })),
  },
} satisfies Meta<typeof RewardTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its caption; a header row of column headers, then one row a term, in order. */
export const Tiers: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Bônus por depósito' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Depósito', 'Bônus', 'Até']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(FOUR_STEP_SETS.length);
    await expect(rows[0]).toHaveTextContent(/^1º100%R\$\s100,00$/);
    await expect(rows.at(-1)).toHaveTextContent(/^4º20%R\$\s500,00$/);
  },
};

/**
 * A visitor's table leaves out a player's column. A long term wraps in its column while the last
 * column's figures stay on one line, and nothing spills out. The caption's id is given, so the card
 * around it can be labelled by the same text.
 */
export const FewerColumnsLongCells: Story = {
  args: {
    caption: 'Oferta do primeiro depósito, contando do cadastro',
    captionId: 'first-pay-terms',
    columns: ['Depósito feito em até', 'Bônus'],
    rows: FIRST_PAY_SETS.map((set) => ({
      key: set.tl,
      cells: [
        `${set.tl} minutos depois do cadastro`,
        `${set.rr}% até ${formatCurrency(set.rla)}, a partir de ${formatCurrency(set.minPay)}`,
      ],
    })),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Oferta do primeiro depósito, contando do cadastro',
    });
    await expect(table).toHaveAttribute('aria-labelledby', 'first-pay-terms');
    await expect(canvasElement.querySelector('#first-pay-terms')?.tagName).toBe('CAPTION');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    const cells = within(table).getAllByRole('cell');
    await expect(cells).toHaveLength(FIRST_PAY_SETS.length * 2);
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
  },
};
