import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { row as checkboxRow } from '../../ui/Checkbox/Checkbox.css';
import { textStyle } from '../../ui/patterns/text.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.pageMaxWidth,
  maxHeight: '100%',
  overflowY: 'auto',
  paddingBlockStart: vars.space.sm,
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.overlay,
});

export const header = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  {
    // The close button's own touch target reaches the panel's edge.
    marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  },
]);

export const heading = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', gap: 'sm' }),
  {
    flex: 1,
    minWidth: 0,
  },
]);

export const title = textStyle({ size: 'lg', weight: 'bold', leading: 'tight', flush: true });

export const counter = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const picture = style({
  display: 'block',
});

/** The design system's checkbox row, in the muted colour of a by-the-way choice. */
export const check = style([checkboxRow, { color: vars.color.textMuted }]);

export { box as checkbox } from '../../ui/Checkbox/Checkbox.css';

export const actions = sprinkles({ display: 'flex', gap: 'sm' });

export const action = style({
  flex: 1,
  display: 'flex',
});
