import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { textStyle } from '../patterns/text.css';

/**
 * A panel with details under its words starts higher: the details already fill the column, and
 * they set the actions apart from the text on their own.
 */
export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    textAlign: 'center',
  },
  variants: {
    details: {
      true: { paddingBlockStart: vars.space.lg },
      false: { paddingBlockStart: vars.space.xl },
    },
  },
});

export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    borderRadius: vars.radius.pill,
    color: vars.color.onPrimary,
  },
  variants: {
    tone: {
      success: { background: vars.color.success },
      danger: { background: vars.color.danger },
    },
  },
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const title = style([
  textStyle({ size: 'xl', weight: 'bold', leading: 'tight', flush: true }),
  {
    // The heading takes the focus only so screen readers read the outcome; it is not a control.
    selectors: { '&:focus-visible': { outline: 'none' } },
  },
]);

export const text = textStyle({ size: 'md', leading: 'normal', color: 'textMuted', flush: true });

/** Receipts and balances read as rows, left to right, across the whole column. */
export const details = style({
  alignSelf: 'stretch',
  textAlign: 'start',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space.sm,
});

// A way on is often a link drawn as a button (the order list, back to the settings): no underline.
globalStyle(`${actions} a`, { textDecoration: 'none' });

/** With nothing between them, the actions keep a wider gap from the words. */
export const actionsApart = style({ marginBlockStart: vars.space.md });
