/**
 * Geometry of the home game grids (spec 9: "Grid rows: 3 or 4 for categories, 2 for providers.
 * Slides per view 4 or 3. Slide gap 8"). The grids are CSS scroll-snap grids that fill column by
 * column, so a section is `rows` tall and scrolls sideways through its columns.
 *
 * CHOICES the spec leaves open, decided here and used by both the components and their CSS:
 * - Rows: a category shows 3 rows, and 4 once it has at least {@link FOUR_ROWS_FROM} games
 *   (four full columns of 4), so a long category does not turn into a strip many pages wide;
 *   a short one never leaves an empty row (rows never exceed the game count). Providers: 2.
 * - Columns per view: 3 on a phone page (the 375 px page leaves a 343 px grid: 109 px tiles)
 *   and 4 from a {@link FOUR_COLUMNS_FROM_PX} px wide grid (the 500 px desktop frame: 111 px
 *   tiles), so a tile keeps about the same size everywhere. The CSS applies this with a
 *   container query on the section, so there is no measuring in JS and no layout shift.
 */

/** Spec 9 slide gap, in CSS pixels (the theme's `space.sm`). */
export const SLIDE_GAP_PX = 8;

/** Spec 9: provider sections have 2 rows. */
export const PROVIDER_ROWS = 2;

/** Categories with at least this many games get 4 rows instead of 3. */
export const FOUR_ROWS_FROM = 16;

/** Grid width (CSS px) from which 4 columns fit in one view instead of 3. */
export const FOUR_COLUMNS_FROM_PX = 440;

export type GridRows = 1 | 2 | 3 | 4;

/** Rows of a category section with `count` games: 3, or 4 for long lists; never more than the games. */
export function categoryRows(count: number): GridRows {
  const rows = count >= FOUR_ROWS_FROM ? 4 : 3;
  return clampRows(rows, count);
}

/** Rows of a provider section with `count` games: 2, or 1 for a single game. */
export function providerRows(count: number): GridRows {
  return clampRows(PROVIDER_ROWS, count);
}

function clampRows(rows: GridRows, count: number): GridRows {
  const whole = Number.isFinite(count) ? Math.floor(count) : 0;
  return Math.max(1, Math.min(rows, whole)) as GridRows;
}

/** Columns that fit in one view of a grid `widthPx` wide (spec 9: 3 or 4). */
export function columnsPerView(widthPx: number): 3 | 4 {
  return widthPx >= FOUR_COLUMNS_FROM_PX ? 4 : 3;
}

/** How many columns `count` games make in a grid of `rows` rows (filled column by column). */
export function gridColumns(count: number, rows: GridRows): number {
  return count > 0 ? Math.ceil(count / rows) : 0;
}

/** Whether the grid is wider than one view, i.e. whether it scrolls and needs its buttons. */
export function scrolls(count: number, rows: GridRows, widthPx: number): boolean {
  return gridColumns(count, rows) > columnsPerView(widthPx);
}
