import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { listRowBase } from '../../../ui/ListRow/listRow.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';

export { listRowMain as main, listRowChevron as chevron } from '../../../ui/ListRow/listRow.css';

/** The dot's column, the same width read or not, so titles line up down the list. */
const DOT_COLUMN = '12px';

/** Taller than a record row, with the dot's column before the text. */
export const row = style([
  listRowBase,
  {
    position: 'relative',
    gap: vars.space.sm,
    minHeight: '72px',
    paddingInlineStart: `calc(${vars.space.sm} * 2 + ${DOT_COLUMN})`,
    paddingInlineEnd: vars.space.md,
  },
]);

export const top = sprinkles({ display: 'flex', alignItems: 'baseline', gap: 'sm' });

/*
 * The title is the button; its ::after covers the whole row (positioned against the row), so a
 * tap on the date, the text or the chevron opens the message too, and the focus ring is drawn
 * around the row rather than the title.
 */
export const title = style({
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.md,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

/** An unread message's title stands out in bold, beside its red dot. */
export const titleUnread = style([title, { fontWeight: vars.fontWeight.bold }]);

/** The red dot, in its column at the row's left edge, centred on the row. */
export const dot = style([
  sprinkles({ display: 'inline-flex', justifyContent: 'center' }),
  {
    position: 'absolute',
    top: '50%',
    left: vars.space.sm,
    width: DOT_COLUMN,
    transform: 'translateY(-50%)',
  },
]);

export const date = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const excerpt = style([
  textStyle({ size: 'sm', color: 'textMuted' }),
  {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);
