import { useId, useRef, type KeyboardEvent } from 'react';
import type { WithdrawAccount } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { maskedAccountNo } from '../accountMask';
import { accountTitle } from '../accounts';
import * as shared from '../shared.css';
import * as styles from './AccountPicker.css';
import '../../../i18n/messages/withdraw';

type AccountPickerProps = {
  accounts: readonly WithdrawAccount[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
  /**
   * The player has made the choice: a tap, Space or Enter on an account, or Esc. Arrow keys only
   * move the choice (a radio group's keys), so a keyboard user can go through all of them first.
   */
  onDone?: () => void;
  /** The group's name; "Conta de saque" unless the page names it already. */
  title?: string;
  disabled?: boolean;
};

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The saved withdraw accounts (spec 3: 1 bank card or Pix key, 2 crypto wallet) as one radio
 * group: native radios, so arrow keys move between them and screen readers say "1 de 6". Each
 * says what it is, the masked key or the shortened address and the holder; "Adicionar conta"
 * opens the add form. Without accounts it says so and offers only that.
 */
export function AccountPicker({
  accounts,
  selectedId,
  onSelect,
  onAdd,
  onDone,
  title = t('withdraw.accounts.title'),
  disabled = false,
}: AccountPickerProps) {
  const name = useId();
  // Chromium and Firefox move a radio group's choice with the arrow keys by clicking the next
  // radio: set between that key and its click, so only a tap, Space or Enter ends the choice.
  const arrowing = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, id: number) => {
    if (ARROWS.has(event.key)) {
      arrowing.current = true;
      setTimeout(() => {
        arrowing.current = false;
      });
      return;
    }
    if (!onDone) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Space on the radio the arrows already checked clicks nothing: the choice is made here.
      event.preventDefault();
      if (id !== selectedId) onSelect(id);
      onDone();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };
  const chosen = () => {
    if (!arrowing.current) onDone?.();
  };
  return (
    <fieldset className={shared.card} disabled={disabled}>
      <legend className={`${shared.cardTitle} ${styles.legend}`}>{title}</legend>
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
              onChosen={chosen}
              onKeyDown={(event) => onKeyDown(event, account.id)}
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
  /** A click on the radio: a tap, Space, or the arrow keys' click (told apart by the group). */
  onChosen: () => void;
  /** The group's keys: arrows move the choice, Space and Enter make it, Esc ends it. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/**
 * One saved account: its name is what it is and the masked key or address ("Pix · CPF
 * ***.533.447-**"), its description the holder and "Principal". The label stretches over the
 * whole card, so a tap anywhere on it picks the account.
 */
function AccountOption({
  account,
  name,
  checked,
  onSelect,
  onChosen,
  onKeyDown,
}: AccountOptionProps) {
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
        onClick={onChosen}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-holder`}
      />
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          <span className={shared.accountTitle}>{accountTitle(account)}</span>{' '}
          <span className={shared.accountNumber}>{maskedAccountNo(account)}</span>
        </label>
        <span id={`${id}-holder`} className={shared.accountHolder}>
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
