import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * The bar's groove. It takes the colour of what it sits on, one step apart: `sunken` on a card
 * (an activity card, the deposit four-step card, the withdraw rollover, the VIP standing),
 * `surface` on a row that is itself sunken (a task inside its list).
 */
export const track = recipe({
  base: {
    height: vars.space.sm,
    borderRadius: vars.radius.pill,
    overflow: 'hidden',
    // Forced colours drop both backgrounds: an outline keeps the groove's extent visible.
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    track: {
      sunken: { background: vars.color.surfaceSunken },
      surface: { background: vars.color.surface },
    },
  },
  defaultVariants: { track: 'sunken' },
});

/** The filled part; its width is the share done, set by the component. */
export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.pill,
    // A system colour is kept under forced colours, so the share done still shows.
    '@media': { '(forced-colors: active)': { background: 'Highlight' } },
  },
  variants: {
    tone: {
      /** Progress towards something still open (a goal, a tier, a task, a rollover). */
      primary: { background: vars.color.primary },
      /** Progress towards a bonus: the reward colour of the four-step card and the VIP goals. */
      reward: { background: vars.color.reward },
      /** Reached: a task done, a rollover complete. */
      success: { background: vars.color.success },
      /** No longer counting: a rollover that was reset. */
      muted: {
        background: vars.color.borderStrong,
        '@media': { '(forced-colors: active)': { background: 'GrayText' } },
      },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type ProgressBarVariants = NonNullable<RecipeVariants<typeof track>> &
  NonNullable<RecipeVariants<typeof fill>>;
