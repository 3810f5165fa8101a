import { groupThousands, toDecimalParts, truncate } from './decimal';

/**
 * Hides the middle of a text longer than 4 characters (spec 5): the first 2 and the last
 * character stay, everything between becomes exactly "***", so the length of the hidden part
 * leaks nothing ('5511987654321' -> '55***1'). Texts of 4 characters or fewer come back
 * unchanged. Counts code points, so an emoji or accented letter is never split in half.
 */
export function maskText(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= 4) return text;
  return `${chars[0]}${chars[1]}***${chars[chars.length - 1]}`;
}

/** Spec 5: K, M, B, T from 1e3, 1e6, 1e9, 1e12; the unit is chosen by integer digit count. */
const UNITS = [
  { digits: 13, shift: 12, suffix: 'T' },
  { digits: 10, shift: 9, suffix: 'B' },
  { digits: 7, shift: 6, suffix: 'M' },
  { digits: 4, shift: 3, suffix: 'K' },
] as const;

/**
 * Abbreviates big numbers for tight spaces (spec 5): from 1.000 up the value is shown in K, M,
 * B or T with a pt-BR decimal comma and at most 2 decimals, trailing zeros dropped
 * (1500 -> '1,5K', 2e6 -> '2M', 1.25e12 -> '1,25T'). Below 1.000 the number keeps up to 2
 * decimals (999 -> '999', 12.5 -> '12,5').
 *
 * Extra decimals are cut, not rounded: an abbreviation never overstates a value and never rolls
 * over into '1000K' (999.999 -> '999,99K'). Past 999T the T count gets thousands dots
 * ('1.500T'). Negatives keep their sign; a value that shows as 0 has none. NaN and ±Infinity
 * give '0'.
 */
export function abbreviateNumber(n: number): string {
  const parts = toDecimalParts(n);
  if (!parts) return '0';
  const unit = UNITS.find((u) => parts.int.length >= u.digits);
  const shifted = unit
    ? {
        int: parts.int.slice(0, parts.int.length - unit.shift),
        frac: parts.int.slice(parts.int.length - unit.shift) + parts.frac,
      }
    : parts;
  const { int, frac } = truncate(shifted, 2);
  const decimals = frac.replace(/0+$/, '');
  const body = decimals ? `${groupThousands(int)},${decimals}` : groupThousands(int);
  const sign = n < 0 && /[1-9]/.test(int + decimals) ? '-' : '';
  return `${sign}${body}${unit?.suffix ?? ''}`;
}
