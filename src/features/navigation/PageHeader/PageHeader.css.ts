import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Spec 2: pages other than the tabs show a back arrow and a title; the title stays centred. */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'grid',
  gridTemplateColumns: `${vars.size.touchTarget} minmax(0, 1fr) ${vars.size.touchTarget}`,
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.headerHeight,
  paddingInline: vars.space.xs,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  overflow: 'hidden',
  textAlign: 'center',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** The title's placeholder while its name loads: one line, centred. */
export const titleSkeleton = style({
  display: 'flex',
  justifyContent: 'center',
  fontSize: vars.fontSize.lg,
});
