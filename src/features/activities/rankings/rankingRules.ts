import type {
  ClaimResult,
  Club,
  ClubSummary,
  RankingDetails,
  RankingEntry,
  RankingKind,
  RankingPeriod,
  RankingPrize,
  RankingStanding,
  SuperMemberDay,
} from '../../../api/contract';
import { claimRanking, drawSuperMemberDayLottery } from '../../../api/activities';
import { claimOnce } from '../activityClaim';
import { refreshActivities } from '../activityRefresh';

/*
 * The rules of the ranking views on /activityDetail/{type} (spec 7 Activity "bet and invite
 * rankings day and week (details, claim)", "super member day rankings and lottery", "club list",
 * "clubSummary list"): the leaderboard's rows with the reader's own, the finished period's prize,
 * the super member day's draw and the clubs' week. Which ranking a type shows is its view in
 * activityTypes.ts (9 the bet ranking, 15 the invite ranking).
 */

/** The day/week switch (spec 7 "day and week"); the day comes first. */
export const RANKING_PERIODS: readonly RankingPeriod[] = ['day', 'week'];

/** The prize of `rank` in the bands (0 outside every band). */
export function prizeForRank(prizes: readonly RankingPrize[], rank: number): number {
  return prizes.find((band) => rank >= band.fromRank && rank <= band.toRank)?.reward ?? 0;
}

export type LeaderboardRow = RankingEntry & { mine: boolean };

/**
 * The leaderboard as shown: the top list in rank order, the reader's own row marked (`mine`),
 * and `pinned`: the reader's row, when ranked but outside the listed top, shown after it (so a
 * player always finds their place). Null for a visitor, an unranked player, or a rank the top
 * already shows.
 */
export function leaderboardRows(
  list: readonly RankingEntry[],
  me: RankingStanding | null,
  prizes: readonly RankingPrize[],
): { rows: LeaderboardRow[]; pinned: LeaderboardRow | null } {
  const myRank = me?.rank ?? null;
  const rows = [...list]
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => ({ ...entry, mine: myRank !== null && entry.rank === myRank }));
  const pinned =
    me && myRank !== null && !rows.some((row) => row.mine)
      ? {
          rank: myRank,
          userNo: me.userNo,
          amount: me.amount,
          reward: prizeForRank(prizes, myRank),
          mine: true,
        }
      : null;
  return { rows, pinned };
}

/** Whether ranks are missing between the listed top and the pinned row (a gap is drawn). */
export function hasGapBefore(rows: readonly LeaderboardRow[], pinned: LeaderboardRow): boolean {
  const last = rows.at(-1)?.rank ?? 0;
  return pinned.rank > last + 1;
}

/**
 * The finished period's prize for the reader: 'visitor' (spec 6: asked to register),
 * 'none' (no prize there), 'claimable', or 'claimed'.
 */
export type LastPrizePhase = 'visitor' | 'none' | 'claimable' | 'claimed';

export function lastPrizePhase(
  details: Pick<RankingDetails, 'last'>,
  loggedIn: boolean,
): LastPrizePhase {
  if (!loggedIn) return 'visitor';
  const last = details.last;
  if (!last || !(last.reward > 0)) return 'none';
  return last.claimed ? 'claimed' : 'claimable';
}

/**
 * Claims the finished `period`'s prize of ranking `kind` as a money action: however many taps,
 * one request per intent with its Idempotency-Key (claimOnce: then the wallet and the header
 * badge are read again). Silent: a refusal is said in place (spec 8 "unless the call supplies
 * its own failure handler").
 */
export async function claimRankingPrize(
  kind: RankingKind,
  period: RankingPeriod,
): Promise<ClaimResult> {
  const result = await claimOnce(`claim:ranking:${kind}:${period}`, (idempotencyKey) =>
    claimRanking(kind, period, { idempotencyKey, silent: true }),
  );
  refreshActivities();
  return result;
}

/**
 * The super member day's draw for the reader: 'visitor' (spec 6), 'drawn' (today's draw paid
 * `drawnAmount`), 'drawable', or 'closed' (the day is not open, or no draw is left).
 */
export type LotteryPhase = 'visitor' | 'drawn' | 'drawable' | 'closed';

export function lotteryPhase(
  day: Pick<SuperMemberDay, 'open' | 'lottery'>,
  loggedIn: boolean,
): LotteryPhase {
  if (!loggedIn) return 'visitor';
  if (day.lottery.drawnAmount !== null) return 'drawn';
  return day.open && day.lottery.drawsLeft > 0 ? 'drawable' : 'closed';
}

/** The super member day's draw as a money action (once per intent, refusals silent). */
export function drawSuperMemberDay(): Promise<ClaimResult> {
  return claimOnce('draw:superMemberDay', (idempotencyKey) =>
    drawSuperMemberDayLottery({}, { idempotencyKey, silent: true }),
  );
}

export type ClubStanding = Club & {
  /** 1 for the club with the most bets this week. */
  place: number;
  /** Null when the club has no summary this week. */
  totalBet: number | null;
  weeklyReward: number | null;
};

/**
 * The clubs' week (CHOICE: club list joined with the club summary by id, shown on the bet
 * ranking page): most bets first; clubs without a summary last, by name.
 */
export function clubStandings(
  clubs: readonly Club[],
  summaries: readonly ClubSummary[],
): ClubStanding[] {
  const byId = new Map(summaries.map((summary) => [summary.clubId, summary]));
  return clubs
    .map((club) => {
      const summary = byId.get(club.id);
      return {
        ...club,
        totalBet: summary?.totalBet ?? null,
        weeklyReward: summary?.weeklyReward ?? null,
      };
    })
    .sort((a, b) => {
      if (a.totalBet === null || b.totalBet === null) {
        if (a.totalBet !== b.totalBet) return a.totalBet === null ? 1 : -1;
        return a.name.localeCompare(b.name, 'pt-BR');
      }
      return b.totalBet - a.totalBet;
    })
    .map((club, index) => ({ ...club, place: index + 1 }));
}
