import type { ReactNode } from 'react';
import type { PagedList } from '../../../api/usePagedList';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { LoadMoreFooter } from '../../../ui/LoadMoreFooter/LoadMoreFooter';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import * as styles from './RecordList.css';
import '../../../i18n/messages/records';

type RecordListProps<T> = {
  pages: PagedList<T>;
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
 * a failure with "Tentar novamente", an empty state, or the rows followed by LoadMoreFooter.
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
        <LoadMoreFooter
          status={pages.nextPage}
          endText={endText ?? t('records.end')}
          failedText={t('records.moreFailed')}
          shownText={t('records.shown', {
            shown: formatNumber(pages.rows.length),
            total: formatNumber(pages.total),
          })}
          onLoadMore={pages.loadMore}
          onRetry={pages.retry}
        />
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
