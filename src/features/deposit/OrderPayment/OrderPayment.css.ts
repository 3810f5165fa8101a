import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surface, surfaceTitle } from '../../../ui/Surface/surface.css';
import { textStyle, hintText } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const view = column.lg;

// Focused by script when the view opens (a starting point, not a control): no ring.
export const title = style([
  textStyle({ size: 'lg', weight: 'bold', leading: 'normal', flush: true }),
  {
    outline: 'none',
  },
]);

export const facts = style([
  surface({ tone: 'flat', padding: 'md' }),
  sprinkles({ display: 'grid', alignItems: 'baseline' }),
  textStyle({ flush: true }),
  {
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
  },
]);

export const term = textStyle({ size: 'sm', color: 'textMuted' });

export const value = style([
  textStyle({ size: 'md', weight: 'medium', flush: true }),
  {
    justifySelf: 'end',
    textAlign: 'end',
    overflowWrap: 'anywhere',
  },
]);

export const steps = hintText;

export const warning = style([
  sprinkles({ padding: 'sm' }),
  textStyle({ size: 'sm', leading: 'normal', color: 'warningText', flush: true }),
  {
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.warning}`,
  },
]);

export const status = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 'xs' }),
  textStyle({
    size: 'sm',
    weight: 'medium',
    leading: 'normal',
    color: 'textMuted',
    align: 'center',
    flush: true,
  }),
]);

export const statusIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
});

export const outcome = style([
  surface({ tone: 'flat', padding: 'lg' }),
  column.sm,
  textStyle({ align: 'center' }),
]);

export const outcomeTitle = surfaceTitle.heading;

export const outcomeText = hintText;

/** The card page link, drawn as the primary button (ui/Button's recipe) without an underline. */
/** The bonus credited with the deposit: the win of the deposit, in gold. */
export const bonus = textStyle({
  size: 'lg',
  weight: 'bold',
  leading: 'normal',
  color: 'rewardText',
  flush: true,
});

export const payLink = style({ textDecoration: 'none' });

export const actions = column.sm;
