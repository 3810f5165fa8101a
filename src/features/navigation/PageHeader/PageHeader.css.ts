import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { topBar } from '../../../theme/topBar.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';

/** Spec 2: pages other than the tabs show a back arrow and a title; the title stays centred. */
export const header = style([
  topBar,
  {
    display: 'grid',
    gridTemplateColumns: `${vars.size.touchTarget} minmax(0, 1fr) ${vars.size.touchTarget}`,
  },
]);

export const title = style([
  textStyle({ size: 'lg', weight: 'bold', leading: 'tight', align: 'center', flush: true }),
  {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

/** The title's placeholder while its name loads: one line, centred. */
export const titleSkeleton = style([
  sprinkles({ display: 'flex', justifyContent: 'center' }),
  textStyle({ size: 'lg' }),
]);
