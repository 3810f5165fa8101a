import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Fills the column under the page header, so the chat frame can take the rest of the height. */
export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const heading = style({
  margin: 0,
  marginTop: vars.space.xl,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** "O chat não apareceu? [Abrir em nova aba]": one line above the frame. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const hint = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const frameBox = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  // The frame's own 150 px default would otherwise set the box's height.
  minHeight: 0,
});

export const frame = style({
  flex: 1,
  display: 'block',
  width: '100%',
  border: 0,
  // The chat paints its own page; until then the page's colour, not a white flash.
  background: vars.color.background,
});

/** The loading state over the frame until its page has loaded. */
export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background,
});
