import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
});

export const socialLogo = style({
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  // A hairline ring keeps a dark logo apart from the dark footer.
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

/** A logo that failed to load: the network's initial on a plain disc. */
export const socialFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontWeight: vars.fontWeight.bold,
});

export const age = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.pageMaxWidth,
  textAlign: 'start',
});

/** The 18+ roundel, drawn as a ring in the danger text colour. */
export const ageBadge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: `2px solid ${vars.color.dangerText}`,
  borderRadius: vars.radius.pill,
  color: vars.color.dangerText,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const ageText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  lineHeight: vars.lineHeight.normal,
});

export const ageTitle = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const copyright = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
});

/** The documents: a wrapping row of links, each a full touch target tall. */
export const documents = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const document = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
