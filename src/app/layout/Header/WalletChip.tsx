import { t } from '../../../i18n/t';
import { Money } from '../../../ui/Money/Money';
import { ChevronDownIcon } from '../../../ui/Icon/ChevronDownIcon';
import type { HeaderWallet } from './Header';
import * as styles from './Header.css';

type WalletChipProps = {
  wallet: HeaderWallet;
  onClick: () => void;
};

/**
 * The logged-in player's balance chip (spec 2). A module of its own, loaded by the header only
 * for players: visitors never need the money formatting code, and for players it arrives
 * alongside their wallet call (the header shows the chip's placeholder until both are here).
 */
export function WalletChip({ wallet, onClick }: WalletChipProps) {
  return (
    <button type="button" className={styles.walletChip} onClick={onClick}>
      <span className="visually-hidden">{t('header.wallet')}</span>
      <Money amount={wallet.amount} symbol={wallet.symbol} decimals={wallet.decimals} size="sm" />
      <span className={styles.walletChevron}>
        <ChevronDownIcon />
      </span>
    </button>
  );
}
