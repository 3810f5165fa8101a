import { startEarlyData } from './earlyData';

// Inlined into the head of every page of a players' build (scripts/earlyDataPlugin.ts), so it runs
// while the page is read, before the app's code has arrived. VITE_API_BASE_URL is written in by
// that build.
startEarlyData(import.meta.env.VITE_API_BASE_URL ?? '');
