import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export { listRowChevron as chevron } from '../../../ui/ListRow/listRow.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.secondary },
  },
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
  color: vars.color.primary,
});

export const label = style({ flex: 1, minWidth: 0 });
