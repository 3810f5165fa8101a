import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { row } from '../activityCard.css';
import { textStyle, hintText } from '../../../ui/patterns/text.css';

export const chest = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  variants: {
    state: {
      locked: {},
      ready: { borderColor: vars.color.reward, background: vars.color.surfaceSunken },
      opened: {},
    },
  },
});

export const title = textStyle({ size: 'sm', weight: 'medium', leading: 'normal', flush: true });

export const text = hintText;

export const refusal = style([text, { color: vars.color.dangerText }]);

// Shared with every activity card (activityCard.css.ts).
export { row };
