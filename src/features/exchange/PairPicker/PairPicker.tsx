import type { ExchangeRate } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { IconButton } from '../../../ui/IconButton/IconButton';
import { Select } from '../../../ui/Select/Select';
import { rateText } from '../exchangeMath';
import {
  destinationsOf,
  rateOf,
  swapped,
  withSource,
  type ExchangePair,
  type ExchangeSide,
} from '../exchangePairs';
import { SwapIcon } from '../SwapIcon';
import * as styles from './PairPicker.css';
import '../../../i18n/messages/exchange';

type PairPickerProps = {
  sides: readonly ExchangeSide[];
  rates: readonly ExchangeRate[];
  pair: ExchangePair;
  onChange: (pair: ExchangePair) => void;
  /** While the player reviews or the call is pending: nothing may change under them. */
  disabled?: boolean;
};

/**
 * The two currencies of a conversion, each from the player's own wallets with its balance
 * (rounded down, spec 5), the swap button between them, and the rate of the pair as the server
 * sent it (every digit: a rounded rate would not explain the preview).
 */
export function PairPicker({ sides, rates, pair, onChange, disabled = false }: PairPickerProps) {
  const sources = sides.filter((side) => destinationsOf(sides, rates, side.currency).length > 0);
  const destinations = destinationsOf(sides, rates, pair.source);
  const reverse = swapped(pair, rates);
  const rate = rateOf(rates, pair.source, pair.destination);
  return (
    <div className={styles.pair}>
      <CurrencyCard
        label={t('exchange.source.label')}
        options={sources}
        value={pair.source}
        disabled={disabled}
        onChange={(source) => onChange(withSource(pair, source, sides, rates))}
      />
      <div className={styles.swapRow}>
        <IconButton
          label={t('exchange.swap')}
          variant="secondary"
          disabled={disabled || reverse === null}
          onClick={() => {
            if (reverse) onChange(reverse);
          }}
        >
          <SwapIcon />
        </IconButton>
      </div>
      <CurrencyCard
        label={t('exchange.destination.label')}
        options={destinations}
        value={pair.destination}
        disabled={disabled}
        onChange={(destination) => onChange({ ...pair, destination })}
      />
      {rate !== undefined && (
        <p className={styles.rate}>
          <span>{t('exchange.rate.label')}</span>
          <span className={styles.rateValue}>
            {t('exchange.rate.value', {
              source: pair.source,
              rate: rateText(rate),
              destination: pair.destination,
            })}
          </span>
        </p>
      )}
    </div>
  );
}

type CurrencyCardProps = {
  label: string;
  options: readonly ExchangeSide[];
  value: string;
  disabled: boolean;
  onChange: (currency: string) => void;
};

/** "De" or "Para": the browser's own select (every platform's native picker) and the balance. */
function CurrencyCard({ label, options, value, disabled, onChange }: CurrencyCardProps) {
  const chosen = options.find((side) => side.currency === value);
  return (
    <div className={styles.card}>
      <Select
        layout="split"
        label={label}
        value={value}
        options={options.map((side) => ({ value: side.currency, label: side.currency }))}
        disabled={disabled}
        onChange={onChange}
        aside={
          <p className={styles.balance}>
            {chosen
              ? t('exchange.balance', {
                  amount: formatCurrency(chosen.balance, chosen.symbol, chosen.decimals),
                })
              : ''}
          </p>
        }
      />
    </div>
  );
}
