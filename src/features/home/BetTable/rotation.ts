/** Spec 9 "table scroll count 6": rows shown at once, and the count a list must pass to rotate. */
export const VISIBLE_ROWS = 6;

/** Spec 9 "delay 2000 ms": one rotation step every 2 s. */
export const ROTATION_DELAY_MS = 2000;

/**
 * The list after `steps` rotations of spec 4's "the last row moves to the top": each step takes
 * the last row and puts it first, so after n steps the list starts with its last n rows. Only
 * lists longer than {@link VISIBLE_ROWS} rotate (spec 4: "when there are more than 6 rows");
 * shorter ones come back as they are. Pure: the input is never changed.
 */
export function rotateRows<T>(rows: readonly T[], steps: number): T[] {
  const n = rows.length;
  if (!shouldRotate(n) || !Number.isFinite(steps)) return [...rows];
  const shift = ((Math.trunc(steps) % n) + n) % n;
  if (shift === 0) return [...rows];
  return [...rows.slice(n - shift), ...rows.slice(0, n - shift)];
}

/** Spec 4: rows rotate only when there are more than 6. */
export function shouldRotate(count: number): boolean {
  return count > VISIBLE_ROWS;
}

/** The rows on screen: the first {@link VISIBLE_ROWS} of the rotated list. */
export function visibleRows<T>(rows: readonly T[], steps: number): T[] {
  return rotateRows(rows, steps).slice(0, VISIBLE_ROWS);
}
