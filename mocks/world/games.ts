/**
 * Games of the mock world (spec 7 games calls): the seed catalogue, read-only and shared, with
 * each player's favourites and recent games applied only to the games being answered.
 */
import type {
  BetRecord,
  CategoryAndVendor,
  Game,
  GameCategory,
  GameCollectResult,
  GameLaunch,
  Page,
  ProviderGroup,
  VendorEntry,
} from '../../src/api/contract';
import {
  CATEGORIES,
  GAMES,
  homeCategories,
  pageGames,
  PROVIDERS,
  providerGroups,
  searchGames,
} from '../data/games';
import { now } from '../../src/lib/clock';
import { USER_BETS } from '../data/bets';
import { DAY, HOUR } from '../data/clock';
import { DEMO_ACCOUNT } from '../data/users';
import { Refuse } from './codes';
import { openGameSession } from './demoGame';
import { done, refused, type Outcome, type WorldUser } from './world';

const GAME_BY_ID = new Map(GAMES.map((g) => [g.id, g]));

// Built once: the home calls answer the same lists to everyone, apart from favourite flags.
const HOME_CATEGORIES = homeCategories();
const PROVIDER_GROUPS = providerGroups();

/** How many recent games a player keeps. */
export const RECENT_GAMES_KEPT = 20;

export function findGame(id: number): Game | undefined {
  return GAME_BY_ID.get(id);
}

/** The games with `collect` set from the player's favourites; visitors see the catalogue as is. */
export function withFavourites(games: readonly Game[], user: WorldUser | null): Game[] {
  if (!user || user.favourites.length === 0) return [...games];
  const favourites = new Set(user.favourites);
  return games.map((g) => (favourites.has(g.id) ? { ...g, collect: true } : g));
}

function pageWithFavourites(page: Page<Game>, user: WorldUser | null): Page<Game> {
  return { ...page, list: withFavourites(page.list, user) };
}

export function front(user: WorldUser | null): GameCategory[] {
  return HOME_CATEGORIES.map((c) => ({ ...c, gameList: withFavourites(c.gameList, user) }));
}

export function vendorFront(user: WorldUser | null): ProviderGroup[] {
  return PROVIDER_GROUPS.map((p) => ({ ...p, gameList: withFavourites(p.gameList, user) }));
}

/** GET vendorList: every provider with its number of games (the providers directory). */
export function vendorList(): VendorEntry[] {
  return PROVIDERS.map((p) => ({
    ...p,
    gameCount: GAMES.filter((g) => g.vendorId === p.vendorId).length,
  }));
}

