import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { ScratchFoil } from '../../../../src/features/activities/scratch/ScratchFoil';
import { SCRATCH_PATH_RATIO } from '../../../../src/features/activities/scratch/scratchRules';
import * as scratchStyles from '../../../../src/features/activities/scratch/ScratchView.css';
import { t } from '../../../../src/i18n/t';
import { padded, repaintAll, withGamesFrame } from '../../../storyKit';
import '../../../../src/i18n/messages/scratch';

/** The canvas's own units (ScratchFoil: 120 × 120, stretched over the panel). */
const FOIL_UNITS = 120;

type FoilPanelProps = Parameters<typeof ScratchFoil>[0];

/**
 * The foil over a hidden card's square, as the scratch view's card tile stacks them: the "?"
 * mark below it, the tile's name above. The view's "Raspar" button (the way for keyboards and
 * screen readers) is left out: this story is about rubbing.
 */
function FoilPanel(props: FoilPanelProps) {
  return (
    <div className={scratchStyles.tile} style={{ width: 160 }}>
      <p className={scratchStyles.tileTitle}>{t('scratch.card', { number: 1 })}</p>
      <div className={scratchStyles.panel}>
        <span className={scratchStyles.hiddenMark} aria-hidden="true">
          ?
        </span>
        <span className="visually-hidden">{t('scratch.card.hidden')}</span>
        <ScratchFoil {...props} />
      </div>
    </div>
  );
}

const meta = {
  component: FoilPanel,
  decorators: [padded({ padding: 16 }), withGamesFrame],
  args: { disabled: false, onScratched: fn() },
} satisfies Meta<typeof FoilPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The foil, once painted: the canvas is drawn in an effect after the first render, which may
 * come after the play starts; a stroke before it would rub an empty canvas that is then painted
 * over.
 */
async function findFoil(canvasElement: HTMLElement): Promise<HTMLCanvasElement> {
  const canvas = canvasElement.querySelector('canvas') as HTMLCanvasElement;
  await waitFor(() => expect(alphaAt(canvas, 1, 1)).toBe(255));
  return canvas;
}

/**
 * A finger's stroke through `points` (in the foil's units): down on the first, moved through
 * the rest, lifted. Pointer 1 is the mouse, which Chromium always knows, so the foil's pointer
 * capture is accepted.
 */
function rub(canvas: HTMLCanvasElement, points: readonly [number, number][]): void {
  const box = canvas.getBoundingClientRect();
  const at = ([x, y]: [number, number]) => ({
    pointerId: 1,
    clientX: box.left + (x / FOIL_UNITS) * box.width,
    clientY: box.top + (y / FOIL_UNITS) * box.height,
  });
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(canvas, at(first));
  for (const point of rest) fireEvent.pointerMove(canvas, at(point));
  fireEvent.pointerUp(canvas, at(rest.at(-1) ?? first));
}

/** How opaque the foil is at (x, y) in its own units: 255 untouched, 0 rubbed away. */
function alphaAt(canvas: HTMLCanvasElement, x: number, y: number): number {
  return canvas.getContext('2d')?.getImageData(x, y, 1, 1).data[3] ?? -1;
}

/**
 * Untouched: silver with diagonal lines over the whole square, in the theme's colours (the
 * canvas reads them from its own CSS). Decoration: hidden from screen readers, which hear that
 * the card is hidden.
 */
export const Untouched: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await findFoil(canvasElement);
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('Raspadinha 1')).toBeVisible();
    await expect(alphaAt(canvas, 5, 60)).toBe(255);
    await expect(alphaAt(canvas, 60, 60)).toBe(255);
    // Covers the panel inside its border, edge to edge.
    const panel = canvas.parentElement!;
    const box = canvas.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([panel.clientWidth, panel.clientHeight]);
    await expect(args.onScratched).not.toHaveBeenCalled();
  },
};

/**
 * One stroke across the middle: the "?" shows through the rubbed band, but the path (one width
 * of the foil) is short of the SCRATCH_PATH_RATIO widths that scratch the card.
 */
export const PartlyRubbed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await findFoil(canvasElement);
    rub(canvas, [
      [10, 60],
      [40, 60],
      [70, 60],
      [110, 60],
    ]);
    await expect(alphaAt(canvas, 60, 60)).toBe(0);
    await expect(alphaAt(canvas, 60, 10)).toBe(255);
    await expect(args.onScratched).not.toHaveBeenCalled();
    await repaintAll();
  },
};

/**
 * Rubbed past the threshold (a zigzag over the square): the card is scratched, once, however
 * long the finger goes on. The view then asks the server and shows the prize in place.
 */
export const Scratched: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await findFoil(canvasElement);
    const zigzag: [number, number][] = [
      [10, 20],
      [110, 20],
      [10, 60],
      [110, 60],
      [10, 100],
      [110, 100],
    ];
    // The first line alone (100 units) is short of the threshold.
    await expect(100).toBeLessThan(FOIL_UNITS * SCRATCH_PATH_RATIO);
    rub(canvas, zigzag.slice(0, 2));
    await expect(args.onScratched).not.toHaveBeenCalled();
    // A new stroke adds to the same count: the whole zigzag is well past it.
    rub(canvas, zigzag);
    await expect(args.onScratched).toHaveBeenCalledTimes(1);
    rub(canvas, zigzag);
    await expect(args.onScratched).toHaveBeenCalledTimes(1);
    await expect(alphaAt(canvas, 60, 100)).toBe(0);
    await repaintAll();
  },
};

/**
 * Rubbing is off (a claim is in flight, or the period ended): a stroke leaves the foil whole
 * and scratches nothing.
 */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = await findFoil(canvasElement);
    rub(canvas, [
      [10, 20],
      [110, 20],
      [10, 60],
      [110, 60],
      [10, 100],
      [110, 100],
    ]);
    await expect(alphaAt(canvas, 60, 60)).toBe(255);
    await expect(args.onScratched).not.toHaveBeenCalled();
  },
};

/** The foil in the light theme, half rubbed. */
export const PartlyRubbedLightTheme: Story = {
  ...PartlyRubbed,
  globals: { theme: 'light' },
};
