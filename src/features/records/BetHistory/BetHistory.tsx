import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getUserBetPage } from '../../../api/bets';
import { usePagedList } from '../../../api/usePagedList';
import { useCurrencyDisplay } from '../amount';
import { BetRow } from '../BetRow/BetRow';
import { parsePeriodQuery, periodSearch } from '../periodQuery';
import { RecordList } from '../RecordList/RecordList';
import { TimeFilter } from '../TimeFilter/TimeFilter';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import * as styles from './BetHistory.css';
import '../../../i18n/messages/library';

const countText = (total: number) =>
  total === 1
    ? t('library.bets.count.one')
    : t('library.bets.count.other', { count: formatNumber(total) });

/**
 * /tradelist?view=bets (login): the player's bet history (spec 7 bet userBetPage, paged), newest first, for
 * a spec 3 period (today, 7, 30 or 60 days), each bet with its game, São Paulo time, stake and
 * win. The period lives in the URL (`&days=30`), replacing the history entry, so Back leaves
 * the page. The page (its header) is /tradelist's.
 */
export function BetHistory() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const query = useMemo(() => parsePeriodQuery(search), [search]);
  const display = useCurrencyDisplay();
  const pages = usePagedList(getUserBetPage, { timeFilter: query.days });

  return (
    <>
      <div className={styles.filters}>
        <TimeFilter
          value={query.days}
          onChange={(days) => {
            const next = periodSearch('bets', { days });
            navigate(next ? `${path}?${next}` : path, { replace: true });
          }}
        />
        <p className={styles.count}>
          {pages.status === 'ready' || pages.status === 'empty' ? countText(pages.total) : ''}
        </p>
      </div>
      <RecordList
        pages={pages}
        label={t('library.bets.label')}
        emptyTitle={t('library.bets.emptyTitle')}
        emptyDescription={t('library.bets.emptyDescription')}
        renderRow={(bet) => <BetRow key={bet.id} bet={bet} display={display(bet.currency)} />}
      />
    </>
  );
}
