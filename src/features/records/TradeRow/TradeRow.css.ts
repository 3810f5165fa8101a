import { style } from '@vanilla-extract/css';
import { listRow } from '../../../ui/ListRow/listRow.css';

export {
  listRowMain as main,
  listRowTitle as title,
  listRowMeta as meta,
  listRowChevron as chevron,
} from '../../../ui/ListRow/listRow.css';

/** The whole row is the link to the detail; its focus ring is drawn inside the row's fill. */
export const row = style([
  listRow,
  {
    textDecoration: 'none',
    selectors: {
      '&:focus-visible': { outlineOffset: '-2px' },
    },
  },
]);
