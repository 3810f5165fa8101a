/**
 * The mock world: one in-memory operator backend built from the seed data (mocks/data/). Players,
 * sessions, wallets, favourites, orders and claims live here; the msw handlers
 * (mocks/handlers/) only translate requests into calls on it. `resetWorld()` rebuilds it from
 * the seed, so every story, test and demo session can start from the same state. Only the demo
 * app keeps it across reloads (persist.ts, enabled by mocks/demo.ts); Storybook, unit tests and
 * the mock API server hold it in memory only.
 *
 * What is copied: everything a request can change (users and their money, records, messages,
 * claims; sessions; the platform config). What is shared read-only: the game catalogue and the
 * content (banners, articles, activities), which no request mutates, so a request never copies
 * the 318 games (per-player favourite flags are applied to the page being answered).
 */
import type {
  ActivityParticipation,
  BetRecord,
  FourPayActivity,
  InvitedMember,
  MemberMessage,
  PlatformConfig,
  RedEnvelope,
  TransferRecord,
  UserInfo,
  WalletEntry,
} from '../../src/api/contract';
import type { SocketMessage } from '../../src/live/socketMessages';
import { now } from '../../src/lib/clock';
import { registerStore } from '../../src/state/reset';
import {
  buildParticipation,
  buildSevenDaySign,
  DEMO_MEMBER_VIP,
  FOUR_PAY_ACTIVITY,
  FOUR_PAY_ACTIVITY_FRESH,
  INVITEES,
  NEW_RED_PACKET,
  RED_ENVELOPE_OPEN,
  type MemberVip,
  type NewRedPacketDetail,
  type SevenDaySignDetail,
} from '../data/activities';
import { USER_BETS } from '../data/bets';
import { PERSONAL_MESSAGES, PLATFORM_CONFIG_OPEN, SYSTEM_MESSAGES } from '../data/content';
import { GAMES } from '../data/games';
import {
  ACCOUNTS,
  DEMO_ACCOUNT,
  DEMO_FAVOURITE_GAME_IDS,
  SECOND_ACCOUNT,
  type MockAccount,
} from '../data/users';
import {
  ACCOUNT_CHANGES,
  buildWallets,
  buildWithdrawAccounts,
  RECHARGE_ORDERS,
  TRANSFER_RECORDS,
  WAGERING_RECORDS,
  WITHDRAW_ORDERS,
  type AccountChangeDetail,
  type RechargeOrderRecord,
  type WageringDetail,
  type WithdrawAccountDetail,
  type WithdrawOrderRecord,
} from '../data/wallet';
import type { ScenarioName } from '../scenarios';
import type { Refusal } from './codes';
import { socketBus } from './socketBus';

// ---------------------------------------------------------------------------------------------
// Outcomes

/** What a world action answers: data for the envelope, or a refusal (code + pt-BR msg). */
export type Outcome<T> = { ok: true; data: T } | ({ ok: false } & Refusal);

export function done<T>(data: T): Outcome<T> {
  return { ok: true, data };
}

export function refused(refusal: Refusal): Outcome<never> {
  return { ok: false, ...refusal };
}

// ---------------------------------------------------------------------------------------------
// State

/** A deposit order with what the payment page needs (CHOICE fields beyond DepositOrder). */
export type DepositRecord = RechargeOrderRecord & {
  /** Pix "copia e cola" payload; null for crypto and card deposits. */
  brCode: string | null;
  /** Epoch ms after which the payment code is no longer valid. */
  expireTime: number;
  /**
   * Epoch ms (mock time) at which the payment provider confirms an order the world created; null
   * for seed orders, which never complete by themselves. Kept on the order rather than only in a
   * timer so that a world restored after a reload (persist.ts) can schedule it again.
   */
  paysAt: number | null;
  /** Which of the four-step deposits earned `bonusAmount` (1-4); absent when none did. */
  bonusStep?: number;
};

