import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    borderRadius: vars.radius,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    width: { full: '100%', auto: 'auto' },
    position: ['relative', 'absolute', 'sticky'],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      danger: vars.color.dangerText,
      reward: vars.color.rewardText,
      success: vars.color.successText,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
    },
  },
});

/** Layout atoms: `sprinkles({ display: 'flex', gap: 'sm' })`. */
export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
