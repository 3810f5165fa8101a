/*
 * Exact decimal-string arithmetic shared by the money and number formatters. Working on the
 * digits of a number's shortest representation (what `String(n)` prints) avoids float drift:
 * `1.005 * 100` is 100.49999999999999, but the digits "1.005" round half up to "1.01".
 */

/** A non-negative decimal split into its integer and fraction digits (no separators). */
export type DecimalParts = { int: string; frac: string };

/**
 * The digits of `|n|` without exponent notation (`1e21` -> int "1000000000000000000000"),
 * or null when n is not finite. The sign is dropped; callers handle it.
 */
export function toDecimalParts(n: number): DecimalParts | null {
  if (!Number.isFinite(n)) return null;
  const text = String(Math.abs(n));
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) return null;
  const digits = (match[1] ?? '') + (match[2] ?? '');
  // Position of the decimal point inside `digits`, moved by the exponent.
  const point = (match[1] ?? '').length + Number(match[3] ?? 0);
  if (point <= 0) return normalize({ int: '0', frac: '0'.repeat(-point) + digits });
  if (point >= digits.length) {
    return normalize({ int: digits + '0'.repeat(point - digits.length), frac: '' });
  }
  return normalize({ int: digits.slice(0, point), frac: digits.slice(point) });
}

/** Strips leading integer zeros (keeping one) and trailing fraction zeros. */
export function normalize({ int, frac }: DecimalParts): DecimalParts {
  return { int: int.replace(/^0+(?=\d)/, ''), frac: frac.replace(/0+$/, '') };
}

/** Adds one to a string of digits: "199" -> "200", "99" -> "100". */
export function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return '1' + out.join('');
}

/**
 * Rounds to `decimals` fraction digits, half up (away from zero, since parts carry no sign).
 * The result's fraction has exactly `decimals` digits.
 */
export function roundHalfUp({ int, frac }: DecimalParts, decimals: number): DecimalParts {
  const padded = frac.padEnd(decimals + 1, '0');
  const kept = int + padded.slice(0, decimals);
  const rounded = Number(padded[decimals]) >= 5 ? incrementDigits(kept) : kept;
  const cut = rounded.length - decimals;
  return {
    int: rounded.slice(0, cut).replace(/^0+(?=\d)/, '') || '0',
    frac: rounded.slice(cut),
  };
}

/**
 * Cuts to `decimals` fraction digits; with `up`, any dropped non-zero digit rounds the magnitude
 * up instead (used for flooring negative values). The fraction has exactly `decimals` digits.
 */
export function truncate({ int, frac }: DecimalParts, decimals: number, up = false): DecimalParts {
  const kept = int + frac.padEnd(decimals, '0').slice(0, decimals);
  const dropped = /[1-9]/.test(frac.slice(decimals));
  const digits = up && dropped ? incrementDigits(kept) : kept;
  const cut = digits.length - decimals;
  return {
    int: digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0',
    frac: digits.slice(cut),
  };
}

/** Inserts a dot every three digits from the right: "1234567" -> "1.234.567" (pt-BR). */
export function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A count of fraction digits clamped to 0..20; anything not a finite number falls back. */
export function clampDecimals(decimals: number, fallback: number): number {
  if (!Number.isFinite(decimals)) return fallback;
  return Math.min(20, Math.max(0, Math.trunc(decimals)));
}
