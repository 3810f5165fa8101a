import { useId } from 'react';
import {
  LevelCarousel,
  LevelCarouselSkeleton,
} from '../../features/vip/LevelCarousel/LevelCarousel';
import { useVipLevels, VipStanding, type VipLevels } from '../../features/vip';
import { VipRewards } from '../../features/vip/VipRewards/VipRewards';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import * as styles from './VipRule.css';
import '../../i18n/messages/vip';

/**
 * /viprule (spec 2, public; the type 3 activity icon opens it): the VIP club's overview.
 * CHOICE: this page is the rules overview (the player's standing, every level as a swipeable
 * card, how the club works) and /viprule/level?level=N is one level in full; each card's
 * "Ver benefícios" leads there.
 *
 * A player sees their level and progress (memberLevel, page size 1000, spec 9) and the
 * carousel opens on their own card; a visitor sees the public levels (vipLevel, paged) from the
 * first one and is asked to log in for their own standing.
 */
export function VipRule() {
  const vip = useVipLevels();
  return (
    <div className={styles.page}>
      <PageHeader title={t('vip.title')} />
      <div className={styles.body}>
        {/* A player's failed or empty read is said once, by the levels' state below. */}
        {(!vip.player || vip.status === 'loading' || vip.status === 'ready') && (
          <VipStanding vip={vip} />
        )}
        {/* The VIP receive calls (spec 7), claimed here (spec 2: type 3 opens /viprule). */}
        <VipRewards vip={vip} />
        <Levels vip={vip} />
        <Rules />
      </div>
    </div>
  );
}

function Levels({ vip }: { vip: VipLevels }) {
  if (vip.status === 'loading') return <LevelCarouselSkeleton />;
  if (vip.status === 'error') {
    return (
      <EmptyState
        kind={vip.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={vip.retry}
        retrying={vip.retrying}
      />
    );
  }
  if (vip.status === 'empty') {
    return (
      <EmptyState
        kind="empty_data"
        title={t('vip.empty.title')}
        description={t('vip.empty.text')}
      />
    );
  }
  return <LevelCarousel vip={vip} initialLevel={vip.current?.level ?? null} />;
}

/** How the club works (CHOICE: only what the level data shows; the operator's terms rule). */
function Rules() {
  const titleId = useId();
  return (
    <section className={styles.rules} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.rulesTitle}>
        {t('vip.rules.title')}
      </h2>
      <ol className={styles.rulesList}>
        <li>{t('vip.rules.climb')}</li>
        <li>{t('vip.rules.upgrade')}</li>
        <li>{t('vip.rules.rebate')}</li>
        <li>{t('vip.rules.periodic')}</li>
      </ol>
      <p className={styles.rulesNote}>{t('vip.rules.details')}</p>
    </section>
  );
}
