import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection, sectionHead } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const form = style({
  paddingInline: vars.space.lg,
  paddingTop: vars.space.md,
});

export const input = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outlineOffset: '0' },
  },
});

export const body = pageSection({ gap: 'md' });

export { sectionHead };

export const heading = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const recentList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const recentItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const recentQuery = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
});

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

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
