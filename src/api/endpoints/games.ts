import type {
  CategoryAndVendor,
  EndpointDef,
  GameCategory,
  GameCollectResult,
  GameLaunch,
  Vendor,
  VendorEntry,
} from '../contract';
import { arrayOf, bool, num, obj, optional, page, str } from '../shape';
import { game } from '../shapes';

// Spec 7 calls: game search, pages, favourites and game entry. Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/games.ts.

/**
 * The game list's categories (names for its title) and providers (its filter chips). Here rather
 * than with the home's calls (lobby.ts), whose module is in the first load: the game list, the
 * search and the game page ask for it, never the home.
 */
export const categoryAndVendor = {
  method: 'GET',
  path: '/game/api/game/v1/categoryAndVendor',
  choice: true,
  reply: obj<CategoryAndVendor>({
    categories: arrayOf(
      obj<GameCategory>({
        id: num,
        categoryId: num,
        categoryName: str,
        categoryNameEn: str,
        categoryLogo: str,
        gameList: arrayOf(game),
        vendorIds: optional(arrayOf(num)),
      }),
    ),
    vendors: arrayOf(obj<Vendor>({ id: num, vendorId: num, vendorNameEn: str, vendorLogo: str })),
  }),
} as const satisfies EndpointDef;

export const collectList = {
  method: 'GET',
  path: '/game/api/game/v1/collectList',
  reply: arrayOf(game),
} as const satisfies EndpointDef;

/**
 * Every provider with its number of games (the providers directory). Here rather than with the
 * home's calls (lobby.ts), whose module is in the first load: this one is not.
 */
export const vendorList = {
  method: 'GET',
  path: '/game/api/game/v1/vendorList',
  reply: arrayOf(
    obj<VendorEntry>({
      id: num,
      vendorId: num,
      vendorNameEn: str,
      vendorLogo: str,
      gameCount: optional(num),
    }),
  ),
} as const satisfies EndpointDef;

export const gameSearch = {
  method: 'POST',
  path: '/game/api/game/v1/search',
  choice: true,
  reply: page(game),
} as const satisfies EndpointDef;

export const gamePage = {
  method: 'GET',
  path: '/game/api/game/v1/page',
  choice: true,
  paged: true,
  reply: page(game),
} as const satisfies EndpointDef;

export const gameEnter = {
  method: 'POST',
  path: '/game/api/game/v1/enter',
  choice: true,
  reply: obj<GameLaunch>({ gameUrl: str }),
} as const satisfies EndpointDef;

export const gameCollect = {
  method: 'PUT',
  path: '/game/api/game/v1/collect/{id}',
  choice: true,
  reply: obj<GameCollectResult>({ collect: bool }),
} as const satisfies EndpointDef;
