import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A small rounded word beside a name (a member's state, a level's mark): its shape and type only.
 * Each use colours it with its own variants (a fill, or an edge and a text colour), since the
 * colour says what the word means there.
 */
export const tagShape = style({
  flexShrink: 0,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});
