/*
 * Game search, pages, favourites and game entry (spec 7).
 * Part of the API contract; import it through src/api/contract.ts.
 */

import type { PagedQuery } from './transport';

export type GameSearchPayload = PagedQuery<{ text: string }>;

/** CHOICE: `vendorIds` is sent comma-separated; sortType 1 popular, 2 new, 3 A-Z. */
export type GamePageQuery = PagedQuery<{
  sortType?: number;
  categoryId?: number;
  vendorIds?: number[];
}>;

export type GameEnterPayload = { gameId: number; currency: string; isTrial: boolean };

/** CHOICE: the launch URL of the game (opened in the game pop-up). */
export type GameLaunch = { gameUrl: string };

/** CHOICE: the favourite flag after the toggle. */
export type GameCollectResult = { collect: boolean };
