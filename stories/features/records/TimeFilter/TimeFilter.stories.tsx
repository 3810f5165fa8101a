import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeFilter } from '../../../../src/features/records/TimeFilter/TimeFilter';
import { padded, repaintAll, tap, withGamesFrame } from '../../../storyKit';

const meta = {
  component: TimeFilter,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  // The lists open on the last 7 days.
  args: { value: 7, onChange: fn() },
} satisfies Meta<typeof TimeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Período' }));

/** The four periods in order and which one is pressed, as "name: pressed". */
const periods = (canvasElement: HTMLElement) =>
  group(canvasElement)
    .getAllByRole('button')
    .map((b) => `${b.textContent}: ${b.getAttribute('aria-pressed')}`);

/** The default period (7 days) pressed; a tap on "30 dias" asks for 30 days. */
export const SevenDays: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('four periods, "7 dias" pressed', async () => {
      await expect(periods(canvasElement)).toEqual([
        'Hoje: false',
        '7 dias: true',
        '30 dias: false',
        '60 dias: false',
      ]);
    });
    await step('a tap on "30 dias" asks for it', async () => {
      await tap(group(canvasElement).getByRole('button', { name: '30 dias' }));
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenCalledWith(30);
      await repaintAll();
    });
  },
};

/** Today pressed; a tap on the pressed period asks for nothing. */
export const Today: Story = {
  args: { value: 0 },
  play: async ({ args, canvasElement }) => {
    const today = group(canvasElement).getByRole('button', { name: 'Hoje' });
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await tap(today);
    await expect(args.onChange).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/** The longest period, 60 days; the keyboard reaches the others ("Hoje" with Enter). */
export const SixtyDays: Story = {
  args: { value: 60 },
  play: async ({ args, canvasElement }) => {
    await expect(periods(canvasElement)[3]).toBe('60 dias: true');
    const today = group(canvasElement).getByRole('button', { name: 'Hoje' });
    today.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(0);
    today.blur();
    await repaintAll();
  },
};

/** In the light theme: the pressed chip stands out from the others (axe checks contrast). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  args: { value: 30 },
  play: async ({ canvasElement }) => {
    const buttons = group(canvasElement).getAllByRole('button');
    await expect(buttons[2]).toHaveAttribute('aria-pressed', 'true');
    const fill = (b: Element) => getComputedStyle(b).backgroundColor;
    await expect(fill(buttons[2]!)).not.toBe(fill(buttons[1]!));
  },
};

/** On the desktop viewport the chips keep to the 500 px column. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'Período' });
    await expect(row.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    await expect(periods(canvasElement)[1]).toBe('7 dias: true');
  },
};
