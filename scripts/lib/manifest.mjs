// Reading a production build through Vite's manifest (build.manifest: true writes
// <outDir>/.vite/manifest.json). Keys are source paths relative to the root ("index.html",
// "src/screens/Search/Search.tsx", "_shared-abc123.js" for shared chunks); each chunk lists the
// chunks it imports statically (`imports`, loaded with it) and dynamically (`dynamicImports`,
// loaded later), and the CSS files it needs (`css`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The parsed manifest of the build in `dist`; throws a readable error when there is none. */
export function readManifest(dist) {
  const file = path.join(dist, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file} (run vite build first): ${error.message}`);
  }
}

/** The key of the app's entry chunk (index.html). */
export function entryKeyOf(manifest) {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate].isEntry && candidate.endsWith('index.html'),
  );
  if (!key) throw new Error('no index.html entry in the manifest');
  return key;
}

/**
 * The chunk keys `keys` load before they run: themselves and their static imports,
 * transitively, in walk order; chunks in `exclude` (already loaded) and their imports are
 * skipped.
 */
export function staticClosure(manifest, keys, exclude = new Set()) {
  const seen = new Set();
  const order = [];
  (function walk(list) {
    for (const key of list) {
      if (seen.has(key) || exclude.has(key) || !manifest[key]) continue;
      seen.add(key);
      order.push(key);
      walk(manifest[key].imports ?? []);
    }
  })(keys);
  return order;
}

/** JS and CSS files of a list of chunk keys, each file once. */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

const gzipCache = new Map();

/** Gzip size (level 9, like scripts/check-bundle.mjs) of one emitted file, in bytes. */
export function gzipBytes(dist, file) {
  const full = path.join(dist, file);
  if (!gzipCache.has(full)) gzipCache.set(full, gzipSync(readFileSync(full), { level: 9 }).length);
  return gzipCache.get(full);
}

/** Sum of `gzipBytes` over `files`. */
export const gzipTotal = (dist, files) =>
  files.reduce((total, file) => total + gzipBytes(dist, file), 0);

/** Bytes as "12.3 KB" (1 KB = 1024 bytes, as the budget counts). */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
