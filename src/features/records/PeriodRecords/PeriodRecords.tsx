import { useMemo, type ComponentProps } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parsePeriodQuery, periodSearch, type PeriodQuery, type RecordView } from '../periodQuery';
import { RecordList } from '../RecordList/RecordList';
import { TimeFilter } from '../TimeFilter/TimeFilter';
import * as styles from './PeriodRecords.css';

/** The period of a /tradelist records view, from the URL (`&days=30`; spec 3's 0/7/30/60). */
export function usePeriodQuery(): PeriodQuery {
  const search = useSearch();
  return useMemo(() => parsePeriodQuery(search), [search]);
}

type PeriodRecordsProps<T> = ComponentProps<typeof RecordList<T>> & {
  /** The /tradelist view these records are (`?view=`), kept when the period changes. */
  view: RecordView;
  period: PeriodQuery;
  /** "12 apostas": the total, once the first page has answered. */
  countText: (total: number) => string;
};

/**
 * A paged records view of /tradelist filtered by period: the period picker and the count above
 * the shared RecordList. The period lives in the URL, replacing the history entry, so Back
 * leaves the page. The page (its header) is /tradelist's.
 */
export function PeriodRecords<T>({ view, period, countText, ...list }: PeriodRecordsProps<T>) {
  const [path, navigate] = useLocation();
  const { pages } = list;
  return (
    <>
      <div className={styles.filters}>
        <TimeFilter
          value={period.days}
          onChange={(days) => {
            const next = periodSearch(view, { days });
            navigate(next ? `${path}?${next}` : path, { replace: true });
          }}
        />
        <p className={styles.count}>
          {pages.status === 'ready' || pages.status === 'empty' ? countText(pages.total) : ''}
        </p>
      </div>
      <RecordList {...list} />
    </>
  );
}
