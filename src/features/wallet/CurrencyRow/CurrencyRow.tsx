import { CheckIcon } from '../../../ui/Icon/CheckIcon';
import { Money } from '../../../ui/Money/Money';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { WalletRow } from '../walletRows';
import * as styles from './CurrencyRow.css';

type CurrencyRowProps = {
  row: WalletRow;
  /** The current currency: outlined, checked, and `aria-current` for screen readers. */
  selected?: boolean;
  /** Makes the row a button that chooses its currency; without it the row is only read. */
  onSelect?: (currency: string) => void;
};

/**
 * One wallet: the coin, the currency code and the balance, already rounded down to the
 * currency's accuracy by `walletRows` (spec 5). A button when it can be chosen, so its name is
 * what the player reads ("BRL R$ 1.847,35"). The space after the code is not drawn between flex
 * items, but keeps the code and the amount two words in that name ("BRLR$ 1.847,35" without it).
 */
export function CurrencyRow({ row, selected = false, onSelect }: CurrencyRowProps) {
  const content = (
    <>
      {row.icon ? (
        <img className={styles.coin} src={row.icon} alt="" width={32} height={32} />
      ) : (
        <span className={styles.coinFallback} aria-hidden="true" />
      )}
      <span className={styles.code}>{row.currency}</span>{' '}
      <span className={styles.amount}>
        <Money amount={row.availableBalance} symbol={row.symbol} decimals={row.decimals} />
      </span>
      <span className={styles.mark} aria-hidden="true">
        {selected && <CheckIcon className={styles.check} strokeWidth={2.2} />}
      </span>
    </>
  );
  if (!onSelect) {
    return (
      <div className={styles.row} aria-current={selected || undefined}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.row} ${styles.choosable}`}
      aria-current={selected || undefined}
      onClick={() => onSelect(row.currency)}
    >
      {content}
    </button>
  );
}

/** A CurrencyRow's placeholder with the same height, so the rows replace it without a jump. */
export function CurrencyRowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <Skeleton shape="circle" width={32} />
      <span className={styles.skeletonCode}>
        <Skeleton shape="text" width="3.5em" />
      </span>
      <span className={styles.skeletonAmount}>
        <Skeleton shape="text" />
      </span>
      <span className={styles.mark} />
    </div>
  );
}
