import { useEffect, useRef, type ReactNode } from 'react';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { RecordPages } from '../useRecordPages';
import * as styles from './RecordList.css';
import '../../../i18n/messages/records';

/** The next page starts loading this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '0px 0px 400px 0px';

type RecordListProps<T> = {
  pages: RecordPages<T>;
  /** The list's accessible name ("Movimentações"): a region, busy while the first page loads. */
  label: string;
  emptyTitle: string;
  emptyDescription: string;
  /** One `<li>` per row. */
  renderRow: (row: T) => ReactNode;
  /** The shape of the rows, for the placeholders: a one-line row or a taller card. */
  shape?: 'row' | 'card';
  /** What the end of the list says (default "Isso é tudo neste período", for period filters). */
  endText?: string;
};

/**
 * A paged record list with the list states of spec 8: placeholders while the first page loads,
 * a failure with "Tentar novamente", an empty state, or the rows followed by the pager.
 */
export function RecordList<T>({
  pages,
  label,
  emptyTitle,
  emptyDescription,
  renderRow,
  shape = 'row',
  endText,
}: RecordListProps<T>) {
  let content: ReactNode;
  if (pages.status === 'loading') {
    content = <RecordSkeleton count={6} shape={shape} />;
  } else if (pages.status === 'error') {
    content = (
      <EmptyState
        kind={pages.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={pages.retry}
        retrying={pages.retrying}
      />
    );
  } else if (pages.status === 'empty') {
    content = <EmptyState kind="empty_data" title={emptyTitle} description={emptyDescription} />;
  } else {
    content = (
      <>
        <ul className={styles.list}>{pages.rows.map(renderRow)}</ul>
        {pages.loadingMore && <RecordSkeleton count={2} shape={shape} />}
        <RecordPager pages={pages} endText={endText} />
        {/* Announced politely each time the number of rows shown changes. */}
        <p className="visually-hidden" role="status">
          {t('records.shown', {
            shown: formatNumber(pages.rows.length),
            total: formatNumber(pages.total),
          })}
        </p>
      </>
    );
  }
  return (
    <section
      className={styles.body}
      aria-label={label}
      aria-busy={pages.status === 'loading' || undefined}
    >
      {content}
    </section>
  );
}

/** Placeholder rows while a page loads (hidden from assistive technology: the region is busy). */
export function RecordSkeleton({
  count,
  shape = 'row',
}: {
  count: number;
  shape?: 'row' | 'card';
}) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={shape === 'card' ? styles.skeletonCard : styles.skeletonRow}>
          <span className={styles.skeletonText}>
            <Skeleton shape="text" width="55%" />
            <Skeleton shape="text" width="40%" />
            {shape === 'card' && <Skeleton shape="text" width="70%" />}
          </span>
          <Skeleton width={72} height={18} radius="sm" />
        </div>
      ))}
    </div>
  );
}

/**
 * The end of the list: a sentinel that loads the next page when it comes near the viewport
 * (IntersectionObserver), and the same action as "Carregar mais" for keyboard and screen-reader
 * users and browsers without the observer. A failed page offers a retry instead.
 */
function RecordPager<T>({ pages, endText }: { pages: RecordPages<T>; endText?: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, error, loadMore } = pages;
  const canLoad = hasMore && !loadingMore && error === undefined;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad, loadMore]);

  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.more}>
        {error !== undefined ? (
          <>
            <p className={styles.moreText}>{t('records.moreFailed')}</p>
            <Button variant="secondary" loading={pages.retrying} onClick={pages.retry}>
              {t('common.retry')}
            </Button>
          </>
        ) : hasMore ? (
          <Button variant="secondary" loading={loadingMore} onClick={loadMore}>
            {t('records.loadMore')}
          </Button>
        ) : (
          <p className={styles.moreText}>{endText ?? t('records.end')}</p>
        )}
      </div>
    </>
  );
}
