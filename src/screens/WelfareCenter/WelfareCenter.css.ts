import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { pageColumn, pageSection, surface, surfaceTitle } from '../../ui/Surface/surface.css';
import { textStyle, errorText, hintText } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const page = pageColumn;

export const body = style([pageSection({ gap: 'xl' }), { minWidth: 0 }]);

export const intro = hintText;

export const card = surface({ tone: 'raised', padding: 'lg', stack: 'md' });

export const section = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const sectionTitle = surfaceTitle.heading;

// My rewards: the available amount across the card, the two totals side by side.

export const figures = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' }),
  { margin: 0 },
]);

export const figure = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  { minWidth: 0 },
]);

export const figureWide = style([figure, { gridColumn: '1 / -1' }]);

export const label = textStyle({ size: 'xs', leading: 'normal', color: 'textMuted' });

/** A figure's line: the same height as its placeholder line (Skeleton text inherits it). */
export const value = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const available = style([
  value,
  { fontSize: vars.fontSize.xxl, color: vars.color.rewardText },
]);

export const action = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const note = hintText;

/**
 * The polite line under the button. Empty until a transfer is sent: taken out of the flow (no
 * gap, no jump) but kept in the accessibility tree, since a live region that appears from
 * `display: none` is not reliably announced.
 */
export const status = style([
  textStyle({ size: 'sm', leading: 'normal', flush: true }),
  {
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

export const done = style({ color: vars.color.successText, fontWeight: vars.fontWeight.medium });

export const refused = errorText;

export const earn = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' });

export const earnTitle = textStyle({ size: 'sm', weight: 'bold', leading: 'normal', flush: true });

/** A text link with a 44 px touch target (spec house rule), aligned to the text's start. */
export const link = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center' }),
  textStyle({ size: 'sm', weight: 'medium', color: 'link' }),
  {
    alignSelf: 'flex-start',
    minHeight: vars.size.touchTarget,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  },
]);

// Real-time rewards

export const list = style([
  surface({ tone: 'flat', padding: 'none' }),
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

export const row = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    gap: 'md',
    paddingBlock: 'sm',
    paddingInline: 'md',
  }),
  { selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } },
]);

export const rowText = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { flex: 1, minWidth: 0 },
]);

export const rowTitle = textStyle({ size: 'sm', weight: 'medium', leading: 'normal' });

export const rowMeta = textStyle({ size: 'xs', leading: 'normal', color: 'textMuted' });

export const rowAmount = style({
  flexShrink: 0,
  minWidth: '6em',
  textAlign: 'end',
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.rewardText,
});

// Dashboard

export const tiles = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' }),
  { margin: 0 },
]);

export const tile = style([
  surface({ tone: 'flat', padding: 'md', stack: 'xxs' }),
  { minWidth: 0 },
]);

// Visitor

export const steps = style([
  column.xs,
  textStyle({ size: 'sm', leading: 'normal', flush: true }),
  {
    paddingInlineStart: vars.space.xl,
  },
]);

export const buttons = sprinkles({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' });
