import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAYS,
  orderListSearch,
  parseDays,
  parseOrderListQuery,
  parseRecordId,
  parseTradeListQuery,
  tradeDetailPath,
  tradeListSearch,
} from './recordQuery';

describe('record list queries', () => {
  it('reads the spec 3 periods and falls back to the default for anything else', () => {
    expect([parseDays('0'), parseDays('7'), parseDays('30'), parseDays('60')]).toEqual([
      0, 7, 30, 60,
    ]);
    for (const bad of [null, '', '14', '-7', '7.0', ' 7', 'abc', '0x1e']) {
      expect(parseDays(bad)).toBe(DEFAULT_DAYS);
    }
  });

  it('round-trips a statement view and leaves defaults out of the address', () => {
    expect(parseTradeListQuery('')).toEqual({ days: 7, type: undefined });
    expect(parseTradeListQuery('days=30&type=3')).toEqual({ days: 30, type: 3 });
    expect(parseTradeListQuery('type=9')).toEqual({ days: 7, type: undefined });
    expect(tradeListSearch({ days: 7, type: undefined })).toBe('');
    expect(tradeListSearch({ days: 0, type: 4 })).toBe('days=0&type=4');
    const view = { days: 60, type: 6 } as const;
    expect(parseTradeListQuery(tradeListSearch(view))).toEqual(view);
  });

  it('opens the order list on deposits and keeps the withdraw tab in the address', () => {
    expect(parseOrderListQuery('')).toEqual({ tab: 'recharge', days: 7 });
    expect(parseOrderListQuery('tab=withdraw&days=30')).toEqual({ tab: 'withdraw', days: 30 });
    expect(parseOrderListQuery('tab=other')).toEqual({ tab: 'recharge', days: 7 });
    expect(orderListSearch({ tab: 'recharge', days: 7 })).toBe('');
    expect(orderListSearch({ tab: 'withdraw', days: 60 })).toBe('tab=withdraw&days=60');
  });

  it('takes only a positive whole number as the detail id', () => {
    expect(parseRecordId('id=700001')).toBe(700001);
    for (const bad of ['', 'id=', 'id=0', 'id=-1', 'id=1.5', 'id=01', 'id=abc', 'id=1e3']) {
      expect(parseRecordId(bad)).toBeUndefined();
    }
    expect(parseRecordId('id=99999999999999999')).toBeUndefined();
    expect(parseRecordId(tradeDetailPath(42).split('?')[1] ?? '')).toBe(42);
  });
});
