import { describe, expect, it } from 'vitest';
import { categoryName } from './categoryName';
import { gameListHref } from './gameListHref';

describe('gameListHref (spec 2: /gameList?categoryId= or ?vendorId=&name=)', () => {
  it('links a category by its categoryId', () => {
    expect(gameListHref({ categoryId: 103 })).toBe('/gameList?categoryId=103');
  });

  it('links a provider by vendorId and name, encoded', () => {
    const href = gameListHref({ vendorId: 201, name: 'Aurora & Cia' });
    expect(href).toBe('/gameList?vendorId=201&name=Aurora+%26+Cia');
    expect(new URLSearchParams(href.split('?')[1]).get('name')).toBe('Aurora & Cia');
  });
});

describe('categoryName (spec 3: categoryNameEn translated via lookup)', () => {
  it('translates the known categories', () => {
    expect(categoryName({ categoryNameEn: 'hotGame', categoryName: 'Hot' })).toBe('Em alta');
    expect(categoryName({ categoryNameEn: 'handsel', categoryName: 'Handsel' })).toBe('Pescaria');
  });

  it("falls back to the server's name for a category the app does not know", () => {
    const unknown = { categoryNameEn: 'crash', categoryName: 'Crash' } as unknown as Parameters<
      typeof categoryName
    >[0];
    expect(categoryName(unknown)).toBe('Crash');
    const bare = { categoryNameEn: 'crash', categoryName: ' ' } as unknown as Parameters<
      typeof categoryName
    >[0];
    expect(categoryName(bare)).toBe('crash');
    const proto = { categoryNameEn: 'toString', categoryName: 'X' } as unknown as Parameters<
      typeof categoryName
    >[0];
    expect(categoryName(proto)).toBe('X');
  });
});
