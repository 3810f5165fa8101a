import type { EndpointDef, GameCategory, ProviderGroup } from '../contract';
import { arrayOf, num, obj, str } from '../shape';
import { game } from '../shapes';

// Spec 7 calls: the home's game categories and provider groups (first load). Data only: the mock world and tests read them through
// allEndpoints.ts; the app reads them through src/api/lobby.ts.

// The home's categories never carry `vendorIds` (categoryAndVendor's field): not checked here.
const gameCategory = obj<Omit<GameCategory, 'vendorIds'>>({
  id: num,
  categoryId: num,
  categoryName: str,
  categoryNameEn: str,
  categoryLogo: str,
  gameList: arrayOf(game),
});

export const gameFront = {
  method: 'GET',
  path: '/game/api/game/v1/front',
  reply: arrayOf(gameCategory),
} as const satisfies EndpointDef;

export const vendorFront = {
  method: 'GET',
  path: '/game/api/game/v2/vendorFront',
  reply: arrayOf(
    obj<ProviderGroup>({
      id: num,
      vendorId: num,
      vendorNameEn: str,
      vendorLogo: str,
      gameList: arrayOf(game),
    }),
  ),
} as const satisfies EndpointDef;
