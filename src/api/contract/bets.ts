/*
 * The latest bets and big wins (spec 7).
 * Part of the API contract; import it through src/api/contract.ts.
 */

export type Game = {
  id: number;
  logo: string;
  gameName: string;
  collect: boolean;
  vendorId: number;
  categoryId: number;
  categoryName: string;
};

export type BetRow = {
  gameName: string;
  userNo: string;
  winAmount: number;
  winMultiple: number;
  walletCurrency: string;
  logo: string;
};

/** CHOICE: a row of the player's own bet history. */
export type BetRecord = {
  id: string;
  gameName: string;
  betAmount: number;
  winAmount: number;
  currency: string;
  betTime: number;
};
