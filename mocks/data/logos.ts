/**
 * Locally generated images for the mock world: every logo, banner, avatar and icon is a small SVG
 * (< 1 KB) turned into a `data:image/svg+xml` URI, so stories and tests never load a network image
 * and every pixel is the same on every run. All generators are pure functions of their inputs.
 *
 * Text uses `Arial, sans-serif` (Liberation Sans on Debian): an image cannot use the page's web
 * fonts, so the system font is the stable choice.
 */
import { type GlyphName, placeGlyph } from './glyphs';
import { createRng, hashSeed } from './prng';

// ---------------------------------------------------------------------------------------------
// Encoding and colour helpers

const FONT = "font-family='Arial,sans-serif'";

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&apos;')
    .replace(/"/g, '&quot;');
}

/**
 * `data:image/svg+xml;utf8,` URI of an SVG. Percent-encodes everything encodeURIComponent does
 * (so `#`, `<`, `%`, spaces and accents are safe inside `src`, `srcset` and CSS `url()`), then
 * restores a few characters that are legal in a URI, to keep the string short and readable.
 */
export function svgDataUri(svg: string): string {
  const encoded = encodeURIComponent(svg)
    .replace(/%3D/g, '=')
    .replace(/%3A/g, ':')
    .replace(/%2F/g, '/')
    .replace(/%2C/g, ',')
    .replace(/%3B/g, ';');
  return `data:image/svg+xml;utf8,${encoded}`;
}

/** The SVG source of a URI made by svgDataUri (for tests and size checks). */
export function decodeSvgDataUri(uri: string): string {
  const prefix = 'data:image/svg+xml;utf8,';
  if (!uri.startsWith(prefix)) throw new Error(`not an SVG data URI: ${uri.slice(0, 40)}`);
  return decodeURIComponent(uri.slice(prefix.length));
}

function hex2(n: number): string {
  return Math.round(n * 255)
    .toString(16)
    .padStart(2, '0');
}

/** HSL (degrees, 0-1, 0-1) to #rrggbb: hex works in every SVG renderer, hsl() not always. */
export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${hex2(r + m)}${hex2(g + m)}${hex2(b + m)}`;
}

type Palette = { from: string; to: string; hue: number };

/** Two related colours dark enough for white text, chosen by the seed. */
export function paletteFor(seed: string): Palette {
  const rng = createRng(hashSeed(seed));
  // Skip the olive band (35-75): with white text it reads as muddy brown.
  const raw = rng.int(0, 319);
  const hue = raw < 35 ? raw : raw + 40;
  const shift = rng.int(30, 80) * (rng.chance(0.5) ? 1 : -1);
  // Yellows and greens look light at the same HSL lightness: darken them so white text reads.
  const light = (h: number) =>
    ((h % 360) + 360) % 360 >= 40 && ((h % 360) + 360) % 360 <= 170 ? 0.8 : 1;
  return {
    hue,
    from: hslToHex(hue, 0.7, 0.42 * light(hue)),
    to: hslToHex(hue + shift, 0.75, 0.3 * light(hue + shift)),
  };
}

function gradient(p: Palette, diagonal = true): string {
  // x1, y1 default to 0 and x2 to 100%: only the diagonal needs attributes.
  const dir = diagonal ? " x2='1' y2='1'" : '';
  return `<defs><linearGradient id='g'${dir}><stop stop-color='${p.from}'/><stop offset='1' stop-color='${p.to}'/></linearGradient></defs>`;
}

/**
 * Root element. Text defaults (font, bold, centred, white) and the white fill live here once, so
 * each SVG stays under 1 KB; shapes that need another colour say so.
 */
function svgOpen(width: number, height: number): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}' width='${width}' height='${height}' ${FONT} font-weight='700' text-anchor='middle' fill='#fff'>`;
}

/** Approximate advance of Liberation Sans Bold, in ems per character. */
const EM_PER_CHAR = 0.6;

/** The largest font size (<= max) at which `text` fits in `width`. */
function fitSize(text: string, width: number, max: number): number {
  return Math.max(8, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * EM_PER_CHAR))));
}

/** Splits text into at most two lines of similar length, at a space. */
export function twoLines(text: string): [string] | [string, string] {
  const words = text.split(' ');
  if (words.length < 2 || text.length <= 15) return [text];
  let best: [string, string] = [text, ''];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      best = [a, b];
      bestDiff = diff;
    }
  }
  return best;
}