/** A player of the world with the secrets the backend checks and everything they own. */
export type WorldUser = {
  userNo: string;
  account: string;
  areaCode: string;
  password: string;
  /**
   * The password asked before a withdrawal (withdrawGuard.ts): wrong ones in a row, and until
   * when (epoch ms, mock time) withdrawals are locked after too many; null when they are not.
   */
  passwordChecks: { wrongInARow: number; lockedUntil: number | null };
  /** 11 digits. */
  cpf: string;
  realName: string;
  /** Spec 3 user info without the token (a player may hold several sessions). */
  info: Omit<UserInfo, 'token'>;
  phoneVerified: boolean;
  wallets: WalletEntry[];
  /** Favourite game ids, most recent first. */
  favourites: number[];
  /** Recently entered game ids, most recent first. */
  recentGames: number[];
  /**
   * Real-money rounds of the demo game (demoGame.ts), newest first, bounded: what a bet history
   * of the player's own play would list. Trial rounds never land here.
   */
  gameRounds: GameRound[];
  deposits: DepositRecord[];
  withdrawals: WithdrawOrderRecord[];
  accountChanges: AccountChangeDetail[];
  wagering: WageringDetail[];
  transfers: TransferRecord[];
  withdrawAccounts: WithdrawAccountDetail[];
  systemMessages: MemberMessage[];
  personalMessages: MemberMessage[];
  participations: ActivityParticipation[];
  /** Keys of the one-time rewards already taken ('redPacket:RP…', 'daySign:2026-11-22' …). */
  claims: string[];
  invitees: InvitedMember[];
  /** Invite rewards already moved to the wallet (withdrawToWallet). */
  inviteWithdrawn: number;
  invitedBy: string | null;
  fourPay: FourPayActivity;
  sevenDaySign: SevenDaySignDetail;
  vip: MemberVip;
  redEnvelope: RedEnvelope;
  newRedPacket: NewRedPacketDetail;
};

/** One real-money round of the demo game, in the shape of a bet record plus the game's id. */
export type GameRound = BetRecord & { gameId: number };

/**
 * A launch of the demo game (POST game enter): what the game's own API (demoGame.ts) needs to
 * answer the page in the frame, which knows nothing but this token.
 */
export type GameSession = {
  token: string;
  /** The player, or null for a visitor's trial launch. */
  userNo: string | null;
  gameId: number;
  /** The game's name at launch: the frame's page shows it. */
  gameName: string;
  currency: string;
  /** Trial: play money only (`trialBalance`), the wallet is never touched. */
  trial: boolean;
  /** Demo credits left in a trial launch; 0 and unused for real money. */
  trialBalance: number;
  /** Rounds played so far. */
  rounds: number;
  createdAt: number;
  /** The last round's answer, replayed when the page asks for the same round again. */
  last: GameSpin | null;
};

/** What a spin of the demo game answers. */
export type GameSpin = {
  round: number;
  bet: number;
  /** The symbol ids on the pay line, left to right. */
  reels: string[];
  multiplier: number;
  win: number;
  /** The pay table line won, or null. */
  line: string | null;
  balance: number;
};

export type Session = {
  token: string;
  userNo: string;
  issuedAt: number;
  /** Set by the 'expired-token' scenario: the token is known but answers 6106. */
  expired: boolean;
  /**
   * When this session last passed the password check before a withdrawal (withdrawGuard.ts);
   * absent when it never did, or when its latest check failed.
   */
  passwordCheckedAt?: number;
};

/** Latency of every answer: none, a realistic 150–400 ms, or a slow 2–3 s (deterministic). */
export type LatencyMode = 'off' | 'realistic' | 'slow';

/** How the 'malformed-*' scenarios break an answer's `data` (handlers/malform.ts). */
export type Malformation = 'null' | 'string' | 'empty-object' | 'wrong-field';

/** A forced answer for every call in scope (session, error and outage scenarios). */
export type ForcedAnswer = Refusal & {
  /** 'auth': calls that need a session; 'auth+login' adds login; 'all': every call. */
  scope: 'all' | 'auth' | 'auth+login';
};

/** Changes made by the scenarios (mocks/scenarios.ts); cleared by resetWorld(). */
export type ScenarioState = {
  /** Names applied since the last reset, in order (read them with `scenarioApplied`). */
  applied: ScenarioName[];
  /** Lists answer empty ('empty'). */
  empty: boolean;
  /** Overrides the host's latency ('slow'). */
  latency: LatencyMode | null;
  /** Calls never answer ('timeout'). */
  hang: boolean;
  forced: ForcedAnswer | null;
  /** Deposits succeed right after they are created ('deposit-success-now'). */
  instantDeposits: boolean;
  /**
   * Every success answer's `data` broken the same way ('malformed-*'): the client must turn it
   * into that call's error state, never an exception in render.
   */
  malformed: Malformation | null;
  /** Live changes waiting for the next authenticated call (socket scenarios). */
  armed: LiveEffect[];
};

