import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection, sectionHead } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';

export const page = pageColumn;

export const form = style({
  paddingInline: vars.space.lg,
  paddingTop: vars.space.md,
});

export const input = style([
  sprinkles({ paddingInline: 'md' }),
  textStyle({ size: 'md', color: 'text' }),
  {
    width: '100%',
    minHeight: vars.size.touchTarget,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:focus-visible': { outlineOffset: '0' },
    },
  },
]);

export const body = pageSection({ gap: 'md' });

export { sectionHead };

export const heading = style([
  textStyle({ size: 'md', weight: 'bold', flush: true }),
  {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

export const recentList = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
  },
]);

export const recentItem = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  {
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const recentQuery = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  textStyle({ size: 'md', color: 'text' }),
  {
    flex: 1,
    minWidth: 0,
    minHeight: vars.size.touchTarget,
    padding: 0,
    border: 'none',
    background: 'transparent',
    textAlign: 'left',
    cursor: 'pointer',
  },
]);

export const recentText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});

export const hint = textStyle({ size: 'sm', color: 'textMuted', flush: true });
