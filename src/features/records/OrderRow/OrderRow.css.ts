import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';

export { listRowTitle as title, listRowMeta as meta } from '../../../ui/ListRow/listRow.css';

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'md' }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
]);

export const line = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'md' }),
  {
    minWidth: 0,
  },
]);

export const detail = style([
  textStyle({ size: 'sm', color: 'textMuted', flush: true }),
  {
    overflowWrap: 'anywhere',
  },
]);

export const reason = style([detail, { color: vars.color.dangerText }]);

/** Where the money went: the masked key or address, whole (it wraps rather than being cut). */
export const account = style([detail, { color: vars.color.text, fontFamily: vars.font.numeric }]);
