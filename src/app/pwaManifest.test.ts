import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ptBR } from '../i18n/pt-BR';
import { darkColors } from '../theme/themes.css';
import { pwaManifest } from './pwaManifest';

const publicFile = (src: string) => new URL(`../../public${src}`, import.meta.url);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('takes its colours from the dark theme tokens (the default theme)', () => {
    expect(pwaManifest.theme_color).toBe(darkColors.background);
    expect(pwaManifest.background_color).toBe(darkColors.background);
  });

  it('matches index.html theme-color, so the browser chrome does not change on install', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${pwaManifest.theme_color}" />`);
  });

  it('is named after the brand and speaks pt-BR', () => {
    expect(pwaManifest.name).toBe(ptBR['app.name']);
    expect(pwaManifest.lang).toBe('pt-BR');
    expect(pwaManifest.display).toBe('standalone');
  });

  it('marks launches from the home screen', () => {
    const start = new URL(pwaManifest.start_url, 'https://app.example');
    expect(start.pathname).toBe('/');
    expect(start.searchParams.get('source')).toBe('pwa');
  });

  it('lists 192, 512 and maskable icons whose files exist at their stated size', () => {
    const bySize = pwaManifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(bySize).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of pwaManifest.icons) {
      expect(existsSync(publicFile(icon.src))).toBe(true);
      const [width, height] = pngSize(readFileSync(publicFile(icon.src)));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
