import { listRow } from '../../../ui/ListRow/listRow.css';

export {
  listRowMain as main,
  listRowTitle as title,
  listRowMeta as meta,
  listRowEnd as outcome,
} from '../../../ui/ListRow/listRow.css';

export const row = listRow;
