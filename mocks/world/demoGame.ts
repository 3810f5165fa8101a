/**
 * The demo game of the mock world: a 3-reel slot, "Caça-níqueis da Vitrine (demo)", that every
 * game of the catalogue opens (POST game enter). A launch is a game session with an opaque token;
 * the game's page (mocks/demoProvider/game/) knows only that token and talks to the game's own
 * API (mocks/handlers/demoProvider.ts), as a provider's game would, never to the casino API.
 *
 * CHOICE, the spec being silent on the games themselves:
 * - real money: a spin debits the bet from the player's wallet of the launch currency (account
 *   change 301 "Aposta") and credits the win (302 "Prêmio"), each pushed as a 2001 balance
 *   message, and is recorded in the player's `gameRounds`; rounds do not count towards wagering
 *   or VIP progress (the game is a stand-in);
 * - trial: R$ 1.000,00 of demo credits held by the session itself, never the wallet;
 * - draws: deterministic per session and round (seeded from both), so a replayed demo shows the
 *   same reels;
 * - the same round asked again (the page retrying after a lost answer) is answered with the round
 *   already played, without betting twice.
 */
import { now } from '../../src/lib/clock';
import { createRng, hashSeed } from '../data/prng';
import { multiplyFloor, subtractExact, addExact } from './money';
import { accuracyOf, applyMoney } from './wallet';
import {
  findUser,
  world,
  type GameRound,
  type GameSession,
  type GameSpin,
  type WorldUser,
} from './world';

// ---------------------------------------------------------------------------------------------
// The slot

/** The symbols, from the rarest, with their pt-BR names (the page's labels and pay table). */
export const SYMBOLS = [
  { id: 'sete', name: 'Sete', weight: 1 },
  { id: 'bar', name: 'BAR', weight: 2 },
  { id: 'sino', name: 'Sino', weight: 3 },
  { id: 'uva', name: 'Uva', weight: 4 },
  { id: 'limao', name: 'Limão', weight: 5 },
  { id: 'cereja', name: 'Cereja', weight: 5 },
] as const;

export type SymbolId = (typeof SYMBOLS)[number]['id'];

/** Each reel holds the same strip: a symbol's chance on a reel is its weight over the total. */
const TOTAL_WEIGHT = SYMBOLS.reduce((sum, s) => sum + s.weight, 0);

export type PayLine = {
  /** pt-BR, as the pay table and the win message name it. */
  label: string;
  /** The symbols of the line; `anyOrder` lines pay for these anywhere on the three reels. */
  symbols: SymbolId[];
  multiplier: number;
  anyOrder: boolean;
};

/** Multiples of the bet. Three of a kind first; two cherries is the small, frequent win. */
export const PAY_TABLE: readonly PayLine[] = [
  { label: 'Três 7', symbols: ['sete', 'sete', 'sete'], multiplier: 100, anyOrder: false },
  { label: 'Três BAR', symbols: ['bar', 'bar', 'bar'], multiplier: 50, anyOrder: false },
  { label: 'Três sinos', symbols: ['sino', 'sino', 'sino'], multiplier: 25, anyOrder: false },
  { label: 'Três uvas', symbols: ['uva', 'uva', 'uva'], multiplier: 12, anyOrder: false },
  {
    label: 'Três cerejas',
    symbols: ['cereja', 'cereja', 'cereja'],
    multiplier: 10,
    anyOrder: false,
  },
  { label: 'Três limões', symbols: ['limao', 'limao', 'limao'], multiplier: 8, anyOrder: false },
  { label: 'Duas cerejas', symbols: ['cereja', 'cereja'], multiplier: 3, anyOrder: true },
];

/** The pay line three reels win, or null. Three of a kind beats two cherries. */
export function payLineOf(reels: readonly SymbolId[]): PayLine | null {
  const [a, b, c] = reels;
  const three = PAY_TABLE.find((line) => !line.anyOrder && line.symbols[0] === a);
  if (three && a === b && b === c) return three;
  const cherries = reels.filter((s) => s === 'cereja').length;
  if (cherries === 2) return PAY_TABLE.find((line) => line.anyOrder) ?? null;
  return null;
}

/**
 * The return to player of the pay table: the expected win per unit bet over every combination
 * of the three reels, weighted by the symbols' chances (exact, no sampling).
 */
export function returnToPlayer(): number {
  let expected = 0;
  for (const a of SYMBOLS) {
    for (const b of SYMBOLS) {
      for (const c of SYMBOLS) {
        const chance = (a.weight * b.weight * c.weight) / TOTAL_WEIGHT ** 3;
        expected += chance * (payLineOf([a.id, b.id, c.id])?.multiplier ?? 0);
      }
    }
  }
  return expected;
}

