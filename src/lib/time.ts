const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Time left as `Nd HH:MM:SS` (spec 5): '1d 01:01:01' for 90 061 000 ms. The day part shows
 * only while at least one whole day is left ('00:00:05'). Partial seconds are floored, so the
 * display reaches 00:00:00 only when the time is really up. Negative, NaN and ±Infinity give
 * '00:00:00' (a countdown never goes below zero and "infinite" time has no sensible display);
 * anything above Number.MAX_SAFE_INTEGER ms is capped there.
 */
export function formatCountdown(ms: number): string {
  // Beyond MAX_SAFE_INTEGER the seconds would be float noise (and days print as 1e+21).
  const safe = Math.min(ms, Number.MAX_SAFE_INTEGER);
  const left = Number.isFinite(ms) && ms > 0 ? Math.floor(safe / SECOND) * SECOND : 0;
  const days = Math.floor(left / DAY);
  const clock = `${pad2(Math.floor((left % DAY) / HOUR))}:${pad2(Math.floor((left % HOUR) / MINUTE))}:${pad2(Math.floor((left % MINUTE) / SECOND))}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Spec 1 and 9: every date a player reads is in São Paulo time. */
const TIME_ZONE = 'America/Sao_Paulo';

// Built on first use and kept: constructing an Intl formatter is far slower than using one.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

function getDateFormat(): Intl.DateTimeFormat {
  dateFormat ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return dateFormat;
}

function getDateTimeFormat(): Intl.DateTimeFormat {
  dateTimeFormat ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return dateTimeFormat;
}

type Fields = { day: string; month: string; year: string; hour: string; minute: string };

/** Instants that show a four-digit year in São Paulo (a day of margin for the offset). */
const FIRST_INSTANT = Date.UTC(1000, 0, 2);
const LAST_INSTANT = Date.UTC(9999, 11, 30);

/** "2026-11-22": a calendar day with no instant, never shifted by a time zone. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDay(value: string): Fields | null {
  const match = CALENDAR_DAY.exec(value.trim());
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  if (year < '1000') return null;
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Rejects 2026-02-30 and friends, which Date would silently roll over.
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return null;
  return { day, month, year, hour: '00', minute: '00' };
}

function toInstant(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return Number.NaN;
  // APIs send epoch milliseconds as strings too; a plain integer string is read that way.
  if (/^-?\d+$/.test(text)) return Number(text);
  return new Date(text).getTime();
}

function fields(value: Date | number | string, format: () => Intl.DateTimeFormat): Fields | null {
  if (typeof value === 'string' && CALENDAR_DAY.test(value.trim())) return calendarDay(value);
  const instant = toInstant(value);
  // Outside years 1000-9999 there is no honest dd/mm/aaaa (and beyond ±8.64e15 Intl throws).
  if (!(instant >= FIRST_INSTANT && instant <= LAST_INSTANT)) return null;
  const out: Fields = { day: '', month: '', year: '', hour: '00', minute: '00' };
  for (const part of format().formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof Fields] = part.value;
  }
  return out;
}

/**
 * A date as dd/mm/aaaa in São Paulo time: 2026-11-22T02:00:00Z -> '21/11/2026'. Takes a Date,
 * epoch milliseconds (number or integer string) or a date string; a bare calendar day
 * ('2026-11-22') is shown as that day, not shifted to the previous evening by the time zone.
 * Invalid input, and instants outside the years 1000-9999, return '' (never throws).
 */
export function formatDate(value: Date | number | string): string {
  const f = fields(value, getDateFormat);
  return f ? `${f.day}/${f.month}/${f.year}` : '';
}

/**
 * Date and 24-hour time as 'dd/mm/aaaa HH:mm' in São Paulo time: 2026-11-22T15:00:00Z ->
 * '22/11/2026 12:00'. Same inputs and rules as `formatDate`; a bare calendar day shows 00:00.
 * Invalid input returns ''.
 */
export function formatDateTime(value: Date | number | string): string {
  const f = fields(value, getDateTimeFormat);
  return f ? `${f.day}/${f.month}/${f.year} ${f.hour}:${f.minute}` : '';
}
