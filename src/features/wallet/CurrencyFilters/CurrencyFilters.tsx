import { t } from '../../../i18n/t';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { TextField } from '../../../ui/TextField/TextField';
import * as styles from './CurrencyFilters.css';
import '../../../i18n/messages/wallet';

type CurrencyFiltersProps = {
  query: string;
  onQueryChange: (query: string) => void;
  hideEmpty: boolean;
  onHideEmptyChange: (hideEmpty: boolean) => void;
};

/**
 * Spec 5's two ways to narrow a currency list: a search on the currency code and "Ocultar
 * saldos zerados". The list applies them (walletRows.ts `filterWalletRows`).
 */
export function CurrencyFilters({
  query,
  onQueryChange,
  hideEmpty,
  onHideEmptyChange,
}: CurrencyFiltersProps) {
  return (
    <div className={styles.filters}>
      <div className={styles.search}>
        <TextField
          label={t('wallet.search.label')}
          type="search"
          value={query}
          onChange={onQueryChange}
          placeholder={t('wallet.search.placeholder')}
          autoComplete="off"
          clearable
        />
      </div>
      <Checkbox label={t('wallet.hideEmpty')} checked={hideEmpty} onChange={onHideEmptyChange} />
    </div>
  );
}
