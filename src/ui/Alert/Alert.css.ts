import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * An alert box said in place of a toast: a sunken block edged in its tone's text colour. A bare
 * message takes the tone's colour itself; a titled alert colours only its title and leaves its
 * details (figures, rows) in their own colours, so it sets no text style on the box.
 */
export const alert = recipe({
  base: {
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    background: vars.color.surfaceSunken,
  },
  variants: {
    tone: {
      error: { borderColor: vars.color.dangerText },
      warning: { borderColor: vars.color.warningText },
      info: { borderColor: vars.color.borderStrong },
      success: { borderColor: vars.color.successText },
    },
    layout: {
      message: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      titled: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
    },
  },
  compoundVariants: [
    { variants: { layout: 'message', tone: 'error' }, style: { color: vars.color.dangerText } },
    { variants: { layout: 'message', tone: 'warning' }, style: { color: vars.color.warningText } },
    { variants: { layout: 'message', tone: 'info' }, style: { color: vars.color.text } },
    { variants: { layout: 'message', tone: 'success' }, style: { color: vars.color.successText } },
  ],
  defaultVariants: { tone: 'error', layout: 'message' },
});

/** A titled alert's heading: what happened, in the tone's colour. */
export const title = recipe({
  base: { margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold },
  variants: {
    tone: {
      error: { color: vars.color.dangerText },
      warning: { color: vars.color.warningText },
      info: { color: vars.color.text },
      success: { color: vars.color.successText },
    },
  },
  defaultVariants: { tone: 'error' },
});

export type AlertTone = NonNullable<NonNullable<RecipeVariants<typeof alert>>['tone']>;
