import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column, splitRow } from '../../../ui/patterns/layout.css';
import { tagShape } from '../../../ui/patterns/tag.css';

/**
 * The card's box. Its height follows from its fixed lines (a one-line head, four one-line
 * facts), so every card of the carousel and the placeholder are the same height.
 */
export const card = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    height: '100%',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `2px solid ${vars.color.border}`,
    background: `linear-gradient(160deg, ${vars.color.surfaceRaised} 0%, ${vars.color.surface} 100%)`,
    boxShadow: vars.shadow.raised,
  },
  variants: {
    current: {
      true: { borderColor: vars.color.reward },
      false: {},
    },
  },
});

export const head = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  {
    minWidth: 0,
  },
]);

/** The level number in a gold disc. */
export const medal = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.pill,
  background: vars.color.reward,
  color: vars.color.onReward,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** One line: a long server name ends in an ellipsis instead of growing the card. */
export const name = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const tag = recipe({
  base: tagShape,
  variants: {
    mark: {
      current: { background: vars.color.reward, color: vars.color.onReward },
      reached: { border: `1px solid ${vars.color.border}`, color: vars.color.textMuted },
    },
  },
});

export const facts = style([column.xs, textStyle({ flush: true })]);

export const fact = style([
  splitRow.baseline,
  textStyle({ size: 'sm', leading: 'normal' }),
  {
    whiteSpace: 'nowrap',
  },
]);

globalStyle(`${fact} > dt`, { color: vars.color.textMuted });
globalStyle(`${fact} > dd`, { margin: 0 });

export const value = style({
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
