import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { pageSection, surface, surfaceTitle } from '../../ui/Surface/surface.css';
import { textStyle, hintText } from '../../ui/patterns/text.css';

export const page = pageSection({ gap: 'lg' });

export const card = surface({ tone: 'raised', padding: 'lg', stack: 'sm' });

export const cardTitle = surfaceTitle.caption;

/** The total's line, as tall with the amount as with its placeholder. */
export const total = style([
  textStyle({ size: 'xl', leading: 'tight', flush: true }),
  {
    minHeight: `calc(${vars.fontSize.xl} * ${vars.lineHeight.tight})`,
    overflowWrap: 'anywhere',
  },
]);

export const note = hintText;

export const actions = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 3, gap: 'sm' }),
  { paddingTop: vars.space.xs },
]);

export const action = style({
  textDecoration: 'none',
  paddingInline: vars.space.sm,
});

export const actionIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
});

/** A part that failed to load: what happened, and the retry beside it. */
export const failed = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
  flexWrap: 'wrap',
});

export const vip = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const retry = sprinkles({ display: 'flex', justifyContent: 'flex-end' });
