import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyright';

describe('copyrightYears', () => {
  it('runs from 2023 to the current year', () => {
    expect(copyrightYears(Date.UTC(2026, 10, 22, 15))).toBe('2023–2026');
  });

  it('is a single year while it is still 2023', () => {
    expect(copyrightYears(Date.UTC(2023, 5, 1))).toBe('2023');
  });

  it('turns over at midnight in São Paulo, not in UTC', () => {
    // 31/12/2026 22:30 in São Paulo is already 2027 in UTC.
    expect(copyrightYears(Date.UTC(2027, 0, 1, 1, 30))).toBe('2023–2026');
    // 01/01/2027 00:00 in São Paulo.
    expect(copyrightYears(Date.UTC(2027, 0, 1, 3, 0))).toBe('2023–2027');
  });

  it('never runs backwards when the device clock is before 2023', () => {
    expect(copyrightYears(Date.UTC(2019, 0, 1))).toBe('2023');
    expect(copyrightYears(0)).toBe('2023');
  });

  it('always starts at 2023 and ends at the São Paulo year of any later instant', () => {
    const from2024 = Date.UTC(2024, 0, 1, 3);
    fc.assert(
      fc.property(fc.integer({ min: from2024, max: Date.UTC(2200, 0, 1) }), (instant) => {
        const saoPauloYear = new Date(instant - 3 * 3600_000).getUTCFullYear();
        expect(copyrightYears(instant)).toBe(`2023–${saoPauloYear}`);
      }),
    );
  });
});
