import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';
import { column } from '../../../ui/patterns/layout.css';

export const section = style({
  // Below the fold: skipped until near the viewport (see GameSection.css.ts).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 140px',
  paddingInline: vars.space.lg,
});

/**
 * The banner keeps a 75:26 box (the scratch banner's shape) in every state, so neither its
 * loading nor its data moves the page.
 */
export const banner = style([
  sprinkles({ display: 'grid', alignItems: 'center', gap: 'md' }),
  {
    position: 'relative',
    gridTemplateColumns: '1fr auto',
    aspectRatio: '75 / 26',
    padding: `${vars.space.md} ${vars.space.lg}`,
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    background: `linear-gradient(120deg, ${vars.color.surfaceRaised} 0%, ${vars.color.secondary} 100%)`,
    boxShadow: `inset 0 0 0 1px ${vars.color.reward}`,
    selectors: {
      '&:has(a:focus-visible)': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
]);

export const text = style([
  column.xxs,
  {
    minWidth: 0,
  },
]);

export const title = textStyle({
  size: 'md',
  weight: 'bold',
  leading: 'tight',
  color: 'text',
  flush: true,
});

export const prizeLabel = textStyle({
  size: 'xs',
  leading: 'tight',
  color: 'textMuted',
  flush: true,
});

/** The counter: large, gold, tabular figures so the rising value never jitters. */
export const prize = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.rewardText,
  whiteSpace: 'nowrap',
});

export const side = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'xs',
});

export const art = style({
  width: '64px',
  height: '44px',
  color: vars.color.reward,
});

/** "Raspar agora": the link; its ::after stretches over the whole banner, so any tap opens it. */
export const cta = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', paddingInline: 'md' }),
  textStyle({ size: 'sm', weight: 'bold', color: 'onReward' }),
  {
    minHeight: '32px',
    borderRadius: vars.radius.pill,
    background: vars.color.reward,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0 },
    },
  },
]);

export const artPanel = style({ fill: vars.color.onReward, fillOpacity: 0.3 });

export const artScratch = style({
  fill: 'none',
  stroke: vars.color.onReward,
  strokeOpacity: 0.7,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const artCoin = style({ fill: vars.color.onReward });

export const artCoinRing = style({ fill: 'none', stroke: vars.color.reward, strokeWidth: 1.5 });
