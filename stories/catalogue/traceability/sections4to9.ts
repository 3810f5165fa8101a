import type { Proof, Rule } from './types';

/**
 * Spec traceability for sections 4, 5, 6, 8 and 9 of the product spec
 * (`../shared/spec/product-spec.md` from the repository root, as README.md says). One rule per
 * checkable statement, numbered in the order the spec states them; ids never change meaning (a new
 * rule gets the next free number). Each proof was read and asserts the rule; traceability.test.ts
 * checks that every one still exists.
 */

const story = (file: string, name: string): Proof => ({ kind: 'story', file, story: name });
const test = (file: string, name: string): Proof => ({ kind: 'test', file, name });
const e2e = (file: string, name: string): Proof => ({ kind: 'e2e', file, name });

const S4 = '4 States and transitions';
const S5 = '5 Validation rules';
const S6 = '6 Roles and permissions';
const S8 = '8 Error catalogue';
const S9 = '9 Business constants and limits';

// Files cited more than once.
const SESSION = 'src/state/session.test.ts';
const WALLET = 'src/state/wallet.test.ts';
const SOCKET = 'src/live/socket.test.ts';
const LIVE_CONNECTION = 'src/live/liveConnection.test.ts';
const FOLLOWER = 'src/features/activities/redPacket/redPacketFollower.test.tsx';
const FOLLOWER_STORIES =
  'stories/features/activities/RedPacketFollower/RedPacketFollower.stories.tsx';
const FLOAT_RULES = 'src/features/activities/floatRules.test.ts';
const FLOAT_ICONS = 'src/features/activities/floatIcons.test.ts';
const USE_FLOATS = 'src/features/activities/useFloats.test.tsx';
const SHELL_FLOATS = 'stories/app/shell/ShellFloats.stories.tsx';
const FOUR_STEP = 'src/features/deposit/fourStep.test.ts';
const FOUR_STEP_STORIES = 'stories/features/deposit/FourStepCard.stories.tsx';
const BET_TABLE = 'stories/features/home/BetTable/BetTable.stories.tsx';
const ROTATION = 'src/features/home/BetTable/rotation.test.ts';
const USE_ROTATION = 'src/features/home/BetTable/useRotation.test.tsx';
const ROTATION_DELAY = 'src/features/home/BetTable/rotationDelay.test.ts';
const FLOAT_REFRESH = 'src/features/activities/floatRefresh.test.ts';
const LIBRARY_WORLD = 'mocks/world/library.test.ts';
const LIBRARY_E2E = 'e2e/library.e2e.mjs';
const BET_HISTORY = 'stories/features/records/BetHistory/BetHistory.stories.tsx';
const PROVIDER_DIRECTORY = 'stories/features/games/ProviderDirectory/ProviderDirectory.stories.tsx';
const MONEY = 'src/lib/money.test.ts';
const TEXT = 'src/lib/text.test.ts';
const HTTP = 'src/api/http.test.ts';
const LAZY_PAGE = 'src/app/routing/lazyPage.test.tsx';
const GRID = 'src/features/home/GameSections/gridLayout.test.ts';
const GAME_SECTIONS = 'stories/features/home/GameSections/GameSections.stories.tsx';
const EMPTY_STATE = 'stories/ui/EmptyState/EmptyState.stories.tsx';
const PLATFORM = 'src/state/platform.test.ts';
const REDPACKET_E2E = 'e2e/redPacket.e2e.mjs';
const RED_PACKET_JOURNEY =
  'Pacote vermelho: the demo player sees it tick, not on /deposit, shake on 1016, claims it once; it stays away';

