import { describe, expect, it } from 'vitest';
import {
  categoryRows,
  columnsPerView,
  FOUR_COLUMNS_FROM_PX,
  FOUR_ROWS_FROM,
  gridColumns,
  providerRows,
  scrolls,
} from './gridLayout';

describe('home grid geometry (spec 9: rows 3 or 4 / 2, 4 or 3 per view)', () => {
  it('gives categories 3 rows, and 4 from 16 games', () => {
    expect(categoryRows(12)).toBe(3);
    expect(categoryRows(FOUR_ROWS_FROM - 1)).toBe(3);
    expect(categoryRows(FOUR_ROWS_FROM)).toBe(4);
    expect(categoryRows(80)).toBe(4);
  });

  it('gives providers 2 rows', () => {
    expect(providerRows(12)).toBe(2);
    expect(providerRows(2)).toBe(2);
  });

  it('never has more rows than games', () => {
    expect(categoryRows(2)).toBe(2);
    expect(categoryRows(1)).toBe(1);
    expect(providerRows(1)).toBe(1);
    expect(categoryRows(0)).toBe(1);
    expect(categoryRows(Number.NaN)).toBe(1);
  });

  it('fits 3 columns on a phone page and 4 in the desktop frame', () => {
    expect(columnsPerView(343)).toBe(3); // 375 px page, 16 px padding each side
    expect(columnsPerView(328)).toBe(3); // 360 px Android
    expect(columnsPerView(FOUR_COLUMNS_FROM_PX - 1)).toBe(3);
    expect(columnsPerView(FOUR_COLUMNS_FROM_PX)).toBe(4);
    expect(columnsPerView(468)).toBe(4); // 500 px frame
  });

  it('fills column by column', () => {
    expect(gridColumns(12, 3)).toBe(4);
    expect(gridColumns(12, 2)).toBe(6);
    expect(gridColumns(13, 3)).toBe(5);
    expect(gridColumns(0, 3)).toBe(0);
  });

  it('scrolls only when the columns do not fit one view', () => {
    expect(scrolls(12, 3, 343)).toBe(true); // 4 columns, 3 per view
    expect(scrolls(12, 3, 468)).toBe(false); // 4 columns, 4 per view
    expect(scrolls(12, 2, 468)).toBe(true);
    expect(scrolls(9, 3, 343)).toBe(false);
  });
});
