import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    border: '1px solid currentColor',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    selectors: {
      '&::before': {
        content: '""',
        width: '6px',
        height: '6px',
        borderRadius: '50%',
        background: 'currentColor',
      },
    },
  },
  variants: {
    tone: {
      pending: { color: vars.color.warningText },
      failed: { color: vars.color.dangerText },
      done: { color: vars.color.successText },
    },
  },
});
