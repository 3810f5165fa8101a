import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle, hintText } from '../../ui/patterns/text.css';
import { column, splitRow } from '../../ui/patterns/layout.css';
import { surfaceTitle } from '../../ui/Surface/surface.css';

/*
 * The pieces every activity card shares (the generic /activityDetail page and each type's own
 * view): the card, its title and text, the status row and pill, a goal's progress label, the
 * claim's outcome (won or refused, said in place), the reward table. One definition, so the
 * families cannot drift apart; their progress bars are the design system's (src/ui/ProgressBar).
 */

/** A card: the player's part, a type's view, the reward table, the rules. */
export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'lg' }),
  {
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    minWidth: 0,
  },
]);

export const cardTitle = style([surfaceTitle.heading]);

export const text = style([hintText]);

/** A title (or label) on the left, a pill or figure on the right. */
export const row = style([splitRow.center]);

/** A status pill's shape; each view colours it (the text says the state, colour repeats it). */
export const pillBase = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: 'sm',
    paddingBlock: 'xxs',
  }),
  textStyle({ size: 'xs', weight: 'bold', leading: 'normal' }),
  {
    borderRadius: vars.radius.pill,
    whiteSpace: 'nowrap',
  },
]);

/**
 * The pill's tones, by what the state means to the player: nothing yet, a prize to claim, on the
 * way, done, over. A view maps its own states onto these, so one state reads alike everywhere.
 */
export const pill = styleVariants({
  neutral: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.text }],
  reward: [pillBase, { background: vars.color.reward, color: vars.color.onReward }],
  progress: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.warningText }],
  done: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.successText }],
  ended: [pillBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
});

/** A goal's progress: the label row (name left, figures right) over the bar. */
export const progress = style([column.xs]);

export const progressLabel = style([
  sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'sm' }),
  textStyle({ size: 'sm', leading: 'normal' }),
]);

/** Figures that line up (amounts, counts). */
export const numeric = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
});

/** A claim's outcome: won (reward) or refused (danger), said in place. */
export const outcome = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', padding: 'md' }),
  {
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
  },
]);

/**
 * The live region of a won claim: present from the start (so it is announced when filled) but
 * takes no room while empty (not display:none, which would drop it from the a11y tree).
 */
export const outcomeLive = style([
  outcome,
  {
    selectors: {
      '&:empty': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        padding: 0,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
      },
    },
  },
]);

/** The outcome's title: what was won, or that the claim was refused. */
export const wonTitle = style([cardTitle, { color: vars.color.rewardText }]);

export const refusedTitle = style([cardTitle, { color: vars.color.dangerText }]);

/** A reward table: the table, its caption, column header and cells (amounts on the right). */
export const table = style([
  textStyle({ size: 'sm', leading: 'normal' }),
  {
    width: '100%',
    borderCollapse: 'collapse',
  },
]);

export const caption = style([
  textStyle({ size: 'md', weight: 'bold', color: 'text' }),
  {
    textAlign: 'start',
    paddingBottom: vars.space.sm,
  },
]);

export const th = style([
  sprinkles({ paddingBlock: 'sm' }),
  textStyle({ weight: 'medium', color: 'textMuted' }),
  {
    textAlign: 'start',
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { textAlign: 'end' } },
  },
]);

export const td = style({
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { textAlign: 'end', whiteSpace: 'nowrap' },
    'tr:last-child > &': { borderBottom: 'none' },
  },
});
