#!/usr/bin/env node
// `npm run test:e2e`: every journey of every e2e/*.e2e.mjs file on one stack (one mock API, one
// build, one preview, one Chromium; ./harness.mjs). Arguments pick journeys by a part of their
// name: `npm run test:e2e -- Cadastro`.
import { readdirSync } from 'node:fs';
import { runJourneys } from './harness.mjs';

const here = new URL('.', import.meta.url);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.e2e.mjs'))
  .sort();
const journeys = [];
for (const file of files) {
  const module = await import(new URL(file, here).href);
  journeys.push(...module.journeys);
}
await runJourneys(journeys, process.argv.slice(2));
