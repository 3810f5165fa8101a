import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Page } from './contract';
import {
  anything,
  arrayOf,
  bool,
  nullable,
  num,
  obj,
  optional,
  page,
  record,
  str,
  type Shape,
} from './shape';

type Tile = { id: number; gameName: string; tag?: string; logo: string | null; kind: 1 | 2 };
const tile = obj<Tile>({
  id: num,
  gameName: str,
  tag: optional(str),
  logo: nullable(str),
  kind: num,
});
const tiles = page(tile);
const goodTile: Tile = { id: 1, gameName: 'Roleta', logo: null, kind: 2 };

describe('primitives', () => {
  it('take their own kind only', () => {
    expect(str.check('a')).toBeUndefined();
    expect(num.check(0)).toBeUndefined();
    expect(bool.check(false)).toBeUndefined();
    expect(str.check(1)).toBe(': expected string');
    expect(num.check('1')).toBe(': expected number');
    expect(bool.check(null)).toBe(': expected boolean');
    expect(num.check(undefined)).toBe(': expected number');
  });

  it('anything takes anything, null and absence included', () => {
    for (const value of [null, undefined, 0, '', [], {}, 'x']) {
      expect(anything.check(value)).toBeUndefined();
    }
  });
});

describe('nullable and optional', () => {
  it('nullable lets null through, not absence', () => {
    expect(nullable(num).check(null)).toBeUndefined();
    expect(nullable(num).check(3)).toBeUndefined();
    expect(nullable(num).check(undefined)).toBe(': expected number');
    expect(nullable(num).check('3')).toBe(': expected number');
  });

  it('optional lets absence through, not null', () => {
    expect(optional(str).check(undefined)).toBeUndefined();
    expect(optional(str).check(null)).toBe(': expected string');
  });
});

describe('objects', () => {
  it('accepts every field of its kind, an optional field left out, and extra fields', () => {
    expect(tile.check(goodTile)).toBeUndefined();
    expect(tile.check({ ...goodTile, tag: 'novo', extra: [1, 2] })).toBeUndefined();
  });

  it('names the first field that does not fit', () => {
    expect(tile.check({ ...goodTile, gameName: 7 })).toBe('.gameName: expected string');
    const { id: _id, ...withoutId } = goodTile;
    expect(tile.check(withoutId)).toBe('.id: expected number');
    expect(tile.check({ ...goodTile, logo: undefined })).toBe('.logo: expected string');
  });

  it('refuses null, arrays and primitives where an object belongs', () => {
    for (const value of [null, [], 'x', 1, true, undefined]) {
      expect(tile.check(value)).toBe(': expected object');
    }
  });
});

describe('arrays, maps and pages', () => {
  it('arrayOf checks every item and names the first bad one by index', () => {
    expect(arrayOf(num).check([])).toBeUndefined();
    expect(arrayOf(num).check([1, 2])).toBeUndefined();
    expect(arrayOf(num).check([1, '2'])).toBe('[1]: expected number');
    expect(arrayOf(tile).check([goodTile, { ...goodTile, id: null }])).toBe(
      '[1].id: expected number',
    );
    expect(arrayOf(arrayOf(num)).check([[1], [2, 'x']])).toBe('[1][1]: expected number');
    expect(arrayOf(num).check({ 0: 1, length: 1 })).toBe(': expected array');
    expect(arrayOf(num).check(null)).toBe(': expected array');
  });

  it('record checks every value, whatever the keys', () => {
    expect(record(str).check({})).toBeUndefined();
    expect(record(str).check({ a: 'x', b: 'y' })).toBeUndefined();
    expect(record(str).check({ a: 'x', b: 2 })).toBe('.b: expected string');
    expect(record(str).check(['x'])).toBe(': expected object');
  });

  it('page checks the envelope of a paged list and its rows', () => {
    const ok: Page<Tile> = { list: [goodTile], total: 1, pageNum: 1, pageSize: 10 };
    expect(tiles.check(ok)).toBeUndefined();
    expect(tiles.check({ ...ok, list: null })).toBe('.list: expected array');
    expect(tiles.check({ ...ok, total: '1' })).toBe('.total: expected number');
    expect(tiles.check({ ...ok, list: [goodTile, goodTile, goodTile, { gameName: 1 }] })).toBe(
      '.list[3].id: expected number',
    );
    expect(tiles.check({ ...ok, list: [{ ...goodTile, gameName: false }] })).toBe(
      '.list[0].gameName: expected string',
    );
    expect(tiles.check([goodTile])).toBe(': expected object');
  });

  it('nested objects give the whole path', () => {
    type Outer = { inner: { deep: { n: number }[] } };
    const outer = obj<Outer>({
      inner: obj<Outer['inner']>({ deep: arrayOf(obj<{ n: number }>({ n: num })) }),
    });
    expect(outer.check({ inner: { deep: [{ n: 1 }, { n: 'x' }] } })).toBe(
      '.inner.deep[1].n: expected number',
    );
    expect(outer.check({ inner: null })).toBe('.inner: expected object');
  });
});

