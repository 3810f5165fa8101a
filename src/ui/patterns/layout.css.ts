import { sprinkles } from '../../theme/sprinkles.css';

/**
 * A column of parts this far apart: the one layout most blocks of a page take (a form, a card's
 * insides, a list of rows). Named here so a style file names it instead of spelling the
 * three layout atoms again (`column.sm`).
 */
export const column = {
  xxs: sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  xs: sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  sm: sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  md: sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  lg: sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' }),
  xl: sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' }),
};

/**
 * A row with its label at the start and its figure, pill or action at the end (a summary line,
 * a card's head): `center` for a row of controls, `baseline` for a term and its value, whose
 * text lines should sit on one line whatever their sizes.
 */
export const splitRow = {
  center: sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'sm',
  }),
  baseline: sprinkles({
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: 'sm',
  }),
};
