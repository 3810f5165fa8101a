import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../../ui/patterns/text.css';
import { column } from '../../ui/patterns/layout.css';

export const content = column.xl;

export const heading = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const targets = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  textStyle({ flush: true }),
  {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    padding: 0,
    listStyle: 'none',
  },
]);

export const target = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 'xs',
    paddingBlock: 'sm',
  }),
  textStyle({ color: 'text' }),
  {
    minHeight: vars.size.touchTarget,
    borderRadius: vars.radius.md,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surface },
    },
  },
]);

export const targetIcon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const glyph = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const targetName = textStyle({ size: 'xs', leading: 'tight', align: 'center' });

export const linkBox = column.sm;

export const code = textStyle({ size: 'sm', color: 'textMuted', flush: true });

const status = {
  margin: 0,
  minHeight: `calc(${vars.fontSize.sm} * 1.5)`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
} as const;

export const copied = style({ ...status, color: vars.color.successText });

export const failed = style({ ...status, color: vars.color.dangerText });

/** The device's own share sheet, under the targets (only where the browser has Web Share). */
export const native = style({ marginTop: vars.space.sm });
