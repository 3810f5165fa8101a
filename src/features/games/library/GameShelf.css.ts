import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A titled row of the player's games, as wide as the page's content. */
export const shelf = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  minWidth: 0,
});

export const flush = style({ paddingInline: 0 });

/** Title and "Ver todos" on one row exactly one touch target tall (as the lobby's sections). */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.touchTarget,
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const allLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: '0 0 auto',
  height: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

/**
 * The box of a message (empty or failed): it holds an invisible row of tile placeholders, so it
 * is exactly as tall as the tiles it stands for and nothing moves when they come or go.
 */
export const messageBox = style({
  position: 'relative',
  display: 'grid',
});

export const ghost = style({
  visibility: 'hidden',
});

export const message = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  textAlign: 'center',
});

export const messageTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const messageText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});
