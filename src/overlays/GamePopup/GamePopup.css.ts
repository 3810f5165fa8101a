import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';

/** The whole viewport (over the layer's dialog padding): a game needs every pixel. */
export const panel = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: vars.size.headerHeight,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  paddingInline: vars.space.xs,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style([
  textStyle({ size: 'md', weight: 'bold', leading: 'tight', flush: true }),
  {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

export const trial = style([
  sprinkles({ paddingInline: 'sm', paddingBlock: 'xxs' }),
  textStyle({ size: 'xs', weight: 'bold', leading: 'normal', color: 'onReward' }),
  {
    flexShrink: 0,
    marginInlineEnd: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.reward,
  },
]);

export const stage = style([
  sprinkles({ display: 'flex', flexDirection: 'column', justifyContent: 'center' }),
  {
    position: 'relative',
    flex: 1,
    minHeight: 0,
  },
]);

export const frame = recipe({
  base: {
    flex: 1,
    width: '100%',
    border: 0,
    background: vars.color.background,
  },
  variants: {
    checked: {
      true: {},
      // Loading under the "Abrindo o jogo" state until its page is known not to be the app: out
      // of the flow (the loading state keeps its place) and invisible, but still loading.
      false: { position: 'absolute', inset: 0, visibility: 'hidden' },
    },
  },
});
