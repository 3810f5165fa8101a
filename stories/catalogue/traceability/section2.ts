import type { Proof, Rule } from './types';

/*
 * Spec section 2 "Screens and routes" of the product spec (`../shared/spec/product-spec.md` from
 * the repository root, as README.md says), one rule per checkable statement, numbered in the order
 * of the spec text. Ids never change meaning: a new rule gets the next free number. A proof is
 * cited only after reading it: it must assert the rule, not just touch the screen. Where the app
 * made a spec CHOICE, the note says so.
 */

const NAV = '2 Screens and routes / Navigation';
const ROUTES = '2 Screens and routes / Routes (login-required marked)';
const HOME = '2 Screens and routes / Home page, top to bottom';
const TAPS = '2 Screens and routes / Activity icon taps by type';
const ACTIVITY = '2 Screens and routes / Activity page';

const story = (file: string, name: string): Proof => ({
  kind: 'story',
  file: `stories/${file}.stories.tsx`,
  story: name,
});
const test = (file: string, name: string): Proof => ({ kind: 'test', file, name });
const e2e = (file: string, name: string): Proof => ({
  kind: 'e2e',
  file: `e2e/${file}.e2e.mjs`,
  name,
});

// Unit test files.
const ROUTE_RULES = 'src/app/routing/routeRules.test.ts';
const GUARD = 'src/app/routing/guard.test.tsx';
const PENDING = 'src/app/routing/pendingDestination.test.tsx';
const REFERRAL = 'src/lib/referral.test.ts';
const HUB = 'src/features/activities/activityHub.test.ts';
const USE_HUB = 'src/features/activities/useActivityHub.test.tsx';
const IDLE_PRELOAD = 'src/app/routing/idlePreload.test.tsx';

// Proofs used by several rules.
const loginFlags = test(ROUTE_RULES, 'marks exactly the login-only routes of spec 2');
const loginOnlyAll = test(
  ROUTE_RULES,
  'treats every login-only route of spec 2 as login-only, built or not',
);
const tabBarRows = test(ROUTE_RULES, 'shows the tab bar exactly on the four tabs of spec 2');
const lobbyCold = e2e(
  'lobby',
  'Lobby: a cold load of / shows the whole home page and the five tabs',
);
const lobbyLoginOnly = e2e(
  'lobby',
  'Lobby: a visitor tapping a login-only destination gets the pop-up and stays put',
);
const lobbyRegister = e2e(
  'lobby',
  'Lobby: a new player registers, the demo player logs in, both see their balance',
);
const lobbyCategory = e2e(
  'lobby',
  'Lobby: a category leads to its game list; a cold game page shows the game',
);
const headerLoggedIn = story('app/layout/Header/Header', 'LoggedIn');
const headerLoggedOut = story('app/layout/Header/Header', 'LoggedOut');
const recordsVisitor = e2e(
  'records',
  'Records: a visitor reads the deposit bonus rules, but the records need a login',
);
const activityPlayer = e2e(
  'activity',
  'Activity: the demo player opens the Atividade tab, switches tabs, opens an article and an activity and comes back to the same tab',
);
const activityVisitor = e2e(
  'activity',
  'Activity: a visitor sees only the loginShow 1 entries and no four-step card',
);

/** Route rows marked "wallet shown" that are tab pages other than / and /person. */
const WALLET_NOTE =
  'The balance chip belongs to the tab-page header (AppShell isTabPage); it is read on / and /person by e2e, on this path only through the shared header: no test reads the chip on this path itself.';

