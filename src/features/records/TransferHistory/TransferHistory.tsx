import { getTransferRecords } from '../../../api/records';
import { usePagedList } from '../../../api/usePagedList';
import { useCurrencyDisplay } from '../amount';
import { PeriodRecords, usePeriodQuery } from '../PeriodRecords/PeriodRecords';
import { TransferRow } from '../TransferRow/TransferRow';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import '../../../i18n/messages/library';

const countText = (total: number) =>
  total === 1
    ? t('library.transfers.count.one')
    : t('library.transfers.count.other', { count: formatNumber(total) });

/**
 * /tradelist?view=transfers (login): the player's transfers into a wallet (spec 7
 * walletTransferRecord, paged; spec 3's paged lists): currency exchanges and rewards moved from
 * an activity balance, newest first, for a spec 3 period (today, 7, 30 or 60 days).
 */
export function TransferHistory() {
  const period = usePeriodQuery();
  const display = useCurrencyDisplay();
  const pages = usePagedList(getTransferRecords, { timeFilter: period.days });
  return (
    <PeriodRecords
      view="transfers"
      period={period}
      countText={countText}
      pages={pages}
      label={t('library.transfers.label')}
      emptyTitle={t('library.transfers.emptyTitle')}
      emptyDescription={t('library.transfers.emptyDescription')}
      renderRow={(record) => (
        <TransferRow key={record.id} record={record} display={display(record.currency)} />
      )}
    />
  );
}
