#!/usr/bin/env node
// Route weights, a benchmark that prints numbers, not a gate: after `vite build`, reads
// <dist>/.vite/manifest.json and prints, gzip -9 like scripts/check-bundle.mjs:
//   - the first load every route pays: the entry chunk and its static imports (JS and CSS);
//   - for each route whose screen is lazily loaded (src/app wires them with
//     `lazyPage(() => import('../screens/X/X')...)`): the chunks its dynamic import pulls in with
//     their static imports, minus what the first load already has, and the total on a cold
//     load of that route; plus what the screen itself loads later (its own dynamic imports);
//   - every other lazily loaded chunk (overlays, carousels...), which loads after first render.
// Route chunks are the manifest entries whose `src` is under src/screens/<Name>/ (manifest keys
// are source paths), mapped to paths with ROUTES below. Usage:
//   vite build && node scripts/bench-routes.mjs [dist]     (default dist; or BENCH_DIST)
// Also writes the numbers to .bench/routes.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  entryKeyOf,
  filesOf,
  gzipTotal,
  kb,
  readManifest,
  staticClosure,
} from './lib/manifest.mjs';
import { root } from './lib/processes.mjs';

/** Route path -> screen folder under src/screens (spec 2 routes). */
// Rows of the route table (src/app/routing/routes.ts), read as text: node runs this script
// without a TypeScript loader, and the table's rows are plain literals.
const ROUTES = [
  ...readFileSync(path.join(root, 'src/app/routing/routes.ts'), 'utf8').matchAll(
    /path:\s*'([^']+)',\s*screen:\s*'([^']+)'/g,
  ),
].map(([, routePath, screen]) => ({ path: routePath, screen }));

const dist = path.resolve(root, process.argv[2] ?? process.env.BENCH_DIST ?? 'dist');
const outFile = path.join(root, '.bench', 'routes.json');

let manifest;
let entryKey;
try {
  manifest = readManifest(dist);
  entryKey = entryKeyOf(manifest);
} catch (error) {
  console.error(`[routes] ${error.message}`);
  process.exit(1);
}

const screenOf = (key) => /^src\/screens\/([^/]+)\//.exec(manifest[key]?.src ?? key)?.[1];
const dynamicImporters = (key) =>
  Object.keys(manifest).filter((other) => manifest[other].dynamicImports?.includes(key));

// What every route pays before first render.
const firstLoadKeys = staticClosure(manifest, [entryKey]);
const firstLoadSet = new Set(firstLoadKeys);
const firstLoadFiles = filesOf(manifest, firstLoadKeys);
const firstLoad = {
  keys: firstLoadKeys,
  js: firstLoadFiles.js,
  css: firstLoadFiles.css,
  jsGzip: gzipTotal(dist, firstLoadFiles.js),
  cssGzip: gzipTotal(dist, firstLoadFiles.css),
};

// A screen's route chunks: its dynamic entries imported from outside its own folder (an import()
// inside the screen, e.g. of a carousel, is something the screen loads later, not the route).
const dynamicEntries = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const routeChunksOf = (screen) =>
  dynamicEntries.filter(
    (key) =>
      screenOf(key) === screen &&
      dynamicImporters(key).some((importer) => screenOf(importer) !== screen),
  );
// Screens with a lazy chunk but no row in ROUTES are reported too, not lost.
for (const screen of new Set(dynamicEntries.map(screenOf))) {
  if (!screen || ROUTES.some((route) => route.screen === screen)) continue;
  if (routeChunksOf(screen).length) ROUTES.push({ path: '(not in ROUTES)', screen });
}
const allRouteChunks = new Set(ROUTES.flatMap(({ screen }) => routeChunksOf(screen)));

