import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { topBar } from '../../../theme/topBar.css';

/** Spec 2: pages other than the tabs show a back arrow and a title; the title stays centred. */
export const header = style([
  topBar,
  {
    display: 'grid',
    gridTemplateColumns: `${vars.size.touchTarget} minmax(0, 1fr) ${vars.size.touchTarget}`,
  },
]);

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