/** A change pushed over the socket once a logged-in app is talking to the world. */
export type LiveEffect = {
  name: string;
  message: SocketMessage;
  /** 'session': the app whose call triggered it; 'all': every open socket. */
  target: 'session' | 'all';
  /** Applied to the world just before the message is published. */
  before?: () => void;
};

/** Set by the host (Storybook, tests, demo app, mock API server); resetWorld() keeps them. */
export type WorldSettings = {
  latency: LatencyMode;
  /** How long a created deposit waits before it succeeds (mock time, setTimeout). */
  depositDelayMs: number;
  /** Delay between the first authenticated call and a live scenario's socket message. */
  liveScenarioDelayMs: number;
};

/**
 * Everything a request can change. The demo keeps it across reloads (persist.ts): a change of its
 * shape (here, in WorldUser or in anything they hold) needs WORLD_SCHEMA_VERSION in persist.ts
 * bumped, so that copies of the old shape are dropped instead of fed to the handlers.
 */
export type WorldState = {
  /** By userNo. */
  users: Map<string, WorldUser>;
  /** By token. */
  sessions: Map<string, Session>;
  /** Last SMS per phone ('55:11987654321') or per logged-in player ('user:55328714'). */
  smsSentAt: Map<string, number>;
  /** Launches of the demo game by token, oldest first (bounded, demoGame.ts). */
  gameSessions: Map<string, GameSession>;
  platform: PlatformConfig;
  counters: { token: number; user: number; order: number; record: number; game: number };
  /** Successful money answers by idempotency key (see idempotency.ts). */
  idempotency: Map<string, { route: string; status: number; body: string }>;
  visits: number;
  scenario: ScenarioState;
};

export type World = WorldState & { settings: WorldSettings };

/** Spec 9 wallet currencies of a new player, all empty. */
function emptyWallets(): WalletEntry[] {
  return buildWallets().map((w) => ({ ...w, availableBalance: 0 }));
}

/** A Pix withdraw account on the player's own CPF (type 1), as a new account gets. */
function cpfPixAccount(cpf: string, realName: string, id: number): WithdrawAccountDetail {
  const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  return {
    id,
    type: 1,
    accountNo: masked,
    name: realName,
    currency: 'BRL',
    pixKeyType: 'CPF',
    network: null,
    isDefault: true,
  };
}

/** A player with nothing yet: what a registration creates (and the second seed account). */
export function blankUser(account: MockAccount): WorldUser {
  const { token: _token, ...info } = account.info;
  return {
    userNo: info.userNo,
    account: account.account,
    areaCode: account.areaCode,
    password: account.password,
    passwordChecks: { wrongInARow: 0, lockedUntil: null },
    cpf: account.cpf,
    realName: account.realName,
    info: structuredClone(info),
    phoneVerified: true,
    wallets: emptyWallets(),
    favourites: [],
    recentGames: [],
    gameRounds: [],
    deposits: [],
    withdrawals: [],
    accountChanges: [],
    wagering: [],
    transfers: [],
    withdrawAccounts: [
      cpfPixAccount(account.cpf, account.realName, 400 + Number(info.userNo.slice(-2))),
    ],
    systemMessages: structuredClone([...SYSTEM_MESSAGES]),
    personalMessages: [],
    participations: [],
    claims: [],
    invitees: [],
    inviteWithdrawn: 0,
    invitedBy: null,
    fourPay: structuredClone(FOUR_PAY_ACTIVITY_FRESH),
    sevenDaySign: buildSevenDaySign(0),
    vip: { level: 0, totalBet: 0, totalDeposit: 0, dayRebate: 0, weekRebate: 0, monthRebate: 0 },
    redEnvelope: { ...RED_ENVELOPE_OPEN },
    newRedPacket: { ...NEW_RED_PACKET },
  };
}

/** The demo player's recent games: the distinct games of their own bets, newest first. */
function demoRecentGames(): number[] {
  const byName = new Map(GAMES.map((g) => [g.gameName, g.id]));
  const ids: number[] = [];
  for (const bet of USER_BETS) {
    const id = byName.get(bet.gameName);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
    if (ids.length === 12) break;
  }
  return ids;
}