/** Computed once: the table does not change while the world runs. */
const RTP = returnToPlayer();

function symbolAt(draw: number): SymbolId {
  let left = draw * TOTAL_WEIGHT;
  for (const symbol of SYMBOLS) {
    left -= symbol.weight;
    if (left < 0) return symbol.id;
  }
  // Only float rounding at the very top of [0, 1) gets here: the last symbol.
  return 'cereja';
}

/** The three reels of a session's round: the same token and round always draw the same. */
export function drawReels(token: string, round: number): SymbolId[] {
  const rng = createRng(hashSeed(`${token}#${round}`));
  return [symbolAt(rng.next()), symbolAt(rng.next()), symbolAt(rng.next())];
}

// ---------------------------------------------------------------------------------------------
// Sessions

/** Demo credits of a trial launch (play money, shown as "Créditos de demonstração"). */
export const TRIAL_CREDITS = 1000;

/** How many launches the world keeps; the oldest is forgotten (its page then says so). */
export const GAME_SESSIONS_KEPT = 50;

/** How many real-money rounds a player keeps (newest first). */
export const GAME_ROUNDS_KEPT = 100;

/** Bets offered per currency, at each currency's accuracy; trial play uses the BRL ones. */
const BETS: Record<string, readonly number[]> = {
  BRL: [0.5, 1, 2, 5],
  USDT: [0.5, 1, 2, 5],
  BTC: [0.00001, 0.00002, 0.00005, 0.0001],
  ETH: [0.0002, 0.0005, 0.001, 0.002],
};
const DEFAULT_BETS = [0.5, 1, 2, 5] as const;

export function betsOf(session: Pick<GameSession, 'currency' | 'trial'>): readonly number[] {
  return (session.trial ? undefined : BETS[session.currency]) ?? DEFAULT_BETS;
}

/**
 * Opens a launch: token `g-<n>-<hash>`, n counting every launch of the world and the hash of the
 * launch itself, so tokens are unique, not guessable from the counter alone, and the same on
 * every run. Only the newest GAME_SESSIONS_KEPT launches are kept.
 */
export function openGameSession(launch: {
  user: WorldUser | null;
  gameId: number;
  gameName: string;
  currency: string;
  trial: boolean;
}): GameSession {
  world.counters.game += 1;
  const n = world.counters.game;
  const owner = launch.user?.userNo ?? 'visitor';
  const hash = hashSeed(`${n}:${launch.gameId}:${owner}:${launch.currency}:${launch.trial}`);
  const session: GameSession = {
    token: `g-${n}-${hash.toString(36)}`,
    userNo: launch.user?.userNo ?? null,
    gameId: launch.gameId,
    gameName: launch.gameName,
    currency: launch.currency,
    trial: launch.trial,
    trialBalance: launch.trial ? TRIAL_CREDITS : 0,
    rounds: 0,
    createdAt: now(),
    last: null,
  };
  world.gameSessions.set(session.token, session);
  for (const token of world.gameSessions.keys()) {
    if (world.gameSessions.size <= GAME_SESSIONS_KEPT) break;
    world.gameSessions.delete(token);
  }
  return session;
}

// ---------------------------------------------------------------------------------------------
// The game's API (plain JSON, not the casino envelope)

export type GameErrorCode =
  /** No such launch: never opened, forgotten, or the world was reset. */
  | 'session-expired'
  /** A bet that is not one of the session's `bets`. */
  | 'bet-invalid'
  /** The bet is above the balance (wallet or demo credits). */
  | 'balance-low'
  /** A round number that is neither the next round nor the last one played. */
  | 'round-stale'
  /** A body that is not the expected JSON. */
  | 'bad-request';

export type GameError = { error: GameErrorCode; message: string };

export type GameAnswer<T> = { ok: true; data: T } | ({ ok: false } & GameError);

const MESSAGES: Record<GameErrorCode, string> = {
  'session-expired': 'Sessão expirada. Feche o jogo e abra de novo.',
  'bet-invalid': 'Aposta inválida. Escolha um dos valores da lista.',
  'balance-low': 'Saldo insuficiente para esta aposta.',
  'round-stale': 'Esta rodada já foi atualizada. Gire de novo.',
  'bad-request': 'Pedido inválido.',
};

function failure(error: GameErrorCode): { ok: false } & GameError {
  return { ok: false, error, message: MESSAGES[error] };
}

