/**
 * Tiny white glyphs drawn on a 24x24 grid, shared by the generated logos (logos.ts). Plain
 * geometry only: no emoji or icon fonts, so every machine renders them the same way.
 */

export type GlyphName =
  | 'spade'
  | 'flame'
  | 'star'
  | 'diamond'
  | 'seven'
  | 'ball'
  | 'fish'
  | 'cards'
  | 'live'
  | 'mic'
  | 'gift'
  | 'crown'
  | 'packet'
  | 'calendar'
  | 'coin'
  | 'wheel'
  | 'ticket'
  | 'rocket'
  | 'trophy'
  | 'chest'
  | 'people'
  | 'percent'
  | 'headset'
  | 'plane'
  | 'bubble'
  | 'camera'
  | 'xmark'
  | 'fletter';

/** SVG fragments, filled with the surrounding `fill` (white on the tiles). */
export const GLYPHS: Record<GlyphName, string> = {
  spade:
    "<path d='M12 2C8 7 3 9 3 13.5a4.2 4.2 0 0 0 7.4 2.6L9 21h6l-1.4-4.9A4.2 4.2 0 0 0 21 13.5C21 9 16 7 12 2z'/>",
  flame:
    "<path d='M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-7 .5 2 1.5 3 3 3.5C13 8 13 5 12 2z'/>",
  star: "<path d='M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9l-6.1 3.5 1.5-6.8L2.2 9l6.9-.7z'/>",
  diamond: "<path d='M6 3h12l4 6-10 12L2 9z'/>",
  seven: "<path d='M5 3h14v3.5L11.5 21H7.2l7.3-14.5H5z'/>",
  ball: "<circle cx='12' cy='12' r='10'/><circle cx='12' cy='12' r='5' fill-opacity='.35' fill='#000'/>",
  fish: "<path d='M2 12c4-6 11-6 15 0-4 6-11 6-15 0zm15 0l5-5v10z'/>",
  cards: "<path d='M4 5l8-3 3 10-8 3z' fill-opacity='.6'/><path d='M10 7h9v14h-9z'/>",
  live: "<circle cx='12' cy='12' r='4'/><path d='M4.9 4.9a10 10 0 0 0 0 14.2l1.4-1.4a8 8 0 0 1 0-11.4zm14.2 0l-1.4 1.4a8 8 0 0 1 0 11.4l1.4 1.4a10 10 0 0 0 0-14.2z'/>",
  mic: "<path d='M12 2a3.5 3.5 0 0 1 3.5 3.5v6a3.5 3.5 0 0 1-7 0v-6A3.5 3.5 0 0 1 12 2zM5 11h2a5 5 0 0 0 10 0h2a7 7 0 0 1-6 6.9V21h-2v-3.1A7 7 0 0 1 5 11z'/>",
  gift: "<path d='M3 8h18v4H3zm2 5h14v8H5zM8 3c2 0 4 3 4 5-2 0-5-1-5-3 0-1 0-2 1-2zm8 0c1 0 1 1 1 2 0 2-3 3-5 3 0-2 2-5 4-5z'/>",
  crown: "<path d='M2 7l5 4 5-7 5 7 5-4-2 12H4z'/>",
  packet: "<path d='M5 2h14v20H5z'/><circle cx='12' cy='10' r='3' fill='#000' fill-opacity='.3'/>",
  calendar: "<path d='M3 5h18v16H3zm2 6v8h14v-8zM7 2h2v5H7zm8 0h2v5h-2z'/>",
  coin: "<circle cx='12' cy='12' r='10'/><path d='M11 5h2v14h-2z' fill='#000' fill-opacity='.3'/>",
  wheel:
    "<circle cx='12' cy='12' r='10' fill-opacity='.4'/><path d='M12 2v20M2 12h20M5 5l14 14M19 5L5 19' stroke='#fff' stroke-width='2'/>",
  ticket: "<path d='M2 6h20v4a2 2 0 0 0 0 4v4H2v-4a2 2 0 0 0 0-4z'/>",
  rocket: "<path d='M12 2c4 3 5 8 4 13H8C7 10 8 5 12 2zM8 15l-3 4h4zm8 0l3 4h-4zm-6 2h4l-2 5z'/>",
  trophy:
    "<path d='M6 3h12v5a6 6 0 0 1-12 0zM3 4h3v4H5a2 2 0 0 1-2-2zm18 0v2a2 2 0 0 1-2 2h-1V4zM11 14h2v4h3v3H8v-3h3z'/>",
  chest: "<path d='M3 9a5 5 0 0 1 5-5h8a5 5 0 0 1 5 5v2H3zm0 3h18v9H3zm8 1h2v4h-2z'/>",
  people:
    "<circle cx='9' cy='7' r='4'/><path d='M1 21a8 8 0 0 1 16 0z'/><circle cx='17' cy='8' r='3' fill-opacity='.6'/>",
  percent:
    "<circle cx='7' cy='7' r='3'/><circle cx='17' cy='17' r='3'/><path d='M17 3h3L7 21H4z'/>",
  headset: "<path d='M4 13a8 8 0 0 1 16 0v6h-4v-7h2a6 6 0 0 0-12 0h2v7H4z'/>",
  plane: "<path d='M2 11l19-8-3 18-6-5-3 3v-5l9-8-11 7z'/>",
  bubble:
    "<path d='M12 2a10 10 0 0 0-8.7 15L2 22l5.2-1.3A10 10 0 1 0 12 2z'/><path d='M8 8h2l1 3-1 1a6 6 0 0 0 2 2l1-1 3 1v2c-5 0-9-4-9-8z' fill='#000' fill-opacity='.35'/>",
  camera:
    "<path d='M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm5-4a1 1 0 1 1 0 2 1 1 0 0 1 0-2z'/>",
  xmark: "<path d='M3 3h5l13 18h-5zM4 21l7-8 1.3 1.8L6.4 21zM20 3l-6.6 7.5-1.3-1.8L17.6 3z'/>",
  fletter:
    "<path d='M14 22v-8h3l.5-3.5H14V8.5c0-1 .3-1.7 1.8-1.7H18V3.6c-.3 0-1.4-.1-2.6-.1-2.6 0-4.4 1.6-4.4 4.5v2.5H8V14h3v8z'/>",
};

/** A glyph placed at (x, y) with its 24-unit grid scaled to `size` pixels; fill is inherited
 * (white) unless given. */
export function placeGlyph(
  name: GlyphName,
  x: number,
  y: number,
  size: number,
  fill?: string,
): string {
  const s = Math.round((size / 24) * 100) / 100;
  const paint = fill ? ` fill='${fill}'` : '';
  return `<g transform='translate(${x} ${y}) scale(${s})'${paint}>${GLYPHS[name]}</g>`;
}
