// Playwright's global setup for the journeys (playwright.config.mjs): the stack of
// e2e/harness.mjs, one per worker, started once for the whole run in the runner's process: the
// mock API while the app builds against it (or the build in E2E_DIST reused with
// E2E_SKIP_BUILD=1), then `vite preview` of the build. The returned function is the global
// teardown: it stops them all.
//
// The journeys run in worker processes, so what they need of their stack travels in the
// environment (workers inherit it): E2E_STACKS, with each stack's app URL, API base, build and
// the file its mock API's output is copied to line by line (`t.mockApi.output` reads it).
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildApp, hasBuild, startMockApi, startPreview } from '../../scripts/lib/app-servers.mjs';
import { root, stopAll } from '../../scripts/lib/processes.mjs';

const log = (line) => console.log(`[e2e] ${line}`);

/**
 * One stack per worker: journeys reset and fill their mock world, so two journeys at once need
 * two worlds. Worker i gets the mock API on MOCK_API_PORT + i, a build pointed at it (E2E_DIST,
 * then E2E_DIST-i) and its preview on E2E_PREVIEW_PORT + i. The stacks start side by side; what
 * a worker needs of its stack travels in the environment (E2E_STACKS, a JSON list).
 */
export default async function globalSetup(config) {
  const firstMockPort = Number(process.env.MOCK_API_PORT ?? 8787);
  const firstPreviewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4173);
  const firstOutDir = process.env.E2E_DIST ?? 'node_modules/.cache/vitrine-e2e';
  const count = Math.max(1, config.workers);

  const resultsDir = path.resolve(root, config.projects[0]?.outputDir ?? 'e2e-results');
  mkdirSync(resultsDir, { recursive: true });

  const startedAt = Date.now();
  const since = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
  // Stops whatever started when the runner goes away without running the teardown (a second
  // Ctrl-C, a crash): every child is its own process group (scripts/lib/processes.mjs).
  const children = [];
  const killChildren = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killChildren);

  async function startStack(index) {
    const apiBase = `http://127.0.0.1:${firstMockPort + index}`;
    const outDir = index === 0 ? firstOutDir : `${firstOutDir}-${index}`;
    const reuse = process.env.E2E_SKIP_BUILD === '1' && hasBuild(outDir);
    const mockLog = path.join(resultsDir, index === 0 ? 'mock-api.log' : `mock-api-${index}.log`);
    writeFileSync(mockLog, '');
    await Promise.all([
      startMockApi({ port: firstMockPort + index }).then((entry) => {
        children.push(entry.child);
        // What the mock API printed so far, then every new line, for t.mockApi.output.
        appendFileSync(mockLog, entry.output.map((line) => `${line}\n`).join(''));
        const copy = (chunk) => {
          const lines = stripVTControlCharacters(String(chunk))
            .split('\n')
            .filter((line) => line.trim());
          if (lines.length) appendFileSync(mockLog, lines.map((line) => `${line}\n`).join(''));
        };
        entry.child.stdout.on('data', copy);
        entry.child.stderr.on('data', copy);
        log(`mock API ${index} up on ${apiBase} (${since()})`);
        return entry;
      }),
      reuse
        ? log(`reusing the build in ${outDir} (built with VITE_API_BASE_URL=${apiBase}?)`)
        : buildApp({ outDir, apiBase }).then(() =>
            log(`built with VITE_API_BASE_URL=${apiBase} into ${outDir} (${since()})`),
          ),
    ]);
    const { preview, url } = await startPreview({ outDir, port: firstPreviewPort + index });
    children.push(preview.child);
    log(`preview ${index} up on ${url} (${since()})`);
    return { apiBase, appUrl: url, outDir, mockLog };
  }

  try {
    const stacks = await Promise.all(Array.from({ length: count }, (_, i) => startStack(i)));
    process.env.E2E_STACKS = JSON.stringify(stacks);
    // The first stack's, for anything that reads the single-stack variables.
    process.env.E2E_APP_URL = stacks[0].appUrl;
    process.env.E2E_MOCK_API_LOG = stacks[0].mockLog;
  } catch (error) {
    await stopAll();
    throw error;
  }

  return async () => {
    await stopAll();
    process.off('exit', killChildren);
    log(`${count} mock API${count > 1 ? 's' : ''} and preview${count > 1 ? 's' : ''} stopped`);
  };
}
