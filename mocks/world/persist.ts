/**
 * Keeps the demo's in-page world across reloads of the tab. The demo app (`npm start`) runs the
 * world inside the page, so without this every reload rebuilt it from the seed: a form login,
 * balances, orders, claims and registered accounts were gone, and a deep link or the back button
 * logged the player out.
 *
 * `persistWorld()` restores the stored copy (when it parses and has this schema version; any
 * other copy is removed and the seed used) and then writes the world's state after it changes:
 * `worldChanged()` (world.ts) at the end of every handled request, after a world timer and when a
 * scenario is applied; the writes are coalesced, and the host flushes on `pagehide`.
 *
 * Only mocks/demo.ts calls it. Storybook and the unit tests reset the world before each story
 * and test and must never see state from an earlier one, so they never enable it; neither does
 * the mock API server, whose world lives as long as its process.
 */
import { isScenarioName } from '../scenarios';
import { scheduleDuePayments } from './wallet';
import {
  onWorldChange,
  replaceWorldState,
  world,
  type GameSession,
  type LiveEffect,
  type ScenarioState,
  type Session,
  type WorldState,
  type WorldUser,
} from './world';

/** What persistence needs of the Web Storage API (sessionStorage in the demo, a fake in tests). */
export type WorldStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The storage key of the demo world's copy. */
export const WORLD_STORAGE_KEY = 'vitrine.demo.world';

/**
 * The shape of the stored copy. Bump it when WorldState, WorldUser or anything they hold changes
 * shape: a copy of another version is dropped and the world starts from the seed, rather than
 * handing the handlers data they do not expect.
 */
export const WORLD_SCHEMA_VERSION = 4;

/** How long after a change the copy is written; more changes in that time share the write. */
export const SAVE_DELAY_MS = 200;

/**
 * The scenario state as stored: armed live changes by name, since `LiveEffect.before` is a
 * function (scenarios.ts `liveEffectOf` brings them back), and applied names as written then.
 */
type StoredScenario = Omit<ScenarioState, 'applied' | 'armed'> & {
  applied: string[];
  armed: string[];
};

/** WorldState as JSON: Maps as arrays of entries. */
type StoredState = Omit<
  WorldState,
  'users' | 'sessions' | 'smsSentAt' | 'gameSessions' | 'idempotency' | 'scenario'
> & {
  users: [string, WorldUser][];
  sessions: [string, Session][];
  smsSentAt: [string, number][];
  gameSessions: [string, GameSession][];
  idempotency: [string, { route: string; status: number; body: string }][];
  scenario: StoredScenario;
};

type StoredWorld = { version: number; state: StoredState };

/** The world's mutable state as the text stored (host settings and timers are not state). */
export function serializeWorld(state: WorldState = world): string {
  const stored: StoredWorld = {
    version: WORLD_SCHEMA_VERSION,
    state: {
      users: [...state.users],
      sessions: [...state.sessions],
      smsSentAt: [...state.smsSentAt],
      gameSessions: [...state.gameSessions],
      platform: state.platform,
      counters: state.counters,
      idempotency: [...state.idempotency],
      visits: state.visits,
      scenario: { ...state.scenario, armed: state.scenario.armed.map((effect) => effect.name) },
    },
  };
  return JSON.stringify(stored);
}

// ---------------------------------------------------------------------------------------------
// Reading a stored copy back. The copy lives in the player's browser, where anyone can edit it,
// and an older build may have written it: it is checked before the handlers get it.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntries<T>(
  value: unknown,
  isValue: (v: unknown, key: string) => v is T,
): value is [string, T][] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        isValue(entry[1], entry[0]),
    )
  );
}

function isUser(value: unknown, userNo: string): value is WorldUser {
  return (
    isRecord(value) &&
    value.userNo === userNo &&
    isRecord(value.info) &&
    [
      'wallets',
      'deposits',
      'withdrawals',
      'accountChanges',
      'claims',
      'favourites',
      'gameRounds',
    ].every((key) => Array.isArray(value[key]))
  );
}