const SECTION_4: readonly Rule[] = [
  {
    id: 'S4.1',
    section: S4,
    text: 'Login state depends on a stored token.',
    status: 'built',
    proofs: [
      test(SESSION, 'setSession logs in and persists the token only'),
      test(SESSION, 'reads a stored token at start'),
      test('src/app/sessionEffects.test.ts', 'a stored token at start loads the player data once'),
    ],
  },
  {
    id: 'S4.2',
    section: S4,
    text: 'Clearing it removes user info, wallets and the locally held CPF.',
    status: 'built',
    proofs: [
      test(
        SESSION,
        'clearSession removes user info, wallets and the CPF (spec 4), keeps the area code',
      ),
      test(
        'src/screens/Person/Person.test.tsx',
        'logs out after the confirmation: home, visitor, user info, wallets and CPF gone',
      ),
      story('stories/screens/Setting/Setting.stories.tsx', 'LoggedOut'),
      e2e(
        'e2e/account.e2e.mjs',
        'Perfil: the player logs out from /person and sees the visitor view, the socket closed',
      ),
    ],
  },
  {
    id: 'S4.3',
    section: S4,
    text: 'Four-step deposit bonus: steps 1 to 4 of paySuccessTimes with a progress bar.',
    status: 'built',
    proofs: [
      test(FOUR_STEP, 'step = paySuccessTimes: done, next and later steps with rate and cap'),
      story(FOUR_STEP_STORIES, 'StepOne'),
      story(FOUR_STEP_STORIES, 'StepThree'),
    ],
  },
  {
    id: 'S4.4',
    section: S4,
    text: 'The four-step card is hidden once 4 successes are reached or the activity is absent.',
    status: 'built',
    proofs: [
      test(FOUR_STEP, 'is hidden at 4, when absent, and once its deadline passed'),
      test(
        'src/features/activities/useActivityHub.test.tsx',
        'hides the four-step card once the 4 deposits are made (spec 4)',
      ),
      story(FOUR_STEP_STORIES, 'HiddenAtFour'),
    ],
    note: 'CHOICE beyond the spec: the card also hides once the activity’s deadline has passed, or when no step has a usable rate and cap.',
  },
  {
    id: 'S4.5',
    section: S4,
    text: 'Platform status can change live through a maintenance message.',
    status: 'built',
    proofs: [
      test(PLATFORM, 'follows a live maintenance status (spec 4)'),
      test(LIVE_CONNECTION, '2002 puts the platform store in maintenance with its window'),
      story('stories/flows/LiveMaintenance.stories.tsx', 'MaintenanceSwitchedOnLive'),
      story('stories/overlays/Maintenance/Maintenance.stories.tsx', 'Live'),
    ],
  },
  {
    id: 'S4.6',
    section: S4,
    text: 'Game favourite toggles per game.',
    status: 'built',
    proofs: [
      test(
        'src/features/games/FavouriteButton/favourites.test.ts',
        'flips the heart at once, then keeps the server answer',
      ),
      story(
        'stories/features/games/FavouriteButton/FavouriteButton.stories.tsx',
        'FavouritedByPlayer',
      ),
      story(
        'stories/features/games/FavouriteButton/FavouriteButton.stories.tsx',
        'RemovedByPlayer',
      ),
      test(LIBRARY_WORLD, 'a game favourited comes first; unfavourited, it leaves the list'),
      story('stories/screens/GameList/GameList.stories.tsx', 'FavouriteRemoved'),
      story('stories/features/games/library/LibraryShelf.stories.tsx', 'FavouriteRemoved'),
      e2e(
        LIBRARY_E2E,
        'Biblioteca: a game favourited from the catalogue is under Favoritos, and leaves it there',
      ),
    ],
    note: 'The toggle is the same heart everywhere a game is shown; the favourites list (collectList) follows it: a heart turned off there removes the game at once.',
  },
  {
    id: 'S4.7',
    section: S4,
    text: 'Socket: heartbeat ping every 20 s.',
    status: 'built',
    proofs: [test(SOCKET, 'pings every 20 s while open, and not before')],
  },
  {
    id: 'S4.8',
    section: S4,
    text: 'Socket: reconnect after an unclean close only while the page is visible, up to 5 attempts 3 s apart.',
    status: 'built',
    proofs: [
      test(
        SOCKET,
        'reconnects 3 s after an unclean drop with a fresh query and calls onReconnected',
      ),
      test(SOCKET, 'does not reconnect after a clean server close (1000)'),
      test(SOCKET, 'waits for the page to be visible before reconnecting'),
      test(
        SOCKET,
        'stops after 5 failed attempts; the page becoming visible starts a fresh series',
      ),
    ],
    note: 'CHOICE: a ping left unanswered for 10 s counts as an unclean close; the network coming back (online event) tries at once with a fresh budget of 5.',
  },
  {
    id: 'S4.9',
    section: S4,
    text: 'Socket: closes on logout or on message type 1012.',
    status: 'built',
    proofs: [
      test(SOCKET, 'closes on message 1012 and does not reconnect'),
      test(LIVE_CONNECTION, 'logout closes the socket, stops a shake and does not reopen it'),
      e2e(
        'e2e/account.e2e.mjs',
        'Perfil: the player logs out from /person and sees the visitor view, the socket closed',
      ),
    ],
  },
  {
    id: 'S4.10',
    section: S4,
    text: 'Current currency falls back to the first wallet with a positive balance, else the first wallet, if the chosen one is missing.',
    status: 'built',
    proofs: [
      test(WALLET, 'falls back to the first wallet with a positive balance'),
      test(WALLET, 'else to the first wallet'),
      test(WALLET, 'keeps the chosen currency when the player has that wallet'),
      story('stories/screens/Wallet/Wallet.stories.tsx', 'FallbackCurrency'),
    ],
  },
  {
    id: 'S4.11',
    section: S4,
    text: 'Activity reminder counts only participation-status entries for logged-in users.',
    status: 'built',
    proofs: [
      test(
        'src/features/activities/reminder.test.ts',
        'counts only entries with participation status 1 for a logged-in player',
      ),
      test('src/features/activities/reminder.test.ts', 'counts nothing for visitors'),
    ],
  },
  {
    id: 'S4.12',
    section: S4,
    text: 'Red packet shakes for 6 s after socket message 1016.',
    status: 'built',
    proofs: [
      test(SOCKET, 'shakes the red packet for 6000 ms on message 1016'),
      test(LIVE_CONNECTION, '1016 shakes the red packet for 6 s'),
      test('src/state/live.test.ts', 'shakes until 6 s have passed, then stops by itself'),
      story(FOLLOWER_STORIES, 'Shaking'),
      e2e(REDPACKET_E2E, RED_PACKET_JOURNEY),
    ],
  },
  {
    id: 'S4.13',
    section: S4,
    text: 'Home shows skeletons until the category call finishes.',
    status: 'built',
    proofs: [
      story('stories/screens/Home/Home.stories.tsx', 'Loading'),
      story(GAME_SECTIONS, 'Loading'),
    ],
  },
  {
    id: 'S4.14',
    section: S4,
    text: 'Red-packet countdown ticks each second and re-fetches at zero.',
    status: 'built',
    proofs: [
      test(FOLLOWER, 'ticks each second from the server’s milliseconds (spec 5 display, floored)'),
      test(FOLLOWER, 're-fetches at zero'),
      story(FOLLOWER_STORIES, 'Claimable'),
    ],
  },
  {
    id: 'S4.15',
    section: S4,
    text: 'The red-packet countdown stops when the page is hidden and refreshes when visible.',
    status: 'built',
    proofs: [
      test(FOLLOWER, 'stops while the page is hidden and re-fetches when it is visible again'),
      test(
        'src/ui/Countdown/Countdown.test.tsx',
        'pauses while the page is hidden and refreshes at once when visible (spec 4)',
      ),
    ],
  },
  {
    id: 'S4.16',
    section: S4,
    text: 'The red packet is re-fetched after each route change except on deposit, withdraw and promotion.',
    status: 'built',
    proofs: [
      test(FOLLOWER, 're-fetches on each route change, keeping the packet on screen meanwhile'),
      test(FOLLOWER, 'on %s: hidden at once, no call, no tick; back on a page it is fetched again'),
      test(FOLLOWER, 'opening on /deposit makes no call at all'),
      story(FOLLOWER_STORIES, 'HiddenOnDeposit'),
    ],
  },
  {
    id: 'S4.17',
    section: S4,
    text: 'A claimable packet is checked against whether the user already claimed it.',
    status: 'built',
    proofs: [
      test(
        FOLLOWER,
        'reads the status, checks the claimable packet against the claims, and shows it',
      ),
      test(FOLLOWER, 'already claimed: the claimed check hides it'),
      story(FOLLOWER_STORIES, 'AlreadyClaimed'),
    ],
  },
  {
    id: 'S4.18',
    section: S4,
    text: 'The red packet shows only when claimable, not claimed, and not on deposit, withdraw and promotion.',
    status: 'built',
    proofs: [
      test(
        FOLLOWER,
        'between rounds: no claimed check, nothing shown, re-fetched when the next round opens',
      ),
      story(FOLLOWER_STORIES, 'Claimable'),
      story(FOLLOWER_STORIES, 'Waiting'),
      story(FOLLOWER_STORIES, 'HiddenOnDeposit'),
      e2e(REDPACKET_E2E, RED_PACKET_JOURNEY),
    ],
  },
  {
    id: 'S4.19',
    section: S4,
    text: 'First-deposit limited-time float icon (type 7) disappears when its deadline (registration time plus the largest limit) has passed.',
    status: 'built',
    proofs: [
      test(FLOAT_RULES, 'is the registration time plus the largest tl in minutes'),
      test(
        USE_FLOATS,
        'the first-deposit float lasts until registration plus the largest tl, then goes',
      ),
      story(SHELL_FLOATS, 'PlayerWithActivityFloats'),
      story(SHELL_FLOATS, 'CountdownRunning'),
    ],
  },
  {
    id: 'S4.20',
    section: S4,
    text: 'The first-deposit float is removed at once if there is no registration time.',
    status: 'built',
    proofs: [
      test(FLOAT_RULES, 'is none without a registration time (the icon goes at once)'),
      test(USE_FLOATS, 'without a registration time the first-deposit float is removed at once'),
    ],
  },
  {
    id: 'S4.21',
    section: S4,
    text: 'Red-packet float icon (type 39) shows a countdown and is re-fetched when it ends.',
    status: 'built',
    proofs: [
      test(USE_FLOATS, 'the red packet shows its countdown and opens its pop-up'),
      test(USE_FLOATS, 'the red packet is fetched again when its countdown ends'),
    ],
  },
  {
    id: 'S4.22',
    section: S4,
    text: 'Floats refresh every 5 s.',
    status: 'built',
    proofs: [
      test(USE_FLOATS, 'reads the clock every 5 s'),
      test(FLOAT_REFRESH, 'uses the 5 s refresh of spec 9'),
      test(
        USE_FLOATS,
        'stops while the page is hidden and reads the clock at once when it is back',
      ),
    ],
    note: 'The hook refreshes every FLOAT_REFRESH_MS (useFloats.test.tsx) and floatRefresh.test.ts pins that constant to 5000 ms. CHOICE: the refresh re-reads the clock that drives every float (timers, deadlines, the day); the lists come from SWR and are not re-fetched every 5 s.',
  },
  {
    id: 'S4.23',
    section: S4,
    text: 'Floating social icons: per-day countdown; the start time resets each new day; the icon shows a timer until countDown minutes pass.',
    status: 'built',
    proofs: [
      test(FLOAT_RULES, 'shows a timer until countDown minutes after today’s start'),
      test(
        FLOAT_ICONS,
        'float icons: the start time is kept within a São Paulo day and resets the next day',
      ),
      test(USE_FLOATS, 'counts down from today’s start and starts again on a new São Paulo day'),
      story(SHELL_FLOATS, 'CountdownRunning'),
      story(SHELL_FLOATS, 'CountdownEnded'),
    ],
  },
  {
    id: 'S4.24',
    section: S4,
    text: 'A floating social icon without countDown shows immediately.',
    status: 'built',
    proofs: [test(FLOAT_RULES, 'shows no timer without a countDown')],
  },
  {
    id: 'S4.25',
    section: S4,
    text: 'The user can dismiss a floating icon.',
    status: 'built',
    proofs: [
      test(FLOAT_ICONS, 'float icons: a dismissed icon stays closed for the day only'),
      test(
        USE_FLOATS,
        'a dismissed icon stays away for the rest of the day and is back the next day',
      ),
      story(SHELL_FLOATS, 'Dismissed'),
    ],
    note: 'CHOICE: a dismissed icon stays away for the rest of the São Paulo day, then comes back.',
  },
  {
    id: 'S4.26',
    section: S4,
    text: 'Big-win tabs: 1 last bet (default), 2 big win. A tab click loads its list.',
    status: 'built',
    proofs: [story(BET_TABLE, 'Populated'), story(BET_TABLE, 'BigWins')],
  },
  {
    id: 'S4.27',
    section: S4,
    text: 'A big-win tab click is ignored while loading or when the tab is already active.',
    status: 'built',
    proofs: [
      story(BET_TABLE, 'Loading'),
      story(BET_TABLE, 'BigWins'),
      story('stories/ui/Tabs/Tabs.stories.tsx', 'Busy'),
    ],
  },
  {
    id: 'S4.28',
    section: S4,
    text: 'Table rows rotate the last row to the top every 2 s when there are more than 6 rows.',
    status: 'built',
    proofs: [
      test(ROTATION, 'moves the last row to the top on each step'),
      test(ROTATION, 'never rotates 6 rows or fewer (spec 4: only more than 6)'),
      test(USE_ROTATION, 'takes one step every 2000 ms'),
      test(ROTATION_DELAY, 'uses the table scroll count 6 and the delay of 2000 ms of spec 9'),
    ],
    note: 'The hook steps every ROTATION_DELAY_MS (useRotation.test.tsx) and rotationDelay.test.ts pins that constant to 2000 ms. CHOICE: the rotation pauses while the page is hidden or a list loads, and stands still for players who ask for reduced motion.',
  },
  {
    id: 'S4.29',
    section: S4,
    text: 'Float buttons slide out while scrolling and return 800 ms after it stops.',
    status: 'built',
    proofs: [
      test(
        'src/features/activities/FloatingButtons/scrollIdle.test.ts',
        'hides at the first scroll event and returns 800 ms after the last one',
      ),
      story('stories/features/activities/FloatingButtons/FloatingButtons.stories.tsx', 'Hidden'),
    ],
  },
  {
    id: 'S4.30',
    section: S4,
    text: 'Wallet currencies refresh every 30 min while logged in.',
    status: 'built',
    proofs: [test(WALLET, 'refreshes every 30 minutes once started, and stops on clearSession')],
  },
];

