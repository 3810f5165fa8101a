import { useEffect, useRef, type PointerEvent } from 'react';
import { pathLength, scratchedEnough, type Point } from './scratchRules';
import * as styles from './ScratchView.css';

/** The canvas's own resolution (CSS stretches it over the square panel). */
const SIZE = 120;
const BRUSH = 12;

type ScratchFoilProps = {
  /** Rubbing is off (an action is in flight, the period is over). */
  disabled: boolean;
  /** Called once, when enough of the foil has been rubbed (scratchRules `scratchedEnough`). */
  onScratched: () => void;
};

/**
 * The silver foil over a hidden card, for pointer users: a finger or a mouse rubs it away and,
 * past `SCRATCH_PATH_RATIO` widths of path, the card is scratched (the same call as the
 * "Raspar" button beside it, which is the way for keyboards and screen readers: the canvas is
 * decorative and hidden from them). Rubbing follows the pointer only, so there is no animation
 * to reduce.
 */
export function ScratchFoil({ disabled, onScratched }: ScratchFoilProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ points: Point[]; length: number; fired: boolean }>({
    points: [],
    length: 0,
    fired: false,
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    // The theme's foil colours come from the canvas's own CSS (ScratchView.css.ts `foil`).
    const css = getComputedStyle(canvas);
    context.fillStyle = css.fill;
    context.fillRect(0, 0, SIZE, SIZE);
    context.strokeStyle = css.stroke;
    context.lineWidth = 2;
    for (let offset = -SIZE; offset < SIZE; offset += 10) {
      context.beginPath();
      context.moveTo(offset, SIZE);
      context.lineTo(offset + SIZE, 0);
      context.stroke();
    }
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / (box.width || 1)) * SIZE,
      y: ((event.clientY - box.top) / (box.height || 1)) * SIZE,
    };
  };

  const rub = (from: Point, to: Point) => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.globalCompositeOperation = 'destination-out';
    context.lineCap = 'round';
    context.lineWidth = BRUSH * 2;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    context.globalCompositeOperation = 'source-over';
  };

  return (
    <canvas
      ref={canvasRef}
      className={styles.foil}
      width={SIZE}
      height={SIZE}
      aria-hidden="true"
      onPointerDown={(event) => {
        if (disabled) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        const point = pointOf(event);
        stroke.current.points = [point];
        rub(point, point);
      }}
      onPointerMove={(event) => {
        const current = stroke.current;
        const last = current.points.at(-1);
        if (disabled || !last) return;
        const point = pointOf(event);
        rub(last, point);
        current.length += pathLength([last, point]);
        current.points.push(point);
        if (!current.fired && scratchedEnough(current.length, SIZE)) {
          current.fired = true;
          onScratched();
        }
      }}
      onPointerUp={() => {
        stroke.current.points = [];
      }}
      onPointerCancel={() => {
        stroke.current.points = [];
      }}
    />
  );
}
