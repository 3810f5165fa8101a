import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { pageColumn, pageSection, surface, surfaceTitle } from '../../ui/Surface/surface.css';
import { textStyle } from '../../ui/patterns/text.css';

export const page = pageColumn;

export const body = pageSection({ gap: 'xl' });

export const section = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const sectionTitle = surfaceTitle.caption;

/** One card holding its rows, a line between them; the rows' hover fill keeps to its corners. */
export const list = style([
  surface({ tone: 'flat', padding: 'none' }),
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { margin: 0, padding: 0, listStyle: 'none', overflow: 'hidden' },
]);

globalStyle(`${list} > li + li`, { borderTop: `1px solid ${vars.color.border}` });

/** A row: a button, a link or (nothing to choose) a plain block, all drawn alike. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
});

/** A row that opens something (a picker, a page): the pointer, hover and focus ring. */
export const rowAction = style([
  row,
  {
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.secondary },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
    },
  },
]);

export const rowIcon = style([
  sprinkles({ display: 'inline-flex' }),
  textStyle({ color: 'textMuted' }),
]);

export const rowLabel = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
});

// The value keeps its width up to half the row and the label wraps instead ("Privacidade e
// cookies" beside "Recusados"); only a longer value is cut with an ellipsis.
export const rowValue = style([
  textStyle({ size: 'sm', color: 'textMuted' }),
  {
    flex: '0 0 auto',
    maxWidth: '50%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

/** The phone's placeholder: as wide as a masked number, one line high. */
export const valueSkeleton = style({
  display: 'inline-block',
  width: '7.5em',
  verticalAlign: 'middle',
});

export const verified = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
  textStyle({ weight: 'medium', color: 'successText' }),
]);

export const verifiedIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});

export const rowError = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'md',
    paddingInline: 'lg',
    paddingBlock: 'sm',
  }),
  textStyle({ size: 'sm', color: 'dangerText', flush: true }),
  {
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
