import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'lg' });

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});
