/*
 * The home's game categories and provider groups (spec 7, first load).
 * Part of the API contract; import it through src/api/contract.ts.
 */

import type { Game } from './bets';

export type GameCategoryKey =
  | 'casino'
  | 'hotGame'
  | 'recGame'
  | 'original'
  | 'slots'
  | 'bingo'
  | 'handsel'
  | 'liveCasino'
  | 'live'
  | 'gameShows';

export type GameCategory = {
  id: number;
  categoryId: number;
  categoryName: string;
  categoryNameEn: GameCategoryKey;
  categoryLogo: string;
  gameList: Game[];
  /**
   * CHOICE (categoryAndVendor only): the providers with at least one game in the category, so
   * the game list offers only chips that find something. Absent: every provider is offered.
   */
  vendorIds?: number[];
};

export type ProviderGroup = {
  id: number;
  vendorId: number;
  vendorNameEn: string;
  vendorLogo: string;
  gameList: Game[];
};

/** CHOICE: a provider as listed by vendorList. */
export type Vendor = {
  id: number;
  vendorId: number;
  vendorNameEn: string;
  vendorLogo: string;
};

/** A provider of the providers directory (vendorList), with how many games it has. */
export type VendorEntry = Vendor & { gameCount?: number };

export type CategoryAndVendor = { categories: GameCategory[]; vendors: Vendor[] };
