import { describe, expect, it } from 'vitest';
import { malform } from './malform';

const page = {
  list: [
    { id: 1, gameName: 'Fortuna', tags: ['novo'] },
    { id: 2, gameName: 'Tigre', tags: [] },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 10,
};

describe('malform (the malformed-* scenarios)', () => {
  it('replaces the data whole: null, a string, an empty object', () => {
    expect(malform(page, 'null')).toBeNull();
    expect(typeof malform(page, 'string')).toBe('string');
    expect(malform(page, 'empty-object')).toEqual({});
  });

  it("breaks the first record's first field, and nothing else", () => {
    const broken = malform(page, 'wrong-field') as typeof page;
    expect(broken.list[0]).toEqual({ id: 'x', gameName: 'Fortuna', tags: ['novo'] });
    expect(broken.list[1]).toEqual(page.list[1]);
    expect(broken.total).toBe(2);
    // The input is left as it was (the world keeps its own data).
    expect(page.list[0]?.id).toBe(1);
  });

  it('gives a bare value, a list and a string another JSON type', () => {
    expect(malform(4, 'wrong-field')).toBe('x');
    expect(malform(true, 'wrong-field')).toBe('x');
    expect(malform('token', 'wrong-field')).toBe(404);
    expect(malform([], 'wrong-field')).toEqual({ length: 0 });
    expect(malform({ token: 'abc', userNo: '1' }, 'wrong-field')).toEqual({
      token: 404,
      userNo: '1',
    });
    expect(malform({ res: [{ currency: 'BRL' }], total: 1 }, 'wrong-field')).toEqual({
      res: [{ currency: 404 }],
      total: 1,
    });
  });
});
