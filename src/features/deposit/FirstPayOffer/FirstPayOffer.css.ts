import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle, noteText } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';
import { surfaceTitle } from '../../../ui/Surface/surface.css';

export const offer = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', padding: 'md' }),
  {
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.reward}`,
    background: vars.color.surfaceRaised,
  },
]);

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: vars.color.rewardText,
});

export const body = style([
  column.xxs,
  {
    minWidth: 0,
    flex: 1,
  },
]);

export const title = textStyle({
  size: 'sm',
  weight: 'bold',
  leading: 'normal',
  color: 'rewardText',
  flush: true,
});

export const reward = surfaceTitle.heading;

export const detail = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline' }),
  noteText,
  {
    columnGap: vars.space.sm,
  },
]);
