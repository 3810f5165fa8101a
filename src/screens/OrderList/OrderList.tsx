import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getRechargeOrders, getWithdrawOrders } from '../../api/records';
import { usePagedList, type PagedList } from '../../api/usePagedList';
import { useCurrencyDisplay } from '../../features/records/amount';
import { RechargeOrderItem, WithdrawOrderItem } from '../../features/records/OrderRow/OrderRow';
import { RecordList } from '../../features/records/RecordList/RecordList';
import {
  orderListSearch,
  parseOrderListQuery,
  type OrderListQuery,
  type OrderTab,
} from '../../features/records/recordQuery';
import { TimeFilter } from '../../features/records/TimeFilter/TimeFilter';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { Tabs } from '../../ui/Tabs/Tabs';
import * as styles from './OrderList.css';
import '../../i18n/messages/records';

const countText = (total: number) =>
  total === 1
    ? t('records.order.count.one')
    : t('records.order.count.other', { count: formatNumber(total) });

const countOf = (pages: PagedList<unknown>) =>
  pages.status === 'ready' || pages.status === 'empty' ? countText(pages.total) : '';

/**
 * /orderlist (spec 2 OrderList, login): the player's deposit orders (spec 3 status 1 awaiting
 * payment, 2 failed, 3 completed) and withdraw orders (1 under review, 2 rejected, 3 completed)
 * as two tabs, each for a spec 3 period and paged as the player scrolls. Tab and period live in
 * the URL (`?tab=withdraw&days=30`), replacing the history entry, so Back leaves the page.
 */
export function OrderList() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const query = useMemo(() => parseOrderListQuery(search), [search]);
  const display = useCurrencyDisplay();
  const filter = { timeFilter: query.days };
  // Only the open tab's list is fetched; the other keeps what it loaded in the cache.
  const recharge = usePagedList(getRechargeOrders, query.tab === 'recharge' ? filter : null);
  const withdraw = usePagedList(getWithdrawOrders, query.tab === 'withdraw' ? filter : null);

  const update = (patch: Partial<OrderListQuery>) => {
    const next = orderListSearch({ ...query, ...patch });
    navigate(next ? `${path}?${next}` : path, { replace: true });
  };

  const tabs: { value: OrderTab; label: string }[] = [
    { value: 'recharge', label: t('records.order.tab.recharge') },
    { value: 'withdraw', label: t('records.order.tab.withdraw') },
  ];

  return (
    <div className={styles.page}>
      <PageHeader title={t('records.order.title')} />
      <Tabs
        items={tabs}
        value={query.tab}
        onChange={(tab) => update({ tab })}
        label={t('records.order.tabs')}
        stretch
      >
        <div className={styles.filters}>
          <TimeFilter value={query.days} onChange={(days) => update({ days })} />
          <p className={styles.count}>{countOf(query.tab === 'recharge' ? recharge : withdraw)}</p>
        </div>
        {query.tab === 'recharge' ? (
          <RecordList
            pages={recharge}
            shape="card"
            label={t('records.order.label.recharge')}
            emptyTitle={t('records.order.emptyTitle.recharge')}
            emptyDescription={t('records.order.emptyDescription')}
            renderRow={(order) => (
              <RechargeOrderItem key={order.id} order={order} display={display(order.currency)} />
            )}
          />
        ) : (
          <RecordList
            pages={withdraw}
            shape="card"
            label={t('records.order.label.withdraw')}
            emptyTitle={t('records.order.emptyTitle.withdraw')}
            emptyDescription={t('records.order.emptyDescription')}
            renderRow={(order) => (
              <WithdrawOrderItem key={order.id} order={order} display={display(order.currency)} />
            )}
          />
        )}
      </Tabs>
    </div>
  );
}
