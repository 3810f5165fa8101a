import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getTransferRecords } from '../../../api/records';
import { usePagedList } from '../../../api/usePagedList';
import { useCurrencyDisplay } from '../amount';
import { parsePeriodQuery, periodSearch } from '../periodQuery';
import { RecordList } from '../RecordList/RecordList';
import { TimeFilter } from '../TimeFilter/TimeFilter';
import { TransferRow } from '../TransferRow/TransferRow';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import * as styles from './TransferHistory.css';
import '../../../i18n/messages/library';

const countText = (total: number) =>
  total === 1
    ? t('library.transfers.count.one')
    : t('library.transfers.count.other', { count: formatNumber(total) });

/**
 * /tradelist?view=transfers (login): the player's transfers into a wallet (spec 7 walletTransferRecord,
 * paged; spec 3's paged lists): currency exchanges and rewards moved from an activity balance,
 * newest first, for a spec 3 period (today, 7, 30 or 60 days). The period lives in the URL
 * (`&days=30`), replacing the history entry, so Back leaves the page.
 */
export function TransferHistory() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const query = useMemo(() => parsePeriodQuery(search), [search]);
  const display = useCurrencyDisplay();
  const pages = usePagedList(getTransferRecords, { timeFilter: query.days });

  return (
    <>
      <div className={styles.filters}>
        <TimeFilter
          value={query.days}
          onChange={(days) => {
            const next = periodSearch('transfers', { days });
            navigate(next ? `${path}?${next}` : path, { replace: true });
          }}
        />
        <p className={styles.count}>
          {pages.status === 'ready' || pages.status === 'empty' ? countText(pages.total) : ''}
        </p>
      </div>
      <RecordList
        pages={pages}
        label={t('library.transfers.label')}
        emptyTitle={t('library.transfers.emptyTitle')}
        emptyDescription={t('library.transfers.emptyDescription')}
        renderRow={(record) => (
          <TransferRow key={record.id} record={record} display={display(record.currency)} />
        )}
      />
    </>
  );
}
