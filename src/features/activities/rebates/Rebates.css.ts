import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The view's card, the same box as the activity page's cards (screens/ActivityDetail). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

const pillBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

/** The phase pill: the text says the phase, the colour only repeats it. */
export const pill = styleVariants({
  claimable: [pillBase, { background: vars.color.reward, color: vars.color.onReward }],
  claimed: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.successText }],
  nothing: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.text }],
  expired: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.warningText }],
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The figures: label on the left, value on the right, one row each. */
export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const figureLabel = style({
  color: vars.color.textMuted,
});

export const figureValue = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The claim's outcome: won or refused, said in place. */
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/**
 * The live region of a won claim: present from the start (so it is announced when filled) but
 * takes no room while empty (not display:none, which would drop it from the a11y tree).
 */
export const outcomeLive = style([
  outcome,
  {
    selectors: {
      '&:empty': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        padding: 0,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
      },
    },
  },
]);

export const wonTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.successText,
});

export const refusedTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.dangerText,
});

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.link,
});