export function categoryAndVendor(): CategoryAndVendor {
  // Each category names the providers with a game in it (a CHOICE field of the contract), so the
  // game list offers only chips that find something.
  const categories = CATEGORIES.map((category) => ({
    ...category,
    vendorIds: PROVIDERS.map((p) => p.vendorId).filter((vendorId) =>
      GAMES.some((g) => g.categoryId === category.categoryId && g.vendorId === vendorId),
    ),
  }));
  return { categories, vendors: [...PROVIDERS] };
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * GET game page: pageNum, pageSize, sortType (0 catalogue, 1 popular, 2 newest, 3 A–Z),
 * categoryId and vendorIds (comma-separated). Unknown values filter nothing out.
 */
export function gamePage(query: URLSearchParams, user: WorldUser | null): Page<Game> {
  const vendorIds = (query.get('vendorIds') ?? '')
    .split(',')
    .map((v) => positiveInt(v.trim()))
    .filter((v): v is number => v !== undefined);
  const page = pageGames({
    pageNum: positiveInt(query.get('pageNum')) ?? 1,
    pageSize: positiveInt(query.get('pageSize')) ?? 10,
    sortType: Number(query.get('sortType') ?? 0) || 0,
    categoryId: positiveInt(query.get('categoryId')),
    vendorIds,
  });
  return pageWithFavourites(page, user);
}

/** POST game search: text in the game or provider name, accents and case ignored. */
export function search(body: unknown, user: WorldUser | null): Page<Game> {
  const payload = (body ?? {}) as Record<string, unknown>;
  const page = searchGames({
    text: typeof payload.text === 'string' ? payload.text : '',
    pageNum: Number(payload.pageNum) || 1,
    pageSize: Number(payload.pageSize) || 10,
  });
  return pageWithFavourites(page, user);
}

/** The player's favourites, most recent first. */
export function collectList(user: WorldUser): Game[] {
  return user.favourites
    .map((id) => GAME_BY_ID.get(id))
    .filter((g): g is Game => g !== undefined)
    .map((g) => ({ ...g, collect: true }));
}

export function recentGames(user: WorldUser): Game[] {
  return withFavourites(
    user.recentGames.map((id) => GAME_BY_ID.get(id)).filter((g): g is Game => g !== undefined),
    user,
  );
}

/**
 * The player's bet history (userBetPage), newest first: the demo game's real-money rounds
 * (demoGame.ts records each one) and, for the demo player, the seed's bets before them. Spec 3
 * time filters: 0 is today from 00:00 São Paulo (UTC-3 all year), else the last N days; absent
 * or not a number, everything. CHOICE: the bet time is what the filter reads.
 */
export function betHistory(user: WorldUser, timeFilter: number | undefined): BetRecord[] {
  const seed = user.userNo === DEMO_ACCOUNT.info.userNo ? USER_BETS : [];
  const rows: BetRecord[] = [
    // The round's game id stays in the world: the reply's shape is a bet record.
    ...user.gameRounds.map(({ gameId: _gameId, ...round }) => round),
    ...seed,
  ].sort((a, b) => b.betTime - a.betTime);
  if (timeFilter === undefined || !Number.isFinite(timeFilter)) return rows;
  const at = now();
  const from =
    timeFilter === 0 ? Math.floor((at - 3 * HOUR) / DAY) * DAY + 3 * HOUR : at - timeFilter * DAY;
  return rows.filter((r) => r.betTime >= from);
}

/** PUT collect/{id}: toggles the favourite (spec 4) and answers the new flag. */
export function toggleFavourite(user: WorldUser, id: number): Outcome<GameCollectResult> {
  if (!GAME_BY_ID.has(id)) return refused(Refuse.unknownGame);
  const at = user.favourites.indexOf(id);
  if (at >= 0) {
    user.favourites.splice(at, 1);
    return done({ collect: false });
  }
  user.favourites.unshift(id);
  return done({ collect: true });
}

/**
 * The demo game's page (mocks/demoProvider/game/), served at this path by every host. Named in
 * full: Storybook's static server does not answer a folder's address with its index.html.
 */
export const DEMO_GAME_PATH = '/demo-provider/game/index.html';

/**
 * POST game enter. CHOICE: every game of the catalogue launches the mock world's demo slot
 * (demoGame.ts): a game session is opened and the launch URL is the demo game's page on the
 * same origin, `/demo-provider/game/index.html?session=<token>` (the mock API server makes it
 * absolute on its own origin, where it serves the page). Visitors may only play in trial mode
 * (spec 6 sends them to the register pop-up before this call; the server refuses anyway).
 */
export function enterGame(body: unknown, user: WorldUser | null): Outcome<GameLaunch> {
  const payload = (body ?? {}) as Record<string, unknown>;
  const game = GAME_BY_ID.get(Number(payload.gameId));
  if (!game) return refused(Refuse.unknownGame);
  const trial = payload.isTrial === true;
  if (!trial && !user) return refused(Refuse.loginToPlay);
  const currency =
    typeof payload.currency === 'string' && payload.currency ? payload.currency : 'BRL';
  if (user && !trial && !user.wallets.some((w) => w.currency === currency)) {
    return refused(Refuse.unknownCurrency);
  }
  if (user) {
    user.recentGames = [game.id, ...user.recentGames.filter((id) => id !== game.id)].slice(
      0,
      RECENT_GAMES_KEPT,
    );
  }
  const session = openGameSession({
    user,
    gameId: game.id,
    gameName: game.gameName,
    currency,
    trial,
  });
  const query = new URLSearchParams({ session: session.token });
  return done({ gameUrl: `${DEMO_GAME_PATH}?${query.toString()}` });
}
