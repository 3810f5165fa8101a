import { describe, expect, it } from 'vitest';
import type { MarqueeNotice } from '../../api/contract';
import { marqueeDurationSeconds, visibleNotices } from './marquee';

const notice = (id: number, status: number, locationType: number, text = `Aviso ${id}`) =>
  ({ id, text, linkUrl: '', status, locationType }) satisfies MarqueeNotice;

describe('visibleNotices (spec 5)', () => {
  it('keeps only status 1 and locationType 1, in server order', () => {
    const list = [
      notice(1, 1, 1),
      notice(2, 0, 1),
      notice(3, 1, 2),
      notice(4, 2, 1),
      notice(5, 1, 1),
    ];
    expect(visibleNotices(list).map((n) => n.id)).toEqual([1, 5]);
  });

  it('drops blank notices and answers an empty list for none', () => {
    expect(visibleNotices([notice(1, 1, 1, '   ')])).toEqual([]);
    expect(visibleNotices([])).toEqual([]);
  });
});

describe('marqueeDurationSeconds (spec 9: width/46 s)', () => {
  it('moves 46 px a second', () => {
    expect(marqueeDurationSeconds(460)).toBe(10);
    expect(marqueeDurationSeconds(1380)).toBe(30);
  });

  it('never loops faster than 4 s', () => {
    expect(marqueeDurationSeconds(46)).toBe(4);
  });

  it('does not animate what was not measured', () => {
    expect(marqueeDurationSeconds(0)).toBe(0);
    expect(marqueeDurationSeconds(-5)).toBe(0);
    expect(marqueeDurationSeconds(Number.NaN)).toBe(0);
  });
});
