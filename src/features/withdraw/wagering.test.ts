import { describe, expect, it } from 'vitest';
import { codingStatusKey, wageringProgress, withdrawableBreakdown } from './wagering';

const record = (status: number, requiredAmount: number, finishedAmount: number) => ({
  id: 1,
  currency: 'BRL',
  status,
  requiredAmount,
  finishedAmount,
});

describe('wagering (spec 3 coding status 1 waiting, 2 in progress, 3 reset, 4 complete)', () => {
  it('an in-progress requirement: bet so far, exactly what is left, percent rounded down', () => {
    // The demo's seed record 8002: R$ 412,80 of R$ 647,35.
    expect(wageringProgress(record(2, 647.35, 412.8))).toEqual({
      done: 412.8,
      required: 647.35,
      left: 234.55,
      percent: 63,
    });
  });

  it('waiting holds it all; complete is 100 %; reset holds nothing any more', () => {
    expect(wageringProgress(record(1, 300, 0))).toMatchObject({ left: 300, percent: 0 });
    expect(wageringProgress(record(4, 600, 599.99))).toMatchObject({ left: 0, percent: 100 });
    expect(wageringProgress(record(3, 150, 61.5))).toMatchObject({ left: 0, percent: 41 });
    expect(wageringProgress(record(2, 100, 99.999))).toMatchObject({ percent: 99 });
  });

  it('labels every status, an unknown one as waiting', () => {
    expect([1, 2, 3, 4, 9].map(codingStatusKey)).toEqual([
      'withdraw.wagering.status.1',
      'withdraw.wagering.status.2',
      'withdraw.wagering.status.3',
      'withdraw.wagering.status.4',
      'withdraw.wagering.status.1',
    ]);
  });

  it('splits the balance into what can be withdrawn and what rollover holds, exactly', () => {
    expect(withdrawableBreakdown(1847.35, 1312.8)).toEqual({
      balance: 1847.35,
      held: 534.55,
      withdrawable: 1312.8,
    });
    // Never more withdrawable than the balance, never a negative part (spec 5: rounded down).
    expect(withdrawableBreakdown(10.239, 50)).toEqual({
      balance: 10.23,
      held: 0,
      withdrawable: 10.23,
    });
    expect(withdrawableBreakdown(52.1834, 52.1834, 4)).toEqual({
      balance: 52.1834,
      held: 0,
      withdrawable: 52.1834,
    });
  });
});