function isSession(value: unknown, token: string): value is Session {
  return (
    isRecord(value) &&
    value.token === token &&
    typeof value.userNo === 'string' &&
    typeof value.issuedAt === 'number' &&
    typeof value.expired === 'boolean'
  );
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isGameSession(value: unknown, token: string): value is GameSession {
  return (
    isRecord(value) &&
    value.token === token &&
    (value.userNo === null || typeof value.userNo === 'string') &&
    isNumber(value.gameId) &&
    typeof value.gameName === 'string' &&
    typeof value.currency === 'string' &&
    typeof value.trial === 'boolean' &&
    isNumber(value.trialBalance) &&
    isNumber(value.rounds) &&
    (value.last === null || isRecord(value.last))
  );
}

function isStoredAnswer(value: unknown): value is { route: string; status: number; body: string } {
  return (
    isRecord(value) &&
    typeof value.route === 'string' &&
    isNumber(value.status) &&
    typeof value.body === 'string'
  );
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isCounters(value: unknown): value is WorldState['counters'] {
  return (
    isRecord(value) && ['token', 'user', 'order', 'record', 'game'].every((k) => isNumber(value[k]))
  );
}

function isStoredScenario(value: unknown): value is StoredScenario {
  return (
    isRecord(value) &&
    isStringList(value.applied) &&
    isStringList(value.armed) &&
    typeof value.empty === 'boolean' &&
    typeof value.hang === 'boolean' &&
    typeof value.instantDeposits === 'boolean' &&
    (value.latency === null || typeof value.latency === 'string') &&
    (value.forced === null || isRecord(value.forced))
  );
}

function isStoredWorld(value: unknown): value is StoredWorld {
  if (!isRecord(value) || value.version !== WORLD_SCHEMA_VERSION) return false;
  const { state } = value;
  return (
    isRecord(state) &&
    isEntries(state.users, isUser) &&
    isEntries(state.sessions, isSession) &&
    isEntries(state.smsSentAt, isNumber) &&
    isEntries(state.gameSessions, isGameSession) &&
    isEntries(state.idempotency, isStoredAnswer) &&
    isRecord(state.platform) &&
    isCounters(state.counters) &&
    isNumber(state.visits) &&
    isStoredScenario(state.scenario)
  );
}

/**
 * The world state a stored text describes, or null when it does not parse, has another schema
 * version or another shape. Applied scenarios and armed live changes are looked up by name;
 * unknown names (a copy from before a rename) are dropped.
 */
export function parseStoredWorld(
  text: string,
  reviveLiveEffect: (name: string) => LiveEffect | undefined = () => undefined,
): WorldState | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isStoredWorld(parsed)) return null;
  const { state } = parsed;
  return {
    users: new Map(state.users),
    sessions: new Map(state.sessions),
    smsSentAt: new Map(state.smsSentAt),
    gameSessions: new Map(state.gameSessions),
    platform: state.platform,
    counters: state.counters,
    idempotency: new Map(state.idempotency),
    visits: state.visits,
    scenario: {
      ...state.scenario,
      applied: state.scenario.applied.filter(isScenarioName),
      armed: state.scenario.armed.flatMap((name) => reviveLiveEffect(name) ?? []),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Persistence

export type PersistOptions = {
  storage: WorldStorage;
  /** Brings back an armed live change by name (scenarios.ts `liveEffectOf`). */
  reviveLiveEffect?: (name: string) => LiveEffect | undefined;
  /** SAVE_DELAY_MS unless said. */
  saveDelayMs?: number;
};

/** Where the running world came from when persistence started. */
export type WorldOrigin =
  /** The stored copy. */
  | 'restored'
  /** The seed: nothing was stored. */
  | 'seed'
  /** The seed: the stored copy did not parse or had another version, and was removed. */
  | 'dropped';

export type WorldPersistence = {
  readonly origin: WorldOrigin;
  /** Writes a pending change now (the page is going away). */
  flush(): void;
  /** Stops writing; the stored copy stays for the next load (tests: the page is gone). */
  stop(): void;
  /**
   * Stops writing and removes the stored copy, so the next load starts from the seed (the dev
   * panel's reset, which then reloads: a write on `pagehide` would bring the old world back).
   */
  forget(): void;
};

let active: WorldPersistence | null = null;

/**
 * Restores the world from `storage` when it holds a usable copy, then keeps the copy up to date
 * after every change until stopped. Restored deposits that were waiting for their payment are
 * scheduled again. One persistence at a time: a second call stops the first.
 */
export function persistWorld({
  storage,
  reviveLiveEffect,
  saveDelayMs = SAVE_DELAY_MS,
}: PersistOptions): WorldPersistence {
  active?.stop();

  let origin: WorldOrigin = 'seed';
  let written: string | null = null;
  const stored = readStored(storage);
  if (stored !== null) {
    const state = parseStoredWorld(stored, reviveLiveEffect);
    if (state) {
      replaceWorldState(state);
      scheduleDuePayments();
      origin = 'restored';
      written = stored;
    } else {
      removeStored(storage);
      origin = 'dropped';
    }
  }

  let pending: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function write(): void {
    clearTimeout(pending);
    pending = undefined;
    if (stopped) return;
    const text = serializeWorld();
    // Most calls only read (game lists, banners): the same text is not written again.
    if (text === written) return;
    try {
      storage.setItem(WORLD_STORAGE_KEY, text);
      written = text;
    } catch (error) {
      // Full storage (about 5 MB; the seed world is about 50 kB) or storage refused by the
      // browser: the demo goes on in memory, as before persistence.
      console.warn('[demo] the world could not be stored; a reload starts from the seed', error);
    }
  }

  const unsubscribe = onWorldChange(() => {
    // Coalesce, never postpone: a burst of calls is written once, at most saveDelayMs late.
    if (!stopped && pending === undefined) pending = setTimeout(write, saveDelayMs);
  });

  function stop(): void {
    stopped = true;
    clearTimeout(pending);
    pending = undefined;
    unsubscribe();
    if (active === persistence) active = null;
  }

  const persistence: WorldPersistence = {
    origin,
    flush: write,
    stop,
    forget() {
      stop();
      removeStored(storage);
    },
  };
  active = persistence;
  return persistence;
}

function readStored(storage: WorldStorage): string | null {
  try {
    return storage.getItem(WORLD_STORAGE_KEY);
  } catch {
    return null;
  }
}

function removeStored(storage: WorldStorage): void {
  try {
    storage.removeItem(WORLD_STORAGE_KEY);
  } catch {
    // Storage refused: there is nothing it could have kept either.
  }
}
