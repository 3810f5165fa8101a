/**
 * WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): relative
 * luminance of sRGB colours and the ratio between two of them. Pure, so the Storybook
 * Foundations pages compute every ratio from the theme's token values instead of a table that
 * could drift. Opaque colours only (`#rgb`, `#rrggbb`, `rgb(r, g, b)`): a translucent colour has
 * no contrast of its own until it is composited over something.
 */

export type Rgb = readonly [red: number, green: number, blue: number];

/** Minimum ratios of WCAG 2.2 level AA (1.4.3 text, 1.4.11 non-text such as a focus ring). */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
export const AA_NON_TEXT = 3;

/** Parses `#rgb`, `#rrggbb` or an opaque `rgb()` / `rgba(..., 1)`; null for anything else. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1]!;
    const full =
      digits.length === 3
        ? digits
            .split('')
            .map((d) => d + d)
            .join('')
        : digits;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(
    text,
  );
  if (fn) {
    const alpha = fn[4] === undefined ? 1 : Number(fn[4]);
    const channels = [fn[1], fn[2], fn[3]].map(Number);
    if (alpha !== 1 || channels.some((c) => c > 255)) return null;
    return channels as unknown as Rgb;
  }
  return null;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of two opaque colours, 1 to 21 (order does not matter); null if unparseable. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseColor(foreground);
  const b = parseColor(background);
  if (!a || !b) return null;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The WCAG verdict of a ratio for text of normal size: 'AAA' (7), 'AA' (4.5), 'AA grande' (3). */
export function contrastGrade(ratio: number): 'AAA' | 'AA' | 'AA grande' | 'falha' {
  if (ratio >= 7) return 'AAA';
  if (ratio >= AA_TEXT) return 'AA';
  if (ratio >= AA_LARGE_TEXT) return 'AA grande';
  return 'falha';
}

/** A ratio as people write it: two decimals, truncated (never rounded up past a threshold). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
