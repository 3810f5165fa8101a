import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bannerCard, bottomStrip } from '../../../ui/Float/float.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { column } from '../../../ui/patterns/layout.css';

// Bottom of the 500 px column (spec 9), above the tab bar where it shows: a thumb's reach on a
// phone, and never over the header's balance. It floats over the page (no layout shift).
export const stack = bottomStrip(vars.space.sm, {
  zIndex: vars.zIndex.toast,
  paddingInline: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // The empty band around the notices must not swallow taps meant for the page.
  pointerEvents: 'none',
});

export const notice = style({
  ...bannerCard,
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const offline = style({
  borderColor: vars.color.warning,
});

export const body = style({
  flex: '1 1 12rem',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: 0,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const actions = style([
  sprinkles({ display: 'flex', gap: 'sm' }),
  {
    marginInlineStart: 'auto',
  },
]);

export const list = column.sm;
