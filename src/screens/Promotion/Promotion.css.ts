import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listRowMeta } from '../../ui/ListRow/listRow.css';
import { pageColumn, pageSection } from '../../ui/Surface/surface.css';

export {
  listRow as row,
  listRowMain as rowMain,
  listRowTitle as rowTitle,
} from '../../ui/ListRow/listRow.css';

export const page = style([pageColumn, { paddingTop: vars.space.sm }]);

export const body = pageSection({ gap: 'lg' });

export const ended = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Every promotion has ended: said once above "Encerradas". */
export const noneRunning = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
});

export const noneRunningTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const noneRunningText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const rowMeta = style([listRowMeta, { fontVariantNumeric: 'tabular-nums' }]);

export const rowSide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const promptTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const promptText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const promptActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});
