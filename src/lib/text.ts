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

/**
 * Big numbers in tight spaces, abbreviated from 1e3, 1e6, 1e9 and 1e12 (spec 5's K, M, B, T)
 * with the words a Brazilian player reads there: 'mil', 'mi', 'bi', 'tri' (Intl, pt-BR
 * compact), after a no-break space: 85.500 -> '85,5 mil', 3,87e6 -> '3,87 mi', 1,25e12 ->
 * '1,25 tri'. At most 2 decimals with a decimal comma, trailing zeros dropped; below 1.000 the
 * number keeps up to 2 decimals (999 -> '999', 12.5 -> '12,5').
 *
 * Extra decimals are cut, not rounded: an abbreviation never overstates a value and never rolls
 * over into '1000 mil' (999.999 -> '999,99 mil'). Past 999 tri the count gets thousands dots
 * ('1.500 tri'). Negatives keep their sign; a value that shows as 0 has none. NaN and ±Infinity
 * give '0'.
 */
const compactWith = (decimals: number) =>
  new Intl.NumberFormat('pt-BR', {
    notation: 'compact',
    compactDisplay: 'short',
    maximumFractionDigits: decimals,
    roundingMode: 'trunc',
    signDisplay: 'negative',
    useGrouping: true,
  });
const compact = [compactWith(0), compactWith(1), compactWith(2)] as const;

/** `decimals` (0-2, default 2): fewer for the narrowest columns ('R$ 482,1 mil'). */
export function abbreviateNumber(n: number, decimals: 0 | 1 | 2 = 2): string {
  return Number.isFinite(n) ? compact[decimals].format(n) : '0';
}
