import { forwardRef, memo } from 'react';
import type { WheelPrize } from '../../../api/contract';
import { abbreviateNumber } from '../../../lib/text';
import { formatMoney } from '../../../lib/money';
import { segmentAngle } from './wheelRules';
import * as styles from './WheelView.css';

/** The drawing's box: 200 × 200 units, the wheel's radius 94 inside its rim. */
const CENTER = 100;
const RADIUS = 94;
const LABEL_RADIUS = 64;

const point = (angle: number, radius: number) => {
  // 0° is 12 o'clock, angles grow clockwise (contract LuckyWheel: segments from the pointer).
  const rad = ((angle - 90) * Math.PI) / 180;
  return `${(CENTER + radius * Math.cos(rad)).toFixed(3)} ${(CENTER + radius * Math.sin(rad)).toFixed(3)}`;
};

/**
 * A segment's label: "R$ 0,50" and "R$ 100" fit; from 1.000 on, spec 5's abbreviation in
 * pt-BR words ("R$ 1 mil").
 * The prize table beside the wheel gives every amount in full.
 */
export function segmentLabel(amount: number): string {
  if (amount >= 1000) return `R$ ${abbreviateNumber(amount)}`;
  return `R$ ${Number.isInteger(amount) ? abbreviateNumber(amount) : formatMoney(amount)}`;
}

type WheelDiscProps = { prizes: readonly WheelPrize[] };

/**
 * The wheel's face (SVG): one slice per prize, clockwise from 12 o'clock, its amount along the
 * radius. Drawn once per set of prizes (memo): a spin turns the element around it, never this.
 * Hidden from screen readers: the stage names the wheel and the odds table lists the prizes.
 */
const Face = memo(function Face({ prizes }: WheelDiscProps) {
  const seg = segmentAngle(prizes.length);
  return (
    <svg className={styles.svg} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      {prizes.map((prize, i) => {
        const start = i * seg;
        const end = start + seg;
        const large = seg > 180 ? 1 : 0;
        const path =
          prizes.length === 1
            ? `M ${CENTER} ${CENTER - RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${CENTER - 0.01} ${CENTER - RADIUS} Z`
            : `M ${CENTER} ${CENTER} L ${point(start, RADIUS)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(end, RADIUS)} Z`;
        const mid = start + seg / 2;
        const even = i % 2 === 0;
        return (
          <g key={i}>
            <path d={path} className={even ? styles.segmentEven : styles.segmentOdd} />
            <text
              className={`${styles.label} ${even ? styles.labelEven : styles.labelOdd}`}
              transform={`rotate(${mid} ${CENTER} ${CENTER})`}
              x={CENTER}
              y={CENTER - LABEL_RADIUS}
              textAnchor="middle"
              dominantBaseline="middle"
            >
              {segmentLabel(prize.amount)}
            </text>
          </g>
        );
      })}
      <circle cx={CENTER} cy={CENTER} r={RADIUS + 2} className={styles.rim} />
      <circle cx={CENTER} cy={CENTER} r={14} className={styles.hub} />
      <circle cx={CENTER} cy={CENTER} r={5} className={styles.hubDot} />
    </svg>
  );
});

/**
 * The turning wheel: the ref is the rotor, whose transform alone changes during a spin (the
 * view animates it, WheelView.tsx). `angle` is where it rests when first drawn.
 */
export const WheelDisc = forwardRef<HTMLDivElement, WheelDiscProps & { angle: number }>(
  function WheelDisc({ prizes, angle }, ref) {
    return (
      <div ref={ref} className={styles.rotor} style={{ transform: `rotate(${angle}deg)` }}>
        <Face prizes={prizes} />
      </div>
    );
  },
);

/** The fixed pointer at 12 o'clock. */
export function WheelPointer() {
  return (
    <svg className={styles.pointer} viewBox="0 0 28 32" aria-hidden="true" focusable="false">
      <path d="M2 2 H26 L14 30 Z" className={styles.pointerShape} />
    </svg>
  );
}
