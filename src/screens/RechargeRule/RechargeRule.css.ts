import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'xl' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const validity = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const th = style({
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

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
export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const paragraph = style({ margin: 0 });

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** The deposit link drawn as the primary button: no link underline. */
export const depositLink = style({ textDecoration: 'none' });