/** GET state: what the page shows before the first spin (and after a reload of the frame). */
export type GameState = {
  session: string;
  gameId: number;
  gameName: string;
  currency: string;
  trial: boolean;
  balance: number;
  bets: number[];
  /** Rounds played in this launch. */
  round: number;
  /** The last round's reels, or a resting position before the first. */
  reels: string[];
  symbols: { id: SymbolId; name: string }[];
  payTable: { label: string; symbols: SymbolId[]; multiplier: number }[];
  /** The pay table's return to player (0.946 is 94,6 %), shown in the page's fine print. */
  rtp: number;
};

/** Where the session's money is: the player's wallet (real) or the session (trial). */
function holderOf(
  session: GameSession,
): { user: WorldUser | null; balance: number } | { expired: true } {
  if (session.trial) return { user: null, balance: session.trialBalance };
  const user = session.userNo === null ? undefined : findUser(session.userNo);
  if (!user) return { expired: true };
  const wallet = user.wallets.find((w) => w.currency === session.currency);
  return { user, balance: wallet?.availableBalance ?? 0 };
}

const RESTING_REELS: SymbolId[] = ['sete', 'bar', 'sino'];

export function gameState(token: string | null): GameAnswer<GameState> {
  const session = token ? world.gameSessions.get(token) : undefined;
  if (!session) return failure('session-expired');
  const holder = holderOf(session);
  if ('expired' in holder) return failure('session-expired');
  return {
    ok: true,
    data: {
      session: session.token,
      gameId: session.gameId,
      gameName: session.gameName,
      currency: session.currency,
      trial: session.trial,
      balance: holder.balance,
      bets: [...betsOf(session)],
      round: session.rounds,
      reels: session.last?.reels ?? RESTING_REELS,
      symbols: SYMBOLS.map(({ id, name }) => ({ id, name })),
      payTable: PAY_TABLE.map(({ label, symbols, multiplier }) => ({
        label,
        symbols: [...symbols],
        multiplier,
      })),
      rtp: RTP,
    },
  };
}

/**
 * POST spin `{ session, bet, round? }`: checks the launch, the bet and the balance, takes the
 * bet, draws the reels, pays the win. `round`, when sent, is the round the page means to play
 * (its last known round + 1): the same number as the last round played answers that round again
 * (a retry after a lost answer), any other stale number is refused.
 */
export function spin(body: unknown): GameAnswer<GameSpin & { replayed: boolean }> {
  if (typeof body !== 'object' || body === null) return failure('bad-request');
  const { session: token, bet, round } = body as Record<string, unknown>;
  const session = typeof token === 'string' ? world.gameSessions.get(token) : undefined;
  if (!session) return failure('session-expired');
  const holder = holderOf(session);
  if ('expired' in holder) return failure('session-expired');

  if (round !== undefined) {
    if (typeof round !== 'number') return failure('bad-request');
    const last = session.last;
    if (last && round === last.round && bet === last.bet) {
      return { ok: true, data: { ...last, replayed: true } };
    }
    if (round !== session.rounds + 1) return failure('round-stale');
  }
  if (typeof bet !== 'number' || !betsOf(session).includes(bet)) return failure('bet-invalid');
  if (bet > holder.balance) return failure('balance-low');

  session.rounds += 1;
  const reels = drawReels(session.token, session.rounds);
  const line = payLineOf(reels);
  const multiplier = line?.multiplier ?? 0;
  const decimals = session.trial ? 2 : accuracyOf(session.currency);
  const win = multiplyFloor(bet, multiplier, decimals);
  const balance = settle(session, holder.user, bet, win);
  const result: GameSpin = {
    round: session.rounds,
    bet,
    reels,
    multiplier,
    win,
    line: line?.label ?? null,
    balance,
  };
  session.last = result;
  return { ok: true, data: { ...result, replayed: false } };
}

/** Moves the round's money and answers the balance after it. */
function settle(session: GameSession, user: WorldUser | null, bet: number, win: number): number {
  if (session.trial || !user) {
    session.trialBalance = addExact(subtractExact(session.trialBalance, bet), win);
    return session.trialBalance;
  }
  // The same path as every other movement of a wallet: an account change each, and a 2001
  // balance message to the player's open apps, so the casino's header follows the game.
  applyMoney(user, session.currency, -bet, 301);
  if (win > 0) applyMoney(user, session.currency, win, 302);
  const record: GameRound = {
    id: `${session.token}-${session.rounds}`,
    gameId: session.gameId,
    gameName: session.gameName,
    betAmount: bet,
    winAmount: win,
    currency: session.currency,
    betTime: now(),
  };
  user.gameRounds.unshift(record);
  user.gameRounds.length = Math.min(user.gameRounds.length, GAME_ROUNDS_KEPT);
  return user.wallets.find((w) => w.currency === session.currency)?.availableBalance ?? 0;
}
