import { listRow } from '../../../ui/ListRow/listRow.css';
import { textStyle } from '../../../ui/patterns/text.css';

export {
  listRowMain as main,
  listRowTitle as title,
  listRowMeta as meta,
  listRowEnd as outcome,
} from '../../../ui/ListRow/listRow.css';

export const row = listRow;

export const noWin = textStyle({ size: 'sm', color: 'textMuted' });
