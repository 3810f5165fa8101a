import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The same card as the standing above it (VipStanding.css.ts). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One reward: name, amount and when it pays on the left, the action or state on the right. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const what = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The state word of a reward with no action (claimed, nothing yet). */
export const state = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const claimed = style([state, { color: vars.color.successText }]);

/** A row's outcome (won or refused) spans the row's width under it. */
export const outcome = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

export const won = style({ color: vars.color.successText, fontWeight: vars.fontWeight.bold });

export const refused = style([outcome, { color: vars.color.dangerText }]);
