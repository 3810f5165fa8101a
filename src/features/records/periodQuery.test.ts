import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePeriodQuery, parseRecordView, periodSearch, recordViewPath } from './periodQuery';

describe('the views of /tradelist (bets, transfers)', () => {
  it('reads the view, the statement otherwise', () => {
    expect(parseRecordView('view=bets')).toBe('bets');
    expect(parseRecordView('?view=transfers&days=30')).toBe('transfers');
    expect(parseRecordView('')).toBeUndefined();
    expect(parseRecordView('view=orders')).toBeUndefined();
    expect(recordViewPath('bets')).toBe('/tradelist?view=bets');
  });

  it('reads the spec 3 periods, the default otherwise', () => {
    expect(parsePeriodQuery('view=bets&days=0')).toEqual({ days: 0 });
    expect(parsePeriodQuery('?days=60')).toEqual({ days: 60 });
    expect(parsePeriodQuery('')).toEqual({ days: 7 });
    expect(parsePeriodQuery('days=15')).toEqual({ days: 7 });
    expect(parsePeriodQuery('days=-7')).toEqual({ days: 7 });
  });

  it('keeps the view and leaves the default period out of the address', () => {
    expect(periodSearch('bets', { days: 7 })).toBe('view=bets');
    expect(periodSearch('transfers', { days: 30 })).toBe('view=transfers&days=30');
  });

  it('round-trips (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('bets' as const, 'transfers' as const),
        fc.constantFrom(0 as const, 7 as const, 30 as const, 60 as const),
        (view, days) => {
          const search = periodSearch(view, { days });
          expect(parseRecordView(search)).toBe(view);
          expect(parsePeriodQuery(search)).toEqual({ days });
        },
      ),
    );
  });
});
