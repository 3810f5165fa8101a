import { useId } from 'react';
import { t } from '../../../i18n/t';
import type { DecimalParts } from '../../../lib/decimal';
import { isZero, moneyText } from '../exchangeMath';
import * as styles from './ExchangePreview.css';
import '../../../i18n/messages/exchange';

type ExchangePreviewProps = {
  /** What the destination receives, already rounded down (`convertDown`); null: no valid amount. */
  result: DecimalParts | null;
  /** The destination currency's code, symbol and accuracy. */
  currency: string;
  symbol: string;
  decimals: number;
};

/**
 * "Você recebe": the result of the conversion before it is confirmed, rounded DOWN to the
 * destination's accuracy (spec 5) and written from exact digits, so the player is never shown
 * more than they will get. Says when it was rounded, and when the amount is too small to give
 * anything at all.
 */
export function ExchangePreview({ result, currency, symbol, decimals }: ExchangePreviewProps) {
  const id = useId();
  const nothing = result !== null && isZero(result);
  let note: string;
  if (result === null) note = t('exchange.preview.none');
  else if (nothing) note = t('exchange.preview.tooSmall', { zero: moneyText(result, symbol) });
  else if (decimals === 0) note = t('exchange.preview.roundedDownWhole', { currency });
  else note = t('exchange.preview.roundedDown', { decimals: String(decimals), currency });
  return (
    <section className={styles.preview} aria-labelledby={id}>
      <p id={id} className={styles.label}>
        {t('exchange.preview.label')}
      </p>
      {result === null || nothing ? (
        <p className={styles.amount} aria-hidden="true">
          —
        </p>
      ) : (
        <p className={styles.amount}>{moneyText(result, symbol)}</p>
      )}
      <p className={nothing ? styles.warning : styles.note}>{note}</p>
    </section>
  );
}
