import type { Banner } from '../../../api/contract';

/** Spec 3: the optional lottery banner's code. */
export const LOTTERY_CODE = 'home-lottery';

/** The lottery banner of a banner list, if the operator configured one. */
export function lotteryBanner(list: readonly Banner[]): Banner | undefined {
  return list.find((b) => b.code === LOTTERY_CODE);
}

/** The trial game the banner opens: `linkValue` carries its id (mocks/data/README.md). */
export function lotteryGameId(banner: Pick<Banner, 'linkValue'>): number | undefined {
  const id = Number(banner.linkValue);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export type LotteryTap = { kind: 'game'; gameId: number } | { kind: 'register' } | { kind: 'none' };

/**
 * Spec 2 home item 5 and spec 6: the banner opens its game as a trial, and needs login; a
 * visitor gets the register pop-up instead. A banner without a game id does nothing.
 */
export function lotteryTap(banner: Pick<Banner, 'linkValue'>, loggedIn: boolean): LotteryTap {
  const gameId = lotteryGameId(banner);
  if (gameId === undefined) return { kind: 'none' };
  return loggedIn ? { kind: 'game', gameId } : { kind: 'register' };
}
