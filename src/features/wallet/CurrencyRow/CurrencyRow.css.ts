import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The coin picture's side: the row's height follows from it, skeleton included. */
const COIN = '32px';

/*
 * One currency per row, a touch target tall at least (the coin and the padding make it 50 px):
 * coin, code, balance, and a check on the current currency, which is also outlined in primary.
 */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary },
  },
});

export const choosable = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.secondary },
  },
});

export const coin = style({
  flexShrink: 0,
  width: COIN,
  height: COIN,
  borderRadius: vars.radius.pill,
});

export const coinFallback = style([
  coin,
  { display: 'block', background: vars.color.surfaceSunken },
]);

export const code = style({
  flex: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
});

/** The balance may be long (spec 5 keeps every digit): it wraps before it overflows the row. */
export const amount = style({
  minWidth: 0,
  textAlign: 'end',
});

globalStyle(`${amount} > span`, {
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const check = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.primary,
});

/** The code's and the balance's placeholders, one line of their text each. */
export const skeletonCode = style({ flex: 1, minWidth: 0, fontSize: vars.fontSize.md });

export const skeletonAmount = style({ width: '40%', fontSize: vars.fontSize.md });