export const SECTION_2: readonly Rule[] = [
  // --- Navigation ------------------------------------------------------------------------------
  {
    id: 'S2.1',
    section: NAV,
    text: 'Bottom bar with five tabs: / (home), /promotion, /deposit, /activity, /person (my).',
    status: 'built',
    proofs: [story('app/layout/TabBar/TabBar', 'Home'), lobbyCold],
  },
  {
    id: 'S2.2',
    section: NAV,
    text: 'The bar shows only on the home, promotion, activity and person tabs.',
    status: 'built',
    proofs: [tabBarRows],
    note: 'Proven on the route table that AppShell reads (showsTabBar); no story or journey checks that the bar is absent on /deposit or another page.',
  },
  {
    id: 'S2.3',
    section: NAV,
    text: 'The deposit tab opens the deposit page.',
    status: 'built',
    proofs: [
      test(PENDING, 'Depósito tab: a visitor gets the login pop-up, logs in and lands on /deposit'),
      e2e('deposit', 'Depósito: a visitor taps Depósito, logs in and lands on /deposit'),
      e2e(
        'redPacket',
        'Pacote vermelho: the demo player sees it tick, not on /deposit, shake on 1016, claims it once; it stays away',
      ),
    ],
    note: 'CHOICE (spec 6): a visitor tapping the tab gets the login pop-up and lands on /deposit after logging in (issue 10).',
  },
  {
    id: 'S2.4',
    section: NAV,
    text: 'The deposit page is pre-loaded when the browser is idle.',
    status: 'built',
    proofs: [
      test(
        'src/app/routing/lazyPage.test.tsx',
        'preload starts the import once and the page reuses it',
      ),
      test(IDLE_PRELOAD, 'marks the deposit page, and only it, for the idle preload'),
      test(IDLE_PRELOAD, 'fetches the deposit page’s code once the browser is idle, not before'),
    ],
    note: "The test hands preloadIdleRoutes to whenIdle as the app's root does on mount (App.tsx, one effect) and sees the Deposit module fetched only when the idle callback runs; the mount effect itself is read, not run, by a test.",
  },
  {
    id: 'S2.5',
    section: NAV,
    text: 'Header on tab pages: a menu button with a badge counting unclaimed activities.',
    status: 'built',
    proofs: [
      headerLoggedIn,
      test(
        'src/features/activities/reminder.test.ts',
        'counts only entries with participation status 1 for a logged-in player',
      ),
      e2e(
        'activityDetail',
        'Activity detail: the demo player claims a waiting reward with ten fast taps; one request, the balance rises and the menu badge drops by one',
      ),
    ],
  },
  {
    id: 'S2.6',
    section: NAV,
    text: 'Header: the logo goes home.',
    status: 'built',
    proofs: [headerLoggedOut, story('app/layout/Header/Header', 'Wordmark')],
  },
  {
    id: 'S2.7',
    section: NAV,
    text: 'Header: login and register buttons when logged out.',
    status: 'built',
    proofs: [headerLoggedOut, lobbyCold],
  },
  {
    id: 'S2.8',
    section: NAV,
    text: 'Register shows a gift badge when the register-gift activity is enabled.',
    status: 'built',
    proofs: [story('app/layout/Header/Header', 'LoggedOutWithGift'), headerLoggedOut],
    note: 'The Header stories pass the gift in as a prop (badge with it, none without); the wiring from the register-gift detail (useRegisterGift, enabled flag) to the header has no test of its own.',
  },
  {
    id: 'S2.9',
    section: NAV,
    text: 'Header: the wallet balance chip when logged in.',
    status: 'built',
    proofs: [headerLoggedIn, lobbyRegister],
  },
  {
    id: 'S2.10',
    section: NAV,
    text: 'Header: a language button, logged out and only when more than one language exists.',
    status: 'built',
    proofs: [
      story('app/layout/Header/Header', 'LoggedOutSingleLanguage'),
      test('src/i18n/language.test.ts', 'shows for visitors when more than one language exists'),
      test('src/i18n/language.test.ts', 'hides for logged-in players'),
      test(
        'src/i18n/language.test.ts',
        'hides with one language, none, or one language listed twice',
      ),
    ],
  },
  {
    id: 'S2.11',
    section: NAV,
    text: 'Header: a search button, logged in only.',
    status: 'built',
    proofs: [headerLoggedIn, lobbyCold, lobbyRegister],
  },
  {
    id: 'S2.12',
    section: NAV,
    text: 'Header: a customer-service button.',
    status: 'built',
    proofs: [
      headerLoggedOut,
      e2e(
        'content',
        'Atendimento: the header button opens the chat in a sandboxed frame under the header',
      ),
    ],
    note: 'CHOICE (issue 11): the button opens the in-app /service page, and is hidden when no service URL is configured (Header LoggedOutWithoutService).',
  },
  {
    id: 'S2.13',
    section: NAV,
    text: 'Other pages show a back arrow and a title.',
    status: 'built',
    proofs: [
      story('features/navigation/PageHeader/PageHeader', 'WithTitle'),
      story('features/navigation/PageHeader/PageHeader', 'CameFromAnotherPage'),
      test(ROUTE_RULES, 'gives every page that is not a tab a title'),
      e2e('content', 'Artigos: the list opens an article by its key, and Back returns to the list'),
    ],
  },
  {
    id: 'S2.14',
    section: NAV,
    text: 'Global overlay: login/register pop-up.',
    status: 'built',
    proofs: [
      story('overlays/AuthPopup/AuthPopup', 'Login'),
      story('overlays/AuthPopup/AuthPopup', 'Register'),
      lobbyRegister,
    ],
  },
  {
    id: 'S2.15',
    section: NAV,
    text: 'Global overlay: notice pop-ups.',
    status: 'built',
    proofs: [
      story('overlays/NoticePopup/NoticePopup', 'Single'),
      story('overlays/NoticePopup/NoticePopup', 'Queue'),
      test(
        'src/features/notices/noticeTrigger.test.ts',
        'opens them when the app starts with a session, once the platform config answered',
      ),
    ],
  },
  {
    id: 'S2.16',
    section: NAV,
    text: 'Global overlay: share pop-up.',
    status: 'built',
    proofs: [
      story('overlays/SharePopup/SharePopup', 'LoggedIn'),
      e2e('vip', 'VIP/Convidar: the player copies the invite link and opens the share pop-up'),
    ],
  },
  {
    id: 'S2.17',
    section: NAV,
    text: 'Global overlay: game pop-up.',
    status: 'built',
    proofs: [
      story('overlays/GamePopup/GamePopup', 'Playing'),
      test(
        'src/overlays/GamePopup/GamePopup.test.tsx',
        'enters with the game, the current currency and the mode',
      ),
    ],
  },
  {
    id: 'S2.18',
    section: NAV,
    text: 'Global overlay: after-deposit pop-up.',
    status: 'built',
    proofs: [
      story('overlays/AfterDepositPopup/AfterDepositPopup', 'Success'),
      e2e(
        'deposit',
        'Depósito: a Pix deposit from the amount to the credited balance and the after-deposit pop-up',
      ),
    ],
  },
  {
    id: 'S2.19',
    section: NAV,
    text: 'Global overlay: maintenance page.',
    status: 'built',
    proofs: [
      story('overlays/Maintenance/Maintenance', 'Scheduled'),
      story('flows/LiveMaintenance', 'MaintenanceSwitchedOnLive'),
    ],
  },
  {
    id: 'S2.20',
    section: NAV,
    text: 'Global overlay: language picker.',
    status: 'built',
    proofs: [story('overlays/LanguagePicker/LanguagePicker', 'Default')],
  },
  {
    id: 'S2.21',
    section: NAV,
    text: 'Global overlay: currency picker.',
    status: 'built',
    proofs: [
      story('overlays/CurrencyPicker/CurrencyPicker', 'Default'),
      test(
        'src/overlays/CurrencyPicker/CurrencyPicker.test.tsx',
        'loads the wallets if needed; choosing one makes it current and closes',
      ),
    ],
  },
  {
    id: 'S2.22',
    section: NAV,
    text: 'Global overlay: PWA install banner.',
    status: 'built',
    proofs: [
      story('overlays/InstallBanner/InstallBanner', 'Android'),
      story('overlays/InstallBanner/InstallBanner', 'IosGuide'),
      test(
        'src/overlays/InstallBanner/InstallBanner.test.tsx',
        'shows on beforeinstallprompt with the config name; Instalar calls prompt() once',
      ),
      e2e(
        'install',
        'Instalar: a dispatched beforeinstallprompt shows the banner, Instalar calls prompt(); "Agora não" hides it for 7 days, across a reload',
      ),
    ],
    note: 'New in this wave (issue 14, uncommitted when traced): the banner is a lazy shell piece (ShellDeferred), shown after the LGPD consent choice and hidden 7 days after a dismissal.',
  },
  {
    id: 'S2.23',
    section: NAV,
    text: 'Global overlay: scroll-to-top.',
    status: 'built',
    proofs: [story('app/layout/ScrollToTop/ScrollToTop', 'Visible')],
  },

  // --- Routes ----------------------------------------------------------------------------------
  {
    id: 'S2.24',
    section: ROUTES,
    text: 'Route / exists (home, login: no), wallet shown.',
    status: 'built',
    proofs: [lobbyCold, lobbyRegister, loginFlags],
  },
  {
    id: 'S2.25',
    section: ROUTES,
    text: 'Route /activity exists (login: no), wallet shown.',
    status: 'built',
    proofs: [activityPlayer, activityVisitor, tabBarRows, loginFlags],
    note: WALLET_NOTE,
  },
  {
    id: 'S2.26',
    section: ROUTES,
    text: 'Route /person exists (login: yes), wallet shown.',
    status: 'built',
    proofs: [
      e2e(
        'welfare',
        'Benefícios: the demo player reaches the welfare centre from /invite, moves R$ 180,00 to the wallet with a double tap (one request) and the header balance rises by it',
      ),
      lobbyLoginOnly,
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.27',
    section: ROUTES,
    text: 'Route /person/edit exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'account',
        'Perfil: the player edits the nickname and picture and sees them on /person and in the header menu, kept after a reload',
      ),
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.28',
    section: ROUTES,
    text: 'Route /activityArticle exists (login: no).',
    status: 'built',
    proofs: [
      activityPlayer,
      story('screens/ActivityArticle/ActivityArticle', 'Populated'),
      loginFlags,
    ],
  },
  {
    id: 'S2.29',
    section: ROUTES,
    text: 'Routes /activityDetail/{type} and /activityDetail exist, both with the id query parameter (login: no).',
    status: 'built',
    proofs: [
      e2e(
        'activityDetail',
        'Activity detail: a visitor opens an activity from the home icon row and is asked to register on claim; no claim is sent',
      ),
      story('screens/ActivityDetail/ActivityDetail', 'Finished'),
      loginFlags,
    ],
    note: 'One screen for both paths: the id decides, the type is informative (routes.ts). The bare /activityDetail?id= path is shown by a story of the screen, not by a journey through the router.',
  },
  {
    id: 'S2.30',
    section: ROUTES,
    text: 'Route /rechargeRule exists (login: no).',
    status: 'built',
    proofs: [recordsVisitor, loginFlags],
  },
  {
    id: 'S2.31',
    section: ROUTES,
    text: 'Route /search exists, for logged-in players only.',
    status: 'built',
    proofs: [test(GUARD, 'lets a player through'), lobbyLoginOnly, loginOnlyAll],
  },
  {
    id: 'S2.32',
    section: ROUTES,
    text: 'Route /gameList exists (login: no), with query categoryId, or vendorId with name.',
    status: 'built',
    proofs: [
      lobbyCategory,
      story('screens/GameList/GameList', 'Provider'),
      story('screens/GameList/Providers', 'ProviderChosen'),
      story('features/games/ProviderDirectory/ProviderDirectory', 'ProviderChosen'),
      loginFlags,
    ],
    note: 'The providers directory (/gameList?view=providers, CHOICE: a view of the game list, not a route of its own) opens each provider with vendorId and name.',
  },
  {
    id: 'S2.33',
    section: ROUTES,
    text: 'Route /gameDetail/{id} exists (login: no).',
    status: 'built',
    proofs: [lobbyCategory, loginFlags],
  },
  {
    id: 'S2.34',
    section: ROUTES,
    text: 'Route /resetPassword exists (login: no).',
    status: 'built',
    proofs: [
      test(
        GUARD,
        "refuses a visitor's navigation to a login-only route: register pop-up, same page",
      ),
      loginFlags,
    ],
  },
  {
    id: 'S2.35',
    section: ROUTES,
    text: 'Routes /viprule and /viprule/level exist (login: no).',
    status: 'built',
    proofs: [
      e2e(
        'vip',
        'VIP: the demo player sees their level and progress and moves the level carousel with its buttons and a swipe',
      ),
      story('screens/VipRule/VipRule', 'Visitor'),
      story('screens/VipLevel/VipLevel', 'Visitor'),
      loginFlags,
    ],
    note: 'CHOICE (routes.ts): /viprule is the rules overview with the level carousel, /viprule/level?level=N one level in full.',
  },
  {
    id: 'S2.36',
    section: ROUTES,
    text: 'Route /wallet exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'wallet',
        'Carteira: the demo player sees every balance, hides zeros, searches, and a socket update shows',
      ),
      e2e('wallet', 'Carteira: a visitor opening /wallet gets the register pop-up on /'),
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.37',
    section: ROUTES,
    text: 'Route /welfareCenter exists (login: no).',
    status: 'built',
    proofs: [
      e2e(
        'welfare',
        'Benefícios: a visitor reads how the welfare centre works, no session call is sent, and "Cadastrar" opens the register pop-up',
      ),
      loginFlags,
    ],
  },
  {
    id: 'S2.38',
    section: ROUTES,
    text: 'Route /exchange exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'exchange',
        'Câmbio: the demo player converts BRL to USDT and both balances move by the preview',
      ),
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.39',
    section: ROUTES,
    text: 'Route /tradelist exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'records',
        'Records: the statement by period and type, paged on scroll, and an entry in detail',
      ),
      recordsVisitor,
      loginOnlyAll,
      story('screens/TradeList/Bets', 'Populated'),
      story('screens/TradeList/Transfers', 'Populated'),
      e2e(
        'library',
        'Biblioteca: a game played is first under Jogados recentemente, and its bet is in the history',
      ),
    ],
    note: 'The bet history (?view=bets) and the transfers (?view=transfers) are views of /tradelist (CHOICE: a query, not routes of their own, which would weigh on every first load through the route table), behind the same login.',
  },
  {
    id: 'S2.40',
    section: ROUTES,
    text: 'Route /tradedetail exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'records',
        'Records: the statement by period and type, paged on scroll, and an entry in detail',
      ),
      recordsVisitor,
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.41',
    section: ROUTES,
    text: 'Route /orderlist exists (login: yes).',
    status: 'built',
    proofs: [
      e2e('records', 'Records: deposit and withdraw orders with their statuses, by period'),
      recordsVisitor,
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.42',
    section: ROUTES,
    text: 'Route /setting exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'settings',
        'Senha: changed in /changePassword (a burst of taps, one change), logged out from /setting, the old one refused, the new one logs in',
      ),
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.43',
    section: ROUTES,
    text: 'Route /exchangeCode exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'records',
        'Records: a redemption code is redeemed once for ten taps, bad codes are explained',
      ),
      recordsVisitor,
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.44',
    section: ROUTES,
    text: 'Route /changePassword exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'settings',
        'Senha: changed in /changePassword (a burst of taps, one change), logged out from /setting, the old one refused, the new one logs in',
      ),
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.45',
    section: ROUTES,
    text: 'Route /codeauth exists (login: yes), the mobile check.',
    status: 'built',
    proofs: [
      e2e(
        'settings',
        'Senha e celular: a wrong current password and a wrong SMS code said in pt-BR; /codeauth checks the phone and /setting says Verificado',
      ),
      story('screens/CodeAuth/CodeAuth', 'Verified'),
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.46',
    section: ROUTES,
    text: 'Route /promotion exists (login: no), wallet shown.',
    status: 'built',
    proofs: [
      e2e(
        'promotion',
        'Promoção: a visitor taps the tab, sees running and ended promotions and a log-in prompt in place of records',
      ),
      tabBarRows,
      loginFlags,
    ],
    note: WALLET_NOTE,
  },
  {
    id: 'S2.47',
    section: ROUTES,
    text: 'Route /notice exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'notice',
        'Mensagens: the demo player sees the red dot, reads every unread message, and the dot clears on the home',
      ),
      e2e('notice', 'Mensagens: a visitor opening /notice gets the register pop-up on /'),
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.48',
    section: ROUTES,
    text: 'Route /deposit exists (login: yes).',
    status: 'built',
    proofs: [
      e2e('deposit', 'Depósito: a visitor taps Depósito, logs in and lands on /deposit'),
      lobbyLoginOnly,
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.49',
    section: ROUTES,
    text: 'Route /withdraw exists (login: yes).',
    status: 'built',
    proofs: [
      e2e(
        'withdraw',
        'Saque: a withdrawal goes to review, the money leaves once, the order list is linked',
      ),
      loginOnlyAll,
    ],
  },
  {
    id: 'S2.50',
    section: ROUTES,
    text: 'Route /service exists (online service, login: no).',
    status: 'built',
    proofs: [
      e2e(
        'content',
        'Atendimento: the header button opens the chat in a sandboxed frame under the header',
      ),
      e2e(
        'content',
        'Atendimento: without a chat address the page says the service is unavailable',
      ),
      loginFlags,
    ],
  },
  {
    id: 'S2.51',
    section: ROUTES,
    text: 'Route /article exists (login: no).',
    status: 'built',
    proofs: [
      e2e('content', 'Artigos: the list opens an article by its key, and Back returns to the list'),
      e2e('content', 'Artigos: an article with hostile HTML shows its text and runs none of it'),
      loginFlags,
    ],
  },
  {
    id: 'S2.52',
    section: ROUTES,
    text: 'Named pages: Home, HomeWithParams, GameList, Activity, Promotion, My, OrderList, TradeList, Wallet, Deposit, PersonEdit, GameDetail, ActivityRechargeRule, Article, VipRule, Service, Notice.',
    status: 'not built',
    proofs: [],
    note: 'Pages are addressed by path only; there is no named-route API. Every named page but HomeWithParams has a route screen, traced by its route rule above (My is Person, ActivityRechargeRule is RechargeRule); HomeWithParams has no counterpart and the spec does not say what it carries.',
  },
  {
    id: 'S2.53',
    section: ROUTES,
    text: 'Unknown paths redirect to /.',
    status: 'built',
    proofs: [test(ROUTE_RULES, 'knows no row for an unknown path (the router sends it to /)')],
    note: "The redirect itself is asserted by guard.test.tsx it.each('%s redirects to /') over /nao-existe, /gameDetail, /search/extra, /u/, /c/ab; the traceability check does not accept it.each titles, so only the route-table half is cited.",
  },
  {
    id: 'S2.54',
    section: ROUTES,
    text: 'Paths /u/{code} or /c/{code} are read as referral codes and redirect to /.',
    status: 'built',
    proofs: [
      e2e('lobby', 'Lobby: /u/ABC123 lands on / with ABC123 as the register invite code'),
      test(REFERRAL, 'reads /u/ and /c/ codes (spec 2 and 5)'),
    ],
    note: 'A /c/ path is proven by the parser only: no journey opens /c/{code}.',
  },
  {
    id: 'S2.55',
    section: ROUTES,
    text: 'The referral code is an alphanumeric id.',
    status: 'built',
    proofs: [
      test(REFERRAL, 'rejects everything else'),
      test(REFERRAL, 'property: any /u/ alphanumeric code reads back exactly, with any tail'),
      test(REFERRAL, 'keeps a /c/ code only when it is all digits'),
    ],
    note: 'Spec 5 narrows a /c/ code to digits; CHOICE (src/lib/referral.ts): codes longer than 32 characters are ignored.',
  },
  {
    id: 'S2.56',
    section: ROUTES,
    text: 'Route guard: a login-only route without a token opens the register pop-up and stays on the previous public page.',
    status: 'built',
    proofs: [
      test(
        GUARD,
        "refuses a visitor's navigation to a login-only route: register pop-up, same page",
      ),
      test(
        GUARD,
        'after a logout, a step back into a login-only page lands on the previous public page',
      ),
      lobbyLoginOnly,
    ],
    note: 'CHOICE (spec 6): the Depósito tab opens the login tab of the pop-up instead of the register one; a login from a refused tap goes on to its destination (issue 10).',
  },
  {
    id: 'S2.57',
    section: ROUTES,
    text: 'Route guard: with no previous public page, a login-only route goes to /.',
    status: 'built',
    proofs: [
      test(GUARD, 'sends a direct load of a login-only route to / with the register pop-up'),
      e2e('wallet', 'Carteira: a visitor opening /wallet gets the register pop-up on /'),
      recordsVisitor,
    ],
  },

  // --- Home page, top to bottom ----------------------------------------------------------------
  {
    id: 'S2.58',
    section: HOME,
    text: 'The home page shows its sections top to bottom in the order 1 to 12.',
    status: 'built',
    proofs: [story('screens/Home/Home', 'LoggedOut'), story('screens/Home/Home', 'LoggedIn')],
    note: 'The Home stories check the order of items 1 to 10; the footer (11) and the floats (12) are shell pieces drawn after the page and are not in that order check.',
  },
  {
    id: 'S2.59',
    section: HOME,
    text: '1. Banner carousel.',
    status: 'built',
    proofs: [story('features/home/BannerCarousel/BannerCarousel', 'Populated'), lobbyCold],
  },
  {
    id: 'S2.60',
    section: HOME,
    text: '2. Scrolling notice bar linking to /notice.',
    status: 'built',
    proofs: [story('features/home/NoticeBar/NoticeBar', 'LoggedOut'), lobbyCold],
  },
  {
    id: 'S2.61',
    section: HOME,
    text: '2. The notice bell has a red dot when something is unread.',
    status: 'built',
    proofs: [
      story('features/home/NoticeBar/NoticeBar', 'LoggedIn'),
      e2e(
        'notice',
        'Mensagens: the demo player sees the red dot, reads every unread message, and the dot clears on the home',
      ),
    ],
  },
  {
    id: 'S2.62',
    section: HOME,
    text: '3. Activity icon row.',
    status: 'built',
    proofs: [
      story('features/home/ActivityIcons/ActivityIcons', 'LoggedOut'),
      story('features/home/ActivityIcons/ActivityIcons', 'LoggedIn'),
    ],
  },
  {
    id: 'S2.63',
    section: HOME,
    text: '3. The activity icon row shows 6 placeholders while loading.',
    status: 'built',
    proofs: [story('features/home/ActivityIcons/ActivityIcons', 'Loading')],
  },
  {
    id: 'S2.64',
    section: HOME,
    text: '4. Three main-area banner tiles that open their link.',
    status: 'built',
    proofs: [story('features/home/MainAreaTiles/MainAreaTiles', 'Populated')],
  },
  {
    id: 'S2.65',
    section: HOME,
    text: '5. Optional lottery banner opening a trial game pop-up.',
    status: 'built',
    proofs: [
      story('features/home/LotteryBanner/LotteryBanner', 'LoggedIn'),
      story('features/home/LotteryBanner/LotteryBanner', 'Empty'),
      test(
        'src/features/home/LotteryBanner/lotteryTap.test.ts',
        'opens the trial game for a player',
      ),
    ],
  },
  {
    id: 'S2.66',
    section: HOME,
    text: '5. The lottery needs login, otherwise the register pop-up shows.',
    status: 'built',
    proofs: [
      story('features/home/LotteryBanner/LotteryBanner', 'LoggedOut'),
      test('src/features/home/LotteryBanner/lotteryTap.test.ts', 'asks a visitor to register'),
    ],
  },
  {
    id: 'S2.67',
    section: HOME,
    text: '6. Horizontal strip of game categories and provider groups.',
    status: 'built',
    proofs: [story('features/home/CategoryStrip/CategoryStrip', 'Populated'), lobbyCold],
  },
  {
    id: 'S2.68',
    section: HOME,
    text: '6. A category goes to /gameList?categoryId=...',
    status: 'built',
    proofs: [
      story('features/home/CategoryStrip/CategoryStrip', 'Populated'),
      test('src/features/home/GameSections/links.test.ts', 'links a category by its categoryId'),
      lobbyCategory,
    ],
  },
  {
    id: 'S2.69',
    section: HOME,
    text: '6. A provider goes to /gameList?vendorId=...',
    status: 'built',
    proofs: [
      story('features/home/CategoryStrip/CategoryStrip', 'Populated'),
      test(
        'src/features/home/GameSections/links.test.ts',
        'links a provider by vendorId and name, encoded',
      ),
    ],
    note: 'The link also carries the provider name (&name=), as the /gameList route row asks.',
  },
  {
    id: 'S2.70',
    section: HOME,
    text: '7. Category sections and provider sections, each a swipeable grid scrollable left or right.',
    status: 'built',
    proofs: [
      story('features/home/GameSections/GameSections', 'Populated'),
      test(
        'src/features/home/GameSections/gridLayout.test.ts',
        'scrolls only when the columns do not fit one view',
      ),
    ],
    note: 'The grid is a native horizontal scroller, proven through its previous/next arrows; no story or journey swipes it by touch.',
  },
  {
    id: 'S2.71',
    section: HOME,
    text: '7. Each section has an All button.',
    status: 'built',
    proofs: [story('features/home/GameSections/GameSections', 'Populated')],
  },
  {
    id: 'S2.72',
    section: HOME,
    text: '8. Scratch-ticket banner with a rising prize counter.',
    status: 'built',
    proofs: [
      story('features/home/ScratchTicket/ScratchTicket', 'Populated'),
      test(
        'src/features/home/ScratchTicket/prizeCounter.test.ts',
        'rises between 0,30 and 0,40 every second, 0,35 on average',
      ),
      e2e(
        'scratch',
        'Scratch card: from the home banner the counters agree; the demo player scratches two cards (button and foil) and withdraws with ten fast taps: one request, the balance rises',
      ),
    ],
  },
  {
    id: 'S2.73',
    section: HOME,
    text: '9. A Get more button going to /gameList for the first provider.',
    status: 'built',
    proofs: [story('features/home/GetMore/GetMore', 'Populated')],
  },
  {
    id: 'S2.74',
    section: HOME,
    text: '10. Latest-bet and big-win table.',
    status: 'built',
    proofs: [
      story('features/home/BetTable/BetTable', 'Populated'),
      story('features/home/BetTable/BetTable', 'BigWins'),
      lobbyCold,
    ],
  },
  {
    id: 'S2.75',
    section: HOME,
    text: '11. Footer.',
    status: 'built',
    proofs: [story('app/layout/Footer/Footer', 'Default'), lobbyCold],
  },
  {
    id: 'S2.76',
    section: HOME,
    text: '12. Floating Telegram button.',
    status: 'built',
    proofs: [
      story('app/shell/ShellFloats', 'Visitor'),
      story('app/shell/ShellFloats', 'PlayerWithActivityFloats'),
    ],
    note: 'CHOICE (AppShell): the floats show on the home only, where spec 2 lists them.',
  },
  {
    id: 'S2.77',
    section: HOME,
    text: '12. Floating right-side social and activity icons.',
    status: 'built',
    proofs: [
      story('app/shell/ShellFloats', 'PlayerWithActivityFloats'),
      story('features/activities/FloatingButtons/FloatingButtons', 'Default'),
      e2e(
        'activityDetail',
        'Activity detail: the scratch-ticket banner and the first-deposit float lead to a real page',
      ),
    ],
  },

  // --- Activity icon taps by type --------------------------------------------------------------
  {
    id: 'S2.78',
    section: TAPS,
    text: 'Type 5: /promotion.',
    status: 'built',
    proofs: [story('features/home/ActivityIcons/ActivityIcons', 'LoggedOut')],
  },
  {
    id: 'S2.79',
    section: TAPS,
    text: 'Type 3: /viprule.',
    status: 'built',
    proofs: [story('features/home/ActivityIcons/ActivityIcons', 'LoggedOut')],
  },
  {
    id: 'S2.80',
    section: TAPS,
    text: 'Type 6: /rechargeRule.',
    status: 'built',
    proofs: [
      story('features/home/ActivityIcons/ActivityIcons', 'LoggedOut'),
      story('screens/Activity/Activity', 'DepositTab'),
    ],
  },
  {
    id: 'S2.81',
    section: TAPS,
    text: 'Type 21: sign-in pop-up.',
    status: 'built',
    proofs: [
      story('features/home/ActivityIcons/ActivityIcons', 'LoggedIn'),
      e2e(
        'tasks',
        'Tasks: the demo player checks in for day seven in the sign-in pop-up and opens the week chest once (ten taps, one request); the balance rises by both',
      ),
    ],
  },
  {
    id: 'S2.82',
    section: TAPS,
    text: 'Type 39: new red-packet pop-up.',
    status: 'built',
    proofs: [
      story('features/home/ActivityIcons/ActivityIcons', 'LoggedIn'),
      e2e(
        'depositPromos',
        "Deposit promos: the new red packet pop-up shows the day's rounds and what each shares",
      ),
    ],
  },
  {
    id: 'S2.83',
    section: TAPS,
    text: 'Type 4: red-packet activity pop-up.',
    status: 'built',
    proofs: [
      story('features/home/ActivityIcons/ActivityIcons', 'LoggedIn'),
      story('screens/Activity/Activity', 'PopupEntryOpened'),
    ],
  },
  {
    id: 'S2.84',
    section: TAPS,
    text: 'Other types: /activityDetail/{type}?id={id}.',
    status: 'built',
    proofs: [
      story('features/home/ActivityIcons/ActivityIcons', 'LoggedOut'),
      test(
        'src/features/activities/activityRules.test.ts',
        'any other type goes to /activityDetail/{type}?id={id}',
      ),
      e2e(
        'activityDetail',
        'Activity detail: a visitor opens an activity from the home icon row and is asked to register on claim; no claim is sent',
      ),
    ],
  },

  // --- Activity page ---------------------------------------------------------------------------
  {
    id: 'S2.85',
    section: ACTIVITY,
    text: 'Tabs by category 1, 2, 4, 3, each listing activities.',
    status: 'built',
    proofs: [
      test(HUB, 'shows categories 1, 2, 4, 3 in that order'),
      story('screens/Activity/Activity', 'Populated'),
      activityPlayer,
    ],
  },
  {
    id: 'S2.86',
    section: ACTIVITY,
    text: 'Articles are merged into category 3, inserted after the 3rd item.',
    status: 'built',
    proofs: [
      test(HUB, 'go right after the 3rd activity'),
      story('screens/Activity/Activity', 'SpecialsWithArticles'),
      activityPlayer,
    ],
    note: 'CHOICE (activityHub.ts): with fewer than 3 activities the articles go last.',
  },
  {
    id: 'S2.87',
    section: ACTIVITY,
    text: 'In category 6 the four-step deposit bonus card is shown.',
    status: 'built',
    proofs: [
      test(
        USE_HUB,
        'the "Depósito" tab carries the four-step card for the demo player (1 of 4 done)',
      ),
      story('screens/Activity/Activity', 'DepositTab'),
      activityPlayer,
      activityVisitor,
    ],
    note: 'CHOICE: category 6 is not a tab, so its four-step card shows at the top of the "Depósito" tab (category 2); visitors do not see it (its activity is loginShow 0) and it goes once the 4 deposits are made.',
  },
];