/** Up to two initials of a name ("Tesouro do Jaguar" -> "TJ"), skipping short linking words. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((w) => w.length > 2 || /^\d+$/.test(w))
    .filter((w) => !['dos', 'das', 'the', 'and', 'com'].includes(w.toLowerCase()));
  const letters = (words.length > 0 ? words : [name]).slice(0, 2).map((w) => w.charAt(0));
  return letters.join('').toUpperCase();
}

/** A text node; font, weight 700, centre anchor and white fill are inherited from the root. */
function textLine(x: number, y: number, size: number, text: string, extra = ''): string {
  return `<text x='${x}' y='${y}' font-size='${size}'${extra ? ` ${extra}` : ''}>${escapeXml(text)}</text>`;
}

// ---------------------------------------------------------------------------------------------
// Tiles

/**
 * A portrait game tile (180x240, the 3:4 of the lobby's tile frame, so nothing is cropped):
 * gradient from the seed, soft circles, the category glyph, big initials and the game name on a
 * dark band. The initials sit in the middle square, so a square thumbnail (the bet table's) that
 * keeps the centre still shows them. The same seed and name always give the same tile.
 */
export function gameLogo(seed: string, name: string, glyph: GlyphName = 'star'): string {
  const p = paletteFor(seed);
  const rng = createRng(hashSeed(`${seed}:shape`));
  const lines = twoLines(name);
  const nameSize = Math.min(...lines.map((l) => fitSize(l, 160, lines.length > 1 ? 18 : 21)));
  const band =
    lines.length > 1
      ? textLine(90, 198, nameSize, lines[0]) + textLine(90, 222, nameSize, lines[1] ?? '')
      : textLine(90, 211, nameSize, lines[0]);
  const svg =
    svgOpen(180, 240) +
    gradient(p) +
    "<rect width='180' height='240' rx='16' fill='url(#g)'/>" +
    `<circle cx='${rng.int(110, 170)}' cy='${rng.int(10, 80)}' r='${rng.int(40, 70)}' fill-opacity='.13'/>` +
    `<circle cx='${rng.int(10, 60)}' cy='${rng.int(100, 150)}' r='${rng.int(20, 40)}' fill-opacity='.08'/>` +
    placeGlyph(glyph, 14, 14, 26) +
    textLine(90, 132, 56, initialsOf(name)) +
    "<path d='M0 172h180v52a16 16 0 0 1-16 16H16A16 16 0 0 1 0 224z' fill='#000' fill-opacity='.32'/>" +
    band +
    '</svg>';
  return svgDataUri(svg);
}

/** A provider wordmark (240x96): gradient plate, a glyph badge and the provider name. */
export function providerLogo(name: string, glyph: GlyphName = 'diamond'): string {
  const p = paletteFor(`vendor:${name}`);
  const lines = name.length > 13 ? twoLines(name) : ([name] as const);
  const size = Math.min(...lines.map((l) => fitSize(l, 156, 24)));
  const text =
    lines.length > 1
      ? textLine(74, 44, size, lines[0], "text-anchor='start'") +
        textLine(74, 44 + Math.round(size * 1.15), size, lines[1] ?? '', "text-anchor='start'")
      : textLine(74, 48 + Math.round(size * 0.36), size, name, "text-anchor='start'");
  const svg =
    svgOpen(240, 96) +
    gradient(p, false) +
    "<rect width='240' height='96' rx='14' fill='url(#g)'/>" +
    "<circle cx='40' cy='48' r='24' fill-opacity='.18'/>" +
    placeGlyph(glyph, 26, 34, 28) +
    text +
    '</svg>';
  return svgDataUri(svg);
}

/** A category icon (64x64): rounded gradient square with a white glyph. */
export function categoryIcon(key: string, glyph: GlyphName): string {
  const p = paletteFor(`category:${key}`);
  const svg =
    svgOpen(64, 64) +
    gradient(p) +
    "<rect width='64' height='64' rx='16' fill='url(#g)'/>" +
    placeGlyph(glyph, 14, 14, 36) +
    '</svg>';
  return svgDataUri(svg);
}

/** An activity icon (96x96) for the home icon row and floating icons. */
export function activityIcon(seed: string, glyph: GlyphName): string {
  const p = paletteFor(`activity:${seed}`);
  const svg =
    svgOpen(96, 96) +
    gradient(p) +
    "<circle cx='48' cy='48' r='46' fill='url(#g)'/>" +
    "<circle cx='48' cy='48' r='38' fill-opacity='.12'/>" +
    placeGlyph(glyph, 24, 24, 48) +
    '</svg>';
  return svgDataUri(svg);
}

