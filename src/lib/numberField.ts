/**
 * Pure rules behind text and number fields (spec 5: "Number fields clamp to min and max on
 * blur; max length counts characters").
 *
 * Number values stay strings in pt-BR form (comma as the decimal separator, no grouping), the
 * way the player sees them; read them as numbers with `parseNumber`.
 */

/** Optional inclusive bounds of a number field. */
export type NumberBounds = { min?: number; max?: number };

/**
 * Characters as a player counts them: Unicode code points, so an emoji is one character where
 * `String.length` (and the native `maxLength`, which counts UTF-16 units) says two.
 */
export function countChars(value: string): number {
  return Array.from(value).length;
}

/** Cuts `value` to at most `max` code points, never splitting a surrogate pair. */
export function truncateChars(value: string, max: number): string {
  const limit = Number.isNaN(max) ? 0 : Math.max(0, Math.floor(max));
  const chars = Array.from(value);
  return chars.length <= limit ? value : chars.slice(0, limit).join('');
}

/**
 * What a number field keeps while the player types: digits, comma and dot, and a minus sign only
 * at the start. Everything else (letters, spaces, a pasted "R$") is dropped at once.
 */
export function sanitizeNumberInput(raw: string): string {
  const negative = /^\s*-/.test(raw);
  return (negative ? '-' : '') + raw.replace(/[^\d.,]/g, '');
}

type NumberParts = { negative: boolean; int: string; frac: string };

/*
 * The LAST comma or dot is the decimal separator and earlier ones are dropped, so a Brazilian
 * "1.234,5" reads as 1234.5 while "1,5" and "1.5" both read as 1.5 (spec 5 accepts either
 * separator for the decimal part).
 */
function splitNumber(raw: string): NumberParts | null {
  const cleaned = sanitizeNumberInput(raw);
  const negative = cleaned.startsWith('-');
  const body = negative ? cleaned.slice(1) : cleaned;
  const sep = Math.max(body.lastIndexOf(','), body.lastIndexOf('.'));
  const int = (sep === -1 ? body : body.slice(0, sep)).replace(/[.,]/g, '');
  const frac = sep === -1 ? '' : body.slice(sep + 1);
  if (int === '' && frac === '') return null;
  return { negative, int, frac };
}

function partsToNumber({ negative, int, frac }: NumberParts): number {
  return Number(`${negative ? '-' : ''}${int || '0'}.${frac || '0'}`);
}

/** What a number field's value may hold (spec 5): an optional leading minus, digits, comma, dot. */
const NUMBER_TEXT = /^-?[\d.,]*$/;

/**
 * Reads a field value ("12,5", "-3", "1.234,56") as a number; null when it holds no digits or
 * anything a number field never holds. Lenient cleaning would read "1e5" as 15 and "R$ 5" as 5,
 * a different amount than the text says, so such text is refused rather than guessed at; so is
 * a value too large to be a finite number (400 nines would read as Infinity).
 */
export function parseNumber(raw: string): number | null {
  const text = raw.trim();
  if (!NUMBER_TEXT.test(text)) return null;
  const parts = splitNumber(text);
  if (!parts) return null;
  const value = partsToNumber(parts);
  return Number.isFinite(value) ? value : null;
}

/**
 * A finite number as a field shows it: plain digits (never exponent notation), comma decimal
 * separator, no grouping. `String(n)` is the shortest text that reads back as exactly `n`, so
 * `parseNumber(formatNumberInput(n)) === n`.
 */
export function formatNumberInput(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(Math.abs(value));
  const exp = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  let plain = text;
  if (exp) {
    const lead = exp[1] ?? '';
    const digits = lead + (exp[2] ?? '');
    const point = lead.length + Number(exp[3]);
    if (point <= 0) plain = `0.${'0'.repeat(-point)}${digits}`;
    else if (point >= digits.length) plain = digits + '0'.repeat(point - digits.length);
    else plain = `${digits.slice(0, point)}.${digits.slice(point)}`;
  }
  const sign = value < 0 ? '-' : '';
  return sign + plain.replace('.', ',');
}

/**
 * The value a number field settles on when it loses focus (spec 5): leftovers that are not part
 * of a number are cleaned, leading zeros and a dangling separator go, and the number is clamped
 * into [min, max]. A field without digits becomes empty (a `required` rule reports that). Never
 * throws and never produces text that reads as NaN.
 */
export function clampNumber(raw: string, { min, max }: NumberBounds = {}): string {
  const parts = splitNumber(raw);
  if (!parts) return '';
  const value = partsToNumber(parts);
  if (Number.isNaN(value)) return '';
  if (min !== undefined && value < min) return formatNumberInput(min);
  if (max !== undefined && value > max) return formatNumberInput(max);
  // Hundreds of digits overflow to Infinity; with no bound to clamp to there is no sane value.
  if (!Number.isFinite(value)) return '';
  const int = parts.int.replace(/^0+(?=\d)/, '') || '0';
  const zero = /^0*$/.test(parts.int + parts.frac);
  const sign = parts.negative && !zero ? '-' : '';
  return sign + int + (parts.frac ? `,${parts.frac}` : '');
}
