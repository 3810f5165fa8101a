import { useId, useState } from 'react';
import { getRanking } from '../../../api/activities';
import type { RankingDetails, RankingKind, RankingPeriod } from '../../../api/contract';
import { useQuietResource } from '../../../api/useQuietResource';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { Button } from '../../../ui/Button/Button';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Money } from '../../../ui/Money/Money';
import { RevealInOrder } from '../../../ui/Skeleton/RevealInOrder';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { Tabs } from '../../../ui/Tabs/Tabs';
import { vars } from '../../../theme/contract.css';
import { useClaim } from '../activityPopup';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { ClubStandings } from './ClubStandings';
import { Leaderboard, LeaderboardSkeleton, PrizeBands, rankText } from './Leaderboard';
import {
  claimRankingPrize,
  lastPrizePhase,
  leaderboardRows,
  RANKING_PERIODS,
  type LastPrizePhase,
} from './rankingRules';
import * as styles from './rankings.css';
import '../../../i18n/messages/rankings';
import { ClaimOutcome } from '../ClaimOutcome/ClaimOutcome';
import { VisitorInvite } from '../VisitorInvite/VisitorInvite';

/** Type 9 "Ranking de apostas" (spec 7 bet rankings, day and week) and the clubs' week. */
export function BetRankingView(props: ActivityTypeViewProps) {
  return <RankingView kind="bet" {...props} />;
}

/** Type 15 "Ranking de convites" (spec 7 invite rankings, day and week). */
export function InviteRankingView(props: ActivityTypeViewProps) {
  return <RankingView kind="invite" {...props} />;
}

const PERIOD_LABEL = {
  day: 'rankings.period.day',
  week: 'rankings.period.week',
} as const;

/**
 * A ranking's own view: the day/week switch, the running period's countdown (`Nd HH:MM:SS`, spec
 * 5), the leaderboard with the reader's row, the prizes by rank, and the finished period's prize
 * with its claim (a money action, once; refusals said in place). The leaderboard is public; a
 * visitor is asked to register to claim (spec 6).
 */
function RankingView({ kind, loggedIn }: ActivityTypeViewProps & { kind: RankingKind }) {
  const [period, setPeriod] = useState<RankingPeriod>('day');
  const ranking = useQuietResource(getRanking, { kind, period }, (data) => data.list.length === 0);
  const titleId = useId();
  return (
    <div className={styles.view}>
      {/* The clubs' card waits for the board above it: the board's rows arriving would push it. */}
      <RevealInOrder>
        <>
          <section className={styles.card} aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.cardTitle}>
              {t('rankings.board.title')}
            </h2>
            <Tabs
              items={RANKING_PERIODS.map((value) => ({ value, label: t(PERIOD_LABEL[value]) }))}
              value={period}
              onChange={setPeriod}
              label={t('rankings.periods')}
              busy={ranking.status === 'loading'}
              stretch
            >
              {ranking.status === 'loading' && <LeaderboardSkeleton withCountdown />}
              {ranking.status === 'error' && (
                <EmptyState
                  kind={ranking.error?.kind === 'network' ? 'network_error' : 'fail'}
                  title={t('rankings.error.title')}
                  onRetry={ranking.retry}
                  retrying={ranking.retrying}
                />
              )}
              {ranking.data && (
                <Standings
                  details={ranking.data}
                  loggedIn={loggedIn}
                  unit={kind}
                  endTime={ranking.data.endTime}
                  onEnd={ranking.retry}
                />
              )}
            </Tabs>
          </section>
          {ranking.status === 'loading' && (
            <div className={styles.card} aria-hidden="true">
              <Skeleton shape="text" width="45%" />
              <Skeleton shape="text" />
              <Skeleton height={vars.size.touchTarget} radius="md" />
            </div>
          )}
          {ranking.data && (
            // Keyed by period: a claim's outcome belongs to the period it was made for.
            <LastPrize
              key={`${kind}:${period}`}
              details={ranking.data}
              phase={lastPrizePhase(ranking.data, loggedIn)}
              refresh={async () => ranking.retry()}
            />
          )}
        </>
        {kind === 'bet' && <ClubStandings />}
      </RevealInOrder>
    </div>
  );
}