/** A round avatar (96x96) with initials. */
export function avatar(seed: string, initials: string): string {
  const p = paletteFor(`avatar:${seed}`);
  const svg =
    svgOpen(96, 96) +
    gradient(p) +
    "<circle cx='48' cy='48' r='48' fill='url(#g)'/>" +
    "<circle cx='48' cy='38' r='16' fill-opacity='.2'/>" +
    "<path d='M18 84a30 26 0 0 1 60 0z' fill-opacity='.2'/>" +
    textLine(48, 60, 34, initials.slice(0, 2).toUpperCase()) +
    '</svg>';
  return svgDataUri(svg);
}

/** Brand-like colours of the currency coins (not trademarks: a coloured disc and the code). */
const CURRENCY_COLOURS: Record<string, string> = {
  BRL: '#1f9d55',
  USD: '#2f6f4f',
  EUR: '#2a4fa8',
  USDT: '#26a17b',
  BTC: '#d98c00',
  ETH: '#5b6bc0',
  TRX: '#c8102e',
};

/** A currency coin (64x64): coloured disc with the symbol or the code. */
export function currencyIcon(code: string, label: string = code): string {
  const colour = CURRENCY_COLOURS[code] ?? paletteFor(`currency:${code}`).from;
  const size = fitSize(label, 38, 24);
  const svg =
    svgOpen(64, 64) +
    `<circle cx='32' cy='32' r='32' fill='${colour}'/>` +
    "<circle cx='32' cy='32' r='26' fill='none' stroke='#fff' stroke-opacity='.35' stroke-width='2'/>" +
    textLine(32, 32 + Math.round(size * 0.36), size, label) +
    '</svg>';
  return svgDataUri(svg);
}

export type SocialKind = 'telegram' | 'instagram' | 'whatsapp' | 'x' | 'facebook' | 'support';

const SOCIAL: Record<SocialKind, { colour: string; glyph: GlyphName }> = {
  telegram: { colour: '#229ed9', glyph: 'plane' },
  instagram: { colour: '#d6246e', glyph: 'camera' },
  whatsapp: { colour: '#1fa855', glyph: 'bubble' },
  x: { colour: '#111111', glyph: 'xmark' },
  facebook: { colour: '#1877f2', glyph: 'fletter' },
  support: { colour: '#7a3cf0', glyph: 'headset' },
};

/** A round social icon (64x64), generic shapes in the network's colour. */
export function socialIcon(kind: SocialKind): string {
  const { colour, glyph } = SOCIAL[kind];
  const svg =
    svgOpen(64, 64) +
    `<circle cx='32' cy='32' r='32' fill='${colour}'/>` +
    placeGlyph(glyph, 16, 16, 32) +
    '</svg>';
  return svgDataUri(svg);
}

/** Simplified flags (48x32) for the language picker. */
export function flagIcon(lang: 'pt-BR' | 'en'): string {
  const body =
    lang === 'pt-BR'
      ? "<rect width='48' height='32' fill='#009c3b'/><path d='M24 4l20 12-20 12L4 16z' fill='#ffdf00'/><circle cx='24' cy='16' r='7' fill='#002776'/><path d='M17.5 14.5a12 12 0 0 1 13 3' stroke='#fff' stroke-width='1.2' fill='none'/>"
      : "<rect width='48' height='32' fill='#012169'/><path d='M0 0l48 32M48 0L0 32' stroke='#fff' stroke-width='6'/><path d='M0 0l48 32M48 0L0 32' stroke='#c8102e' stroke-width='2'/><path d='M24 0v32M0 16h48' stroke='#fff' stroke-width='10'/><path d='M24 0v32M0 16h48' stroke='#c8102e' stroke-width='6'/>";
  return svgDataUri(`${svgOpen(48, 32)}${body}</svg>`);
}

// ---------------------------------------------------------------------------------------------
// Banners

/**
 * Banner sizes (width x height in CSS pixels at 2x for a 375 px page). CHOICE: the spec gives no
 * sizes; these are the usual ratios of the surfaces they fill.
 */
export const BANNER_SIZE = {
  /** Home carousel slide, 5:2. */
  carousel: { width: 750, height: 300 },
  /** One of the three home main-area tiles, shown side by side, 4:5. */
  mainArea: { width: 240, height: 300 },
  /** Home lottery strip, 15:4. */
  lottery: { width: 750, height: 200 },
  /** Home scratch-ticket banner, 75:26. */
  scratch: { width: 750, height: 260 },
  /** Activity card banner, 2:1. */
  activity: { width: 690, height: 345 },
  /** Site logo wordmark for the header, 15:4. */
  siteLogo: { width: 240, height: 64 },
} as const;