const SECTION_5: readonly Rule[] = [
  {
    id: 'S5.1',
    section: S5,
    text: 'Money formatting accepts only digits with an optional comma or dot decimal part; otherwise returns empty.',
    status: 'built',
    proofs: [
      test(MONEY, 'returns empty for anything that is not digits with an optional decimal part'),
      test(MONEY, 'property: accepts exactly the spec 5 shape'),
      test(MONEY, 'property: comma and dot decimal parts mean the same'),
    ],
    note: 'CHOICE (src/lib/money.ts): surrounding whitespace is trimmed first, so " 12 " formats as 12,00 rather than empty.',
  },
  {
    id: 'S5.2',
    section: S5,
    text: 'Money formatting: thousands separator dot, decimal separator comma, 2 decimals by default.',
    status: 'built',
    proofs: [
      test(MONEY, 'formats the spec 5 examples'),
      test(MONEY, 'honours the decimals argument'),
    ],
  },
  {
    id: 'S5.3',
    section: S5,
    text: 'Balances rounded to the currency’s accuracy, default 2.',
    status: 'built',
    proofs: [
      test(MONEY, 'rounds down to the accuracy, default 2'),
      test(
        'src/features/wallet/walletRows.test.ts',
        'rounds each balance DOWN to its currency accuracy, in the server order',
      ),
      story('stories/ui/Money/Money.stories.tsx', 'CryptoAccuracy'),
    ],
    note: 'CHOICE: balances are rounded down (floored), so a player is never shown more than they hold.',
  },
  {
    id: 'S5.4',
    section: S5,
    text: 'Number fields clamp to min and max on blur.',
    status: 'built',
    proofs: [
      test('src/lib/numberField.test.ts', 'clamps above max and below min'),
      story('stories/ui/TextField/TextField.stories.tsx', 'NumberClamped'),
    ],
  },
  {
    id: 'S5.5',
    section: S5,
    text: 'Max length counts characters.',
    status: 'built',
    proofs: [
      test('src/lib/numberField.test.ts', 'counts an emoji as one character, unlike String.length'),
      story('stories/ui/TextField/TextField.stories.tsx', 'MaxLength'),
    ],
  },
  {
    id: 'S5.6',
    section: S5,
    text: 'Form rules support required, pattern, a validator and a message.',
    status: 'built',
    proofs: [
      test(
        'src/ui/Form/validate.test.ts',
        'required: an empty or blank value gets the catalog message',
      ),
      test(
        'src/ui/Form/validate.test.ts',
        'pattern: a mismatch gets "Valor inválido" or the rule message',
      ),
      test(
        'src/ui/Form/validate.test.ts',
        'validator: false uses the message, a string is the message, true passes',
      ),
      story('stories/ui/Form/Form.stories.tsx', 'WithErrors'),
    ],
    note: 'The spec does not show the login/register field rules; the app’s own (phone, CPF, password) are a CHOICE in src/features/auth/rules.ts.',
  },
  {
    id: 'S5.7',
    section: S5,
    text: 'Currency search is case-insensitive on the currency code.',
    status: 'built',
    proofs: [
      test(
        'src/lib/currency.test.ts',
        'matches the currency code case-insensitively, keeping order (spec 5)',
      ),
      test('src/features/wallet/walletRows.test.ts', 'searches the code case-insensitively'),
      story('stories/overlays/CurrencyPicker/CurrencyPicker.stories.tsx', 'Search'),
    ],
  },
  {
    id: 'S5.8',
    section: S5,
    text: 'An option can hide empty-balance currencies; the selected one is always kept.',
    status: 'built',
    proofs: [
      test(
        'src/lib/currency.test.ts',
        'hides empty balances on request, always keeping the selected one',
      ),
      story('stories/overlays/CurrencyPicker/CurrencyPicker.stories.tsx', 'HideEmpty'),
      e2e(
        'e2e/wallet.e2e.mjs',
        'Carteira: the demo player sees every balance, hides zeros, searches, and a socket update shows',
      ),
    ],
  },
  {
    id: 'S5.9',
    section: S5,
    text: 'Masking of text longer than 4 characters keeps the first 2 and the last character, hiding the 3 between.',
    status: 'built',
    proofs: [
      test(TEXT, 'keeps the first two and the last character of long texts (spec 5)'),
      test(TEXT, 'leaves texts of 4 characters or fewer unchanged'),
      test(TEXT, 'property: any long text becomes first 2 + *** + last, length 6'),
      test(
        'src/features/home/BetTable/format.test.ts',
        'masks a player number the server left unmasked (spec 5), keeps a masked one',
      ),
    ],
  },
  {
    id: 'S5.10',
    section: S5,
    text: 'Referral path must match a letter-or-digit code after /u/ or /c/.',
    status: 'built',
    proofs: [
      test('src/lib/referral.test.ts', 'reads /u/ and /c/ codes (spec 2 and 5)'),
      test('src/lib/referral.test.ts', 'rejects everything else'),
      e2e(
        'e2e/lobby.e2e.mjs',
        'Lobby: /u/ABC123 lands on / with ABC123 as the register invite code',
      ),
    ],
    note: 'CHOICE: a code longer than 32 characters is ignored (it is sent as a header).',
  },
  {
    id: 'S5.11',
    section: S5,
    text: 'A /c/ code is kept only if all digits.',
    status: 'built',
    proofs: [
      test('src/lib/referral.test.ts', 'keeps a /c/ code only when it is all digits'),
      test(
        'src/lib/referral.test.ts',
        'property: a /c/ code reads back exactly when numeric, else null',
      ),
    ],
  },
  {
    id: 'S5.12',
    section: S5,
    text: 'Notice bar shows only entries with status 1 and locationType 1.',
    status: 'built',
    proofs: [
      test(
        'src/features/notices/marquee.test.ts',
        'keeps only status 1 and locationType 1, in server order',
      ),
      story('stories/features/home/NoticeBar/NoticeBar.stories.tsx', 'LoggedOut'),
    ],
  },
  {
    id: 'S5.13',
    section: S5,
    text: 'Social links show only with h5Show.',
    status: 'built',
    proofs: [test(FLOAT_RULES, 'are the type 3 links with h5Show, in the server order')],
  },
  {
    id: 'S5.14',
    section: S5,
    text: 'The SMS share option is removed for platform type 5.',
    status: 'built',
    proofs: [
      test('src/lib/share.test.ts', 'removes SMS for platform type 5, the desktop (spec 5)'),
      test('src/lib/share.test.ts', 'has no SMS link for platform type 5 (spec 5)'),
      story('stories/overlays/SharePopup/SharePopup.stories.tsx', 'Desktop'),
    ],
  },
  {
    id: 'S5.15',
    section: S5,
    text: 'Big numbers are abbreviated K, M, B, T above 1e3, 1e6, 1e9, 1e12.',
    status: 'built',
    note: 'CHOICE: the same thresholds and units, written as a Brazilian player reads them (Intl pt-BR compact: mil, mi, bi, tri; R$ 85,5 mil, not R$ 85,5K).',
    proofs: [
      test(TEXT, 'abbreviates from 1e3, 1e6, 1e9, 1e12 (spec 5) in pt-BR words'),
      test(TEXT, 'property: well formed, and the suffix matches the magnitude'),
    ],
  },
  {
    id: 'S5.16',
    section: S5,
    text: 'Countdown format: Nd HH:MM:SS.',
    status: 'built',
    proofs: [
      test('src/lib/time.test.ts', 'formats Nd HH:MM:SS (spec 5)'),
      test(
        'src/ui/Countdown/Countdown.test.tsx',
        'shows the time left as Nd HH:MM:SS with a timer label and no live region',
      ),
      story('stories/ui/Countdown/Countdown.stories.tsx', 'Running'),
    ],
  },
];

