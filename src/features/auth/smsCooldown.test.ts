import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cooldownSecondsLeft, msUntilNextSecond, SMS_COOLDOWN_MS } from './smsCooldown';

const SENT = Date.UTC(2026, 10, 22, 15, 0, 0);

describe('cooldownSecondsLeft', () => {
  it('counts 60 s down from the send, rounding up', () => {
    expect(cooldownSecondsLeft(SENT, SENT)).toBe(60);
    expect(cooldownSecondsLeft(SENT, SENT + 1)).toBe(60);
    expect(cooldownSecondsLeft(SENT, SENT + 1000)).toBe(59);
    expect(cooldownSecondsLeft(SENT, SENT + 59_001)).toBe(1);
    expect(cooldownSecondsLeft(SENT, SENT + SMS_COOLDOWN_MS)).toBe(0);
    expect(cooldownSecondsLeft(SENT, SENT + 3_600_000)).toBe(0);
  });

  it('is 0 before any send and never more than 60, even if the clock went back', () => {
    expect(cooldownSecondsLeft(undefined, SENT)).toBe(0);
    expect(cooldownSecondsLeft(Number.NaN, SENT)).toBe(0);
    expect(cooldownSecondsLeft(SENT, SENT - 10_000)).toBe(60);
  });

  it('stays within 0..60 and never increases as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120_000, max: 120_000 }), fc.nat(120_000), (a, step) => {
        const first = cooldownSecondsLeft(SENT, SENT + a);
        const later = cooldownSecondsLeft(SENT, SENT + a + step);
        expect(first).toBeGreaterThanOrEqual(0);
        expect(first).toBeLessThanOrEqual(60);
        expect(later).toBeLessThanOrEqual(first);
      }),
    );
  });
});

describe('msUntilNextSecond', () => {
  it('waits exactly until the shown number changes', () => {
    expect(msUntilNextSecond(SENT, SENT)).toBe(1000);
    expect(msUntilNextSecond(SENT, SENT + 250)).toBe(750);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 59_999 }), (elapsed) => {
        const wait = msUntilNextSecond(SENT, SENT + elapsed);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(1000);
        const before = cooldownSecondsLeft(SENT, SENT + elapsed + wait - 1);
        const after = cooldownSecondsLeft(SENT, SENT + elapsed + wait);
        expect(before).toBe(cooldownSecondsLeft(SENT, SENT + elapsed));
        expect(after).toBe(before - 1);
      }),
    );
  });
});
