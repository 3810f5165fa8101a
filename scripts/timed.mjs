#!/usr/bin/env node
// Runs an npm script whose body is a chain of steps (`a && b && c`, like `npm test`) one step at
// a time and prints each step's seconds, then a summary, also when a step fails (it stops there,
// as `&&` does). `.ci/run` uses it for `npm test`: `node scripts/timed.mjs test`.
// The steps are read from package.json at run time, so a step added to `test` is timed too.
// A script that is not a plain `&&` chain runs whole (`npm run <name>`), timed as one step.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const name = process.argv[2] ?? 'test';
const { scripts = {} } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const body = scripts[name];
if (!body) {
  console.error(`[timed] package.json has no "${name}" script`);
  process.exit(1);
}

const parts = body.split('&&').map((part) => part.trim());
const plainChain = !/[|;`$()<>]/.test(body.replaceAll('&&', ''));
const steps = plainChain ? parts : [`npm run ${name}`];

const times = [];
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const summary = () => {
  const total = times.reduce((sum, step) => sum + step.ms, 0);
  console.log(`\n[timed] npm run ${name}, step by step:`);
  for (const step of times) {
    console.log(`[timed] ${seconds(step.ms)} s  ${step.ok ? 'ok  ' : 'FAIL'}  ${step.command}`);
  }
  console.log(`[timed] ${seconds(total)} s  total`);
};

for (const command of steps) {
  console.log(`\n[timed] > ${command}`);
  const startedAt = Date.now();
  // Through a shell with node_modules/.bin on the PATH, as npm runs a script.
  const result = spawnSync(command, {
    cwd: root,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${root}node_modules/.bin${path.delimiter}${process.env.PATH}` },
  });
  const ms = Date.now() - startedAt;
  const ok = result.status === 0;
  times.push({ command, ms, ok });
  console.log(`[timed] ${ok ? 'done' : 'FAILED'}: ${command} in ${(ms / 1000).toFixed(1)} s`);
  if (!ok) {
    summary();
    process.exit(result.status ?? 1);
  }
}
summary();