const SECTION_6: readonly Rule[] = [
  {
    id: 'S6.1',
    section: S6,
    text: 'Two states: visitor (guest) and logged-in player. No admin roles.',
    status: 'built',
    proofs: [
      test(SESSION, 'starts logged out with area code 55 (spec 3)'),
      test(SESSION, 'setSession logs in and persists the token only'),
      test('src/app/routing/routeRules.test.ts', 'marks exactly the login-only routes of spec 2'),
    ],
  },
  {
    id: 'S6.2',
    section: S6,
    text: 'Visitors see only activities with loginShow equal to 1.',
    status: 'built',
    proofs: [
      test(
        'src/features/activities/activityRules.test.ts',
        'shows visitors only loginShow 1, never a hidden type',
      ),
      test(
        'src/features/activities/useActivityHub.test.tsx',
        'a visitor sees only loginShow 1 entries',
      ),
      e2e(
        'e2e/activity.e2e.mjs',
        'Activity: a visitor sees only the loginShow 1 entries and no four-step card',
      ),
    ],
  },
  {
    id: 'S6.3',
    section: S6,
    text: 'Activity types 1, 2, 10, 32, 35, 36, 37 are hidden from the list.',
    status: 'built',
    proofs: [
      test(
        'src/features/activities/activityRules.test.ts',
        'hides exactly types 1, 2, 10, 32, 35, 36 and 37',
      ),
      test(
        'src/features/activities/useActivityHub.test.tsx',
        'a player sees the whole category, hidden types left out',
      ),
      test(
        'src/features/activities/promotions.test.ts',
        'visitors see only loginShow 1, and the hidden types never show (spec 6)',
      ),
    ],
  },
  {
    id: 'S6.4',
    section: S6,
    text: 'Favouriting or playing a game while logged out opens the register popup.',
    status: 'built',
    proofs: [
      test(
        'src/overlays/GamePopup/GamePopup.test.tsx',
        'sends a visitor to the register pop-up without entering the game (spec 6)',
      ),
      story('stories/features/games/FavouriteButton/FavouriteButton.stories.tsx', 'Visitor'),
      story('stories/flows/VisitorFavourite.stories.tsx', 'VisitorFavouriteAsksRegister'),
    ],
  },
  {
    id: 'S6.5',
    section: S6,
    text: 'The deposit shortcut while logged out opens the login popup.',
    status: 'built',
    proofs: [
      test(
        'src/app/routing/pendingDestination.test.tsx',
        'Depósito tab: a visitor gets the login pop-up, logs in and lands on /deposit',
      ),
      story('stories/flows/DepositShortcut.stories.tsx', 'VisitorDepositAsksLogin'),
      e2e(
        'e2e/deposit.e2e.mjs',
        'Depósito: a visitor taps Depósito, logs in and lands on /deposit',
      ),
    ],
  },
  {
    id: 'S6.6',
    section: S6,
    text: 'Search and balance are for logged-in players only.',
    status: 'built',
    proofs: [
      story('stories/app/layout/Header/Header.stories.tsx', 'LoggedOut'),
      story('stories/app/layout/Header/Header.stories.tsx', 'LoggedIn'),
      test(
        'src/overlays/CurrencyPicker/CurrencyPicker.test.tsx',
        'closes at once for a visitor (spec 6: balances are for players)',
      ),
      test(
        'src/app/routing/routeRules.test.ts',
        'treats every login-only route of spec 2 as login-only, built or not',
      ),
    ],
  },
  {
    id: 'S6.7',
    section: S6,
    text: 'Login is needed for login-marked routes; guests are sent to the register pop-up.',
    status: 'built',
    proofs: [
      test(
        'src/app/routing/guard.test.tsx',
        "refuses a visitor's navigation to a login-only route: register pop-up, same page",
      ),
      test(
        'src/app/routing/guard.test.tsx',
        'sends a direct load of a login-only route to / with the register pop-up',
      ),
      e2e(
        'e2e/lobby.e2e.mjs',
        'Lobby: a visitor tapping a login-only destination gets the pop-up and stays put',
      ),
      e2e(
        'e2e/wallet.e2e.mjs',
        'Carteira: a visitor opening /wallet gets the register pop-up on /',
      ),
    ],
  },
  {
    id: 'S6.8',
    section: S6,
    text: 'Login is needed for the trial game; guests are sent to the register pop-up.',
    status: 'built',
    proofs: [
      test('src/features/home/LotteryBanner/lotteryTap.test.ts', 'asks a visitor to register'),
      story('stories/features/home/LotteryBanner/LotteryBanner.stories.tsx', 'LoggedOut'),
    ],
    note: 'GamePopup refuses visitors whatever the mode, but its unit test opens a real-money game only; the lottery banner is the trial entry that is proven.',
  },
  {
    id: 'S6.9',
    section: S6,
    text: 'Login is needed for share links; guests are sent to the register pop-up.',
    status: 'built',
    proofs: [story('stories/overlays/SharePopup/SharePopup.stories.tsx', 'Visitor')],
  },
  {
    id: 'S6.10',
    section: S6,
    text: 'Login is needed for floating social actions; guests are sent to the register pop-up.',
    status: 'built',
    proofs: [
      test(USE_FLOATS, 'a visitor’s tap opens the register pop-up instead of the link (spec 6)'),
      story(SHELL_FLOATS, 'Visitor'),
    ],
  },
  {
    id: 'S6.11',
    section: S6,
    text: 'Logged-in users also see floating activity icons.',
    status: 'built',
    proofs: [
      test(USE_FLOATS, 'a logout takes the activity floats away'),
      story(SHELL_FLOATS, 'Visitor'),
      story(SHELL_FLOATS, 'PlayerWithActivityFloats'),
    ],
  },
  {
    id: 'S6.12',
    section: S6,
    text: 'Logged-in users also see the notice red dot.',
    status: 'built',
    proofs: [
      story('stories/features/home/NoticeBar/NoticeBar.stories.tsx', 'LoggedOut'),
      story('stories/features/home/NoticeBar/NoticeBar.stories.tsx', 'LoggedIn'),
      e2e(
        'e2e/notice.e2e.mjs',
        'Mensagens: the demo player sees the red dot, reads every unread message, and the dot clears on the home',
      ),
    ],
  },
  {
    id: 'S6.13',
    section: S6,
    text: 'Logged-in users also see red-packet claims.',
    status: 'built',
    proofs: [
      test(FOLLOWER, 'a visitor gets no call and no packet (spec 6)'),
      test(
        'src/overlays/RedPacketPopup/RedPacketPopup.test.tsx',
        'sends a visitor to the register pop-up (spec 6)',
      ),
      story(FOLLOWER_STORIES, 'Visitor'),
      e2e(REDPACKET_E2E, RED_PACKET_JOURNEY),
    ],
  },
];

