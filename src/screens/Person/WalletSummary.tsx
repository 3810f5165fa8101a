import { useId } from 'react';
import { Link } from 'wouter';
import { useWalletView } from '../../features/wallet/useWalletView';
import { t } from '../../i18n/t';
import { vars } from '../../theme/contract.css';
import { button } from '../../ui/Button/buttonClass';
import { Button } from '../../ui/Button/Button';
import { DepositIcon } from '../../ui/Icon/DepositIcon';
import { WalletIcon } from '../../ui/Icon/WalletIcon';
import { WithdrawIcon } from '../../ui/Icon/WithdrawIcon';
import { Money } from '../../ui/Money/Money';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './Person.css';
import '../../i18n/messages/person';

const action = (variant: 'primary' | 'secondary') =>
  `${button({ variant, block: true, size: 'sm' })} ${styles.action}`;

/**
 * The wallet summary of /person: the total of every wallet in the current currency (spec 4
 * fallback, rounded down to its accuracy, spec 5), the same figures /wallet shows
 * (features/wallet), and the three money shortcuts: deposit, withdraw and the wallet. The shortcuts
 * never wait for the balance.
 */
export function WalletSummary() {
  const view = useWalletView();
  const titleId = useId();
  const loading = view.status === 'loading' || (view.status === 'ready' && !view.total);
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('person.wallet.title')}
      </h2>
      {view.status === 'error' ? (
        <div className={styles.failed}>
          <p className={styles.note}>{t('person.wallet.unavailable')}</p>
          <Button size="sm" variant="secondary" loading={view.retrying} onClick={view.retry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : view.status === 'empty' ? (
        <p className={styles.note}>{t('person.wallet.empty')}</p>
      ) : (
        <>
          <p className={styles.total}>
            {view.total && !loading ? (
              <Money
                amount={view.total.amount}
                symbol={view.total.symbol}
                decimals={view.total.decimals}
                size="lg"
              />
            ) : (
              <Skeleton width="55%" height={`calc(1em * ${vars.lineHeight.tight})`} radius="sm" />
            )}
          </p>
          <p className={styles.note}>
            {view.currentCurrency && !loading ? (
              t('person.wallet.current', { currency: view.currentCurrency })
            ) : (
              <Skeleton shape="text" width="40%" />
            )}
          </p>
        </>
      )}
      <nav className={styles.actions} aria-label={t('person.wallet.actions')}>
        <Link href="/deposit" className={action('primary')}>
          <DepositIcon className={styles.actionIcon} />
          {t('person.wallet.deposit')}
        </Link>
        <Link href="/withdraw" className={action('secondary')}>
          <WithdrawIcon className={styles.actionIcon} />
          {t('person.wallet.withdraw')}
        </Link>
        <Link href="/wallet" className={action('secondary')}>
          <WalletIcon className={styles.actionIcon} />
          {t('person.wallet.open')}
        </Link>
      </nav>
    </section>
  );
}
