import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * A block drawn on the page: its fill, its edge, the space inside it and, for a card, its parts
 * one under another (`stack`). A block laid out otherwise (a placeholder row, a list of rows)
 * leaves `stack` out and takes its layout from the layout atoms (src/theme/sprinkles.css.ts).
 */
export const surface = recipe({
  variants: {
    tone: {
      /** A card standing on the page (a balance, the VIP level, the invite link). */
      raised: {
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.raised,
      },
      /**
       * A block inside a group (a figure tile, a card of rows): the card's fill and edge without
       * its shadow, which would stack up between neighbours.
       */
      flat: {
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surfaceRaised,
      },
      /** A row that stands in for data still loading: the plain surface, no edge. */
      placeholder: {
        borderRadius: vars.radius.md,
        background: vars.color.surface,
      },
    },
    padding: {
      none: {},
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    /** A column of parts, this far apart: sm in a card, md in a roomier one, xxs in a figure tile. */
    stack: {
      xxs: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
      sm: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
      md: { display: 'flex', flexDirection: 'column', gap: vars.space.md },
    },
  },
  defaultVariants: { tone: 'raised', padding: 'lg' },
});

export type SurfaceVariants = NonNullable<RecipeVariants<typeof surface>>;

/** The heading a surface or a page section opens with. */
export const surfaceTitle = styleVariants({
  /** The small muted name over a card's content ("Saldo total", "Seu nível"). */
  caption: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  },
  /** A section's own heading, in the text colour ("Suas recompensas", "Minhas recompensas"). */
  heading: {
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.normal,
  },
});

/** A screen's column: its header on top, its sections under it, at least the screen's height. */
export const pageColumn = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
});

/**
 * A screen's content under its header: the page margin all round and its sections one under
 * another, `gap` apart (`md` between a search box and its results, `lg` between cards of one
 * subject, `xl` between headed sections).
 */
export const pageSection = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.lg,
  },
  variants: {
    gap: {
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
      xl: { gap: vars.space.xl },
    },
  },
  defaultVariants: { gap: 'lg' },
});

/**
 * A page section's head row: its heading on the start side, a link or action ("Ver todos") on
 * the end side, at least a touch target tall so the row keeps its height with or without one.
 */
export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
});
