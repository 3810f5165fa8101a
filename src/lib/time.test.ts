import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatCountdown, formatDate, formatDateTime } from './time';

const SECOND = 1000;
const DAY = 86_400_000;

/** Reads 'Nd HH:MM:SS' back into whole seconds. */
function parseCountdown(s: string): number {
  const match = /^(?:(\d+)d )?(\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!match) throw new Error(`bad countdown: ${s}`);
  const [, d = '0', h = '0', m = '0', sec = '0'] = match;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(sec);
}

describe('formatCountdown', () => {
  it('formats Nd HH:MM:SS (spec 5)', () => {
    expect(formatCountdown(90_061_000)).toBe('1d 01:01:01');
    expect(formatCountdown(3 * DAY)).toBe('3d 00:00:00');
    expect(formatCountdown(DAY - SECOND)).toBe('23:59:59');
    expect(formatCountdown(5000)).toBe('00:00:05');
    expect(formatCountdown(400 * DAY)).toBe('400d 00:00:00');
  });

  it('floors partial seconds', () => {
    expect(formatCountdown(5999)).toBe('00:00:05');
    expect(formatCountdown(999)).toBe('00:00:00');
  });

  it('never goes negative; NaN and infinities show zero', () => {
    for (const ms of [0, -1, -90_061_000, Number.NaN, Infinity, -Infinity]) {
      expect(formatCountdown(ms)).toBe('00:00:00');
    }
  });

  it('property: reads back as the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 * DAY }), (ms) => {
        const out = formatCountdown(ms);
        expect(parseCountdown(out)).toBe(Math.floor(ms / SECOND));
        expect(out.includes('d ')).toBe(ms >= DAY);
      }),
    );
  });

  it('property: never increases as time runs out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * DAY }), fc.nat(DAY), (ms, elapsed) => {
        expect(parseCountdown(formatCountdown(ms - elapsed))).toBeLessThanOrEqual(
          parseCountdown(formatCountdown(ms)),
        );
      }),
    );
  });

  it('property: any number gives a well-formed countdown', () => {
    fc.assert(
      fc.property(fc.double(), (ms) => {
        expect(formatCountdown(ms)).toMatch(/^(\d+d )?\d{2}:[0-5]\d:[0-5]\d$/);
      }),
    );
  });
});

describe('formatDate and formatDateTime', () => {
  it('shows São Paulo dates as dd/mm/aaaa', () => {
    expect(formatDate(new Date('2026-11-22T02:00:00Z'))).toBe('21/11/2026');
    expect(formatDate(Date.UTC(2026, 10, 22, 15))).toBe('22/11/2026');
    expect(formatDate('2026-11-22T15:00:00Z')).toBe('22/11/2026');
    expect(formatDate('2026-01-05T12:00:00-03:00')).toBe('05/01/2026');
  });

  it('shows date and 24-hour time', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 22, 15))).toBe('22/11/2026 12:00');
    expect(formatDateTime('2026-11-22T02:05:00Z')).toBe('21/11/2026 23:05');
    expect(formatDateTime(Date.UTC(2026, 10, 22, 3))).toBe('22/11/2026 00:00');
  });

  it('reads integer strings as epoch milliseconds', () => {
    expect(formatDateTime(String(Date.UTC(2026, 10, 22, 15)))).toBe('22/11/2026 12:00');
  });

  it('keeps a bare calendar day on that day', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDateTime('2026-11-22')).toBe('22/11/2026 00:00');
    expect(formatDate('2026-02-30')).toBe('');
  });

  it('returns empty for invalid input', () => {
    for (const bad of ['', ' ', 'amanhã', '2026-13-01', '31/12/2026']) {
      expect(formatDate(bad), bad).toBe('');
      expect(formatDateTime(bad), bad).toBe('');
    }
    for (const bad of [Number.NaN, Infinity, -Infinity, 9e15]) {
      expect(formatDate(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
    }
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(new Date(-62e12))).toBe('');
  });

  it('builds each Intl formatter once and reuses it', async () => {
    vi.resetModules();
    const Real = Intl.DateTimeFormat;
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    });
    try {
      const fresh = await import('./time');
      for (let i = 0; i < 50; i += 1) {
        fresh.formatDate(i * DAY);
        fresh.formatDateTime(i * DAY);
      }
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('property: matches a UTC-3 oracle for instants after 2019 (no daylight saving)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2019, 11, 1), max: Date.UTC(2100, 0, 1) }),
        (instant) => {
          const local = new Date(instant - 3 * 3_600_000).toISOString();
          const [date = '', time = ''] = local.split('T');
          const [y, m, d] = date.split('-');
          expect(formatDate(instant)).toBe(`${d}/${m}/${y}`);
          expect(formatDateTime(instant)).toBe(`${d}/${m}/${y} ${time.slice(0, 5)}`);
        },
      ),
    );
  });

  it('property: Date, number and ISO string of one instant agree', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => {
          const out = formatDateTime(date);
          expect(out).toMatch(/^\d{2}\/\d{2}\/\d{4} ([01]\d|2[0-3]):[0-5]\d$/);
          expect(formatDateTime(date.getTime())).toBe(out);
          expect(formatDateTime(date.toISOString())).toBe(out);
          expect(out.startsWith(formatDate(date))).toBe(true);
        },
      ),
    );
  });

  it('property: any input gives "" or a well-formed date, never throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.integer(), fc.date({ noInvalidDate: false })),
        (value) => {
          const date = formatDate(value);
          const dateTime = formatDateTime(value);
          expect(date === '' || /^\d{2}\/\d{2}\/\d{4}$/.test(date)).toBe(true);
          expect(dateTime === '' || /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(dateTime)).toBe(true);
          expect(dateTime.startsWith(date)).toBe(true);
        },
      ),
    );
  });
});
