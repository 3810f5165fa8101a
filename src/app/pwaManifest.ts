/**
 * The web app manifest (spec 1 "installable mode"), written into the production build by
 * vite-plugin-pwa (vite.config.ts). Kept here, not in the plugin options, so a unit test holds it
 * to the theme tokens and the brand name (pwaManifest.test.ts).
 *
 * - Colours: the dark theme (the default, spec 9) `background` token for both the splash screen
 *   and the browser chrome, as index.html's theme-color.
 * - CHOICE: `start_url` is `/?source=pwa`. It marks launches from the home screen in the
 *   operator's analytics and server logs (requests carry the page URL as referrer); the app
 *   itself tells the installed mode by `display-mode: standalone` (src/api/headers.ts, app types
 *   6 and 7 of spec 3), which a start URL cannot fake or miss. The operator's PWA short code is
 *   not in the start URL: the manifest is one static file for every player, while the short code
 *   arrives per install link (`?pwaShortCode=`, src/app/routing/attribution.ts) and is already
 *   stored by then.
 * - CHOICE: no `orientation`: the installed app follows the phone, because some games play in
 *   landscape (a locked portrait app would keep them sideways).
 */
export const PWA_START_URL = '/?source=pwa';

export const pwaManifest = {
  name: 'Vitrine',
  short_name: 'Vitrine',
  description: 'Cassino online: jogos, promoções e carteira em reais.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: PWA_START_URL,
  scope: '/',
  id: '/',
  display: 'standalone',
  theme_color: '#070b16',
  background_color: '#070b16',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;
