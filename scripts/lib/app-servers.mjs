// The production app against the mock API, for e2e/ and the benchmarks: the mock API
// (scripts/mock-api.mjs), a production build pointed at it, and `vite preview` of that build.
// Each runs as a child from ./processes.mjs: stop them with its `stopAll()`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reachable, root, startNode, waitFor } from './processes.mjs';

const viteBin = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

/**
 * Starts the mock API on 127.0.0.1:`port` and waits for its "listening on" line. `env` adds
 * MOCK_API_LATENCY, MOCK_API_QUIET... (scripts/mock-api.mjs). Returns the child entry, whose
 * `output` holds the request log unless MOCK_API_QUIET=1.
 */
export async function startMockApi({ port, env = {} }) {
  const mockApi = startNode('mock-api', ['scripts/mock-api.mjs'], {
    env: { ...env, MOCK_API_PORT: String(port) },
  });
  await waitFor(
    'the mock API',
    () => mockApi.output.some((line) => line.includes('listening on')),
    20_000,
    mockApi,
  );
  return mockApi;
}

/** Whether `outDir` (relative to the repository root) holds a build. */
export const hasBuild = (outDir) => existsSync(path.resolve(root, outDir, 'index.html'));

/** `vite build` with VITE_API_BASE_URL=`apiBase` into `outDir`; throws with the output on failure. */
export async function buildApp({ outDir, apiBase }) {
  const build = startNode('vite build', [viteBin, 'build', '--outDir', outDir, '--emptyOutDir'], {
    env: { VITE_API_BASE_URL: apiBase },
  });
  const code = await build.exited;
  if (code !== 0) throw new Error(`vite build failed:\n${build.output.join('\n')}`);
  return build;
}

/**
 * `vite preview` of `outDir` on 127.0.0.1:`port` (strict). Waits for its own banner before the
 * port answers, so a port taken by something else does not pass for the preview. Returns the
 * child entry and the app's URL.
 */
export async function startPreview({ outDir, port }) {
  const url = `http://127.0.0.1:${port}/`;
  const preview = startNode('vite preview', [
    viteBin,
    'preview',
    '--outDir',
    outDir,
    '--port',
    String(port),
    '--strictPort',
  ]);
  await waitFor(
    'vite preview',
    async () => preview.output.some((line) => line.includes(url)) && (await reachable(url)()),
    20_000,
    preview,
  );
  return { preview, url };
}
