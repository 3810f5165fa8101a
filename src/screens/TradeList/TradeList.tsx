import { lazy, Suspense, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getAccountChanges } from '../../api/records';
import { usePagedList } from '../../api/usePagedList';
import { useCurrencyDisplay } from '../../features/records/amount';
import { businessTypeLabel } from '../../features/records/labels';
import { RecordList } from '../../features/records/RecordList/RecordList';
import {
  BUSINESS_TYPES,
  parseTradeListQuery,
  tradeListSearch,
  type BusinessType,
  type TradeListQuery,
} from '../../features/records/recordQuery';
import { TimeFilter } from '../../features/records/TimeFilter/TimeFilter';
import { TradeRow } from '../../features/records/TradeRow/TradeRow';
import { parseRecordView } from '../../features/records/periodQuery';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { Select } from '../../ui/Select/Select';
import * as styles from './TradeList.css';
import '../../i18n/messages/records';
import '../../i18n/messages/library';

// The other views are chunks of their own: the statement's route (and its preload on every
// first load's route table) carries none of their code.
const BetHistory = lazy(() =>
  import('../../features/records/BetHistory/BetHistory').then((m) => ({ default: m.BetHistory })),
);
const TransferHistory = lazy(() =>
  import('../../features/records/TransferHistory/TransferHistory').then((m) => ({
    default: m.TransferHistory,
  })),
);

const countText = (total: number) =>
  total === 1
    ? t('records.trade.count.one')
    : t('records.trade.count.other', { count: formatNumber(total) });

/**
 * /tradelist (spec 2, login): the player's account changes (spec 7 memberAccountChange, paged),
 * newest first, for a spec 3 period (today, 7, 30 or 60 days) and optionally one main business
 * type (1-6). Each entry names its sub type and opens its detail. The period and type live in
 * the URL (`?days=30&type=3`); changes replace the history entry, so Back leaves the page.
 * Two more views of the player's records share the page: the bet history (`?view=bets`, spec 7
 * bet userBetPage) and the transfers (`?view=transfers`, spec 7 walletTransferRecord).
 */
export function TradeList() {
  const view = parseRecordView(useSearch());
  if (view === 'bets') {
    return (
      <div className={styles.page}>
        <PageHeader title={t('library.bets.title')} />
        <Suspense fallback={null}>
          <BetHistory />
        </Suspense>
      </div>
    );
  }
  if (view === 'transfers') {
    return (
      <div className={styles.page}>
        <PageHeader title={t('library.transfers.title')} />
        <Suspense fallback={null}>
          <TransferHistory />
        </Suspense>
      </div>
    );
  }
  return <Statement />;
}

/** The statement itself: the account changes. */
function Statement() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const query = useMemo(() => parseTradeListQuery(search), [search]);
  const display = useCurrencyDisplay();
  const pages = usePagedList(getAccountChanges, {
    timeFilter: query.days,
    businessType: query.type,
  });

  const update = (patch: Partial<TradeListQuery>) => {
    const next = tradeListSearch({ ...query, ...patch });
    navigate(next ? `${path}?${next}` : path, { replace: true });
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('records.trade.title')} />
      <div className={styles.filters}>
        <TimeFilter value={query.days} onChange={(days) => update({ days })} />
        <div className={styles.toolbar}>
          <span className={styles.count}>
            {pages.status === 'ready' || pages.status === 'empty' ? countText(pages.total) : ''}
          </span>
          <Select
            layout="inline"
            label={t('records.trade.typeLabel')}
            value={query.type === undefined ? '' : String(query.type)}
            options={[
              { value: '', label: t('records.business.all') },
              ...BUSINESS_TYPES.map((type) => ({
                value: String(type),
                label: businessTypeLabel(type),
              })),
            ]}
            onChange={(type) =>
              update({ type: type === '' ? undefined : (Number(type) as BusinessType) })
            }
          />
        </div>
      </div>
      <RecordList
        pages={pages}
        label={t('records.trade.label')}
        emptyTitle={t('records.trade.emptyTitle')}
        emptyDescription={t('records.trade.emptyDescription')}
        renderRow={(record) => (
          <TradeRow key={record.id} record={record} display={display(record.currency)} />
        )}
      />
    </div>
  );
}