/** An independent reading of Tile, for the property test to compare `check` with. */
function isTile(row: unknown): boolean {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return false;
  const { id, gameName, tag, logo, kind } = row as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof gameName === 'string' &&
    (tag === undefined || typeof tag === 'string') &&
    (logo === null || typeof logo === 'string') &&
    typeof kind === 'number'
  );
}

describe('check never throws', () => {
  const shapes: Shape<unknown>[] = [
    str,
    num,
    bool,
    anything,
    tile,
    tiles,
    arrayOf(tile),
    record(arrayOf(nullable(num))),
    optional(tiles),
  ] as Shape<unknown>[];

  it('on any JSON value, and says why whenever it refuses one', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(shapes.length - 1), (value, which) => {
        const mismatch = shapes[which]!.check(value);
        expect(
          mismatch === undefined ||
            /: expected (string|number|boolean|array|object)$/.test(mismatch),
        ).toBe(true);
      }),
    );
  });

  it('on JSON close to a fitting reply (one field changed at any depth)', () => {
    const anyJson = fc.jsonValue();
    const nearTile = fc.record({
      id: fc.oneof(fc.integer(), anyJson),
      gameName: fc.oneof(fc.string(), anyJson),
      tag: fc.option(fc.string(), { nil: undefined }),
      logo: fc.oneof(fc.constant(null), fc.string(), anyJson),
      kind: fc.oneof(fc.constantFrom(1, 2), anyJson),
    });
    const nearPage = fc.record({
      list: fc.oneof(fc.array(nearTile), anyJson),
      total: fc.oneof(fc.nat(), anyJson),
      pageNum: fc.nat(),
      pageSize: fc.nat(),
    });
    fc.assert(
      fc.property(nearPage, (value) => {
        const mismatch = tiles.check(value);
        const fits =
          Array.isArray(value.list) && typeof value.total === 'number' && value.list.every(isTile);
        expect(mismatch === undefined).toBe(fits);
      }),
    );
  });
});

describe('the type checker holds a shape to its contract type', () => {
  it('refuses a forgotten field, a wrong kind, and optional or null where the type differs', () => {
    const fields = { id: num, gameName: str, tag: optional(str), logo: nullable(str), kind: num };
    const { gameName: _gameName, ...withoutName } = fields;
    // @ts-expect-error gameName is a field of Tile: it must be listed
    obj<Tile>(withoutName);
    // @ts-expect-error gameName is a string, not a number
    obj<Tile>({ ...fields, gameName: num });
    // @ts-expect-error tag is optional in Tile: a shape requiring it would refuse good replies
    obj<Tile>({ ...fields, tag: str });
    // @ts-expect-error logo may be null in Tile
    obj<Tile>({ ...fields, logo: str });
    // @ts-expect-error id is never null in Tile
    obj<Tile>({ ...fields, id: nullable(num) });
    // @ts-expect-error a shape of one type is not a shape of another
    const wrong: Shape<Tile[]> = tiles;
    expect(wrong).toBe(tiles);
    // A literal union is checked as its kind.
    expect(obj<Tile>(fields).check({ ...goodTile, kind: 3 })).toBeUndefined();
  });
});
