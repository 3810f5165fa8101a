import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fromScale = <K extends string>(
  scale: Record<K, string>,
  property: 'fontSize' | 'fontWeight' | 'lineHeight' | 'color' | 'fontFamily',
) =>
  Object.fromEntries(
    Object.entries(scale).map(([key, value]) => [key, { [property]: value }]),
  ) as Record<K, Record<typeof property, string>>;

/**
 * The type of a line of text, in tokens: `text({ size: 'sm', leading: 'normal', color: 'textMuted' })`
 * is the muted hint under a field or a figure. The layout atoms' counterpart for type
 * (src/theme/sprinkles.css.ts says how a block lays out, this says how its words look): every
 * domain's labels, hints, titles and figures take their size, weight, line height and colour from
 * here instead of re-declaring them. Each variant sets one property, so a style file composes
 * it with what is its own (`style([text({...}), { overflowWrap: 'anywhere' }])`) and sets none
 * of these properties again: an element takes each property from one place.
 */
export const textStyle = recipe({
  variants: {
    size: fromScale(vars.fontSize, 'fontSize'),
    weight: fromScale(vars.fontWeight, 'fontWeight'),
    leading: fromScale(vars.lineHeight, 'lineHeight'),
    color: fromScale(vars.color, 'color'),
    font: fromScale(vars.font, 'fontFamily'),
    /** A paragraph or heading with its browser margin taken off, placed by its parent's gap. */
    flush: { true: { margin: 0 } },
    align: { center: { textAlign: 'center' } },
  },
});

/** The muted line under a title, a field or a figure ("Mínimo R$ 10,00", a rule, a date). */
export const hintText = textStyle({
  size: 'sm',
  leading: 'normal',
  color: 'textMuted',
  flush: true,
});

/** The smaller muted line: a note under a tile's figure, a row's second line. */
export const noteText = textStyle({
  size: 'xs',
  leading: 'normal',
  color: 'textMuted',
  flush: true,
});

/** A refusal or failure said in place, in the danger text colour. */
export const errorText = textStyle({
  size: 'sm',
  leading: 'normal',
  color: 'dangerText',
  flush: true,
});
