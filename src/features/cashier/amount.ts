import { formatCurrency } from '../../lib/money';

/** What a money amount may be checked against; every bound is optional. */
export type AmountLimits = {
  /** Smallest amount accepted (inclusive). */
  min?: number;
  /** Largest amount accepted (inclusive). */
  max?: number;
  /** Decimal places the currency allows (spec 5: default 2). */
  accuracy?: number;
  /** What the player has to spend (a balance or the withdrawable part). */
  available?: number;
  /** Currency symbol used in messages (default R$). */
  symbol?: string;
};

/**
 * Why an amount is refused. `format` covers everything that is not plain digits with one
 * optional comma or dot decimal part: "1e5", "-5", "1.000,50", "1 000", letters, "Infinity".
 */
export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'format' }
  | { kind: 'decimals'; accuracy: number }
  | { kind: 'min'; min: string }
  | { kind: 'max'; max: string }
  | { kind: 'available'; available: string };

export type AmountCheck = { ok: true; value: number } | { ok: false; problem: AmountProblem };

/**
 * Spec 5 money input: digits with an optional comma or dot decimal part, nothing else. Stricter
 * than the spec's formatter on purpose: a money field never guesses ("1.000" could be a
 * thousand or one), so grouping separators are refused rather than read either way.
 */
const AMOUNT_TEXT = /^(\d{1,15})(?:[.,](\d+))?$/;

/**
 * Checks what a player typed as an amount before anything is sent, so bad input never reaches the
 * server: the format first, then the currency's decimal places, then min, max and what is
 * available. Returns the amount as a number when every check passes. Never throws.
 */
export function checkAmount(raw: string, limits: AmountLimits = {}): AmountCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, problem: { kind: 'required' } };
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return { ok: false, problem: { kind: 'format' } };
  const accuracy = limits.accuracy ?? 2;
  const decimals = match[2] ?? '';
  if (decimals.length > accuracy) return { ok: false, problem: { kind: 'decimals', accuracy } };
  const value = Number(`${match[1]}.${decimals || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, problem: { kind: 'format' } };
  const show = (n: number) => formatCurrency(n, limits.symbol ?? 'R$', accuracy);
  if (limits.min !== undefined && value < limits.min) {
    return { ok: false, problem: { kind: 'min', min: show(limits.min) } };
  }
  if (limits.max !== undefined && value > limits.max) {
    return { ok: false, problem: { kind: 'max', max: show(limits.max) } };
  }
  if (limits.available !== undefined && value > limits.available) {
    return { ok: false, problem: { kind: 'available', available: show(limits.available) } };
  }
  return { ok: true, value };
}
