/**
 * The demo game's page (./game/: plain HTML, CSS and one JS module, no build step) as files for
 * the hosts that serve it at `/demo-provider/game/`: the mock API server (mocks/server.ts) and
 * the demo app's dev server (vite.config.ts, `--mode demo` only). Storybook serves the folder as
 * a static dir (.storybook/main.ts). Node only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The page's address on every host (mocks/world/games.ts answers it in the launch URL). */
export const DEMO_GAME_MOUNT = '/demo-provider/game';

export const DEMO_GAME_DIR = fileURLToPath(new URL('./game/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

export type DemoGameAnswer =
  | { kind: 'file'; body: Buffer; contentType: string }
  /** The mount without its slash: the page's relative links need the folder's address. */
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

/**
 * The answer for a request path, or null when the path is not under DEMO_GAME_MOUNT. `/` is
 * index.html; only plain names of files the folder holds are served, never a path out of it.
 * `search` (the query, with its `?`) is kept on a redirect: it carries the session.
 */
export function demoGameAnswer(pathname: string, search = ''): DemoGameAnswer | null {
  if (pathname === DEMO_GAME_MOUNT) return { kind: 'redirect', location: `${pathname}/${search}` };
  if (!pathname.startsWith(`${DEMO_GAME_MOUNT}/`)) return null;
  const name = pathname.slice(DEMO_GAME_MOUNT.length + 1) || 'index.html';
  const extension = /^[\w-]+\.(\w+)$/.exec(name)?.[1];
  const contentType = extension ? CONTENT_TYPES[extension] : undefined;
  if (!contentType || !readdirSync(DEMO_GAME_DIR).includes(name)) return { kind: 'missing' };
  return { kind: 'file', body: readFileSync(`${DEMO_GAME_DIR}${name}`), contentType };
}
