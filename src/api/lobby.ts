import * as endpoints from './endpoints/lobby';
import { type GameCategory, type ProviderGroup } from './contract';
import { getter } from './http';

/** Home categories with their games (spec 2 home item 7; CHOICE: this is the home call). */
export const getGameFront = /* @__PURE__ */ getter<GameCategory[]>(endpoints.gameFront);

/** Home provider groups with their games (CHOICE: this is the home call). */
export const getVendorFront = /* @__PURE__ */ getter<ProviderGroup[]>(endpoints.vendorFront);
