import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'xl' });

export const section = column.md;

export const validity = textStyle({ size: 'sm', color: 'textMuted', flush: true });

export const heading = textStyle({ size: 'md', weight: 'bold', flush: true });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const th = style([
  sprinkles({ padding: 'sm' }),
  textStyle({ weight: 'medium', color: 'textMuted', align: 'center' }),
  {
    background: vars.color.surfaceRaised,
  },
]);

export const td = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const rate = style({
  color: vars.color.rewardText,
  fontWeight: vars.fontWeight.bold,
});

/** The rules as plain paragraphs: pre-line keeps any line break inside a paragraph. */
export const rules = style([
  column.sm,
  textStyle({ size: 'sm', leading: 'normal', color: 'text', flush: true }),
  {
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
]);

export const paragraph = style({ margin: 0 });

export const skeleton = column.lg;

/** The deposit link drawn as the primary button: no link underline. */
export const depositLink = style({ textDecoration: 'none' });
