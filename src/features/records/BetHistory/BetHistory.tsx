import { getUserBetPage } from '../../../api/bets';
import { usePagedList } from '../../../api/usePagedList';
import { useCurrencyDisplay } from '../amount';
import { BetRow } from '../BetRow/BetRow';
import { PeriodRecords, usePeriodQuery } from '../PeriodRecords/PeriodRecords';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import '../../../i18n/messages/library';

const countText = (total: number) =>
  total === 1
    ? t('library.bets.count.one')
    : t('library.bets.count.other', { count: formatNumber(total) });

/**
 * /tradelist?view=bets (login): the player's bet history (spec 7 bet userBetPage, paged), newest
 * first, for a spec 3 period (today, 7, 30 or 60 days), each bet with its game, São Paulo time,
 * stake and win.
 */
export function BetHistory() {
  const period = usePeriodQuery();
  const display = useCurrencyDisplay();
  const pages = usePagedList(getUserBetPage, { timeFilter: period.days });
  return (
    <PeriodRecords
      view="bets"
      period={period}
      countText={countText}
      pages={pages}
      label={t('library.bets.label')}
      emptyTitle={t('library.bets.emptyTitle')}
      emptyDescription={t('library.bets.emptyDescription')}
      renderRow={(bet) => <BetRow key={bet.id} bet={bet} display={display(bet.currency)} />}
    />
  );
}
