import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

/** Gold reward surface: the one place on the form that talks about money to win. */
export const banner = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', padding: 'md' }),
  textStyle({ color: 'onReward' }),
  {
    borderRadius: vars.radius.lg,
    background: vars.color.reward,
    boxShadow: vars.shadow.raised,
  },
]);

export const medal = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  textStyle({ color: 'reward' }),
  {
    flexShrink: 0,
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    borderRadius: vars.radius.pill,
    background: vars.color.onReward,
  },
]);

export const glyph = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const text = style([
  column.xxs,
  {
    minWidth: 0,
  },
]);

export const title = textStyle({ size: 'md', weight: 'bold', leading: 'tight', flush: true });

export const description = textStyle({ size: 'sm', leading: 'normal', flush: true });