/** The demo player (mocks/data/README.md): every seed record is theirs. */
function demoUser(): WorldUser {
  return {
    ...blankUser(DEMO_ACCOUNT),
    wallets: buildWallets(),
    favourites: [...DEMO_FAVOURITE_GAME_IDS],
    recentGames: demoRecentGames(),
    deposits: RECHARGE_ORDERS.map((o) => ({
      ...o,
      brCode: null,
      expireTime: o.createTime + 15 * 60_000,
      paysAt: null,
    })),
    withdrawals: structuredClone([...WITHDRAW_ORDERS]),
    accountChanges: structuredClone([...ACCOUNT_CHANGES]),
    wagering: structuredClone([...WAGERING_RECORDS]),
    transfers: structuredClone([...TRANSFER_RECORDS]),
    withdrawAccounts: buildWithdrawAccounts(),
    systemMessages: structuredClone([...SYSTEM_MESSAGES]),
    personalMessages: structuredClone([...PERSONAL_MESSAGES]),
    participations: buildParticipation(),
    // The seed's BEMVINDO5 redemption code was used by the demo player 10 days ago.
    claims: ['redemption:BEMVINDO5'],
    invitees: structuredClone([...INVITEES]),
    fourPay: structuredClone(FOUR_PAY_ACTIVITY),
    sevenDaySign: buildSevenDaySign(),
    vip: { ...DEMO_MEMBER_VIP },
  };
}

function initialScenario(): ScenarioState {
  return {
    applied: [],
    empty: false,
    latency: null,
    hang: false,
    forced: null,
    instantDeposits: false,
    malformed: null,
    armed: [],
  };
}

/** The live session of a seed account's fixed token (`mock-token-<userNo>`). */
function seedSession(account: MockAccount): Session {
  const { token, userNo, registerTime } = account.info;
  return { token, userNo, issuedAt: registerTime, expired: false };
}

/** A fresh world from the seed. Pure apart from reading the seed modules. */
export function createWorldState(): WorldState {
  const demo = demoUser();
  const second = blankUser(SECOND_ACCOUNT);
  const users = new Map([demo, second].map((u) => [u.userNo, u]));
  // The seed tokens are live sessions from the start, so a story or test can begin logged in
  // with `setSession(DEMO_ACCOUNT.info)` without a login call.
  const sessions = new Map<string, Session>(ACCOUNTS.map((a) => [a.info.token, seedSession(a)]));
  return {
    users,
    sessions,
    smsSentAt: new Map(),
    gameSessions: new Map(),
    platform: { ...PLATFORM_CONFIG_OPEN },
    counters: { token: 0, user: 0, order: 0, record: 0, game: 0 },
    idempotency: new Map(),
    visits: 0,
    scenario: initialScenario(),
  };
}

/** Default host settings: no latency (node and Storybook tests), deposits succeed after 5 s. */
export const DEFAULT_SETTINGS: WorldSettings = {
  latency: 'off',
  depositDelayMs: 5_000,
  liveScenarioDelayMs: 1_000,
};

/** The one mock world. Its properties are replaced in place by resetWorld(). */
export const world: World = { ...createWorldState(), settings: { ...DEFAULT_SETTINGS } };

/**
 * Whether the scenario `name` is applied: how a handler or the world asks for a scenario that
 * changes nothing at once (mocks/scenarios.ts). A name that is no scenario fails the type check.
 */
export function scenarioApplied(name: ScenarioName): boolean {
  return world.scenario.applied.includes(name);
}

// ---------------------------------------------------------------------------------------------
// Changes

const changeListeners = new Set<() => void>();

/**
 * Listens for changes of the world's state (the demo's persistence saves on them). Returns the
 * unsubscribe function. Nothing listens in Storybook, unit tests or the mock API server.
 */
export function onWorldChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

/**
 * Says the world's state may have changed: called at the end of every handled request, after a
 * world timer ran and when a scenario is applied or fired. Calls that changed nothing (most
 * requests only read) are allowed: persistence coalesces them and skips an unchanged write.
 */
export function worldChanged(): void {
  for (const listener of changeListeners) listener();
}

// ---------------------------------------------------------------------------------------------
// Timers

const timers = new Set<ReturnType<typeof setTimeout>>();

/** A world timer (deposit completion, live scenario): cancelled by resetWorld(). */
export function schedule(run: () => void, ms: number): void {
  const handle = setTimeout(() => {
    timers.delete(handle);
    run();
    worldChanged();
  }, ms);
  timers.add(handle);
}

/** How many world timers are pending (tests). */
export function pendingTimers(): number {
  return timers.size;
}