const SECTION_8: readonly Rule[] = [
  {
    id: 'S8.1',
    section: S8,
    text: 'Envelope: code, data, msg. Code 200 means success and data is used.',
    status: 'built',
    proofs: [
      test(HTTP, 'resolves with data when code is 200'),
      test(HTTP, 'rejects a 200 answer that is not an envelope, with a pt-BR message and no toast'),
    ],
  },
  {
    id: 'S8.2',
    section: S8,
    text: 'Codes 6105, 6106, 6109, 6121 (except on logout) clear the session.',
    status: 'built',
    proofs: [
      test(HTTP, '%i clears the session and opens the login pop-up, with no toast'),
      test(HTTP, '%i clears the session and shows a dialog with the server message'),
      test(HTTP, '%i on the logout call itself leaves the session and shows nothing'),
      story('stories/flows/SessionExpiry.stories.tsx', 'LoginAskedAfterExpiry'),
    ],
    note: 'CHOICE: the codes end the session whatever the HTTP status; the logout flow clears the session itself even when the server already ended it.',
  },
  {
    id: 'S8.3',
    section: S8,
    text: '6109 and 6121 show a dialog with the server message.',
    status: 'built',
    proofs: [
      test(HTTP, '%i clears the session and shows a dialog with the server message'),
      test(HTTP, 'shows one dialog when parallel calls fail with the same session code'),
      story('stories/overlays/GlobalMessages/GlobalMessages.stories.tsx', 'SessionDialog'),
    ],
  },
  {
    id: 'S8.4',
    section: S8,
    text: '6105 and 6106 open the login popup.',
    status: 'built',
    proofs: [
      test(HTTP, '%i clears the session and opens the login pop-up, with no toast'),
      story('stories/flows/SessionExpiry.stories.tsx', 'LoginAskedAfterExpiry'),
    ],
  },
  {
    id: 'S8.5',
    section: S8,
    text: 'Code 6102: reload the platform config (maintenance) and reject.',
    status: 'built',
    proofs: [
      test(HTTP, '6102 reloads the platform config (maintenance) and rejects, without a toast'),
      test(HTTP, '6102 on the config call itself does not reload in a loop'),
    ],
  },
  {
    id: 'S8.6',
    section: S8,
    text: 'Any other non-200 code shows the server message as a toast (3000 ms) and rejects.',
    status: 'built',
    proofs: [
      test(HTTP, 'any other code shows the server message as a 3000 ms toast and rejects'),
      test(HTTP, 'an unknown code with an empty message still tells the player something'),
    ],
  },
  {
    id: 'S8.7',
    section: S8,
    text: 'No toast when the call supplies its own failure handler.',
    status: 'built',
    proofs: [
      test(HTTP, "the caller's own failure handler replaces the toast; the call still rejects"),
      test(
        'src/api/member.test.ts',
        'the caller’s failure handler also covers the public-key call (no toast)',
      ),
    ],
  },
  {
    id: 'S8.8',
    section: S8,
    text: 'HTTP errors carrying a body code show a danger notice with the server message.',
    status: 'built',
    proofs: [
      test(
        HTTP,
        'an HTTP 500 whose body carries a code shows a danger toast with the server message',
      ),
      test(
        'src/api/member.test.ts',
        'the server refuses a tampered body (HTTP 400 with a code: danger toast)',
      ),
    ],
    note: 'CHOICE: the danger notice is a danger toast; an HTTP error without a body code rejects with a pt-BR message and no toast.',
  },
  {
    id: 'S8.9',
    section: S8,
    text: 'Timeout 30 s.',
    status: 'built',
    proofs: [
      test(HTTP, 'times out after exactly 30 000 ms by default'),
      test(HTTP, 'a server that never answers rejects as a timeout with a pt-BR message'),
    ],
  },
  {
    id: 'S8.10',
    section: S8,
    text: 'Lazy page loads time out after 10 s and show a failure image.',
    status: 'built',
    proofs: [
      test(LAZY_PAGE, 'times out after 10 s by default'),
      test(LAZY_PAGE, 'shows the failure image after the timeout and loads again on retry'),
    ],
  },
  {
    id: 'S8.11',
    section: S8,
    text: 'A failed dynamic module load reloads the page.',
    status: 'built',
    proofs: [
      test(LAZY_PAGE, 'reloads once per path, then lets the failure state show'),
      test(
        'src/app/shell/lazyPiece.test.tsx',
        '(b) reloads once when the retry fails too, and never twice in a session (no loop)',
      ),
    ],
    note: 'CHOICE: one reload per page (per shell piece after one retry) and session, so a missing chunk cannot loop; after it the failure state shows.',
  },
  {
    id: 'S8.12',
    section: S8,
    text: 'Empty list states: fail, empty_data, area_limit, network_error, loading.',
    status: 'built',
    proofs: [
      story(EMPTY_STATE, 'Fail'),
      story(EMPTY_STATE, 'EmptyData'),
      story(EMPTY_STATE, 'AreaLimit'),
      story(EMPTY_STATE, 'NetworkError'),
      story(EMPTY_STATE, 'Loading'),
      story(BET_HISTORY, 'Error'),
      story(BET_HISTORY, 'Empty'),
      story(BET_HISTORY, 'NetworkError'),
      story(BET_HISTORY, 'Loading'),
      story(PROVIDER_DIRECTORY, 'Error'),
      story(PROVIDER_DIRECTORY, 'Empty'),
      story(PROVIDER_DIRECTORY, 'NetworkError'),
    ],
    note: 'All five states exist (src/ui/EmptyState); area_limit is never shown by a screen, as the spec names no code for it.',
  },
];

