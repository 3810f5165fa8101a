import type { MessageKey } from '../../i18n/pt-BR';

/**
 * One row of the route table (spec 2 "Routes"). Everything that depends on a route reads it
 * from here: the router (AppRoutes.tsx), the login guard (routeRules.ts, guardedLocation.ts,
 * RequireLogin.tsx), the tab bar and header (AppShell.tsx), the cold-load preload in
 * index.html and the lazy screen chunks (scripts/routePlugin.ts), and the idle preload.
 */
export type RouteRow = {
  /**
   * The path as wouter matches it: `:name` is a parameter (passed to the screen as a prop of
   * that name), `:name?` an optional one. The query never takes part in matching.
   */
  path: string;
  /**
   * The screen, loaded on demand: `src/screens/<screen>/<screen>.tsx` exporting a component
   * named `<screen>` (one chunk per screen, built by scripts/routePlugin.ts).
   */
  screen: string;
  /** Spec 2 "login-required marked": a visitor gets the register pop-up instead. */
  loginOnly: boolean;
  /** Spec 2: the bottom tab bar (and the tab-page header) show only on /, /promotion, /activity, /person. */
  tabBar: boolean;
  /** The page title (page header and document title); tab pages show the brand instead. */
  title?: MessageKey;
  /**
   * `first`: the screen's loader sits in the entry, so a cold load of it needs nothing else
   * (only the home: every such row costs the first load about 250 bytes gzip). `idle`: the
   * screen's code is fetched once the browser is idle after the first paint (spec 2: the
   * deposit page). Otherwise it loads on the first visit.
   */
  preload?: 'first' | 'idle';
};

/**
 * The route table. Adding a screen is one row here (README "Adding a screen"). Paths not listed
 * redirect to /; /u/{code} and /c/{code} store a referral and redirect to / (AppRoutes.tsx).
 * Order matters only where two patterns could match the same path: the first row wins.
 */
export const routes: readonly RouteRow[] = [
  { path: '/', screen: 'Home', loginOnly: false, tabBar: true, preload: 'first' },
  {
    path: '/gameList',
    screen: 'GameList',
    loginOnly: false,
    tabBar: false,
    title: 'games.list.fallbackTitle',
  },
  {
    path: '/gameDetail/:id',
    screen: 'GameDetail',
    loginOnly: false,
    tabBar: false,
    title: 'games.detail.title',
  },
  {
    path: '/search',
    screen: 'Search',
    loginOnly: true,
    tabBar: false,
    title: 'games.search.title',
  },
  {
    path: '/resetPassword',
    screen: 'ResetPassword',
    loginOnly: false,
    tabBar: false,
    title: 'auth.reset.title',
  },
];

/**
 * Spec 2 login-only routes whose screens are not built yet (the cashier, account and messages
 * issues build them). They are not routes: a player who opens one lands on / like on any unknown
 * path. They are listed so the spec 2 guard still treats them as login-only, and a visitor who
 * taps the Perfil or Depósito tab gets the register pop-up instead of being sent home. A path
 * leaves this list when its row joins `routes` (a unit test checks the two never overlap).
 */
export const unbuiltLoginOnlyPaths: readonly string[] = [
  '/person',
  '/person/edit',
  '/wallet',
  '/exchange',
  '/tradelist',
  '/tradedetail',
  '/orderlist',
  '/setting',
  '/exchangeCode',
  '/changePassword',
  '/codeauth',
  '/notice',
  '/deposit',
  '/withdraw',
];
