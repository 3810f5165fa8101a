import { http, type RequestHandler } from 'msw';
import type { SocketMessage } from '../src/live/socketMessages';
import { archivedSystemMessages, PLATFORM_CONFIG_MAINTENANCE } from './data/content';
import { buildSevenDaySign, olderInvitees, RED_PACKET_RED_NUMBER } from './data/activities';
import { DEMO_ACCOUNT } from './data/users';
import { XSS_ARTICLE_HTML, XSS_SPY } from './data/xss';
import { Code, Refuse } from './world/codes';
import { inviteRewardTotal } from './world/accounts';
import { arm, fire } from './world/live';
import { spendAllSpins, spendScratchCards } from './world/activities';
import { completePendingDeposits } from './world/wallet';
import { lockWithdrawals } from './world/withdrawGuard';
import {
  scenarioApplied,
  world,
  worldChanged,
  type ForcedAnswer,
  type LiveEffect,
} from './world/world';

/**
 * Named switches that make the mock world misbehave. Each one is a change of the world
 * (mocks/world/world.ts `world.scenario`, undone by `resetWorld()`), reachable three ways:
 *
 * - a story: `parameters: { msw: { handlers: scenarios.maintenance } }` (or `scenario('…')`);
 * - a unit test: `server.use(...scenarios.maintenance)`;
 * - the demo app and the mock API server: `applyScenario('maintenance')`.
 *
 * The handler lists hold one handler that matches every API call, applies the change on the
 * first call it sees and lets the call through to the world (so the first call already sees
 * it). `applyScenario` applies the change at once and returns the same list, which is then a
 * no-op until the next reset. Since resetAllStores() resets the world before every story and
 * test, a scenario never leaks into the next one.
 *
 * Live scenarios (socket-1012, socket-1016, maintenance-live) push a socket message; only a
 * logged-in app has a socket, so they fire 1 s (world.settings.liveScenarioDelayMs) after the
 * next call made with a live session. `fireLiveScenario` pushes at once instead.
 */

/** Matches every call of the casino API on any origin, nothing else (no Vite module under /src/api/). */
const API_CALL = /^https?:\/\/[^/]+\/(?:api|papi|game)\//;

function force(answer: ForcedAnswer): () => void {
  return () => {
    world.scenario.forced = answer;
  };
}

const maintenanceUpdate: SocketMessage = {
  type: 2002,
  data: {
    platformStatus: PLATFORM_CONFIG_MAINTENANCE.platformStatus,
    platformStartMaintenanceTime: PLATFORM_CONFIG_MAINTENANCE.platformStartMaintenanceTime,
    platformEndMaintenanceTime: PLATFORM_CONFIG_MAINTENANCE.platformEndMaintenanceTime,
  },
};

/** The live change of each live scenario. */
const LIVE: Record<'socket-1012' | 'socket-1016' | 'maintenance-live', LiveEffect> = {
  'socket-1012': { name: 'socket-1012', message: { type: 1012 }, target: 'session' },
  'socket-1016': { name: 'socket-1016', message: { type: 1016 }, target: 'session' },
  'maintenance-live': {
    name: 'maintenance-live',
    message: maintenanceUpdate,
    target: 'all',
    before: () => {
      world.platform = { ...PLATFORM_CONFIG_MAINTENANCE };
    },
  },
};

type ScenarioDef = {
  /** One line for the README and the demo's dev panel. */
  summary: string;
  apply: () => void;
};

