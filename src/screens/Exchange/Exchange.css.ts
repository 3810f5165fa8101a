import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'lg' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
});

/** The loading placeholders, laid out like the form they stand in for. */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const skeletonSwap = style({
  display: 'flex',
  justifyContent: 'center',
});
