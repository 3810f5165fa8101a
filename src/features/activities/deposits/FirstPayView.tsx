import { useId } from 'react';
import { Link } from 'wouter';
import { getFirstPayActivity } from '../../../api/activities';
import { useQuietResource } from '../../../api/useQuietResource';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { now } from '../../../lib/clock';
import { formatCurrency } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { openOverlay } from '../../../state/overlays';
import { useSession } from '../../../state/session';
import { Button } from '../../../ui/Button/Button';
import { button } from '../../../ui/Button/buttonClass';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { vars } from '../../../theme/contract.css';
import type { ActivityTypeViewProps } from '../typeViews/typeViews';
import { currentFirstPaySet, firstPaySets, type FirstPaySet } from './depositPromos';
import { RewardTable } from '../RewardTable/RewardTable';
import * as styles from './depositPromos.css';
import '../../../i18n/messages/depositPromos';

/** Spec 3 `tl` (minutes) as the player reads it: '30 min', '2 h', '24 h'. */
export function limitText(tl: number): string {
  return tl >= 60 && tl % 60 === 0
    ? t('depositPromos.hours', { count: formatNumber(tl / 60) })
    : t('depositPromos.minutes', { count: formatNumber(tl) });
}

/** A reward rate percent (spec 3 `rr`) as '100%' in the active language. */
export const percentText = (rate: number) => formatNumber(rate / 100, { style: 'percent' });

/**
 * Type 7 "Primeiro depósito relâmpago" (spec 3 limitTimeFirstPaySets with `tl` in minutes; spec 4:
 * the offer ends at registration time plus the largest `tl`). The sets (deposit within N minutes of
 * registering → bonus), the countdown of the set running now (spec 5 `Nd HH:MM:SS`), and "Depositar
 * agora"; ended once the last set closed or the first deposit was made. The bonus comes with the
 * deposit itself: there is nothing to claim here.
 */
export function FirstPayView({ detail, loggedIn }: ActivityTypeViewProps) {
  const titleId = useId();
  const { user } = useSession();
  const activity = useQuietResource(getFirstPayActivity, { id: detail.id }, () => false);
  const data = activity.data;

  let body;
  if (!data || (loggedIn && !user)) {
    body =
      activity.status === 'error' ? (
        <EmptyState
          kind={activity.error?.kind === 'network' ? 'network_error' : 'fail'}
          description={t('depositPromos.loadError')}
          onRetry={activity.retry}
          retrying={activity.retrying}
        />
      ) : (
        <div className={styles.progress} aria-hidden="true">
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="text" lines={4} />
          <Skeleton height={vars.size.touchTarget} radius="md" />
        </div>
      );
  } else if (!loggedIn) {
    body = (
      <>
        <p className={styles.text}>{t('depositPromos.first.visitorText')}</p>
        <SetTable sets={firstPaySets(data.limitTimeFirstPaySets, null, now())} player={false} />
        {/* Spec 6: a visitor's action opens the register pop-up. */}
        <Button block onClick={() => openOverlay('auth', { mode: 'register' })}>
          {t('depositPromos.register')}
        </Button>
      </>
    );
  } else {
    const sets = firstPaySets(data.limitTimeFirstPaySets, user?.registerTime, now());
    const current = currentFirstPaySet(sets);
    const last = sets.at(-1)?.deadline ?? null;
    body = user?.firstCharge ? (
      <>
        <span className={`${styles.pill.done} ${styles.alone}`}>
          {t('depositPromos.first.done')}
        </span>
        <p className={styles.text}>{t('depositPromos.first.doneText')}</p>
        <SetTable sets={sets} player />
      </>
    ) : current && current.deadline !== null ? (
      <>
        <p className={styles.timer}>
          <span>{t('depositPromos.first.endsIn')}</span>
          <span className={styles.timerValue}>
            <Countdown deadline={current.deadline} onEnd={activity.retry} />
          </span>
        </p>
        <p className={styles.text}>
          {t('depositPromos.first.current', {
            min: formatCurrency(current.minPay ?? 0),
            rate: percentText(current.rr ?? 0),
            max: formatCurrency(current.rla ?? 0),
          })}
        </p>
        <SetTable sets={sets} player />
        <Link href="/deposit" className={button({ block: true })}>
          {t('depositPromos.depositNow')}
        </Link>
      </>
    ) : (
      <>
        <span className={`${styles.pill.ended} ${styles.alone}`}>
          {t('depositPromos.first.expired')}
        </span>
        <p className={styles.text}>
          {t('depositPromos.first.expiredText', {
            date: last === null ? '' : formatDateTime(last),
          })}
        </p>
        <SetTable sets={sets} player />
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('depositPromos.first.title')}
      </h2>
      {body}
    </section>
  );
}

function SetTable({ sets, player }: { sets: readonly FirstPaySet[]; player: boolean }) {
  const current = currentFirstPaySet(sets);
  const stateOf = (set: FirstPaySet) =>
    !set.open ? 'closed' : set === current ? 'now' : ('later' as const);
  const pillOf = (set: FirstPaySet) =>
    stateOf(set) === 'now'
      ? styles.pill.reward
      : stateOf(set) === 'closed'
        ? styles.pill.ended
        : styles.pill.neutral;
  return (
    <RewardTable
      caption={t('depositPromos.first.sets')}
      columns={[
        t('depositPromos.first.window'),
        t('depositPromos.first.bonus'),
        ...(player ? [t('depositPromos.first.state')] : []),
      ]}
      rows={sets.map((set) => ({
        key: set.tl,
        cells: [
          limitText(set.tl),
          t('depositPromos.first.bonusValue', {
            rate: percentText(set.rr ?? 0),
            max: formatCurrency(set.rla ?? 0),
          }),
          ...(player
            ? [
                <span className={pillOf(set)}>
                  {t(`depositPromos.first.state.${stateOf(set)}`)}
                </span>,
              ]
            : []),
        ],
      }))}
      cellClassName={styles.td}
    />
  );
}
