import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { LevelCardSkeleton } from '../../features/vip/LevelCard/LevelCard';
import { LevelDetail } from '../../features/vip/LevelDetail/LevelDetail';
import { levelFromSearch } from '../../features/vip/vipLevels';
import { useVipLevels, VipStanding } from '../../features/vip';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './VipLevel.css';
import '../../i18n/messages/vip';

/**
 * /viprule/level (spec 2, public). CHOICE: one VIP level in full, chosen by `?level=N`; without
 * it, the player's own level (a visitor's: the first). The levels come as on /viprule (a
 * player's memberLevel, a visitor's vipLevel pages); a visitor's level on a later page is
 * looked for page by page. A level the club does not have says so and leads to the list.
 */
export function VipLevel() {
  const search = useSearch();
  const vip = useVipLevels();
  const asked = levelFromSearch(search);
  const wanted = asked ?? vip.current?.level ?? vip.levels[0]?.level ?? null;
  const level = vip.levels.find((row) => row.level === wanted);
  const { status, hasMore, loadingMore, loadMore, error } = vip;
  const lookingFurther = !level && status === 'ready' && hasMore && error === undefined;

  useEffect(() => {
    if (lookingFurther && !loadingMore) loadMore();
  }, [lookingFurther, loadingMore, loadMore]);

  const loading = status === 'loading' || lookingFurther;
  let content;
  if (loading) {
    content = <DetailSkeleton />;
  } else if (status === 'error' || (!level && error)) {
    content = (
      <EmptyState
        kind={error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={vip.retry}
        retrying={vip.retrying}
      />
    );
  } else if (status === 'empty') {
    content = (
      <EmptyState
        kind="empty_data"
        title={t('vip.empty.title')}
        description={t('vip.empty.text')}
      />
    );
  } else if (!level) {
    content = (
      <div className={styles.notFound}>
        <EmptyState
          kind="empty_data"
          title={t('vip.detail.notFound.title')}
          description={t('vip.detail.notFound.text')}
        />
        <Link href="/viprule" className={styles.link}>
          {t('vip.detail.all')}
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <LevelDetail vip={vip} level={level} />
        {!vip.player && <VipStanding vip={vip} />}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={level?.name ?? (loading ? undefined : t('vip.level.title'))} />
      <section
        className={styles.body}
        aria-label={t('vip.level.title')}
        aria-busy={loading || undefined}
      >
        {content}
      </section>
    </div>
  );
}

/** The card and the benefits box while the level loads. */
function DetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <LevelCardSkeleton />
      <Skeleton height={96} radius="lg" />
      <Skeleton height={240} radius="lg" />
    </div>
  );
}
