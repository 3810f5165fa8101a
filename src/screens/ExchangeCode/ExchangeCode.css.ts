import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

// The redeem form is framed like the account's form pages: the same column, form and intro line.
export { page, form, intro } from '../authPage.css';

/** The form, then the history of redeemed codes under it, a section's distance apart. */
export const body = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: 'xl',
  padding: 'lg',
});

export const success = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'md', padding: 'md' }),
  {
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.successText}`,
    background: vars.color.surfaceSunken,
  },
]);

export const successMark = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  textStyle({ color: 'onPrimary' }),
  {
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.pill,
    background: vars.color.success,
  },
]);

export const icon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const successText = style([column.xxs, textStyle({ size: 'sm', leading: 'normal' })]);

export const successTitle = textStyle({ size: 'md', weight: 'bold', color: 'successText' });

export const history = column.md;

export const heading = textStyle({ size: 'md', weight: 'bold', flush: true });

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  textStyle({ flush: true }),
  {
    padding: 0,
    listStyle: 'none',
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
]);

export const item = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'md',
    paddingInline: 'md',
  }),
  {
    minHeight: '52px',
    selectors: {
      '& + &': { borderTop: `1px solid ${vars.color.border}` },
    },
  },
]);

export const code = style([
  textStyle({ weight: 'medium', font: 'numeric' }),
  {
    overflowWrap: 'anywhere',
  },
]);

export const note = textStyle({ size: 'sm', color: 'textMuted', flush: true });
