import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { pageColumn, pageSection, surface, surfaceTitle } from '../../ui/Surface/surface.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'xl' });

export const card = surface({ tone: 'raised', padding: 'lg', stack: 'sm' });

export const cardTitle = surfaceTitle.heading;

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The whole link, every character visible and selectable in one go. */
export const link = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  userSelect: 'all',
  color: vars.color.text,
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const linkSkeleton = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const actions = sprinkles({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' });

export const unavailable = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.dangerText,
});

/** The way to /welfareCenter under the rewards summary: a text link with a 44 px target. */
export const welfareLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
  marginTop: `calc(-1 * ${vars.space.md})`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
