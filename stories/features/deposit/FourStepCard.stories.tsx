import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  FOUR_PAY_ACTIVITY,
  FOUR_PAY_ACTIVITY_DONE,
  FOUR_PAY_ACTIVITY_FRESH,
} from '../../../mocks/data/activities';
import { FourStepCard } from '../../../src/features/deposit/FourStepCard/FourStepCard';
import { fourStepView } from '../../../src/features/deposit/fourStep';
import { FIXED_NOW } from '../../../.storybook/clock';
import { padded } from '../../storyKit';

/** The mock world's four-step activity after `done` deposits, as the card reads it at the story's instant. */
const after = (done: number) =>
  fourStepView({ ...FOUR_PAY_ACTIVITY, paySuccessTimes: done }, FIXED_NOW);

const meta = {
  component: FourStepCard,
  decorators: [padded({ padding: 16 })],
  args: { view: fourStepView(FOUR_PAY_ACTIVITY_FRESH, FIXED_NOW), onEnd: fn() },
} satisfies Meta<typeof FourStepCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Bônus de 4 depósitos' }));

/** The steps, in order, as "state: text". */
const steps = (canvasElement: HTMLElement) =>
  card(canvasElement)
    .getAllByRole('listitem')
    .map((li) => `${li.ariaCurrent === 'step' ? 'next' : '-'}: ${li.textContent}`);

/** No deposit yet (paySuccessTimes 0): an empty bar, the first deposit next at 100 % up to R$ 100. */
export const StepZero: Story = {
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('0 de 4 depósitos feitos')).toBeVisible();
    await expect(card(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(steps(canvasElement)).toEqual([
      'next: 1º depósito100%até R$\u00a0100,00Próximo',
      '-: 2º depósito50%até R$\u00a0200,00',
      '-: 3º depósito30%até R$\u00a0300,00',
      '-: 4º depósito20%até R$\u00a0500,00',
    ]);
    await expect(card(canvasElement).getByRole('timer')).toHaveAccessibleName(
      'Tempo restante: 5d 06:00:00',
    );
  },
};

/** One deposit made: the first step done, the second next. */
export const StepOne: Story = {
  args: { view: after(1) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('1 de 4 depósitos feitos')).toBeVisible();
    await expect(card(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '1 de 4 depósitos feitos',
    );
    await expect(steps(canvasElement).slice(0, 2)).toEqual([
      '-: 1º depósito100%até R$\u00a0100,00Feito',
      'next: 2º depósito50%até R$\u00a0200,00Próximo',
    ]);
  },
};

/** Two deposits made: half the bar, the third step next. */
export const StepTwo: Story = {
  args: { view: after(2) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await expect(steps(canvasElement)[2]).toBe('next: 3º depósito30%até R$\u00a0300,00Próximo');
  },
};

/** Three deposits made: the last step next. */
export const StepThree: Story = {
  args: { view: after(3) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('3 de 4 depósitos feitos')).toBeVisible();
    await expect(steps(canvasElement)[3]).toBe('next: 4º depósito20%até R$\u00a0500,00Próximo');
    await expect(steps(canvasElement).filter((s) => s.endsWith('Feito'))).toHaveLength(3);
  },
};

/** All four deposits made (spec 4): no card at all. */
export const HiddenAtFour: Story = {
  args: { view: fourStepView(FOUR_PAY_ACTIVITY_DONE, FIXED_NOW) },
  play: async ({ args, canvasElement }) => {
    await expect(args.view).toBeNull();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
