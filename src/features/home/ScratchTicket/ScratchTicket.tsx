import { useId } from 'react';
import { Link } from 'wouter';
import type { ScratchTicket as ScratchTicketData } from '../../../api/contract';
import { getActivities } from '../../../api/activity';
import { getScratchCardInitialAmount } from '../../../api/activities';
import { useResource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { SCRATCH_CARD } from '../../activities';
import { usePrize } from './usePrize';
import { SectionRetry } from '../SectionRetry/SectionRetry';
import * as styles from './ScratchTicket.css';
import '../../../i18n/messages/homeLower';

/** Spec 7: "activity list filtered by type 14 (id, loginShow)", the scratch card's type. */
const SCRATCH_QUERY = { type: SCRATCH_CARD.type };

/** Where the banner goes: the activity page of the scratch card (spec 2 activity taps: others). */
export function scratchCardHref(activityId: number): string {
  return `/activityDetail/${SCRATCH_CARD.type}?id=${activityId}`;
}

/** A scratch ticket with a coin scratching its silver panel; decorative, drawn in currentColor. */
function TicketArt() {
  return (
    <svg className={styles.art} viewBox="0 0 64 44" aria-hidden="true" focusable="false">
      <path
        d="M4 6a4 4 0 0 1 4-4h48a4 4 0 0 1 4 4v9a7 7 0 0 0 0 14v9a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-9a7 7 0 0 0 0-14z"
        fill="currentColor"
      />
      <rect className={styles.artPanel} x="12" y="12" width="34" height="20" rx="3" />
      <path className={styles.artScratch} d="M15 27l6-7 5 5 6-8 8 10" />
      <circle className={styles.artCoin} cx="50" cy="31" r="7" />
      <circle className={styles.artCoinRing} cx="50" cy="31" r="4" />
    </svg>
  );
}

function Prize({ initialAmount }: { initialAmount: number }) {
  const amount = usePrize(initialAmount);
  return <span className={styles.prize}>{formatCurrency(amount)}</span>;
}

const noAmount = (data: ScratchTicketData | null) =>
  !data || !Number.isFinite(data.initialRewardAmount);

/**
 * The scratch-ticket banner of the home (spec 2 home item 8): a ticket with the prize pool,
 * rising about R$ 0,30 to 0,40 a second from the server's initialRewardAmount (spec 3, 9), and
 * "Raspar agora" to the scratch-card activity (type 14, its id from the activity list).
 *
 * It keeps its 75:26 box while loading. If either call fails, the same box offers a retry (of the
 * failed calls); if the activity is not offered (e.g. hidden from visitors), it shows nothing.
 */
export function ScratchTicket() {
  const headingId = useId();
  const prize = useResource(getScratchCardInitialAmount, undefined, { isEmpty: noAmount });
  const activities = useResource(getActivities, SCRATCH_QUERY);

  if (prize.status === 'loading' || activities.status === 'loading') {
    return (
      <div className={styles.section} aria-hidden="true">
        <Skeleton ratio={75 / 26} radius="lg" />
      </div>
    );
  }

  if (prize.status === 'error' || activities.status === 'error') {
    return (
      <div className={styles.section}>
        <div style={{ aspectRatio: String(75 / 26) }}>
          <SectionRetry
            stacked
            message={t('homeFeed.scratch.error')}
            onRetry={() => {
              if (prize.status === 'error') prize.retry();
              if (activities.status === 'error') activities.retry();
            }}
          />
        </div>
      </div>
    );
  }

  const activity = activities.data?.find((a) => a.type === SCRATCH_CARD.type);
  if (prize.status !== 'ready' || !prize.data || !activity) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.banner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {t('homeFeed.scratch.title')}
          </h2>
          <p className={styles.prizeLabel}>{t('homeFeed.scratch.prize')}</p>
          <Prize initialAmount={prize.data.initialRewardAmount} />
        </div>
        <div className={styles.side}>
          <TicketArt />
          <Link href={scratchCardHref(activity.id)} className={styles.cta}>
            {t('homeFeed.scratch.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
