import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { textStyle } from '../patterns/text.css';

const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

/**
 * A centred dialog's card: as wide as the column allows, scrolling inside when taller than the
 * screen. A plain rule, so a dialog with its own layout (AfterDepositPopup) draws the same card.
 */
export const dialogCard = {
  width: '100%',
  maxWidth: vars.size.pageMaxWidth,
  maxHeight: '100%',
  overflowY: 'auto',
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.overlay,
} satisfies StyleRule;

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  ...dialogCard,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${popIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
  },
});

export const title = textStyle({ size: 'lg', weight: 'bold', leading: 'tight', flush: true });

/** Server messages keep their line breaks; they are text, never markup. */
export const message = style([
  textStyle({ color: 'textMuted', flush: true }),
  {
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
]);

export const actions = style([
  sprinkles({ display: 'flex', gap: 'sm' }),
  {
    marginTop: vars.space.sm,
  },
]);

export const action = style({
  flex: 1,
  display: 'flex',
});