type StandingsProps = {
  details: Pick<RankingDetails, 'list' | 'me' | 'prizes'>;
  loggedIn: boolean;
  unit: 'bet' | 'invite';
  /** The running period's end (its countdown), or null when another card shows it. */
  endTime: number | null;
  /** The period ended while shown: read it again (the next period). */
  onEnd: () => void;
};

/** The running period: its countdown, the reader's place, the leaderboard and the prizes. */
export function Standings({ details, loggedIn, unit, endTime, onEnd }: StandingsProps) {
  const { rows, pinned } = leaderboardRows(details.list, details.me, details.prizes);
  const me = details.me;
  let standing: string;
  if (!loggedIn || !me) standing = t('rankings.me.visitor');
  else if (me.rank === null) standing = t('rankings.me.unranked');
  else standing = t('rankings.me.ranked', { rank: formatNumber(me.rank) });
  return (
    <div className={styles.standings}>
      {endTime !== null && (
        <p className={styles.row}>
          <span className={styles.text}>{t('rankings.endsIn')}</span>
          <Countdown deadline={endTime} onEnd={onEnd} />
        </p>
      )}
      <p className={styles.text}>{standing}</p>
      {rows.length === 0 && !pinned ? (
        <EmptyState
          kind="empty_data"
          title={t('rankings.board.empty.title')}
          description={t('rankings.board.empty.text')}
        />
      ) : (
        <Leaderboard unit={unit} rows={rows} pinned={pinned} />
      )}
      <PrizeBands prizes={details.prizes} />
    </div>
  );
}

type LastPrizeProps = {
  details: RankingDetails;
  phase: LastPrizePhase;
  refresh: () => Promise<unknown>;
};

/** The finished period's prize: the place, the amount and its claim, or why there is none. */
function LastPrize({ details, phase, refresh }: LastPrizeProps) {
  const titleId = useId();
  const { kind, period, last } = details;
  const [claim, send] = useClaim(() => claimRankingPrize(kind, period), refresh);

  if (phase === 'visitor') {
    return (
      <VisitorInvite
        title={t('rankings.visitor.title')}
        text={t('rankings.visitor.text')}
        action={t('rankings.claimPrize')}
      />
    );
  }

  // A claim just won reads as claimed before the ranking is read again.
  const shown = claim.status === 'won' ? 'claimed' : phase;
  const title = t(period === 'day' ? 'rankings.last.title.day' : 'rankings.last.title.week');
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.row}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {shown === 'claimable' && (
          <span className={styles.pill.reward}>{t('rankings.last.claimable')}</span>
        )}
        {shown === 'claimed' && (
          <span className={styles.pill.done}>{t('rankings.last.claimed')}</span>
        )}
      </div>
      {shown === 'none' ? (
        <p className={styles.text}>{t('rankings.last.none')}</p>
      ) : (
        last && (
          <p className={styles.text}>
            {t('rankings.last.place', { rank: formatNumber(last.rank) })}{' '}
            {shown === 'claimed' && claim.status !== 'won' && t('rankings.last.claimedText')}
          </p>
        )
      )}
      <ClaimOutcome
        wonAmount={claim.status === 'won' ? claim.result.amount : null}
        wonTitle={(amount) => t('rankings.won', { amount })}
        wonText={t('rankings.wonText')}
        refusedMessage={claim.status === 'refused' ? claim.message : null}
        refusedTitle={t('rankings.refusedTitle')}
        refusedFallback={t('rankings.refusedFallback')}
      />
      {shown === 'claimable' && last && (
        <>
          <p className={styles.row}>
            <span className={styles.text}>{rankText(last.rank)}</span>
            <Money amount={last.reward} tone="reward" size="lg" />
          </p>
          <Button
            block
            loading={claim.status === 'sending'}
            disabled={claim.status === 'sending'}
            onClick={() => send()}
          >
            {t('rankings.claim', { amount: formatCurrency(last.reward) })}
          </Button>
        </>
      )}
    </section>
  );
}
