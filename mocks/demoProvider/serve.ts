/**
 * The demo provider's pages as files, for the hosts that serve them under `/demo-provider/`: the
 * mock API server (mocks/server.ts) and the demo app's dev server (vite.config.ts, `--mode demo`
 * only). Storybook serves the same folders as static dirs (.storybook/main.ts). Node only.
 *
 * - ./game/ at `/demo-provider/game/`: the demo slot every game launches (mocks/world/games.ts
 *   answers it in the launch URL);
 * - ./chat/ at `/demo-provider/chat/`: the demo live chat the seed's business config names as
 *   the customer service (mocks/handlers/system.ts makes it absolute on the answering origin).
 *
 * Each is plain HTML, CSS and JS, no build step.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The pages, each at `/demo-provider/<name>` on every host, served from the folder `./<name>/`. */
export const DEMO_PAGES = ['game', 'chat'] as const;

export type DemoPage = (typeof DEMO_PAGES)[number];

/** Where every page of the demo provider lives on each host. */
export const DEMO_PROVIDER_MOUNT = '/demo-provider';

/** The demo game's page address (mocks/world/games.ts answers it in the launch URL). */
export const DEMO_GAME_MOUNT = `${DEMO_PROVIDER_MOUNT}/game`;

/** The demo chat's page address (the seed's customer-service address). */
export const DEMO_CHAT_MOUNT = `${DEMO_PROVIDER_MOUNT}/chat`;

/** The folder holding a page's files, with its trailing slash. */
export function demoPageDir(page: DemoPage): string {
  return fileURLToPath(new URL(`./${page}/`, import.meta.url));
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

export type DemoPageAnswer =
  | { kind: 'file'; body: Buffer; contentType: string }
  /** The mount without its slash: the page's relative links need the folder's address. */
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

/**
 * The answer for a request path, or null when the path is under none of the pages' mounts (the
 * demo game's API at `/demo-provider/api/` is answered by handlers, not here). A page's `/` is
 * its index.html; only plain names of files its folder holds are served, never a path out of it
 * nor a file of another page. `search` (the query, with its `?`) is kept on a redirect: it
 * carries the game's session.
 */
export function demoPageAnswer(pathname: string, search = ''): DemoPageAnswer | null {
  for (const page of DEMO_PAGES) {
    const mount = `${DEMO_PROVIDER_MOUNT}/${page}`;
    if (pathname === mount) return { kind: 'redirect', location: `${pathname}/${search}` };
    if (!pathname.startsWith(`${mount}/`)) continue;
    const name = pathname.slice(mount.length + 1) || 'index.html';
    const extension = /^[\w-]+\.(\w+)$/.exec(name)?.[1];
    const contentType = extension ? CONTENT_TYPES[extension] : undefined;
    const dir = demoPageDir(page);
    if (!contentType || !readdirSync(dir).includes(name)) return { kind: 'missing' };
    return { kind: 'file', body: readFileSync(`${dir}${name}`), contentType };
  }
  return null;
}
