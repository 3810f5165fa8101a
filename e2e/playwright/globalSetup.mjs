// Playwright's global setup for the journeys (playwright.config.mjs): the stack of
// e2e/harness.mjs, started once for the whole run in the runner's process: the mock API while
// the app builds against it (or the build in E2E_DIST reused with E2E_SKIP_BUILD=1), then
// `vite preview` of the build. The returned function is the global teardown: it stops both.
//
// The journeys run in a worker process, so what they need of the stack travels in the
// environment (workers inherit it): E2E_APP_URL, and E2E_MOCK_API_LOG, a file the mock API's
// output is copied to line by line (`t.mockApi.output` in the spec reads it).
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildApp, hasBuild, startMockApi, startPreview } from '../../scripts/lib/app-servers.mjs';
import { root, stopAll } from '../../scripts/lib/processes.mjs';

const log = (line) => console.log(`[e2e] ${line}`);

export default async function globalSetup(config) {
  const mockPort = Number(process.env.MOCK_API_PORT ?? 8787);
  const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 4173);
  const apiBase = `http://127.0.0.1:${mockPort}`;
  const outDir = process.env.E2E_DIST ?? 'node_modules/.cache/vitrine-e2e';
  const reuse = process.env.E2E_SKIP_BUILD === '1' && hasBuild(outDir);

  const resultsDir = path.resolve(root, config.projects[0]?.outputDir ?? 'e2e-results');
  mkdirSync(resultsDir, { recursive: true });
  const mockLog = path.join(resultsDir, 'mock-api.log');
  writeFileSync(mockLog, '');

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

  try {
    await Promise.all([
      startMockApi({ port: mockPort }).then((entry) => {
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
        log(`mock API up on ${apiBase} (${since()})`);
        return entry;
      }),
      reuse
        ? log(`reusing the build in ${outDir} (built with VITE_API_BASE_URL=${apiBase}?)`)
        : buildApp({ outDir, apiBase }).then(() =>
            log(`built with VITE_API_BASE_URL=${apiBase} into ${outDir} (${since()})`),
          ),
    ]);
    const { preview, url } = await startPreview({ outDir, port: previewPort });
    children.push(preview.child);
    log(`preview up on ${url} (${since()})`);
    process.env.E2E_APP_URL = url;
    process.env.E2E_MOCK_API_LOG = mockLog;
  } catch (error) {
    await stopAll();
    throw error;
  }

  return async () => {
    await stopAll();
    process.off('exit', killChildren);
    log('mock API and preview stopped');
  };
}
