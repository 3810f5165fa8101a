import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The game list grid: three tiles across, sized from the column's width. */
export const grid = style({
  containerType: 'inline-size',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  columnGap: vars.space.sm,
  rowGap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/*
 * A tile's height, computed from the grid's width exactly as the tile lays itself out: a 3:4
 * cover a third of the width (less two gaps) wide, a gap, two name lines, a tiny gap and the
 * provider line. Used as the size a skipped tile reserves, so skipping never moves anything.
 */
const tileWidth = `((100cqw - 2 * ${vars.space.sm}) / 3)`;
const tileHeight = `calc(${tileWidth} * 4 / 3 + ${vars.space.xs} + 2 * ${vars.lineHeight.tight} * ${vars.fontSize.sm} + ${vars.space.xxs} + ${vars.lineHeight.tight} * ${vars.fontSize.xs})`;

/**
 * Long lists stay light (318 games in "all games"): a tile out of view skips style, layout and
 * paint (content-visibility: auto) while keeping its exact size, and is still in the
 * accessibility tree and findable with the browser's find-in-page.
 */
export const item = style({
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicBlockSize: `auto ${tileHeight}`,
});

/**
 * One row that scrolls sideways (e.g. "Jogos semelhantes"): a little over three tiles in view,
 * so the next one peeks in and says there is more; snaps tile by tile.
 */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc((100% - 2 * ${vars.space.sm}) / 3.3)`,
  gap: vars.space.sm,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const rowItem = style({
  minWidth: 0,
  scrollSnapAlign: 'start',
});