const DEFINITIONS = {
  maintenance: {
    summary:
      'Platform in maintenance (10:00–14:00 São Paulo): the config says status 2, every other call answers 6102.',
    apply: () => {
      world.platform = { ...PLATFORM_CONFIG_MAINTENANCE };
    },
  },
  'session-expired-6105': {
    summary:
      'Every call that needs a session answers 6105 (session not found): the app opens login.',
    apply: force({ ...Refuse.sessionInvalid, scope: 'auth' }),
  },
  'session-kicked-6106': {
    summary:
      'Every call that needs a session answers 6106 (session ended by the server), even after a new login.',
    apply: force({
      code: Code.sessionExpired,
      msg: 'Sua sessão foi encerrada. Entre novamente.',
      scope: 'auth',
    }),
  },
  'account-frozen-6109': {
    summary:
      'The account is frozen: login and every call that needs a session answer 6109 (dialog).',
    apply: force({ ...Refuse.accountFrozen, scope: 'auth+login' }),
  },
  'logged-elsewhere-6121': {
    summary:
      'The account was opened on another device: every call that needs a session answers 6121 (dialog).',
    apply: force({ ...Refuse.loggedElsewhere, scope: 'auth' }),
  },
  'unknown-error': {
    summary:
      'Every call answers code 9999 "Algo deu errado. Tente novamente." (a code no screen knows).',
    apply: force({ ...Refuse.unknown, scope: 'all' }),
  },
  'http-500': {
    summary: 'Every call answers HTTP 500 with code 500 in the body (danger notice).',
    apply: force({ ...Refuse.serverError, scope: 'all' }),
  },
  timeout: {
    summary: 'No call is ever answered (the client gives up after its 30 s timeout).',
    apply: () => {
      world.scenario.hang = true;
    },
  },
  slow: {
    summary: 'Every answer waits 2–3 s (fixed per endpoint), whatever the host latency.',
    apply: () => {
      world.scenario.latency = 'slow';
    },
  },
  empty: {
    summary: 'Every list (games, banners, notices, activities, records, messages …) answers empty.',
    apply: () => {
      world.scenario.empty = true;
    },
  },
  // A reply the client cannot trust: every success answer's data broken one way.
  'malformed-null': {
    summary:
      'Every call that succeeds answers `{"code":200,"data":null}`: each screen shows its own error and retry, none goes blank.',
    apply: () => {
      world.scenario.malformed = 'null';
    },
  },
  'malformed-string': {
    summary:
      'Every call that succeeds answers a string as its data, where the contract has an object or a list.',
    apply: () => {
      world.scenario.malformed = 'string';
    },
  },
  'malformed-object': {
    summary:
      'Every call that succeeds answers an empty object `{}` as its data (lists and fields missing).',
    apply: () => {
      world.scenario.malformed = 'empty-object';
    },
  },
  'malformed-field': {
    summary:
      'Every call that succeeds answers its data with one field of the wrong type (the first field of the first record: a number as a string, a list as an object …).',
    apply: () => {
      world.scenario.malformed = 'wrong-field';
    },
  },
  'expired-token': {
    summary:
      'Every session open now has expired: its calls answer 6106 until the player logs in again.',
    apply: () => {
      for (const session of world.sessions.values()) session.expired = true;
    },
  },
  'socket-1012': {
    summary:
      'The server asks the socket to close (1012) 1 s after the next logged-in call: no reconnect.',
    apply: () => arm(LIVE['socket-1012']),
  },
  'socket-1016': {
    summary:
      'A red packet message (1016) arrives 1 s after the next logged-in call: the packet shakes 6 s.',
    apply: () => arm(LIVE['socket-1016']),
  },
  'maintenance-live': {
    summary:
      '1 s after the next logged-in call the platform goes into maintenance and a 2002 message says so.',
    apply: () => arm(LIVE['maintenance-live']),
  },
  // The ones below change nothing at once: the system handlers read `world.scenario.applied`.
  'xss-articles': {
    summary:
      'Every article body is the hostile HTML corpus (mocks/data/xss.ts): script, handlers, javascript:/data: links, SVG, MathML, style, forms, frames, mXSS.',
    apply: () => undefined,
  },
  'service-url': {
    summary:
      'The business config names an external customer-service chat on another host (https://atendimento.vitrine.example/chat) instead of the seed demo chat.',
    apply: () => undefined,
  },
  'no-service-url': {
    summary:
      'The business config names no chat (the app path /service): no service button, /service says "Atendimento indisponível".',
    apply: () => undefined,
  },
  'install-banner-off': {
    summary:
      'The pwaInfo config switches the PWA install banner off (installBanner: false): no banner on any browser.',
    apply: () => undefined,
  },
  'deposit-success-now': {
    summary:
      'Every unpaid deposit is paid now, and new deposits are paid right after they are created.',
    apply: () => {
      world.scenario.instantDeposits = true;
      completePendingDeposits();
    },
  },
  // The two below change nothing at once: the world reads `world.scenario.applied` (wallet.ts).
  'deposit-unpaid': {
    summary:
      'Deposits created from now on are never paid: their payment page waits until the code expires.',
    apply: () => undefined,
  },
  'deposit-card-off': {
    summary:
      'Bank card deposits off: the channel config lists the card as unavailable; a card deposit answers 2009.',
    apply: () => undefined,
  },
  'no-withdraw-accounts': {
    summary: 'The demo player has no saved withdraw account yet (Pix key or crypto wallet).',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) demo.withdrawAccounts = [];
    },
  },
  // Changes nothing at once either: the withdrawal reads `world.scenario.applied` (wallet.ts).
  'wagering-before-withdraw': {
    summary:
      'Just before a withdrawal is checked, a bonus with R$ 1.000,00 of rollover reaches the player: what the page read as withdrawable is out of date and the withdrawal answers 2006.',
    apply: () => undefined,
  },
  'withdraw-locked': {
    summary:
      'Withdrawals of the demo player are locked for 15 minutes, as after 5 wrong passwords in a row: the password check and every withdrawal answer 2031.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) lockWithdrawals(demo);
    },
  },
  // Changes nothing at once: the password check reads `world.scenario.applied` (handlers/member.ts).
  'withdraw-password-hangs': {
    summary:
      'The password check before a withdrawal is never answered: the password step stays in its checking state.',
    apply: () => undefined,
  },
  'no-wallets': {
    summary:
      'No player holds any wallet: the wallet summary answers an empty list and a total of 0.',
    apply: () => {
      for (const user of world.users.values()) user.wallets = [];
    },
  },
  'big-balance': {
    summary:
      'The demo player holds R$ 98.765.432,109 (one place past BRL accuracy) and 1.250.000,5 USDT.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      for (const wallet of demo?.wallets ?? []) {
        // A third decimal on BRL: the app must round it down (spec 5), never up.
        if (wallet.currency === 'BRL') wallet.availableBalance = 98_765_432.109;
        if (wallet.currency === 'USDT') wallet.availableBalance = 1_250_000.5;
      }
    },
  },
  'single-wallet': {
    summary:
      'The demo player holds only the BRL wallet (R$ 1.847,35): no second currency to convert to.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) demo.wallets = demo.wallets.filter((wallet) => wallet.currency === 'BRL');
    },
  },
  // /notice. 'offline' changes nothing at once: handlers/endpoint.ts reads it.
  offline: {
    summary:
      'Every API call fails as a dropped connection does (no HTTP answer at all): the app shows its network error ("Sem conexão").',
    apply: () => undefined,
  },
  'many-messages': {
    summary:
      'The demo player has 24 more system messages (older, read): 27 in all, so the list pages 10 at a time as the player scrolls.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      // After the two recent ones, before the 90-day-old welcome: newest first.
      if (demo) demo.systemMessages.splice(2, 0, ...archivedSystemMessages(24));
    },
  },
  'xss-messages': {
    summary:
      "Every player's message body is the hostile HTML corpus (mocks/data/xss.ts) and the newest system message's title carries markup.",
    apply: () => {
      for (const user of world.users.values()) {
        for (const message of [...user.systemMessages, ...user.personalMessages]) {
          message.content = XSS_ARTICLE_HTML;
        }
        const newest = user.systemMessages[0];
        if (newest)
          newest.title = `<img src="data:," onerror="parent.${XSS_SPY}('title')">${newest.title}`;
      }
    },
  },
  // /viprule and /invite.
  'vip-top': {
    summary:
      'The demo player is at the top VIP level (VIP 10, R$ 16.200.000,00 bet): no next level to reach.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo)
        demo.vip = { ...demo.vip, level: 10, totalBet: 16_200_000, totalDeposit: 1_600_000 };
    },
  },
  'no-invitees': {
    summary:
      'The demo player has invited nobody yet: the invite summary counts 0 and the invited list is empty.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) demo.invitees = [];
    },
  },
  // The red packet that follows the player (spec 4). 'red-packet-waiting', 'red-packet-gone' and
  // 'red-packet-unavailable' change nothing at once: the world reads `world.scenario.applied`
  // (activities.ts).
  'red-packet-waiting': {
    summary:
      'Between red-packet rounds: the status says not claimable, the next round opens in 6 h (no packet floats).',
    apply: () => undefined,
  },
  'red-packet-claimed': {
    summary:
      'The demo player already claimed the open red-packet round (RP202611221200): the claimed check says so, no packet floats.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo && !demo.claims.includes(`redPacket:${RED_PACKET_RED_NUMBER}`))
        demo.claims.push(`redPacket:${RED_PACKET_RED_NUMBER}`);
    },
  },
  'red-packet-gone': {
    summary:
      'The open red-packet round runs out as the player taps: the claim answers 3008 "Este envelope não está mais disponível."',
    apply: () => undefined,
  },
  'red-packet-unavailable': {
    summary: 'Every red-packet status call answers HTTP 500: no packet floats.',
    apply: () => undefined,
  },
  // /welfareCenter. 'rewards-moved-elsewhere' changes nothing at once: the transfer reads
  // `world.scenario.applied` (activities.ts withdrawInviteRewards).
  'invite-rewards-withdrawn': {
    summary:
      'The demo player already moved every invite reward (R$ 180,00) to the wallet: R$ 0,00 available in the welfare centre.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) demo.inviteWithdrawn = inviteRewardTotal(demo);
    },
  },
  'rewards-moved-elsewhere': {
    summary:
      'Just before a welfare-centre transfer is checked, another device moves every invite reward to the wallet: the transfer answers 3002.',
    apply: () => undefined,
  },
  // /activityDetail. None changes anything at once: world/activities.ts and handlers/activity.ts
  // read `world.scenario.applied`.
  'xss-activity-rules': {
    summary:
      "Every activity detail's rules HTML is the hostile corpus (mocks/data/xss.ts): nothing of it may run on /activityDetail.",
    apply: () => undefined,
  },
  'activity-claim-hangs': {
    summary:
      'An activity bonus claim (getActivityBonus) is never answered: the claim stays in flight.',
    apply: () => undefined,
  },
  'activity-claimed-elsewhere': {
    summary:
      'A waiting activity bonus is paid on another device just before this claim: the claim answers 3001 and the activity reads finished.',
    apply: () => undefined,
  },
  'activity-reward-expired': {
    summary:
      'A waiting activity bonus lapses just before it is claimed: the claim answers 3002 and the activity is back in progress.',
    apply: () => undefined,
  },
  'activity-withdrawn': {
    summary:
      'The activity is taken down just before its bonus is claimed: the claim and every later read of it answer 3006.',
    apply: () => undefined,
  },
  // /promotion. 'promotions-ended' changes nothing at once: the activity list reads
  // `world.scenario.applied` (activities.ts withPeriod).
  'promotions-ended': {
    summary:
      'Every promotion has ended: the activity list marks each entry valid 0, its period closed at the end of yesterday.',
    apply: () => undefined,
  },
  // Activity type 37. Read by activities.ts totalPayEnd: the window's end moves to yesterday.
  'total-pay-ended': {
    summary:
      'The accumulated deposit activity (type 37) closed at the end of yesterday: its tiers can no longer be received (3002).',
    apply: () => undefined,
  },
  'many-invitees': {
    summary:
      'The demo player invited 30 more friends before the last 60 days, 24 of whom deposited: 33 promote records, 4 pages of 10.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) demo.invitees.push(...olderInvitees(30));
    },
  },
  // /activity. 'activity-articles-down' changes nothing at once: the article list handler reads
  // `world.scenario.applied` (handlers/activity.ts).
  'activity-articles-down': {
    summary:
      'The activity article list answers HTTP 500: the activity page still lists category 3 without its articles.',
    apply: () => undefined,
  },
  // The rescue bonus (activity types 1, 2). None changes anything at once: world/activities.ts
  // rescueBonus and receiveRescueBonus read `world.scenario.applied`.
  'rescue-nothing': {
    summary:
      'The demo player lost nothing yesterday or last week: the daily and weekly rescue have nothing to pay (R$ 0,00).',
    apply: () => undefined,
  },
  'rescue-expired': {
    summary:
      'The rescue activities ended at 00:00 today: the unclaimed daily and weekly rescue bonuses have lapsed (a claim answers 3002).',
    apply: () => undefined,
  },
  'rebates-hang': {
    summary:
      'The rescue bonus and everyday bet rebate reads never answer: the views of /activityDetail/1, 2 and 12 stay loading.',
    apply: () => undefined,
  },
  'rescue-claimed-elsewhere': {
    summary:
      'The rescue bonus is taken on another device just before this claim: the claim answers 3001 and the bonus reads claimed.',
    apply: () => undefined,
  },
  'four-step-done': {
    summary:
      'The demo player made all four deposits of the four-step offer (paySuccessTimes 4): its card is hidden (spec 4).',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) demo.fourPay = { ...demo.fourPay, paySuccessTimes: 4 };
    },
  },
  // The scratch cards of activity type 14 (world/activities.ts scratchCardDetails).
  'scratch-cards-hang': {
    summary: 'The scratch-card details (scratchCard/details) never answer: the cards stay loading.',
    apply: () => undefined,
  },
  'scratch-no-cards': {
    summary:
      'The demo player has scratched all three scratch cards and withdrawn their R$ 12,50: no card left.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) spendScratchCards(demo);
    },
  },
  'scratch-withdrawn-elsewhere': {
    summary:
      'Just before a scratch-card withdraw, another device moves every revealed prize to the wallet: the withdraw answers 3002.',
    apply: () => undefined,
  },
  // The wheels of activity type 8 (world/activities.ts spinWheel).
  'wheel-spins-used': {
    summary:
      "The demo player has used today's turntable and day-wheel spins and this month's month-wheel spin: no spin left.",
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo)
        for (const kind of ['turntable', 'day', 'month'] as const) spendAllSpins(demo, kind);
    },
  },
  'wheel-spun-elsewhere': {
    summary:
      'Just before a spin, another device uses the round\'s spins: the spin answers 3002 "Você não tem giros disponíveis agora."',
    apply: () => undefined,
  },
  // The sign-in chest (type 21 pop-up).
  'sign-in-day-seven': {
    summary:
      'The demo player signed 6 days in a row: day 7 (R$ 8,00) is open today, then the week chest (R$ 18,00).',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) demo.sevenDaySign = buildSevenDaySign(6);
    },
  },
  // 'tasks-hang' changes nothing at once: handlers/activity.ts reads `world.scenario.applied`.
  'tasks-hang': {
    summary:
      'The day tasks, carnival tasks and carnival points never answer: the placeholders of /activityDetail/36 and 35 stay.',
    apply: () => undefined,
  },
  'sign-in-week-complete': {
    summary:
      'The demo player signed all 7 days (today included): the week chest (R$ 18,00) can be opened.',
    apply: () => {
      const demo = world.users.get(DEMO_ACCOUNT.info.userNo);
      if (demo) demo.sevenDaySign = buildSevenDaySign(7, true);
    },
  },
  // The rankings (/activityDetail/9, 15, 32). None changes anything at once: world/rankings.ts and
  // handlers/activity.ts read `world.scenario.applied`.
  'rankings-hang': {
    summary:
      'The ranking, super member day and club reads are never answered: their placeholders stay.',
    apply: () => undefined,
  },
  'rankings-empty': {
    summary:
      'Every ranking period has just started: nobody is on the leaderboards and no previous prize is waiting.',
    apply: () => undefined,
  },
  'ranking-claimed-elsewhere': {
    summary:
      "A ranking's previous-period prize is paid on another device just before this claim: the claim answers 3001.",
    apply: () => undefined,
  },
  'super-member-day-over': {
    summary:
      'The super member day is over: the next one starts in 7 days and its draw answers 3007.',
    apply: () => undefined,
  },
} as const satisfies Record<string, ScenarioDef>;

