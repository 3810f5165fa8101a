import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { wheel } from '../../../../mocks/world/activities';
import { WheelDisc, WheelPointer } from '../../../../src/features/activities/wheel/WheelDisc';
import { landingAngle, segmentAt } from '../../../../src/features/activities/wheel/wheelRules';
import * as wheelStyles from '../../../../src/features/activities/wheel/WheelView.css';
import { padded, withGamesFrame } from '../../../storyKit';

/** The mock world's lucky turntable (R$ 0,50 to R$ 100) and month wheel (ten times that). */
const TURNTABLE = wheel('turntable', null).prizes;
const MONTH = wheel('month', null).prizes;

type WheelStageProps = Parameters<typeof WheelDisc>[0];

/**
 * The face and the pointer as the wheel view stacks them (its stage: a square of at most
 * 280 px). The view names the stage and lists the odds beside it; here the story names it.
 */
function WheelStage({ prizes, angle }: WheelStageProps) {
  return (
    <div
      className={wheelStyles.stage}
      role="img"
      aria-label={`Roleta com ${prizes.length} prêmios`}
      style={{ margin: '8px auto 0' }}
    >
      <WheelDisc prizes={prizes} angle={angle} />
      <WheelPointer />
    </div>
  );
}

const meta = {
  component: WheelStage,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { prizes: TURNTABLE, angle: 0 },
} satisfies Meta<typeof WheelStage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stage = (canvasElement: HTMLElement, count: number) =>
  within(canvasElement).getByRole('img', { name: `Roleta com ${count} prêmios` });

/** The labels of the face in drawing order (clockwise from 12 o'clock). */
const labels = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('text'), (text) => text.textContent);

/**
 * At rest before any spin: eight slices clockwise from the pointer, alternating colours, each
 * amount along its radius ("R$ 0,50" keeps its cents, whole reais do not). The drawing is
 * hidden from screen readers: the stage's name and the odds table speak for it.
 */
export const AtRest: Story = {
  play: async ({ canvasElement, step }) => {
    const root = stage(canvasElement, 8);
    await step('one slice per prize, in order from the pointer', async () => {
      await expect(root.querySelectorAll('path')).toHaveLength(8 + 1);
      await expect(labels(root)).toEqual([
        'R$ 0,50',
        'R$ 1',
        'R$ 2',
        'R$ 5',
        'R$ 10',
        'R$ 20',
        'R$ 50',
        'R$ 100',
      ]);
    });
    await step('decoration under a named stage', async () => {
      for (const svg of root.querySelectorAll('svg')) {
        await expect(svg).toHaveAttribute('aria-hidden', 'true');
        await expect(svg).toHaveAttribute('focusable', 'false');
      }
    });
    await step('the pointer at 12 o’clock, over the rim, the rotor unturned', async () => {
      const rotor = root.firstElementChild as HTMLElement;
      await expect(rotor.style.transform).toBe('rotate(0deg)');
      const pointer = root.lastElementChild!.getBoundingClientRect();
      const box = root.getBoundingClientRect();
      const offCentre = pointer.left + pointer.width / 2 - (box.left + box.width / 2);
      await expect(Math.abs(offCentre)).toBeLessThan(1);
      await expect(pointer.top).toBeLessThan(box.top);
    });
  },
};

/**
 * Where a spin that won R$ 50 rests (the seventh slice under the pointer): only the rotor's
 * transform differs from the wheel at rest; the face is drawn the same.
 */
export const StoppedOnPrize: Story = {
  args: { angle: landingAngle(0, 6, 8) },
  play: async ({ args, canvasElement }) => {
    const root = stage(canvasElement, 8);
    const rotor = root.firstElementChild as HTMLElement;
    await expect(rotor.style.transform).toBe(`rotate(${args.angle}deg)`);
    await expect(segmentAt(args.angle, 8)).toBe(6);
    await expect(labels(root)[6]).toBe('R$ 50');
  },
};

/**
 * The month wheel pays ten times the turntable: from R$ 1.000 on, a slice says spec 5's
 * abbreviation in pt-BR words so it fits along the radius (the odds table gives it in full).
 */
export const MonthWheelLightTheme: Story = {
  globals: { theme: 'light' },
  args: { prizes: MONTH },
  play: async ({ canvasElement }) => {
    const root = stage(canvasElement, 8);
    await expect(labels(root)).toEqual([
      'R$ 5',
      'R$ 10',
      'R$ 20',
      'R$ 50',
      'R$ 100',
      'R$ 200',
      'R$ 500',
      'R$ 1\u00a0mil',
    ]);
  },
};

/** A single prize fills the whole face (a full circle, not a slice). */
export const OnePrize: Story = {
  args: { prizes: TURNTABLE.slice(7) },
  play: async ({ canvasElement }) => {
    const root = stage(canvasElement, 1);
    const slice = root.querySelector('path');
    await expect(slice?.getAttribute('d')).toMatch(/^M 100 6 A 94 94 0 1 1 /);
    await expect(labels(root)).toEqual(['R$ 100']);
  },
};
