import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { pageColumn, pageSection, surface, surfaceTitle } from '../../ui/Surface/surface.css';
import { textStyle, errorText, hintText } from '../../ui/patterns/text.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'xl' });

export const card = surface({ tone: 'raised', padding: 'lg', stack: 'sm' });

export const cardTitle = surfaceTitle.heading;

export const hint = hintText;

/** The whole link, every character visible and selectable in one go. */
export const link = style([
  sprinkles({ padding: 'sm' }),
  textStyle({ size: 'sm', leading: 'normal', color: 'text', font: 'numeric', flush: true }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  },
]);

export const code = hintText;

export const linkSkeleton = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const actions = sprinkles({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' });

export const unavailable = errorText;

/** The way to /welfareCenter under the rewards summary: a text link with a 44 px target. */
export const welfareLink = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  textStyle({ size: 'sm', weight: 'medium', leading: 'normal', color: 'link' }),
  {
    alignSelf: 'flex-start',
    minHeight: vars.size.touchTarget,
    marginTop: `calc(-1 * ${vars.space.md})`,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  },
]);