/**
 * Restores the world to the seed exactly: users, money, records, sessions, SMS cooldowns,
 * idempotency answers, platform config and every scenario change; pending deposit and scenario
 * timers are cancelled. Host settings (`world.settings`: latency, deposit delay) are kept.
 * Also registered with resetAllStores(), which runs before every story and unit test.
 */
export function resetWorld(): void {
  replaceWorldState(createWorldState());
  worldChanged();
}

/**
 * Puts another state in place of the world's (the seed, or a copy restored by persist.ts) and
 * cancels the pending timers, which belong to the state being replaced. The `world` object stays
 * the same, so every module holding it sees the new state.
 */
export function replaceWorldState(state: WorldState): void {
  for (const handle of timers) clearTimeout(handle);
  timers.clear();
  Object.assign(world, state);
}

registerStore(resetWorld);

/**
 * Sets how long every answer waits (host setting, 'off' by default; the demo app and the mock
 * API server use 'realistic'). 'none' is accepted as another name for 'off'.
 */
export function setLatency(mode: LatencyMode | 'none'): void {
  world.settings.latency = mode === 'none' ? 'off' : mode;
}

/** Changes host settings (e.g. a demo that wants deposits to take 20 s). */
export function configureWorld(patch: Partial<WorldSettings>): void {
  Object.assign(world.settings, patch);
}

// ---------------------------------------------------------------------------------------------
// Look-ups and ids

export function findUser(userNo: string): WorldUser | undefined {
  return world.users.get(userNo);
}

export function findUserByPhone(areaCode: string, account: string): WorldUser | undefined {
  for (const user of world.users.values()) {
    if (user.areaCode === areaCode && user.account === account) return user;
  }
  return undefined;
}

/** The spec 3 user info a session answers with. */
export function userInfo(user: WorldUser, token: string): UserInfo {
  return { ...user.info, token };
}

/** Opens a session: deterministic token 'tok-<userNo>-<n>' (n counts every login). */
export function openSession(user: WorldUser): Session {
  world.counters.token += 1;
  const session: Session = {
    token: `tok-${user.userNo}-${world.counters.token}`,
    userNo: user.userNo,
    issuedAt: now(),
    expired: false,
  };
  world.sessions.set(session.token, session);
  return session;
}

export function closeSession(token: string): void {
  world.sessions.delete(token);
}

/**
 * Opens a seed account's fixed token again if the world no longer knows it (the demo's "Log in
 * as the demo player"): a world kept across reloads may have ended it with a logout or a password
 * reset. A session the 'expired-token' scenario expired stays expired: that is the scenario.
 */
export function ensureSeedSession(account: MockAccount): void {
  if (world.sessions.has(account.info.token)) return;
  world.sessions.set(account.info.token, { ...seedSession(account), issuedAt: now() });
  worldChanged();
}

/** Every live token of a player (socket messages go to each of their apps). */
export function tokensOf(user: WorldUser): string[] {
  return [...world.sessions.values()]
    .filter((s) => s.userNo === user.userNo && !s.expired)
    .map((s) => s.token);
}

/** Next id of a world-created record (account change, transfer): above every seed id. */
export function nextRecordId(): number {
  world.counters.record += 1;
  return 900_000 + world.counters.record;
}

/** Order number like the seed's: prefix, yyyymmddHHMM (UTC), then a 4-digit world sequence. */
export function nextOrderNo(prefix: 'R' | 'W', time: number): string {
  world.counters.order += 1;
  const d = new Date(time);
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}`;
  return `${prefix}${stamp}${String(9000 + world.counters.order).padStart(4, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Socket

/** Pushes a message to every open app of a player (spec 7 socket; 2001 balance etc.). */
export function publishTo(user: WorldUser, message: SocketMessage): void {
  for (const token of tokensOf(user)) socketBus.publish({ token }, message);
}

/** Pushes a 2001 balance update of one wallet to every open app of its player. */
export function publishBalance(user: WorldUser, currency: string): void {
  const wallet = user.wallets.find((w) => w.currency === currency);
  if (!wallet) return;
  publishTo(user, {
    type: 2001,
    data: { currency, availableBalance: wallet.availableBalance },
  });
}

// ---------------------------------------------------------------------------------------------
// Snapshot (tests, debugging)

/** The whole mutable state as plain JSON-able data (Maps as arrays). */
export function snapshotWorld(): unknown {
  return JSON.parse(
    JSON.stringify({ ...world, settings: undefined }, (_key, value: unknown) =>
      value instanceof Map ? [...value.entries()] : value,
    ),
  );
}