const accounted = new Set(firstLoadKeys);
const routes = ROUTES.map(({ path: routePath, screen }) => {
  const chunks = routeChunksOf(screen);
  const keys = staticClosure(manifest, chunks, firstLoadSet);
  const files = filesOf(manifest, keys);
  // CSS already in the first load is not paid again.
  const css = files.css.filter((file) => !firstLoad.css.includes(file));
  const loaded = new Set([...firstLoadKeys, ...keys]);
  const laterRoots = [...new Set(keys.flatMap((key) => manifest[key].dynamicImports ?? []))].filter(
    (key) => !allRouteChunks.has(key) && !loaded.has(key),
  );
  const laterKeys = staticClosure(manifest, laterRoots, loaded);
  const later = filesOf(manifest, laterKeys);
  for (const key of [...keys, ...laterKeys]) accounted.add(key);
  const jsGzip = gzipTotal(dist, files.js);
  return {
    path: routePath,
    screen,
    chunks: chunks.map((key) => manifest[key].file),
    lazy: chunks.length > 0,
    js: files.js,
    css,
    jsGzip,
    cssGzip: gzipTotal(dist, css),
    coldJsGzip: firstLoad.jsGzip + jsGzip,
    laterJs: later.js,
    laterJsGzip: gzipTotal(dist, later.js),
  };
});

// Lazily loaded chunks that belong to no route: they load after first render (or on demand).
const others = dynamicEntries
  .filter((key) => !accounted.has(key))
  .map((key) => {
    const keys = staticClosure(manifest, [key], firstLoadSet);
    const files = filesOf(manifest, keys);
    const css = files.css.filter((file) => !firstLoad.css.includes(file));
    return {
      src: manifest[key].src ?? key,
      from: dynamicImporters(key).map((importer) => manifest[importer].src ?? importer),
      js: files.js,
      jsGzip: gzipTotal(dist, files.js),
      cssGzip: gzipTotal(dist, css),
    };
  })
  .sort((a, b) => b.jsGzip - a.jsGzip);

// Output.
const rel = path.relative(root, dist) || '.';
const pad = (text, width) => String(text).padEnd(width);
const num = (bytes, width = 10) => kb(bytes).padStart(width);

console.log(`[routes] ${rel}/.vite/manifest.json, gzip -9, 1 KB = 1024 bytes\n`);
console.log(
  `first load (every route): JS ${kb(firstLoad.jsGzip)} in ${firstLoad.js.length} file(s), ` +
    `CSS ${kb(firstLoad.cssGzip)} in ${firstLoad.css.length} file(s)`,
);
for (const file of [...firstLoad.js, ...firstLoad.css]) {
  console.log(`  ${num(gzipTotal(dist, [file]))}  ${file}`);
}
console.log('');

const header = [
  pad('route', 18),
  pad('screen', 14),
  pad('own chunk', 10),
  'route JS'.padStart(10),
  'route CSS'.padStart(10),
  'cold JS'.padStart(10),
  'later JS'.padStart(10),
].join(' ');
console.log(header);
console.log('-'.repeat(header.length));
for (const route of routes) {
  console.log(
    [
      pad(route.path, 18),
      pad(route.screen, 14),
      pad(route.lazy ? 'lazy' : 'none', 10),
      num(route.jsGzip),
      num(route.cssGzip),
      num(route.coldJsGzip),
      route.laterJs.length ? num(route.laterJsGzip) : '-'.padStart(10),
    ].join(' '),
  );
}
console.log(
  '\nroute JS/CSS: what the route adds on top of the first load (its lazy chunks and their static\n' +
    'imports); cold JS: first load + route JS, a player opening that URL directly; later JS: what\n' +
    "the screen loads after it renders (its own import()s). 'none': no chunk of its own, so the\n" +
    'screen is bundled into the first load, or not routed yet.',
);
const detailed = routes.filter((route) => route.js.length || route.css.length);
if (detailed.length) {
  console.log('\nroute files:');
  for (const route of detailed) {
    console.log(`  ${route.path}`);
    for (const file of [...route.js, ...route.css]) {
      console.log(`    ${num(gzipTotal(dist, [file]))}  ${file}`);
    }
    for (const file of route.laterJs)
      console.log(`    ${num(gzipTotal(dist, [file]))}  ${file} (later)`);
  }
}
if (others.length) {
  console.log('\nother lazily loaded chunks (after first render or on demand), JS + CSS:');
  for (const other of others) {
    console.log(
      `  ${num(other.jsGzip)} ${num(other.cssGzip)}  ${other.src}  (from ${other.from.join(', ')})`,
    );
  }
}

mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify({ dist: rel, firstLoad, routes, others }, null, 2)}\n`);
console.log(`\n[routes] wrote ${path.relative(root, outFile)}`);
