import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { sprinkles } from '../../../theme/sprinkles.css';
import { textStyle } from '../../../ui/patterns/text.css';

export const options = style([
  sprinkles({ display: 'grid', gap: 'xs' }),
  {
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(0, 1fr)',
  },
]);

/** One method's tile (ui ChoiceGroup): its name over its note, centred. */
export const option = style({
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  textAlign: 'center',
});

export const name = textStyle({ size: 'sm', weight: 'bold', leading: 'normal' });

export const note = textStyle({ size: 'xs', leading: 'normal', color: 'textMuted' });

export const unavailable = textStyle({
  size: 'sm',
  leading: 'normal',
  color: 'warningText',
  flush: true,
});
