import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameListSearch, parseGameListQuery, toggleVendor } from './gameListQuery';

describe('parseGameListQuery', () => {
  it('reads a category link', () => {
    expect(parseGameListQuery('categoryId=103')).toEqual({
      categoryId: 103,
      vendorId: undefined,
      name: undefined,
      sortType: 0,
      vendorIds: [],
    });
  });

  it('reads a provider link with its name', () => {
    expect(parseGameListQuery('?vendorId=201&name=Aurora%20Gaming')).toMatchObject({
      vendorId: 201,
      name: 'Aurora Gaming',
    });
  });

  it('reads sort and the provider filter', () => {
    expect(parseGameListQuery('categoryId=103&sort=3&vendorIds=204,201,204')).toMatchObject({
      sortType: 3,
      vendorIds: [201, 204],
    });
  });

  it('ignores malformed values', () => {
    expect(parseGameListQuery('categoryId=abc&vendorId=-2&sort=9&vendorIds=x,0,1.5')).toEqual({
      categoryId: undefined,
      vendorId: undefined,
      name: undefined,
      sortType: 0,
      vendorIds: [],
    });
  });
});

describe("the player's lists (list=)", () => {
  it('reads favourites and recent, nothing else', () => {
    expect(parseGameListQuery('list=favourites').list).toBe('favourites');
    expect(parseGameListQuery('?list=recent').list).toBe('recent');
    expect(parseGameListQuery('list=bets').list).toBeUndefined();
    expect(parseGameListQuery('list=').list).toBeUndefined();
  });

  it('writes the list into the link', () => {
    expect(gameListSearch({ sortType: 0, vendorIds: [], list: 'recent' })).toBe('list=recent');
  });
});

describe('gameListSearch', () => {
  it('leaves defaults out', () => {
    expect(gameListSearch({ categoryId: 103, sortType: 0, vendorIds: [] })).toBe('categoryId=103');
    expect(gameListSearch({ categoryId: 103, sortType: 2, vendorIds: [205, 201] })).toBe(
      'categoryId=103&sort=2&vendorIds=201,205',
    );
  });

  it('round-trips through parse (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          categoryId: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: undefined }),
          vendorId: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: undefined }),
          name: fc.option(
            fc.string().filter((s) => s.trim() === s && s !== ''),
            {
              nil: undefined,
            },
          ),
          sortType: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
          vendorIds: fc
            .uniqueArray(fc.integer({ min: 1, max: 1e6 }))
            .map((a) => a.sort((x, y) => x - y)),
          list: fc.constantFrom(undefined, 'favourites' as const, 'recent' as const),
        }),
        (query) => {
          expect(parseGameListQuery(gameListSearch(query))).toEqual(query);
        },
      ),
    );
  });
});

describe('toggleVendor', () => {
  it('adds and removes a provider', () => {
    expect(toggleVendor([201], 204)).toEqual([201, 204]);
    expect(toggleVendor([201, 204], 201)).toEqual([204]);
  });
});
