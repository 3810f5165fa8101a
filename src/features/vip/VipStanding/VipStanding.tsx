import { useId } from 'react';
import { Link } from 'wouter';
import { t } from '../../../i18n/t';
import { openOverlay } from '../../../state/overlays';
import { Button } from '../../../ui/Button/Button';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { VipLevels } from '../useVipLevels';
import { standingOf, type Standing } from '../vipLevels';
import { GoalBar } from './GoalBar';
import { missingText } from './missingText';
import * as styles from './VipStanding.css';
import '../../../i18n/messages/vip';
import { track as progressTrack } from '../../../ui/ProgressBar/ProgressBar.css';

type VipStandingProps = {
  vip: VipLevels;
  /** Adds "Ver o clube VIP" (/viprule), for pages other than the club's own (/person). */
  linkToClub?: boolean;
};

/**
 * The player's VIP standing (spec 7 memberLevel): their level, and the way to the next one, one bar
 * per condition with what is still missing; at the top level it says so. A visitor (spec 2: the VIP
 * pages are public) is asked to log in or register instead. The card keeps its size while the
 * levels load (a placeholder of the same lines).
 *
 * The list states (error, no level at all) belong to the page around it: here a failed or
 * empty read says only that the level is unknown.
 */
export function VipStanding({ vip, linkToClub = false }: VipStandingProps) {
  const titleId = useId();
  if (!vip.player) return <VisitorPrompt />;
  const { status, current, levels } = vip;
  const standing = current ? standingOf(levels, current) : null;
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
    >
      <h2 id={titleId} className={styles.title}>
        {t('vip.standing.title')}
      </h2>
      {status === 'loading' ? (
        <StandingSkeleton />
      ) : standing ? (
        <StandingBody standing={standing} />
      ) : (
        <p className={styles.note}>{t('vip.standing.unknown')}</p>
      )}
      {linkToClub && (
        <Link href="/viprule" className={styles.link}>
          {t('vip.standing.link')}
        </Link>
      )}
    </section>
  );
}

function StandingBody({ standing }: { standing: Standing }) {
  const { current } = standing;
  if (standing.kind === 'top') {
    return (
      <>
        <p className={styles.level}>{current.name}</p>
        <p className={styles.note}>{t('vip.standing.top')}</p>
      </>
    );
  }
  const { next, bet, deposit, met } = standing;
  return (
    <>
      <p className={styles.level}>{current.name}</p>
      <p className={styles.next}>{t('vip.standing.next', { name: next.name })}</p>
      <GoalBar label={t('vip.standing.bet')} levelName={next.name} goal={bet} />
      {deposit && (
        <GoalBar label={t('vip.standing.deposit')} levelName={next.name} goal={deposit} />
      )}
      <p className={styles.note}>
        {missingText(next.name, bet.missing, deposit?.missing ?? 0, met)}
      </p>
    </>
  );
}

/**
 * The lines of a climbing standing (level, next level, two bars, a two-line note) in the same
 * classes as the real ones, so nothing below moves when the levels arrive.
 */
function StandingSkeleton() {
  const bar = (
    <div className={styles.goal}>
      <div className={styles.goalHead}>
        <Skeleton shape="text" width="40%" />
      </div>
      <div className={progressTrack()} />
    </div>
  );
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.level}>
        <Skeleton shape="text" width="30%" />
      </div>
      <div className={styles.next}>
        <Skeleton shape="text" width="45%" />
      </div>
      {bar}
      {bar}
      <div className={styles.note}>
        <Skeleton shape="text" lines={2} />
      </div>
    </div>
  );
}

/** A visitor: log in (or register) to see their own level. */
function VisitorPrompt() {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('vip.visitor.title')}
      </h2>
      <p className={styles.note}>{t('vip.visitor.text')}</p>
      <div className={styles.actions}>
        <Button onClick={() => openOverlay('auth', { mode: 'login' })}>
          {t('vip.visitor.login')}
        </Button>
        <Button variant="secondary" onClick={() => openOverlay('auth', { mode: 'register' })}>
          {t('vip.visitor.register')}
        </Button>
      </div>
    </section>
  );
}
