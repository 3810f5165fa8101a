import { deflateSync } from 'node:zlib';

/*
 * Raster stand-ins for the seed world's SVG pictures, for the mock API server (mocks/server.ts).
 * A real operator's image host answers with raster pictures (the app asks its proxy for WebP);
 * served as SVG, every <img> became a separate SVG document for the browser to parse and lay
 * out on the main thread, a cost players never pay and one that made load measurements of the
 * app (Lighthouse) measure the mock instead. The stand-in keeps the picture's aspect ratio and
 * its two main colours as a diagonal gradient, encoded as a PNG with Node's zlib.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** The SVG's aspect ratio (viewBox, else width/height, else square). */
function aspectOf(svg: string): number {
  const box = /viewBox=['"]\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(svg);
  if (box?.[1] && box[2]) return Number(box[1]) / Number(box[2]) || 1;
  const width = /\bwidth=['"]([\d.]+)/.exec(svg)?.[1];
  const height = /\bheight=['"]([\d.]+)/.exec(svg)?.[1];
  return width && height ? Number(width) / Number(height) || 1 : 1;
}

/** A PNG of `svg`'s aspect ratio, `width` pixels wide, painted with its first two colours. */
export function rasterize(svg: string, width = 240): Buffer {
  const colours = [...new Set(svg.match(/#[0-9a-fA-F]{6}\b/g) ?? [])].map((c) =>
    parseHex(c.slice(1)),
  );
  const from: Rgb = colours[0] ?? [40, 48, 72];
  const to: Rgb = colours[1] ?? from;
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(w / aspectOf(svg)));
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y += 1) {
    const row = y * (w * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < w; x += 1) {
      const t = (x / w + y / h) / 2;
      const at = row + 1 + x * 3;
      for (let c = 0; c < 3; c += 1) raw[at + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
