#!/usr/bin/env node
// `npm run mock-api`: the mock world (mocks/server.ts) as a real HTTP + WebSocket API on
// 127.0.0.1, for the production build (`VITE_API_BASE_URL=http://127.0.0.1:8787 npm run build`)
// and e2e/. The repo has no tsx/ts-node: Vite's SSR module loader runs the TypeScript sources
// (about 1 s), without the app's Vite config (its React and vanilla-extract plugins are not
// needed here). Environment:
//   MOCK_API_PORT     port (default 8787; 0 picks a free one)
//   MOCK_API_LATENCY  world latency mode (default 'realistic')
//   MOCK_API_QUIET=1  no per-request log lines
//   MOCK_API_CLOCK    'world' (default): the server reads the seed's instant (22/11/2026 12:00
//                     in São Paulo) from every reset on; 'real': the machine's clock
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.MOCK_API_PORT ?? 8787);
const latency = process.env.MOCK_API_LATENCY || 'realistic';
const quiet = process.env.MOCK_API_QUIET === '1';
const clock = process.env.MOCK_API_CLOCK === 'real' ? 'real' : 'world';

const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  // jsencrypt's ESM build uses extensionless imports that Node's loader rejects: let Vite
  // transform it instead of handing it to Node.
  ssr: { noExternal: ['jsencrypt'] },
});

let api;
try {
  const { startMockApi } = await vite.ssrLoadModule('/mocks/server.ts');
  api = await startMockApi({
    port,
    latency,
    clock,
    log: quiet ? undefined : (line) => console.log(line),
  });
} catch (error) {
  await vite.close();
  console.error('[mock-api] failed to start:', error);
  process.exit(1);
}

// e2e/ and humans wait for this line.
console.log(
  `[mock-api] listening on ${api.origin} (socket ${api.socketUrl}, latency ${latency}, ${clock} clock)`,
);
console.log(`[mock-api] scenarios: curl -X POST ${api.origin}/__mock/scenario/<name>`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await api.close();
  await vite.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
