#!/usr/bin/env node
// First-load budget (HOUSE_STYLE): after `vite build`, sums the gzip size of the JS the home route
// loads before first render — the entry chunk and its static imports, plus the home screen's lazy
// chunk and its static imports (index.html preloads them alongside the entry: the route-preload
// script of scripts/routePlugin.ts), walked through the build manifest — and fails above the
// budget. Other dynamic imports are excluded on purpose: they load after first render (overlays,
// other routes, the home's lower sections). The prerendered page of / (scripts/prerenderPlugin.ts)
// must stay within 15 KB gzip, its inline scripts (boot, early data, route preload) included; their
// own gzip size is printed too. Also fails if any mock (MSW) code reached the build. The build to
// read: `node scripts/check-bundle.mjs /tmp/dist-x` or BUNDLE_DIST (default dist/).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const BUDGET_BYTES = 100 * 1024;
/** The prerendered HTML of / (gzip). */
const HTML_BUDGET_BYTES = 15 * 1024;
const dist = process.argv[2] ?? process.env.BUNDLE_DIST ?? 'dist';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith('index.html'),
);
if (!entryKey) {
  console.error('[budget] no index.html entry in dist/.vite/manifest.json');
  process.exit(1);
}

const HOME_SCREEN = 'src/screens/Home/Home.tsx';
if (!manifest[HOME_SCREEN]) {
  console.error(`[budget] no chunk for ${HOME_SCREEN} in the manifest`);
  process.exit(1);
}

const seen = new Set();
const files = [];
(function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (chunk.file.endsWith('.js')) files.push(chunk.file);
  for (const child of chunk.imports ?? []) walk(child);
})(entryKey);
const entryFiles = files.length;
walkHome(HOME_SCREEN);
function walkHome(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (chunk.file.endsWith('.js')) files.push(chunk.file);
  for (const child of chunk.imports ?? []) walkHome(child);
}

// The number above is only true if the page really fetches the home chunk with the entry.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const homeFile = `/${manifest[HOME_SCREEN].file}`;
if (!html.includes('id="route-preload"') || !html.includes(JSON.stringify(homeFile))) {
  console.error(`[budget] dist/index.html does not preload ${homeFile} (scripts/routePreload.ts)`);
  process.exit(1);
}

let total = 0;
const rows = files.map((file) => {
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  return { file, gz };
});
rows.forEach(({ file, gz }, index) =>
  console.log(
    `[budget]   ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}${
      index < entryFiles ? '' : '  (home screen)'
    }`,
  ),
);
console.log(
  `[budget] first-load JS of / : ${(total / 1024).toFixed(1)} KB gzip (${total} bytes) / budget ${BUDGET_BYTES / 1024} KB`,
);

// The prerendered page of / and the inline scripts in it.
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const htmlBytes = gzip(html);
const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
  ([, attrs, body]) => !/\bsrc=/.test(attrs) && body.trim() !== '',
);
for (const [, attrs, body] of inline) {
  const id = /\bid="([^"]+)"/.exec(attrs)?.[1] ?? 'boot';
  console.log(`[budget]   ${(gzip(body) / 1024).toFixed(1).padStart(7)} KB  inline script ${id}`);
}
const prerendered = /<div id="root"><[a-z]/.test(html);
console.log(
  `[budget] index.html${prerendered ? ' (prerendered)' : ''}: ${(htmlBytes / 1024).toFixed(1)} KB gzip (${htmlBytes} bytes) / budget ${HTML_BUDGET_BYTES / 1024} KB`,
);

// No mock code may ship to players: MSW's worker or library must not be in any emitted file.
const mockMarkers = ['mockServiceWorker', 'msw/browser', 'MockServiceWorker', 'setupWorker'];
const leaks = [];
(function scan(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) scan(full);
    else if (/\.(js|html|json|webmanifest)$/.test(entry.name) && !full.includes('.vite')) {
      const text = readFileSync(full, 'utf8');
      for (const marker of mockMarkers) if (text.includes(marker)) leaks.push(`${full}: ${marker}`);
    }
  }
})(dist);

let failed = false;
if (leaks.length) {
  console.error(`[budget] FAIL: mock code in the production build:\n  ${leaks.join('\n  ')}`);
  failed = true;
}
if (!prerendered) {
  console.error('[budget] FAIL: dist/index.html is not prerendered (scripts/prerenderPlugin.ts)');
  failed = true;
}
if (htmlBytes > HTML_BUDGET_BYTES) {
  console.error(
    `[budget] FAIL: index.html is over budget by ${htmlBytes - HTML_BUDGET_BYTES} bytes`,
  );
  failed = true;
}
if (total > BUDGET_BYTES) {
  console.error(`[budget] FAIL: first-load JS is over budget by ${total - BUDGET_BYTES} bytes`);
  failed = true;
}
if (failed) process.exit(1);
console.log('[budget] ok: within budget, no mock code shipped');
