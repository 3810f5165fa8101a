import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

/** One article: logo, title, chevron; the whole row is the link (one touch target). */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    'li + li > &, div + &': { borderTop: `1px solid ${vars.color.border}` },
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const logo = style({
  flexShrink: 0,
  width: vars.size.iconLg,
});

export const rowTitle = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});

// The list shares the single article's page and body (one column, the same gaps).
export { page, body } from '../../features/content/ArticleFrame/ArticleFrame.css';