const SECTION_9: readonly Rule[] = [
  {
    id: 'S9.1',
    section: S9,
    text: 'API timeout 30 s.',
    status: 'built',
    proofs: [
      test(HTTP, 'defaults to the 30 s timeout of spec 9'),
      test(HTTP, 'times out after exactly 30 000 ms by default'),
    ],
  },
  {
    id: 'S9.2',
    section: S9,
    text: 'Layout max width 500 px (desktop frame above 500).',
    status: 'built',
    proofs: [
      story('stories/ui/AppFrame/AppFrame.stories.tsx', 'Desktop'),
      story('stories/features/activities/FloatingButtons/FloatingButtons.stories.tsx', 'Desktop'),
    ],
  },
  {
    id: 'S9.3',
    section: S9,
    text: 'Page max width 375.',
    status: 'not built',
    proofs: [],
    note: 'The token exists (src/theme/scales.ts pageMaxWidth 375px) but only the footer uses it; pages fill the 500 px column, and nothing asserts a 375 px page.',
  },
  {
    id: 'S9.4',
    section: S9,
    text: 'Socket heartbeat 20 s, reconnect delay 3 s, max 5 retries.',
    status: 'built',
    proofs: [
      test(
        SOCKET,
        'uses the spec 9 constants: heartbeat 20 s, retry delay 3 s, 5 retries, shake 6 s',
      ),
      test(SOCKET, 'pings every 20 s while open, and not before'),
      test(
        SOCKET,
        'stops after 5 failed attempts; the page becoming visible starts a fresh series',
      ),
    ],
  },
  {
    id: 'S9.5',
    section: S9,
    text: 'Wallet refresh 30 min.',
    status: 'built',
    proofs: [test(WALLET, 'refreshes every 30 minutes once started, and stops on clearSession')],
  },
  {
    id: 'S9.6',
    section: S9,
    text: 'Activity refresh throttled at 300 ms.',
    status: 'built',
    proofs: [
      test(
        'src/features/activities/activityRefresh.test.ts',
        'collapses calls inside the window into one trailing refresh at its end',
      ),
      test(
        'src/features/activities/activityRefresh.test.ts',
        'runs at once again when called after the window is over',
      ),
    ],
  },
  {
    id: 'S9.7',
    section: S9,
    text: 'Red packet shake 6 s.',
    status: 'built',
    proofs: [
      test('src/state/live.test.ts', 'shakes until 6 s have passed, then stops by itself'),
      test(SOCKET, 'shakes the red packet for 6000 ms on message 1016'),
    ],
  },
  {
    id: 'S9.8',
    section: S9,
    text: 'Banner autoplay 3 s.',
    status: 'built',
    proofs: [
      test('src/features/home/BannerCarousel/autoplay.test.ts', 'advances every 3 s (spec 9)'),
    ],
    note: 'CHOICE: autoplay starts paused for reduced motion and holds while the player interacts.',
  },
  {
    id: 'S9.9',
    section: S9,
    text: 'Default currency BRL.',
    status: 'built',
    proofs: [
      test(WALLET, 'with no wallets keeps the choice, or BRL'),
      test(PLATFORM, 'loads the platform config'),
    ],
  },
  {
    id: 'S9.10',
    section: S9,
    text: 'Area code 55.',
    status: 'built',
    proofs: [
      test(SESSION, 'starts logged out with area code 55 (spec 3)'),
      test(SESSION, 'an empty area code falls back to 55'),
    ],
  },
  {
    id: 'S9.11',
    section: S9,
    text: 'Time zone Sao Paulo.',
    status: 'built',
    proofs: [
      test('src/lib/time.test.ts', 'shows São Paulo dates as dd/mm/aaaa'),
      test(
        'src/lib/time.test.ts',
        'property: matches a UTC-3 oracle for instants after 2019 (no daylight saving)',
      ),
      test(
        FLOAT_ICONS,
        'float icons: the start time is kept within a São Paulo day and resets the next day',
      ),
      story('stories/features/records/BetRow/BetRow.stories.tsx', 'NoWin'),
      story('stories/features/records/TransferHistory/TransferHistory.stories.tsx', 'Today'),
      test(
        'src/features/records/libraryRows.test.tsx',
        'says the game, the São Paulo time, the stake and the win with its name',
      ),
    ],
  },
  {
    id: 'S9.12',
    section: S9,
    text: 'Default pagination pageNum 1, pageSize 10.',
    status: 'built',
    proofs: [
      test(HTTP, 'builds sorted, stable SWR keys with the spec 9 page defaults'),
      test(
        'src/features/vip/useVipLevels.test.tsx',
        'a visitor reads the public table 10 at a time, the next page when asked',
      ),
      story(BET_HISTORY, 'LoadMore'),
    ],
  },
  {
    id: 'S9.13',
    section: S9,
    text: 'Page sizes: memberLevel 1000, activity props 999.',
    status: 'built',
    proofs: [
      test(HTTP, 'builds sorted, stable SWR keys with the spec 9 page defaults'),
      test(
        'src/features/vip/useVipLevels.test.tsx',
        'a player reads every level in one memberLevel page of 1000, their own marked',
      ),
    ],
  },
  {
    id: 'S9.14',
    section: S9,
    text: 'Register-gift display defaults 10 and 3.',
    status: 'built',
    proofs: [
      test(
        'src/features/messages/registerNotice.test.ts',
        "is the gift's amount, or spec 9's default 10 when the server has none",
      ),
      story('stories/features/auth/RegisterGiftBanner/RegisterGiftBanner.stories.tsx', 'Default'),
      story('stories/app/layout/Header/Header.stories.tsx', 'LoggedOutWithGift'),
    ],
    note: 'CHOICE: read as a gift of R$ 10, 3 gifts. The defaults are defined three times (Header REGISTER_GIFT_DEFAULTS, auth REGISTER_GIFT_FALLBACK, messages REGISTER_GIFT_DEFAULT_AMOUNT); the shell’s fallback when the server leaves a figure out (useShellData) has no unit test.',
  },
  {
    id: 'S9.15',
    section: S9,
    text: 'Touch double-tap within 300 ms is blocked.',
    status: 'built',
    proofs: [
      test(
        'src/features/activities/wheel/wheelRules.test.ts',
        'blocks the second touch of a double tap, not a later tap',
      ),
      story('stories/app/GlobalStyles.stories.tsx', 'DoubleTapZoomBlocked'),
    ],
    note: 'CHOICE: app-wide, a double tap cannot zoom: the document takes touch-action: manipulation (src/theme/global.css.ts; the story reads it in Chromium), which also drops the tap delay, so the second tap of a double tap is an ordinary tap. Only the wheel’s spin blocks a second tap within 300 ms in code; money actions are guarded by one-request-per-intent instead.',
  },
  {
    id: 'S9.16',
    section: S9,
    text: 'Multi-touch is blocked.',
    status: 'not built',
    proofs: [],
    note: 'Deliberately not blocked: pinch zoom stays available (accessibility, WCAG 1.4.4); only the scratch foil takes touch-action: none. A lead decision is needed if the spec rule must hold.',
  },
  {
    id: 'S9.17',
    section: S9,
    text: 'Image proxy quality 85 and webp, or png for iOS below 13.',
    status: 'built',
    proofs: [
      test('src/lib/image.test.ts', 'asks for quality 85 WebP at the given width (spec 9)'),
      test('src/lib/image.test.ts', 'asks for PNG on iOS below 13 (spec 9)'),
    ],
  },
  {
    id: 'S9.18',
    section: S9,
    text: 'Four-step deposit card has 4 steps.',
    status: 'built',
    proofs: [
      test(FOUR_STEP, 'step = paySuccessTimes: done, next and later steps with rate and cap'),
      story(FOUR_STEP_STORIES, 'StepZero'),
    ],
  },
  {
    id: 'S9.19',
    section: S9,
    text: 'Grid rows: 3 or 4 for categories, 2 for providers.',
    status: 'built',
    proofs: [
      test(GRID, 'gives categories 3 rows, and 4 from 16 games'),
      test(GRID, 'gives providers 2 rows'),
      story(GAME_SECTIONS, 'Populated'),
    ],
  },
  {
    id: 'S9.20',
    section: S9,
    text: 'Slides per view 4 or 3.',
    status: 'built',
    proofs: [
      test(GRID, 'fits 3 columns on a phone page and 4 in the desktop frame'),
      story(GAME_SECTIONS, 'Desktop'),
    ],
    note: 'CHOICE: 3 per view on a phone, 4 in the 500 px desktop frame.',
  },
  {
    id: 'S9.21',
    section: S9,
    text: 'Slide gap 8.',
    status: 'built',
    proofs: [story(GAME_SECTIONS, 'Populated')],
  },
  {
    id: 'S9.22',
    section: S9,
    text: 'Table scroll count 6, delay 2000 ms.',
    status: 'built',
    proofs: [
      test(ROTATION, 'shows the first 6 rows of the rotated list'),
      test(USE_ROTATION, 'takes one step every 2000 ms'),
      test(ROTATION_DELAY, 'uses the table scroll count 6 and the delay of 2000 ms of spec 9'),
    ],
    note: 'The count 6 and the 2000 ms delay are both pinned (see S4.28).',
  },
  {
    id: 'S9.23',
    section: S9,
    text: 'Notice marquee speed roughly width/46 seconds.',
    status: 'built',
    proofs: [test('src/features/notices/marquee.test.ts', 'moves 46 px a second')],
    note: 'CHOICE: never loops faster than 4 s.',
  },
  {
    id: 'S9.24',
    section: S9,
    text: 'Float refresh 5 s.',
    status: 'built',
    proofs: [
      test(USE_FLOATS, 'reads the clock every 5 s'),
      test(FLOAT_REFRESH, 'uses the 5 s refresh of spec 9'),
    ],
    note: 'See S4.22: the refresh re-reads the floats’ clock every FLOAT_REFRESH_MS, pinned to 5000 ms.',
  },
  {
    id: 'S9.25',
    section: S9,
    text: 'Float hide delay 800 ms.',
    status: 'built',
    proofs: [
      test(
        'src/features/activities/FloatingButtons/scrollIdle.test.ts',
        'uses the 800 ms delay of spec 9',
      ),
      test(
        'src/features/activities/FloatingButtons/scrollIdle.test.ts',
        'hides at the first scroll event and returns 800 ms after the last one',
      ),
    ],
  },
  {
    id: 'S9.26',
    section: S9,
    text: 'Scratch ticket counter rises by about 0.3 to 0.4 each second.',
    status: 'built',
    proofs: [
      test(
        'src/features/home/ScratchTicket/prizeCounter.test.ts',
        'rises between 0,30 and 0,40 every second, 0,35 on average',
      ),
      test(
        'src/features/home/ScratchTicket/prizeCounter.test.ts',
        'adds 0,30, 0,35 and 0,40 in turn, one step per whole second',
      ),
    ],
  },
  {
    id: 'S9.27',
    section: S9,
    text: 'Maintenance and platform status come from config.',
    status: 'built',
    proofs: [
      test(PLATFORM, 'loads the platform config'),
      test(
        'mocks/scenarios.test.ts',
        'maintenance: the config says status 2 and every other call answers 6102',
      ),
      story('stories/overlays/Maintenance/Maintenance.stories.tsx', 'Scheduled'),
    ],
  },
];

export const SECTIONS_4_TO_9: readonly Rule[] = [
  ...SECTION_4,
  ...SECTION_5,
  ...SECTION_6,
  ...SECTION_8,
  ...SECTION_9,
];
