import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const mswWorkerPath = fileURLToPath(new URL('./msw-public/mockServiceWorker.js', import.meta.url));

/**
 * Serves MSW's worker in `--mode demo` only. It lives outside `public/` so it never ships to
 * players or gets precached (TOOLCHAIN.md).
 */
function demoWorker(): Plugin {
  return {
    name: 'vitrine:demo-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(mswWorkerPath));
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin(), ...(mode === 'demo' ? [demoWorker()] : [])],
  build: {
    manifest: true,
    sourcemap: false,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
