import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export { listRowTitle as title, listRowMeta as meta } from '../../../ui/ListRow/listRow.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const line = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const detail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const reason = style([detail, { color: vars.color.dangerText }]);

/** Where the money went: the masked key or address, whole (it wraps rather than being cut). */
export const account = style([detail, { color: vars.color.text, fontFamily: vars.font.numeric }]);
