import { useId } from 'react';
import { t } from '../../../i18n/t';
import { Button } from '../../../ui/Button/Button';
import { ExchangeAlert } from '../ExchangeAlert';
import * as styles from './ExchangeReview.css';
import '../../../i18n/messages/exchange';

type ExchangeReviewProps = {
  /** What leaves the source wallet, as the player will read it ("R$ 100,00"). */
  send: string;
  /** What reaches the destination, rounded down ("USDT 18,7969"). */
  receive: string;
  /** "1 BRL = 0,18796992 USDT". */
  rate: string;
  /** The conversion was sent and has not answered. */
  pending: boolean;
  /** The last attempt went unanswered: why, and that trying again is safe. */
  failure: string | null;
  onConfirm: () => void;
  onEdit: () => void;
};

/**
 * The last look before money moves: what leaves, what arrives and at which rate, then
 * "Confirmar conversão". While the call is pending the button is busy and ignores taps, "Alterar"
 * is off, and a status line says the balances change only once the conversion is confirmed.
 */
export function ExchangeReview({
  send,
  receive,
  rate,
  pending,
  failure,
  onConfirm,
  onEdit,
}: ExchangeReviewProps) {
  const id = useId();
  return (
    <section className={styles.review} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {t('exchange.review.title')}
      </h2>
      <dl className={styles.terms}>
        <div className={styles.term}>
          <dt className={styles.name}>{t('exchange.review.send')}</dt>
          <dd className={styles.value}>{send}</dd>
        </div>
        <div className={styles.term}>
          <dt className={styles.name}>{t('exchange.review.receive')}</dt>
          <dd className={styles.value}>{receive}</dd>
        </div>
        <div className={styles.term}>
          <dt className={styles.name}>{t('exchange.rate.label')}</dt>
          <dd className={styles.value}>{rate}</dd>
        </div>
      </dl>
      <ExchangeAlert message={failure} />
      {/* Present before it fills, so the change is announced. */}
      <p className={styles.status} role="status">
        {pending ? t('exchange.pending') : ''}
      </p>
      <div className={styles.actions}>
        <Button block loading={pending} onClick={onConfirm}>
          {t('exchange.review.confirm')}
        </Button>
        <Button block variant="ghost" disabled={pending} onClick={onEdit}>
          {t('exchange.review.edit')}
        </Button>
      </div>
    </section>
  );
}
