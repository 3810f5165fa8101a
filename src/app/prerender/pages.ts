/**
 * The pages the build prerenders (scripts/prerenderPlugin.ts): the lobby and the two game screens a
 * player reaches from it, each painted from HTML before the app's code arrives. Read by the build,
 * the preview server, the service worker and the unit tests; never by the app itself (not in the
 * first load).
 */
export type PrerenderedPage = {
  /** The address rendered at build time (a sample one where the route has parameters). */
  path: string;
  /** The file it is written to, in the build's folder. */
  file: string;
  /** The route table row (routes.ts `path`) whose addresses the host answers with `file`. */
  route: string;
  /**
   * The addresses (`pathname + search`) whose page is exactly the prerendered one: the boot
   * script in `file` hydrates only these and hands any other address to the app (a host may
   * serve the file for addresses of other shapes, e.g. one page for every path).
   */
  match: RegExp;
};

export const prerenderedPages: readonly PrerenderedPage[] = [
  // The lobby; the query (?source=pwa from the installed app) does not change it.
  { path: '/', file: 'index.html', route: '/', match: /^\/(?:\?.*)?$/ },
  // A category's games, as the lobby's "Todos" links open them (?categoryId=N alone): the title
  // and the grid wait for their data either way. A provider's list, a sort or a filter draws
  // other controls, so those addresses are drawn by the app.
  {
    path: '/gameList?categoryId=1',
    file: 'gameList/index.html',
    route: '/gameList',
    match: /^\/gameList\/?\?categoryId=0*[1-9]\d{0,11}$/,
  },
  // One game's page: any id the screen reads as a game id (GameDetail parseId) waits for the
  // game; anything else is "not found", drawn by the app.
  {
    path: '/gameDetail/1',
    file: 'gameDetail/index.html',
    route: '/gameDetail/:id',
    match: /^\/gameDetail\/\d{1,12}\/?(?:\?.*)?$/,
  },
];
