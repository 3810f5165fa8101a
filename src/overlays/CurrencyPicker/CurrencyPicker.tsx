import { useEffect, useId, useState } from 'react';
import type { WalletEntry } from '../../api/contract';
import { t } from '../../i18n/t';
import { searchCurrencies } from '../../lib/currency';
import { currencyDisplay } from '../../lib/currencyDisplay';
import { roundBalance } from '../../lib/money';
import { closeOverlay, useOverlays } from '../../state/overlays';
import { usePlatform } from '../../state/platform';
import { updateUserInfo, useSession } from '../../state/session';
import { refreshWallet, setCurrentCurrency, useWallet } from '../../state/wallet';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { CheckIcon } from '../../ui/Icon/CheckIcon';
import { Money } from '../../ui/Money/Money';
import { Sheet } from '../../ui/Sheet/Sheet';
import { TextField } from '../../ui/TextField/TextField';
import * as styles from './CurrencyPicker.css';
import * as pickerList from '../pickerList.css';
import '../../i18n/messages/globalOverlays';

/**
 * The currency picker: open while the overlays store's pop-up is `currency`. Lists the player's
 * wallets with their balances (rounded down to the currency's accuracy, spec 5), a search on the
 * currency code (case-insensitive, spec 5) and "Ocultar saldos zerados", which never hides the
 * currency in use (lib/currency.ts `searchCurrencies`). Choosing one makes it the wallet's
 * current currency, closes, and reloads the wallet so the total is in the new currency.
 * Balances are for logged-in players only (spec 6): for a visitor it closes at once.
 */
export function CurrencyPicker() {
  const { overlay } = useOverlays();
  const { token } = useSession();
  const open = overlay?.name === 'currency';
  const visitor = token === '';

  useEffect(() => {
    if (open && visitor) closeOverlay();
  }, [open, visitor]);

  return (
    <Sheet open={open && !visitor} onClose={closeOverlay} title={t('currencyPicker.title')}>
      {open && !visitor && <CurrencyChooser />}
    </Sheet>
  );
}

function CurrencyChooser() {
  const { entries, currentCurrency, status } = useWallet();
  const { currencies } = usePlatform();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [hideEmpty, setHideEmpty] = useState(false);

  // Opened before the wallets arrived (or after they were cleared): load them.
  const missing = entries.length === 0;
  useEffect(() => {
    if (missing) void refreshWallet();
  }, [missing]);

  if (missing) {
    return status === 'error' ? (
      <EmptyState kind="fail" onRetry={() => void refreshWallet()} />
    ) : (
      <EmptyState kind="loading" />
    );
  }

  const shown = searchCurrencies(entries as WalletEntry[], query, {
    hideEmpty,
    selected: currentCurrency,
  });
  const choose = (currency: string) => {
    setCurrentCurrency(currency);
    updateUserInfo({ currentCurrency: currency });
    closeOverlay();
    void refreshWallet();
  };

  return (
    <div className={styles.content}>
      <div className={styles.search}>
        <TextField
          label={t('currencyPicker.search')}
          type="search"
          value={query}
          onChange={setQuery}
          placeholder={t('currencyPicker.searchPlaceholder')}
          autoComplete="off"
          clearable
        />
      </div>
      <Checkbox label={t('currencyPicker.hideEmpty')} checked={hideEmpty} onChange={setHideEmpty} />
      <span id={listId} className="visually-hidden">
        {t('currencyPicker.list')}
      </span>
      {shown.length === 0 ? (
        <EmptyState
          kind="empty_data"
          title={t('currencyPicker.noResults.title')}
          description={t('currencyPicker.noResults.description')}
        />
      ) : (
        <ul className={pickerList.list} aria-labelledby={listId}>
          {shown.map((entry) => {
            const { symbol, decimals } = currencyDisplay(entry.currency, currencies, entries);
            const selected = entry.currency === currentCurrency;
            return (
              <li key={entry.currency}>
                <button
                  type="button"
                  className={pickerList.option}
                  aria-current={selected || undefined}
                  onClick={() => choose(entry.currency)}
                >
                  {entry.icon ? (
                    <img className={styles.coin} src={entry.icon} alt="" width={32} height={32} />
                  ) : (
                    <span className={styles.coinFallback} aria-hidden="true" />
                  )}
                  <span className={styles.code}>{entry.currency}</span>
                  <Money
                    amount={roundBalance(entry.availableBalance, decimals)}
                    symbol={symbol}
                    decimals={decimals}
                    size="sm"
                  />
                  <span className={styles.mark} aria-hidden="true">
                    {selected && <CheckIcon className={styles.check} strokeWidth={2.2} />}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
