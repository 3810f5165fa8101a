import { style } from '@vanilla-extract/css';
import { listRow } from '../../../ui/ListRow/listRow.css';
import { vars } from '../../../theme/contract.css';

export {
  listRowMain as main,
  listRowTitle as title,
  listRowMeta as meta,
} from '../../../ui/ListRow/listRow.css';

export const row = listRow;

/** The amount over its status, right-aligned so the figures of every row line up. */
export const outcome = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
});