/**
 * A scenario's name: the keys of the definitions above, the one list of them. The world's
 * `applied` list, `scenarioApplied()` (world/world.ts), `scenarios[...]` in stories and tests and
 * `applyScenario()` all take this type, so a misspelt name fails the type check.
 */
export type ScenarioName = keyof typeof DEFINITIONS;

/** Every scenario name, in the order of mocks/world/README.md. */
export const scenarioNames = Object.keys(DEFINITIONS) as ScenarioName[];

/** Whether `name` (from an address, a request or storage) is a scenario's name. */
export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(DEFINITIONS, name);
}

/** One line per scenario (README, dev panel). */
export const scenarioSummaries = Object.fromEntries(
  scenarioNames.map((name) => [name, DEFINITIONS[name].summary]),
) as Record<ScenarioName, string>;

/** Applies a scenario's change once per world (until the next resetWorld()). */
function ensureApplied(name: ScenarioName): void {
  if (scenarioApplied(name)) return;
  world.scenario.applied.push(name);
  DEFINITIONS[name].apply();
  // Applied from the demo's panel, no request follows to carry the change into storage.
  worldChanged();
}

function handlersOf(name: ScenarioName): RequestHandler[] {
  // No response: msw goes on to the world's own handler for the same call.
  return [http.all(API_CALL, () => ensureApplied(name))];
}

