import type { Ref } from 'react';
import type { WithdrawAccount } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { ChevronDownIcon } from '../../../ui/Icon/ChevronDownIcon';
import { maskedAccountNo } from '../accountMask';
import { accountTitle } from '../accounts';
import * as shared from '../shared.css';
import * as styles from './AccountRow.css';
import '../../../i18n/messages/withdraw';

type AccountRowProps = {
  account: WithdrawAccount;
  /** Whether the picker it opens is shown. */
  expanded: boolean;
  /** The id of the picker it shows and hides. */
  controls: string;
  onToggle: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The chosen withdraw account in one row ("Pix · CPF ***.533.447-**", the holder, "Trocar"): a
 * disclosure button that shows the picker of every saved account under it. The saved accounts
 * (six for the demo player) would otherwise push the amount below the first screen. Its name is
 * everything the row shows, in reading order ("Conta de saque Pix · CPF ***.533.447-** Carlos
 * Eduardo Souza · Principal Trocar"), so a player who says "Trocar" to voice control reaches it
 * and a screen reader hears what a sighted player sees (WCAG 2.5.3, label in name).
 */
export function AccountRow({
  account,
  expanded,
  controls,
  onToggle,
  disabled = false,
  ref,
}: AccountRowProps) {
  // The spaces between the lines keep the words apart in the name the content gives the button.
  return (
    <button
      ref={ref}
      type="button"
      className={styles.row}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      onClick={onToggle}
    >
      <span className={styles.text}>
        <span className={styles.label}>{t('withdraw.accounts.title')}</span>{' '}
        <span className={styles.account}>
          <span className={shared.accountTitle}>{accountTitle(account)}</span>{' '}
          <span className={shared.accountNumber}>{maskedAccountNo(account)}</span>
        </span>{' '}
        <span className={shared.accountHolder}>
          {account.name}
          {account.isDefault && ` · ${t('withdraw.accounts.default')}`}
        </span>
      </span>{' '}
      <span className={styles.action}>
        {t('withdraw.accounts.change')}
        <ChevronDownIcon className={styles.chevron} />
      </span>
    </button>
  );
}
