import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Spec 9 "table scroll count 6": the table always keeps room for 6 rows of this height. */
const ROW_HEIGHT = '48px';
const HEAD_HEIGHT = '36px';

export const section = style({
  // Below the fold: skipped until near the viewport (see GameSection.css.ts).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 460px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/**
 * The panel is exactly a header row plus 6 rows tall whatever it shows (rows, fewer rows,
 * skeletons, an empty or error state), so switching tabs or rotating never moves the page.
 */
export const panel = style({
  height: `calc(${HEAD_HEIGHT} + 6 * ${ROW_HEIGHT})`,
  marginTop: vars.space.sm,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** Figures are 12 px so the widest amount fits a phone; the game name stays 14 px. */
export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

/** Tight inner padding; the outer cells keep the panel's inset. */
const edgePadding = {
  paddingInline: vars.space.xs,
  selectors: {
    '&:first-child': { paddingLeft: vars.space.sm },
    '&:last-child': { paddingRight: vars.space.sm },
  },
} as const;

export const headCell = style({
  ...edgePadding,
  height: HEAD_HEIGHT,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  background: vars.color.surfaceRaised,
});

// Sized for the widest values of a 343 px table at 12 px figures: '55***1', 'R$ 108.632,00',
// '1.086x'; the game name takes the rest.
export const gameColumn = style({ width: '36%' });
export const playerColumn = style({ width: '17%' });
export const amountColumn = style({ width: '30%' });
export const multiplierColumn = style({ width: '17%' });

export const end = style({ textAlign: 'right' });

/** The amount cell: Money at the table's 12 px instead of its own small size. */
export const amount = style({});

globalStyle(`${amount} > span`, { fontSize: 'inherit' });

export const row = style({
  height: ROW_HEIGHT,
  borderTop: `1px solid ${vars.color.border}`,
});

export const cell = style({
  ...edgePadding,
  height: ROW_HEIGHT,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  color: vars.color.text,
});

export const game = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const logo = style({
  flex: '0 0 auto',
  width: '28px',
});

export const gameName = style({
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const player = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const multiplier = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
});

/** Empty and error states fill the panel, centred. */
export const state = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
});
