import { describe, expect, it } from 'vitest';
import { formatMultiplier, maskedPlayer } from './BetTable';

describe('bet table cells', () => {
  it('writes multipliers the pt-BR way, fewer decimals as they grow', () => {
    expect(formatMultiplier(12.5)).toBe('12,5x');
    expect(formatMultiplier(4.531)).toBe('4,53x');
    expect(formatMultiplier(0.2)).toBe('0,2x');
    expect(formatMultiplier(1086.32)).toBe('1.086x');
  });

  it('masks a player number the server left unmasked (spec 5), keeps a masked one', () => {
    expect(maskedPlayer('5511987654321')).toBe('55***1');
    expect(maskedPlayer('55***1')).toBe('55***1');
    expect(maskedPlayer('1234')).toBe('1234');
  });
});
