import { useId, useState } from 'react';
import { Link } from 'wouter';
import { BalanceList, BalanceListSkeleton } from '../../features/wallet/BalanceList/BalanceList';
import { chooseCurrency } from '../../features/wallet/chooseCurrency';
import { CurrencyFilters } from '../../features/wallet/CurrencyFilters/CurrencyFilters';
import { useWalletView, type WalletView } from '../../features/wallet/useWalletView';
import { filterWalletRows } from '../../features/wallet/walletRows';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { button } from '../../ui/Button/buttonClass';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Money } from '../../ui/Money/Money';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { vars } from '../../theme/contract.css';
import * as styles from './Wallet.css';
import '../../i18n/messages/wallet';

/** Placeholder rows while the wallets load: the demo world's count, a usual one (spec 3). */
const SKELETON_ROWS = 4;

/**
 * /wallet (spec 2, login only; a visitor gets the register pop-up from the route guard): the
 * total of every wallet in the current currency (summaryList/{currency}, spec 7), the current
 * currency after spec 4's fallback, the deposit, withdraw and exchange pages, and every currency
 * with its balance rounded down to its accuracy (spec 5), searchable by code and with zero
 * balances optionally hidden, the current one always kept (spec 5). Tapping a currency makes it
 * the current one. Balances refresh every 30 min and on socket balance messages (state/wallet.ts,
 * live/liveConnection.ts) and each time the screen opens.
 */
export function Wallet() {
  const view = useWalletView();
  return (
    <div className={styles.page}>
      <PageHeader title={t('wallet.title')} />
      <div className={styles.body}>
        {view.status === 'error' ? (
          <EmptyState kind="fail" onRetry={view.retry} retrying={view.retrying} />
        ) : view.status === 'empty' ? (
          <NoWallet />
        ) : (
          <>
            <TotalCard view={view} />
            <Actions />
            <Currencies view={view} />
          </>
        )}
      </div>
    </div>
  );
}

const actionLink = (variant: 'primary' | 'secondary') =>
  `${button({ variant, block: true })} ${styles.actionLink}`;

/** Deposit, withdraw and exchange are pages of their own (spec 2): links, not buttons. */
function Actions() {
  return (
    <nav className={styles.actions} aria-label={t('wallet.actions.label')}>
      <Link href="/deposit" className={actionLink('primary')}>
        {t('wallet.actions.deposit')}
      </Link>
      <Link href="/withdraw" className={actionLink('secondary')}>
        {t('wallet.actions.withdraw')}
      </Link>
      <Link href="/exchange" className={actionLink('secondary')}>
        {t('wallet.actions.exchange')}
      </Link>
    </nav>
  );
}

function TotalCard({ view }: { view: WalletView }) {
  const titleId = useId();
  const { total, status, currentCurrency } = view;
  const current = status === 'ready' ? view.rows.find((r) => r.currency === currentCurrency) : null;
  const amount = status === 'ready' ? total : undefined;
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={!amount || undefined}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('wallet.total.title')}
      </h2>
      <p className={styles.total}>
        {amount ? (
          <Money
            amount={amount.amount}
            symbol={amount.symbol}
            decimals={amount.decimals}
            size="lg"
          />
        ) : (
          <Skeleton width="60%" height={`calc(1em * ${vars.lineHeight.tight})`} radius="sm" />
        )}
      </p>
      <p className={styles.current}>
        <span className={styles.currentLabel}>{t('wallet.current.label')}</span>
        {current ? (
          <span className={styles.currentValue}>
            {current.icon ? (
              <img
                className={styles.currentCoin}
                src={current.icon}
                alt=""
                width={24}
                height={24}
              />
            ) : (
              <span className={styles.currentCoin} aria-hidden="true" />
            )}
            {current.currency}
          </span>
        ) : (
          <span className={styles.currentValue}>
            <Skeleton shape="circle" width={24} />
            <Skeleton width="3em" height="1em" radius="sm" />
          </span>
        )}
      </p>
    </section>
  );
}

function Currencies({ view }: { view: WalletView }) {
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [hideEmpty, setHideEmpty] = useState(false);
  const loading = view.status === 'loading';
  const filter = { query, hideEmpty, selected: view.currentCurrency };
  const shown = filterWalletRows(view.rows, filter);

  let list;
  if (loading) {
    list = <BalanceListSkeleton count={SKELETON_ROWS} />;
  } else if (shown.length === 0) {
    // Matching codes that "Ocultar saldos zerados" hides: say so, rather than "no such code".
    const hidden = filterWalletRows(view.rows, { ...filter, hideEmpty: false }).length > 0;
    list = (
      <EmptyState
        kind="empty_data"
        title={t('wallet.noMatch.title')}
        description={t(hidden ? 'wallet.noMatch.hiddenEmpty' : 'wallet.noMatch.description', {
          query: query.trim(),
        })}
      />
    );
  } else {
    list = (
      <BalanceList
        rows={shown}
        selected={view.currentCurrency}
        onSelect={chooseCurrency}
        labelledBy={titleId}
      />
    );
  }

  return (
    <section
      className={styles.currencies}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
    >
      <div>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('wallet.list.title')}
        </h2>
        <p className={styles.hint}>{t('wallet.list.hint')}</p>
      </div>
      <CurrencyFilters
        query={query}
        onQueryChange={setQuery}
        hideEmpty={hideEmpty}
        onHideEmptyChange={setHideEmpty}
      />
      {list}
      {/* Announced politely each time the search or the option changes what is listed. */}
      <p className="visually-hidden" role="status">
        {loading
          ? ''
          : t('wallet.list.shown', {
              shown: formatNumber(shown.length),
              total: formatNumber(view.rows.length),
            })}
      </p>
    </section>
  );
}

/** No wallet at all (a new account the server has not opened any for): the way to start. */
function NoWallet() {
  return (
    <div className={styles.noWallet}>
      <EmptyState
        kind="empty_data"
        title={t('wallet.empty.title')}
        description={t('wallet.empty.description')}
      />
      <Link href="/deposit" className={`${button({ variant: 'primary' })} ${styles.actionLink}`}>
        {t('wallet.actions.deposit')}
      </Link>
    </div>
  );
}