export type BannerArt = {
  seed: string;
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  /** Call to action on a pill, e.g. "Depositar". */
  cta?: string;
  glyph?: GlyphName;
};

/**
 * A promotional banner: gradient, a large glyph on the right, pt-BR title and subtitle on the
 * left (or stacked on tall tiles) and an optional yellow CTA pill.
 */
export function bannerImage(art: BannerArt): string {
  const { width: w, height: h, seed, title, subtitle, cta, glyph = 'gift' } = art;
  const p = paletteFor(`banner:${seed}`);
  const tall = h > w;
  const pad = Math.round(Math.min(w, h) * 0.1);
  const textWidth = tall ? w - 2 * pad : Math.round(w * 0.6);
  const glyphSize = Math.round(h * (tall ? 0.3 : 0.56));
  const glyphX = tall ? Math.round((w - glyphSize) / 2) : w - glyphSize - Math.round(pad * 1.4);
  const glyphY = tall ? pad : Math.round((h - glyphSize) / 2);

  // Text block: title on one or two lines, subtitle, CTA pill; centred in the free area.
  const titleLines = title.length > 16 ? twoLines(title) : [title];
  const unit = tall ? w : h;
  const titleSize = Math.min(
    ...titleLines.map((l) => fitSize(l, textWidth, Math.round(unit * 0.16))),
  );
  const subSize = subtitle ? fitSize(subtitle, textWidth, Math.round(unit * 0.085)) : 0;
  const ctaSize = cta ? Math.max(12, Math.round(unit * 0.068)) : 0;
  const ctaH = ctaSize * 2;
  const blockH =
    titleLines.length * Math.round(titleSize * 1.15) +
    (subtitle ? Math.round(subSize * 1.5) : 0) +
    (cta ? Math.round(ctaSize * 0.9) + ctaH : 0);
  const areaTop = tall ? glyphY + glyphSize : 0;
  let y = areaTop + Math.round((h - areaTop - blockH) / 2);
  const x = tall ? Math.round(w / 2) : pad;

  let body = '';
  let button = '';
  for (const line of titleLines) {
    y += Math.round(titleSize * 1.15);
    body += textLine(x, y - Math.round(titleSize * 0.2), titleSize, line);
  }
  if (subtitle) {
    y += Math.round(subSize * 1.5);
    body += textLine(x, y - Math.round(subSize * 0.3), subSize, subtitle, "font-weight='400'");
  }
  if (cta) {
    const ctaW = Math.round(cta.length * ctaSize * 0.62 + ctaSize * 2);
    const ctaX = tall ? Math.round((w - ctaW) / 2) : pad;
    const ctaY = y + Math.round(ctaSize * 0.9) - Math.round(subSize * 0.3);
    button =
      `<rect x='${ctaX}' y='${ctaY}' width='${ctaW}' height='${ctaH}' rx='${ctaSize}' fill='#f5c542'/>` +
      textLine(
        ctaX + Math.round(ctaW / 2),
        ctaY + Math.round(ctaH * 0.68),
        ctaSize,
        cta,
        "fill='#2b1d00'",
      );
  }
  const svg =
    svgOpen(w, h) +
    gradient(p) +
    `<rect width='${w}' height='${h}' rx='${Math.round(Math.min(w, h) * 0.06)}' fill='url(#g)'/>` +
    `<circle cx='${w}' r='${Math.round(h * 0.8)}' fill-opacity='.1'/>` +
    `<circle cx='${glyphX + glyphSize / 2}' cy='${glyphY + glyphSize / 2}' r='${Math.round(glyphSize * 0.66)}' fill-opacity='.12'/>` +
    placeGlyph(glyph, glyphX, glyphY, glyphSize, '#f5c542') +
    // Wide banners are left-aligned: one group sets the anchor for every line.
    (tall ? body : `<g text-anchor='start'>${body}</g>`) +
    button +
    '</svg>';
  return svgDataUri(svg);
}

/** The header wordmark of the white-label site (240x64) on a dark plate, legible on both themes. */
export function siteLogo(name: string): string {
  const svg =
    svgOpen(240, 64) +
    "<rect width='240' height='64' rx='14' fill='#0f1629'/>" +
    "<rect x='8' y='8' width='48' height='48' rx='12' fill='#f5c542'/>" +
    placeGlyph('diamond', 18, 18, 28, '#2b1d00') +
    textLine(68, 43, fitSize(name, 160, 30), name, "fill='#f2f5fb' text-anchor='start'") +
    '</svg>';
  return svgDataUri(svg);
}
