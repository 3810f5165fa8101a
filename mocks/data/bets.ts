/**
 * Bet tables of the home (spec 2 home item 10, spec 3 big-win / last-bet row): rows as the server
 * sends them, with the player number already masked. Plus the demo player's own bet history.
 */
import type { BetRecord, BetRow, Game } from '../../src/api/contract';
import { maskUserNo } from './activities';
import { ago, DAY, MINUTE, SECOND } from './clock';
import { GAMES } from './games';
import { createRng, type Rng } from './prng';

function playerNo(rng: Rng): string {
  return maskUserNo(`55${rng.int(1000000, 9999999)}`);
}

function row(game: Game, rng: Rng, winAmount: number, winMultiple: number): BetRow {
  return {
    gameName: game.gameName,
    userNo: playerNo(rng),
    winAmount,
    winMultiple,
    walletCurrency: 'BRL',
    logo: game.logo,
  };
}

/** Tab 1, last bets: everyday amounts and multipliers. */
export function buildLastBets(count = 20): BetRow[] {
  const rng = createRng(9201);
  return Array.from({ length: count }, () => {
    const game = rng.pick(GAMES);
    const stake = rng.pick([0.5, 1, 2, 4, 5, 10, 20]);
    const winMultiple = rng.amount(0.2, 12, 2);
    return row(game, rng, Math.round(stake * winMultiple * 100) / 100, winMultiple);
  });
}

/** Tab 2, big wins: large amounts and multipliers. */
export function buildBigWins(count = 20): BetRow[] {
  const rng = createRng(9202);
  return Array.from({ length: count }, () => {
    const game = rng.pick(GAMES);
    const stake = rng.pick([2, 5, 10, 20, 50, 100]);
    const winMultiple = rng.amount(50, 2500, 2);
    return row(game, rng, Math.round(stake * winMultiple * 100) / 100, winMultiple);
  }).sort((a, b) => b.winAmount - a.winAmount);
}

export const LAST_BETS: readonly BetRow[] = buildLastBets();
export const BIG_WINS: readonly BetRow[] = buildBigWins();

/** The demo player's own bets (userBetPage), newest first over the last 60 days. */
export function buildUserBets(count = 40): BetRecord[] {
  const rng = createRng(9203);
  return Array.from({ length: count }, (_, i) => {
    const game = rng.pick(GAMES);
    const betAmount = rng.pick([1, 2, 5, 10, 20]);
    const won = rng.chance(0.42);
    return {
      id: `B${String(880001 + i)}`,
      gameName: game.gameName,
      betAmount,
      winAmount: won ? Math.round(betAmount * rng.amount(0.5, 20, 2) * 100) / 100 : 0,
      currency: 'BRL',
      betTime: ago(Math.round((i * 59 * DAY) / count) + rng.int(1, 600) * SECOND + MINUTE),
    };
  });
}

export const USER_BETS: readonly BetRecord[] = buildUserBets();
