import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listRowEnd, listRowMeta } from '../../ui/ListRow/listRow.css';
import { pageColumn, pageSection, surface, surfaceTitle } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle, hintText } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export {
  listRow as row,
  listRowMain as rowMain,
  listRowTitle as rowTitle,
} from '../../ui/ListRow/listRow.css';

export const page = style([pageColumn, { paddingTop: vars.space.sm }]);

export const body = pageSection({ gap: 'lg' });

export const ended = column.sm;

export const groupTitle = textStyle({
  size: 'md',
  weight: 'bold',
  leading: 'normal',
  color: 'textMuted',
  flush: true,
});

/** Every promotion has ended: said once above "Encerradas". */
export const noneRunning = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', padding: 'lg' }),
  textStyle({ align: 'center' }),
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
]);

export const noneRunningTitle = textStyle({
  size: 'md',
  weight: 'bold',
  color: 'text',
  flush: true,
});

export const noneRunningText = hintText;

export const rowMeta = style([listRowMeta, { fontVariantNumeric: 'tabular-nums' }]);

export const rowSide = listRowEnd;

export const prompt = style([surface({ tone: 'raised', padding: 'lg' }), column.sm]);

export const promptTitle = surfaceTitle.heading;

export const promptText = hintText;

export const promptActions = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  },
]);
