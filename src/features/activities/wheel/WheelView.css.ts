import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { card, cardTitle, td as cell, text } from '../activityCard.css';
import { textStyle, hintText } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';

/** The wheel's box: square, at most 280 px, shrinking with narrow columns. */
const WHEEL_SIZE = 'min(100%, 280px)';

export const panel = style([
  column.md,
  {
    paddingTop: vars.space.md,
  },
]);

export const spinsRow = style([
  splitRow.center,
  hintText,
  {
    minHeight: vars.size.touchTarget,
  },
]);

export const spinsCount = textStyle({ size: 'lg', weight: 'bold', color: 'text', font: 'numeric' });

export const stage = style({
  position: 'relative',
  alignSelf: 'center',
  width: WHEEL_SIZE,
  aspectRatio: '1',
});

/** The turning part: only its transform changes, on its own compositor layer. */
export const rotor = style({
  width: '100%',
  height: '100%',
  willChange: 'transform',
  transformOrigin: '50% 50%',
  backfaceVisibility: 'hidden',
});

export const svg = style({ width: '100%', height: '100%' });

/** The fixed pointer at 12 o'clock, over the rim. */
export const pointer = style({
  position: 'absolute',
  top: '-6px',
  left: '50%',
  width: '28px',
  height: '32px',
  marginLeft: '-14px',
  pointerEvents: 'none',
});

export const segmentEven = style({ fill: vars.color.primary });
export const segmentOdd = style({ fill: vars.color.surfaceRaised });
export const labelEven = style({ fill: vars.color.onPrimary });
export const labelOdd = style({ fill: vars.color.text });
export const rim = style({ fill: 'none', stroke: vars.color.reward, strokeWidth: 6 });
export const hub = style({ fill: vars.color.reward });
export const hubDot = style({ fill: vars.color.onReward });
export const pointerShape = style({
  fill: vars.color.reward,
  stroke: vars.color.onReward,
  strokeWidth: 2,
});
export const label = style({
  fontFamily: vars.font.numeric,
  fontSize: '11px',
  fontWeight: vars.fontWeight.bold,
});

/** Both columns of the odds table are figures (prize, chance): they keep the numeric face. */
export const td = style([cell, { fontFamily: vars.font.numeric }]);

export const skeleton = style([
  column.md,
  {
    paddingTop: vars.space.md,
  },
]);

export const skeletonWheel = style({ alignSelf: 'center', width: WHEEL_SIZE });

// Shared with every activity card (activityCard.css.ts).
export { card, cardTitle, text };
