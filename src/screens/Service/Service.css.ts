import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';

/** Fills the column under the page header, so the chat frame can take the rest of the height. */
export const page = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    flex: 1,
    minHeight: 0,
  },
]);

export const centered = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 'md',
    padding: 'lg',
  }),
  textStyle({ align: 'center' }),
]);

export const heading = style({
  margin: 0,
  marginTop: vars.space.xl,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = textStyle({ color: 'textMuted', flush: true });

/** "O chat não apareceu? [Abrir em nova aba]": one line above the frame. */
export const bar = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'sm',
    paddingInline: 'lg',
    paddingBlock: 'xs',
  }),
  {
    borderBottom: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
]);

export const hint = style([
  textStyle({ size: 'sm', color: 'textMuted' }),
  {
    minWidth: 0,
  },
]);

export const frameBox = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    position: 'relative',
    flex: 1,
    // The frame's own 150 px default would otherwise set the box's height.
    minHeight: 0,
  },
]);

export const frame = style({
  flex: 1,
  display: 'block',
  width: '100%',
  border: 0,
  // The chat paints its own page; until then the page's colour, not a white flash.
  background: vars.color.background,
});

/** The loading state over the frame until its page has loaded. */
export const cover = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  {
    position: 'absolute',
    inset: 0,
    background: vars.color.background,
  },
]);