/**
 * The handlers of every scenario, for stories (`parameters.msw.handlers`) and unit tests
 * (`server.use(...)`). They may be combined: `[...scenarios.slow, ...scenarios.empty]`.
 */
export const scenarios = Object.fromEntries(
  scenarioNames.map((name) => [name, handlersOf(name)]),
) as Record<ScenarioName, RequestHandler[]>;

/** The handlers of one scenario (same as `scenarios[name]`). */
export function scenario(name: ScenarioName): RequestHandler[] {
  return scenarios[name];
}

/**
 * For the demo app and the mock API server: applies the scenario to the world now and returns
 * its handlers (install them to keep it in force after a resetWorld()). Live scenarios are
 * armed: they fire 1 s after the next call of a logged-in app.
 */
export function applyScenario(name: ScenarioName): RequestHandler[] {
  ensureApplied(name);
  return scenarios[name];
}

/**
 * The live change of a live scenario by name, or undefined: the demo's persistence stores armed
 * changes by name (their `before` is a function) and brings them back with this.
 */
export function liveEffectOf(name: string): LiveEffect | undefined {
  return Object.hasOwn(LIVE, name) ? LIVE[name as keyof typeof LIVE] : undefined;
}

/** Pushes a live scenario's message to every open socket now (dev panel "send now"). */
export function fireLiveScenario(name: keyof typeof LIVE): void {
  fire(LIVE[name]);
}
