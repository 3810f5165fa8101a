import { CurrencyRow, CurrencyRowSkeleton } from '../CurrencyRow/CurrencyRow';
import type { WalletRow } from '../walletRows';
import * as styles from './BalanceList.css';

type BalanceListProps = {
  rows: readonly WalletRow[];
  /** The current currency's code. */
  selected: string;
  /** Rows become buttons choosing their currency (the wallet screen, the currency picker). */
  onSelect?: (currency: string) => void;
  /** The id of the list's visible heading. */
  labelledBy: string;
};

/** The player's wallets, one CurrencyRow each, in the order given. */
export function BalanceList({ rows, selected, onSelect, labelledBy }: BalanceListProps) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <li key={row.currency}>
          <CurrencyRow row={row} selected={row.currency === selected} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

/** `count` placeholder rows in the list's place. */
export function BalanceListSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <CurrencyRowSkeleton key={index} />
      ))}
    </div>
  );
}
