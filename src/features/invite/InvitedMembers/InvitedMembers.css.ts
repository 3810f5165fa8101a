import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { listRowBase } from '../../../ui/ListRow/listRow.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The rows, the next page's placeholders and the footer, spaced as every paged list. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A row and its placeholder: two lines of text and the tag, the same height. */
export const row = style([
  listRowBase,
  { justifyContent: 'space-between', gap: vars.space.md, paddingInline: vars.space.md },
]);

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const number = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
});

export const date = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const tag = recipe({
  base: {
    flexShrink: 0,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    deposited: {
      true: { color: vars.color.successText, borderColor: vars.color.successText },
      false: { color: vars.color.textMuted },
    },
  },
});
