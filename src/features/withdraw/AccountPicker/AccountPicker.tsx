import { useId } from 'react';
import type { WithdrawAccount } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { accountTitle, shortAccountNo } from '../accounts';
import * as shared from '../shared.css';
import * as styles from './AccountPicker.css';
import '../../../i18n/messages/withdraw';

type AccountPickerProps = {
  accounts: readonly WithdrawAccount[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
  disabled?: boolean;
};

/**
 * The saved withdraw accounts (spec 3: 1 bank card or Pix key, 2 crypto wallet) as one radio
 * group: native radios, so arrow keys move between them and screen readers say "1 de 6". Each
 * says what it is, the key or address and the holder; "Adicionar conta" opens the add form.
 * Without accounts it says so and offers only that.
 */
export function AccountPicker({
  accounts,
  selectedId,
  onSelect,
  onAdd,
  disabled = false,
}: AccountPickerProps) {
  const name = useId();
  return (
    <fieldset className={shared.card} disabled={disabled}>
      <legend className={`${shared.cardTitle} ${styles.legend}`}>
        {t('withdraw.accounts.title')}
      </legend>
      {accounts.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('withdraw.accounts.emptyTitle')}</p>
          <p className={shared.note}>{t('withdraw.accounts.emptyText')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {accounts.map((account) => (
            <AccountOption
              key={account.id}
              account={account}
              name={name}
              checked={account.id === selectedId}
              onSelect={() => onSelect(account.id)}
            />
          ))}
        </ul>
      )}
      <Button variant="secondary" block onClick={onAdd}>
        {t('withdraw.accounts.add')}
      </Button>
    </fieldset>
  );
}

type AccountOptionProps = {
  account: WithdrawAccount;
  name: string;
  checked: boolean;
  onSelect: () => void;
};

/**
 * One saved account: its name is what it is and the key or address ("Pix · CPF
 * 390.533.447-05"), its description the holder and "Principal". The label stretches over the
 * whole card, so a tap anywhere on it picks the account.
 */
function AccountOption({ account, name, checked, onSelect }: AccountOptionProps) {
  const id = useId();
  return (
    <li className={styles.option}>
      <input
        id={id}
        type="radio"
        className={styles.radio}
        name={name}
        value={account.id}
        checked={checked}
        onChange={onSelect}
        aria-describedby={`${id}-holder`}
      />
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          <span className={styles.title}>{accountTitle(account)}</span>{' '}
          <span className={styles.number}>{shortAccountNo(account)}</span>
        </label>
        <span id={`${id}-holder`} className={styles.holder}>
          {account.name}
          {account.isDefault && (
            <>
              {' · '}
              <span className={styles.tag}>{t('withdraw.accounts.default')}</span>
            </>
          )}
        </span>
      </span>
    </li>
  );
}

/** Placeholder cards while the accounts load, the height of two saved accounts. */
export function AccountPickerSkeleton() {
  return <Skeleton height={220} radius="lg" />;
}
