import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'lg' });

export const stack = column.lg;

export const summary = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 'xs',
    paddingInline: 'lg',
    paddingBlock: 'xl',
  }),
  textStyle({ align: 'center' }),
  {
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
]);

export const kind = textStyle({ size: 'lg', weight: 'medium', flush: true });

export const direction = textStyle({ size: 'sm', color: 'textMuted', flush: true });

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  textStyle({ flush: true }),
  {
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
]);

export const item = style([
  sprinkles({
    display: 'flex',
    justifyContent: 'space-between',
    gap: 'md',
    paddingInline: 'lg',
    paddingBlock: 'md',
  }),
  {
    selectors: {
      '& + &': { borderTop: `1px solid ${vars.color.border}` },
    },
  },
]);

export const term = textStyle({ size: 'sm', color: 'textMuted' });

export const value = style([
  textStyle({ size: 'sm', weight: 'medium', flush: true }),
  {
    textAlign: 'right',
    overflowWrap: 'anywhere',
  },
]);

export const action = sprinkles({ display: 'flex', justifyContent: 'center' });

/** The way back drawn as a button: no link underline. */
export const backLink = style({ textDecoration: 'none' });
