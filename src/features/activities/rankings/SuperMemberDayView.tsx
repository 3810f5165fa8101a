import { Fragment, useId } from 'react';
import { getSuperMemberDayRankings } from '../../../api/activities';
import type { SuperMemberDay } from '../../../api/contract';
import { useQuietResource } from '../../../api/useQuietResource';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { openOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import { useClaim } from '../activityPopup';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { LeaderboardSkeleton } from './Leaderboard';
import { Standings } from './RankingView';
import { drawSuperMemberDay, lotteryPhase, type LotteryPhase } from './rankingRules';
import * as styles from './rankings.css';
import '../../../i18n/messages/rankings';
import { ClaimOutcome } from '../ClaimOutcome/ClaimOutcome';

/**
 * Type 32 "Super dia do membro" (spec 6 hides it from the lists, so it opens by link at
 * /activityDetail/32?id=3032): the day's state and countdown (`Nd HH:MM:SS`, spec 5), its draw (a
 * money action, once per day; the amount won said in place) and the day's bet ranking (spec 7
 * "super member day rankings and lottery"). A visitor reads it all and is asked to register to draw
 * (spec 6).
 */
export function SuperMemberDayView({ loggedIn }: ActivityTypeViewProps) {
  const day = useQuietResource(getSuperMemberDayRankings, undefined, () => false);
  const boardId = useId();
  if (day.status === 'error') {
    return (
      <section className={styles.card} aria-label={t('rankings.superDay.title')}>
        <EmptyState
          kind={day.error?.kind === 'network' ? 'network_error' : 'fail'}
          title={t('rankings.error.title')}
          onRetry={day.retry}
          retrying={day.retrying}
        />
      </section>
    );
  }
  const data = day.data;
  const board = (
    <section className={styles.card} aria-labelledby={boardId}>
      <h2 id={boardId} className={styles.cardTitle}>
        {t('rankings.board.title')}
      </h2>
      {data ? (
        <Standings details={data} loggedIn={loggedIn} unit="bet" endTime={null} onEnd={day.retry} />
      ) : (
        <LeaderboardSkeleton />
      )}
    </section>
  );
  return (
    <div className={styles.view} aria-busy={!data || undefined}>
      {/* Keyed apart: the placeholders leave and the day's cards arrive as new boxes. A board
          card kept through the swap would be pushed down by the cards above it (a shift). */}
      {data ? (
        <Fragment key="ready">
          <DayState data={data} onEnd={day.retry} />
          <Lottery
            data={data}
            phase={lotteryPhase(data, loggedIn)}
            refresh={async () => day.retry()}
          />
          {board}
        </Fragment>
      ) : (
        <Fragment key="loading">
          <div className={styles.card} aria-hidden="true">
            <Skeleton shape="text" width="45%" />
            <Skeleton shape="text" lines={2} />
            <Skeleton height={vars.size.touchTarget} radius="md" />
          </div>
          {board}
        </Fragment>
      )}
    </div>
  );
}

/**
 * Whether the super day is on (the pill says it), the countdown to its end, or while it is
 * closed to the next one, and what its draw can pay.
 */
function DayState({ data, onEnd }: { data: SuperMemberDay; onEnd: () => void }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.row}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('rankings.superDay.title')}
        </h2>
        <span className={data.open ? styles.pill.reward : styles.pill.neutral}>
          {t(data.open ? 'rankings.superDay.open' : 'rankings.superDay.closed')}
        </span>
      </div>
      <p className={styles.row}>
        <span className={styles.text}>
          {t(data.open ? 'rankings.endsIn' : 'rankings.superDay.nextIn')}
        </span>
        <Countdown deadline={data.open ? data.endTime : data.startTime} onEnd={onEnd} />
      </p>
      <LotteryPrizes prizes={data.lottery.prizes} />
    </section>
  );
}

function LotteryPrizes({ prizes }: { prizes: readonly number[] }) {
  return (
    <>
      <p className={styles.text}>{t('rankings.lottery.text')}</p>
      <ul className={styles.chips} aria-label={t('rankings.lottery.prizes')}>
        {prizes.map((prize) => (
          <li key={prize} className={`${styles.chip} ${styles.numeric}`}>
            {formatCurrency(prize)}
          </li>
        ))}
      </ul>
    </>
  );
}

type LotteryProps = {
  data: SuperMemberDay;
  phase: LotteryPhase;
  refresh: () => Promise<unknown>;
};

/** The day's draw: its button, the amount won, a refusal, or why there is none. */
function Lottery({ data, phase, refresh }: LotteryProps) {
  const titleId = useId();
  const [draw, send] = useClaim(drawSuperMemberDay, refresh);
  const won = draw.status === 'won';
  let note: string | null = null;
  if (phase === 'visitor') note = t('rankings.lottery.visitor');
  else if (phase === 'closed') note = t('rankings.lottery.closed');
  else if (phase === 'drawn' && !won && data.lottery.drawnAmount !== null) {
    note = t('rankings.lottery.drawn', { amount: formatCurrency(data.lottery.drawnAmount) });
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('rankings.lottery.title')}
      </h2>
      {note && <p className={styles.text}>{note}</p>}
      <ClaimOutcome
        wonAmount={won ? draw.result.amount : null}
        wonTitle={(amount) => t('rankings.lottery.won', { amount })}
        wonText={t('rankings.wonText')}
        refusedMessage={draw.status === 'refused' ? draw.message : null}
        refusedTitle={t('rankings.lottery.refusedTitle')}
        refusedFallback={t('rankings.lottery.refusedFallback')}
      />
      {phase === 'visitor' && (
        // Spec 6: a visitor's draw opens the register pop-up; nothing is sent.
        <Button block onClick={() => openOverlay('auth', { mode: 'register' })}>
          {t('rankings.lottery.draw')}
        </Button>
      )}
      {phase === 'drawable' && !won && draw.status !== 'refused' && (
        <Button
          block
          loading={draw.status === 'sending'}
          disabled={draw.status === 'sending'}
          onClick={() => send()}
        >
          {t('rankings.lottery.draw')}
        </Button>
      )}
    </section>
  );
}
