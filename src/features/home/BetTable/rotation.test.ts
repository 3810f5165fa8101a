import { describe, expect, it } from 'vitest';
import { rotateRows, shouldRotate, VISIBLE_ROWS, visibleRows } from './rotation';

const rows = (n: number) => Array.from({ length: n }, (_, i) => `r${i + 1}`);

describe('rotateRows (spec 4: the last row moves to the top)', () => {
  it('moves the last row to the top on each step', () => {
    const list = rows(8);
    expect(rotateRows(list, 1)).toEqual(['r8', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
    expect(rotateRows(list, 2)).toEqual(['r7', 'r8', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
  });

  it('comes back to the original order after as many steps as rows', () => {
    const list = rows(9);
    expect(rotateRows(list, 9)).toEqual(list);
    expect(rotateRows(list, 9 * 5 + 2)).toEqual(rotateRows(list, 2));
  });

  it('never rotates 6 rows or fewer (spec 4: only more than 6)', () => {
    expect(shouldRotate(VISIBLE_ROWS)).toBe(false);
    expect(shouldRotate(VISIBLE_ROWS + 1)).toBe(true);
    expect(rotateRows(rows(6), 3)).toEqual(rows(6));
    expect(rotateRows([], 3)).toEqual([]);
  });

  it('keeps every row exactly once and leaves the input alone', () => {
    const list = rows(20);
    const copy = [...list];
    for (let steps = 0; steps < 45; steps += 1) {
      const rotated = rotateRows(list, steps);
      expect([...rotated].sort()).toEqual([...list].sort());
    }
    expect(list).toEqual(copy);
  });

  it('treats odd step counts safely', () => {
    const list = rows(7);
    expect(rotateRows(list, 0)).toEqual(list);
    expect(rotateRows(list, -1)).toEqual(rotateRows(list, 6));
    expect(rotateRows(list, Number.NaN)).toEqual(list);
    expect(rotateRows(list, 2.9)).toEqual(rotateRows(list, 2));
  });
});

describe('visibleRows (spec 9: table scroll count 6)', () => {
  it('shows the first 6 rows of the rotated list', () => {
    expect(visibleRows(rows(20), 0)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect(visibleRows(rows(20), 1)).toEqual(['r20', 'r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('shows a short list whole', () => {
    expect(visibleRows(rows(4), 7)).toEqual(rows(4));
  });
});
