import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { surface, surfaceTitle } from '../../../ui/Surface/surface.css';
import { textStyle, noteText } from '../../../ui/patterns/text.css';

export const card = surface({ tone: 'raised', padding: 'lg', stack: 'sm' });

export const title = surfaceTitle.caption;

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

/** One reward: name, amount and when it pays on the left, the action or state on the right. */
export const row = style([
  sprinkles({ display: 'grid', alignItems: 'center', paddingBlock: 'sm' }),
  {
    gridTemplateColumns: '1fr auto',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    minHeight: vars.size.touchTarget,
    selectors: {
      '& + &': { borderTop: `1px solid ${vars.color.border}` },
    },
  },
]);

export const what = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { minWidth: 0 },
]);

export const name = textStyle({ size: 'sm', weight: 'bold', leading: 'normal', flush: true });

export const note = noteText;

/** The state word of a reward with no action (claimed, nothing yet). */
export const state = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const claimed = style([state, { color: vars.color.successText }]);

/** A row's outcome (won or refused) spans the row's width under it. */
export const outcome = style([
  textStyle({ size: 'xs', leading: 'normal', flush: true }),
  {
    gridColumn: '1 / -1',
    selectors: {
      '&:empty': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clipPath: 'inset(50%)',
      },
    },
  },
]);

export const won = style({ color: vars.color.successText, fontWeight: vars.fontWeight.bold });

export const refused = style([outcome, { color: vars.color.dangerText }]);
