import {
  clampDecimals,
  groupThousands,
  roundHalfUp,
  toDecimalParts,
  truncate,
  type DecimalParts,
} from './decimal';

/** Spec 5: digits with an optional comma or dot decimal part, nothing else. */
const MONEY_INPUT = /^(\d+)(?:[.,](\d+))?$/;

function joinPtBr({ int, frac }: DecimalParts): string {
  return frac ? `${groupThousands(int)},${frac}` : groupThousands(int);
}

function parseMoneyInput(input: string | number): DecimalParts | null {
  if (typeof input === 'number') {
    // Spec 5 allows digits only, so a negative number is rejected like "-5" would be.
    if (!Number.isFinite(input) || input < 0) return null;
    return toDecimalParts(input);
  }
  if (typeof input !== 'string') return null;
  const match = MONEY_INPUT.exec(input.trim());
  if (!match) return null;
  return { int: match[1] ?? '0', frac: match[2] ?? '' };
}

/**
 * Formats an amount the pt-BR way (spec 5): dot for thousands, comma for decimals, `decimals`
 * places (default 2, clamped to 0..20), rounded half up on the decimal digits, so `1.005` gives
 * "1,01" and huge values keep every digit.
 *
 * Accepts only digits with an optional `,` or `.` decimal part (surrounding whitespace is
 * ignored). Anything else returns "": "abc", "", "1.234,56" (thousands separators are not
 * input), "-5", a negative number, NaN and ±Infinity. A lone "1.234" is read as 1,234.
 */
export function formatMoney(input: string | number, decimals = 2): string {
  const parts = parseMoneyInput(input);
  if (!parts) return '';
  return joinPtBr(roundHalfUp(parts, clampDecimals(decimals, 2)));
}

/**
 * Rounds a balance to the currency's accuracy (spec 5, default 2 places) by rounding DOWN,
 * toward -Infinity: a player is never shown money they do not have (10,239 shows as 10,23).
 * The result is always <= value and within one unit of the last place. Works on the decimal
 * digits, so 1.13 stays 1.13 (no `1.13 * 100 = 112.99…` drift). NaN and ±Infinity give 0.
 */
export function roundBalance(value: number, accuracy = 2): number {
  const parts = toDecimalParts(value);
  if (!parts) return 0;
  const places = clampDecimals(accuracy, 2);
  const { int, frac } = truncate(parts, places, value < 0);
  const result = Number(frac ? `${int}.${frac}` : int);
  // `|| 0` turns -0 into 0 so a floored "-0" never prints with a sign.
  return (value < 0 ? -result : result) || 0;
}

/**
 * An amount with its currency symbol: `R$ 1.234,56`, with a non-breaking space (U+00A0) after
 * the symbol so the two never wrap apart. Negative amounts put the sign first: `-R$ 1,00`.
 * Rounds half away from zero; an amount that rounds to zero shows without a sign. An empty
 * symbol gives the bare number. NaN and ±Infinity return "".
 */
export function formatCurrency(amount: number, symbol = 'R$', decimals = 2): string {
  const parts = toDecimalParts(amount);
  if (!parts) return '';
  const rounded = roundHalfUp(parts, clampDecimals(decimals, 2));
  const isZero = !/[1-9]/.test(rounded.int + rounded.frac);
  const sign = amount < 0 && !isZero ? '-' : '';
  const prefix = symbol ? `${symbol}\u00a0` : '';
  return `${sign}${prefix}${joinPtBr(rounded)}`;
}
