import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { dialogCard } from '../../ui/Dialog/Dialog.css';
import { textStyle, hintText } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  ...dialogCard,
  textAlign: 'center',
});

/** The close button in the corner, its touch target reaching into the panel's padding. */
export const close = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '64px',
    height: '64px',
    marginBlockEnd: vars.space.xs,
    borderRadius: vars.radius.pill,
    border: '2px solid currentColor',
  },
  variants: {
    tone: {
      success: { color: vars.color.successText },
      pending: { color: vars.color.warningText },
    },
  },
});

export const icon = style({
  width: '32px',
  height: '32px',
});

// 22px on the 1.5 line height (33px): 1.25 would make 27.5px lines and put everything below
// on half pixels, whose anti-aliased edges differed between screenshots.
export const title = textStyle({ size: 'xl', weight: 'bold', leading: 'normal', flush: true });

export const amount = style({
  margin: 0,
});

/** The bonus credited with the deposit, in gold under the amount. */
export const bonus = textStyle({
  size: 'md',
  weight: 'bold',
  leading: 'normal',
  color: 'rewardText',
  flush: true,
});

export const description = hintText;

export const order = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style([
  column.sm,
  {
    alignSelf: 'stretch',
    marginTop: vars.space.md,
  },
]);

/** The next deposit's offer, under the buttons, the width of the panel. */
export const next = style([
  column.xs,
  {
    alignSelf: 'stretch',
    marginBlockStart: vars.space.sm,
    textAlign: 'start',
  },
]);

export const nextTitle = textStyle({ size: 'sm', weight: 'bold', leading: 'normal', flush: true });

export const nextLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  ':focus-visible': {
    outline: `2px solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
  },
});
