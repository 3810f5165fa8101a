import { startEarlyData } from './earlyData';

// Issue 15 item 2: run once, by the first of index.html's module scripts (the early-data chunk,
// scripts/earlyDataPlugin.ts); the entry imports this module too and finds it already run.
// Production builds only: in `npm start` (demo) the mock world is not up yet at this point.
// Opt-in until the first-load budget has room for it (about 1 KB gzip: see earlyDataPlugin.ts).
if (import.meta.env.PROD && import.meta.env.VITE_EARLY_DATA === 'true') {
  startEarlyData(import.meta.env.VITE_API_BASE_URL ?? '');
}
