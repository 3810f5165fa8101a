import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { hasEarned, refusalReason, transferAmount, transferIntent } from './welfareRules';

describe('transferAmount (the whole available balance, never more: spec 5)', () => {
  it('moves everything available', () => {
    expect(transferAmount({ available: 180 })).toBe(180);
    expect(transferAmount({ available: 12.34 })).toBe(12.34);
  });

  it('rounds down past the currency’s 2 places, never up', () => {
    expect(transferAmount({ available: 10.239 })).toBe(10.23);
    expect(transferAmount({ available: 0.009 })).toBe(0);
  });

  it('is 0 with nothing to move: no data yet, zero, negative or not a number', () => {
    expect(transferAmount(undefined)).toBe(0);
    expect(transferAmount({ available: 0 })).toBe(0);
    expect(transferAmount({ available: -5 })).toBe(0);
    expect(transferAmount({ available: Number.NaN })).toBe(0);
  });

  it('is never above what is available and never negative', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e9, noNaN: true }), (available) => {
        const amount = transferAmount({ available });
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(Math.max(0, available));
        expect(Math.round(amount * 100) / 100).toBe(amount);
      }),
    );
  });
});

describe('transferIntent (one money action per intent)', () => {
  it('is the same for the same amount and differs for another', () => {
    expect(transferIntent(180)).toBe(transferIntent(180));
    expect(transferIntent(180)).toBe('welfare:withdrawToWallet:180.00');
    expect(transferIntent(180)).not.toBe(transferIntent(160));
  });
});

describe('hasEarned (zeros are data: the page says how to earn)', () => {
  it('is true only once something was earned', () => {
    expect(hasEarned(undefined)).toBe(false);
    expect(hasEarned({ totalReward: 0 })).toBe(false);
    expect(hasEarned({ totalReward: 20 })).toBe(true);
  });
});

describe('refusalReason (refusals explained in place, spec 8 msg)', () => {
  const fallback = 'Não foi possível concluir a operação. Tente novamente.';

  it('says the server’s message', () => {
    const error = new ApiError({
      kind: 'business',
      code: 3002,
      message: 'Não há prêmio disponível para resgatar agora.',
      path: '/api/promote/v1/withdrawToWallet',
    });
    expect(refusalReason(error, fallback)).toBe('Não há prêmio disponível para resgatar agora.');
  });

  it('falls back when there is no message or no ApiError', () => {
    const blank = new ApiError({ kind: 'business', message: ' ', path: '/x' });
    expect(refusalReason(blank, fallback)).toBe(fallback);
    expect(refusalReason(new Error('boom'), fallback)).toBe(fallback);
  });
});
