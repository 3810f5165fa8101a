import { pageColumn, pageSection } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { column } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'lg' });

export const skeleton = column.xl;

export const skeletonRow = sprinkles({ display: 'flex', alignItems: 'center', gap: 'md' });
