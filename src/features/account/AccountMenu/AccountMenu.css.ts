import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { surface } from '../../../ui/Surface/surface.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';
import { sprinkles } from '../../../theme/sprinkles.css';

export { listRowChevron as chevron } from '../../../ui/ListRow/listRow.css';

export const section = column.sm;

export const title = textStyle({ size: 'sm', weight: 'medium', color: 'textMuted', flush: true });

export const list = style([
  surface({ tone: 'flat', padding: 'none' }),
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
    overflow: 'hidden',
  },
]);

export const item = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const link = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    gap: 'md',
    paddingInline: 'lg',
    paddingBlock: 'sm',
  }),
  textStyle({ size: 'md', color: 'text' }),
  {
    minHeight: vars.size.touchTarget,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.secondary },
    },
  },
]);

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
  color: vars.color.primary,
});

export const label = style({ flex: 1, minWidth: 0 });
