#!/usr/bin/env node
// Renders the brand's raster pictures from the brand mark in public/favicon.svg, with the
// Chromium at CHROMIUM_PATH (TOOLCHAIN.md), into public/. The PNGs are committed; run this again
// after changing the mark: `node scripts/render-brand-images.mjs`.
//
//   icon-192.png, icon-512.png   manifest icons ("any"): the mark as it is, rounded corners
//   icon-maskable-512.png        manifest "maskable": full-bleed background, the mark inside the
//                                central 80 % safe zone (the launcher crops to its own shape)
//   apple-touch-icon.png         180 px, full-bleed (iOS rounds the corners itself)
//   og-image.png                 1200x630 link-preview card (og:image, twitter:image)
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const BACKGROUND = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
if (!BACKGROUND) throw new Error('favicon.svg: no background <rect fill> found');
// The mark without its rounded background square, for the full-bleed pictures.
const glyph = mark.replace(/<rect[^>]*\/>/, '');
// Inlined: a page opened with setContent may not load file: URLs.
const font = (weight) =>
  `data:font/woff2;base64,${readFileSync(
    new URL(
      `../node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
      import.meta.url,
    ),
  ).toString('base64')}`;

/** Full-bleed square: background colour, the glyph scaled to `share` of the side, centred. */
const fullBleed = (size, share) => `
  <div style="width:${size}px;height:${size}px;background:${BACKGROUND};display:grid;place-items:center">
    ${glyph.replace('<svg ', `<svg width="${size * share}" height="${size * share}" `)}
  </div>`;

const asIs = (size) => mark.replace('<svg ', `<svg width="${size}" height="${size}" `);

const card = `
  <style>
    @font-face { font-family: Inter; font-weight: 700; src: url(${font(700)}) format('woff2'); }
    @font-face { font-family: Inter; font-weight: 400; src: url(${font(400)}) format('woff2'); }
  </style>
  <div style="width:1200px;height:630px;box-sizing:border-box;padding:0 96px;display:flex;
      align-items:center;gap:64px;font-family:Inter;color:#f2f5fb;
      background:${BACKGROUND}">
    ${asIs(280)}
    <div>
      <div style="font-size:112px;font-weight:700;letter-spacing:-2px;line-height:1">Vitrine</div>
      <div style="margin-top:28px;font-size:40px;font-weight:400;color:#a7b2ca;line-height:1.3;white-space:nowrap">
        Cassino online: jogos, promoções<br />e carteira em reais.
      </div>
      <div style="margin-top:40px;width:160px;height:10px;border-radius:5px;background:#22c55e"></div>
    </div>
  </div>`;

const pictures = [
  { file: 'icon-192.png', width: 192, height: 192, html: asIs(192), transparent: true },
  { file: 'icon-512.png', width: 512, height: 512, html: asIs(512), transparent: true },
  // Safe zone: a circle of 40 % radius; the glyph's square at 56 % fits inside it.
  { file: 'icon-maskable-512.png', width: 512, height: 512, html: fullBleed(512, 0.56) },
  { file: 'apple-touch-icon.png', width: 180, height: 180, html: fullBleed(180, 0.7) },
  { file: 'og-image.png', width: 1200, height: 630, html: card },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
  ],
});
try {
  for (const { file, width, height, html, transparent } of pictures) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${html}</body></html>`,
    );
    await page.evaluate('document.fonts.ready');
    const png = await page.screenshot({ omitBackground: Boolean(transparent), type: 'png' });
    writeFileSync(new URL(file, publicDir), png);
    console.log(`public/${file} ${width}x${height} ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
