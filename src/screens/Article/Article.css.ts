import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    overflow: 'hidden',
  },
]);

/** One article: logo, title, chevron; the whole row is the link (one touch target). */
export const row = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    gap: 'md',
    paddingInline: 'lg',
    paddingBlock: 'md',
  }),
  textStyle({ color: 'text' }),
  {
    minHeight: vars.size.touchTarget,
    textDecoration: 'none',
    selectors: {
      'li + li > &, div + &': { borderTop: `1px solid ${vars.color.border}` },
      '&:hover': { background: vars.color.surfaceRaised },
      '&:focus-visible': { outlineOffset: '-2px' },
    },
  },
]);

export const logo = style({
  flexShrink: 0,
  width: vars.size.iconLg,
});

export const rowTitle = style([
  textStyle({ size: 'md', weight: 'medium' }),
  {
    flex: 1,
    minWidth: 0,
  },
]);

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});

// The list shares the single article's page and body (one column, the same gaps).
export { page, body } from '../../features/content/ArticleFrame/ArticleFrame.css';
