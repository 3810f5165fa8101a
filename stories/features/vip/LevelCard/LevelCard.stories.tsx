import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VIP_LEVELS } from '../../../../mocks/data/activities';
import { LevelCard, LevelCardSkeleton } from '../../../../src/features/vip/LevelCard/LevelCard';
import { padded } from '../../../storyKit';

/** A level of the mock world's VIP table (VIP 0 to VIP 10). */
const level = (n: number) => VIP_LEVELS[n]!;

const meta = {
  component: LevelCard,
  decorators: [padded({ padding: 16 })],
  args: { level: level(3), mark: 'current', headingLevel: 3 },
} satisfies Meta<typeof LevelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's four facts as "term: value", in order. */
function facts(canvasElement: HTMLElement): string[] {
  return Array.from(canvasElement.querySelectorAll('dl > div')).map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );
}

/** The player's own level (the demo player is VIP 3): outlined and tagged "Seu nível". */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'VIP 3' })).toBeVisible();
    await expect(canvas.getByText('Seu nível')).toBeVisible();
    await expect(facts(canvasElement)).toEqual([
      'Cashback: 0,4%',
      'Apostas: R$\u00a020.000,00',
      'Depósitos: R$\u00a02.000,00',
      'Bônus de promoção: R$\u00a058,00',
    ]);
  },
};

/** A level below the player's: tagged "Alcançado". */
export const Reached: Story = {
  args: { level: level(1), mark: 'reached' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'VIP 1' })).toBeVisible();
    await expect(canvas.getByText('Alcançado')).toBeVisible();
    await expect(canvas.queryByText('Seu nível')).toBeNull();
    await expect(facts(canvasElement)[1]).toMatch(/^Apostas: R\$\s1\.000,00$/);
  },
};

/** A level still ahead (or any level for a visitor): no tag. */
export const Ahead: Story = {
  args: { level: level(4), mark: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'VIP 4' })).toBeVisible();
    await expect(canvas.queryByText('Seu nível')).toBeNull();
    await expect(canvas.queryByText('Alcançado')).toBeNull();
    await expect(facts(canvasElement)[0]).toBe('Cashback: 0,5%');
  },
};

/** The first level asks for nothing and gives no promotion bonus: "Sem exigência" three times. */
export const NoRequirements: Story = {
  args: { level: level(0), mark: 'reached' },
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toEqual([
      'Cashback: 0,1%',
      'Apostas: Sem exigência',
      'Depósitos: Sem exigência',
      'Bônus de promoção: Sem exigência',
    ]);
  },
};

/** On a level's own page the card's name is the page's h2; the top level's amounts. */
export const TopLevelOnDetailPageLightTheme: Story = {
  args: { level: level(10), mark: null, headingLevel: 2 },
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'VIP 10' })).toBeVisible();
    await expect(facts(canvasElement)).toEqual([
      'Cashback: 1,5%',
      'Apostas: R$\u00a015.000.000,00',
      'Depósitos: R$\u00a01.500.000,00',
      'Bônus de promoção: R$\u00a018.888,00',
    ]);
  },
};

/** The placeholder while the levels load: the same box, no text, hidden from readers. */
export const Loading: Story = {
  render: () => <LevelCardSkeleton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};
