import { useRef, useState, type FormEvent } from 'react';
import { getRedemptionCodeDetail } from '../../api/activities';
import type { ClaimResult, RedemptionHistory } from '../../api/contract';
import { useCurrencyDisplay } from '../../features/records/amount';
import {
  CODE_MAX_LENGTH,
  cleanCode,
  codeError,
  redeem,
  refusalText,
} from '../../features/records/redeem';
import { useQuietResource, type QuietResource } from '../../api/useQuietResource';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { formatCurrency } from '../../lib/money';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { CheckIcon } from '../../ui/Icon/CheckIcon';
import { Money } from '../../ui/Money/Money';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextField } from '../../ui/TextField/TextField';
import * as styles from './ExchangeCode.css';
import '../../i18n/messages/records';

/**
 * /exchangeCode (spec 2, login): the player types a redemption code (spec 1 "redemption codes")
 * and redeems it (POST redemptionCode/use/{code}, a money action: ten taps send one request).
 * An invalid, expired, used or already redeemed code is said plainly under the field; the codes
 * this player redeemed are listed below (GET redemptionCode/detail).
 */
export function ExchangeCode() {
  const history = useQuietResource(
    getRedemptionCodeDetail,
    undefined,
    (data) => data.records.length === 0,
  );
  return (
    <div className={styles.page}>
      <PageHeader title={t('records.code.title')} />
      <div className={styles.body}>
        <RedeemForm onRedeemed={history.retry} />
        <History history={history} />
      </div>
    </div>
  );
}

function RedeemForm({ onRedeemed }: { onRedeemed: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const display = useCurrencyDisplay();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<ClaimResult | null>(null);
  const [sending, setSending] = useState(false);
  // Taps that land before the button shows its spinner: the first submit reports for them all.
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const code = cleanCode(value);
    const invalid = codeError(code);
    setAlert(null);
    setRedeemed(null);
    setFieldError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      // A money action: even from elsewhere, a second send of this code joins this request.
      const result = await redeem(code);
      setRedeemed(result);
      setValue('');
      onRedeemed();
    } catch (error) {
      const { text, onField } = refusalText(error);
      if (onField) {
        setFieldError(text);
        input.current?.focus();
      } else {
        setAlert(text);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const credited = redeemed
    ? formatCurrency(
        redeemed.amount,
        display(redeemed.currency).symbol,
        display(redeemed.currency).decimals,
      )
    : '';

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.intro}>{t('records.code.intro')}</p>
      <TextField
        ref={input}
        label={t('records.code.label')}
        name="code"
        value={value}
        onChange={(next) => {
          setValue(next);
          setFieldError(null);
        }}
        clean={cleanCode}
        maxLength={CODE_MAX_LENGTH}
        hint={t('records.code.hint')}
        error={fieldError}
        autoComplete="off"
      />
      {/* A failure about the request, not the code (no connection, another server message). */}
      {alert && <Alert tone="error">{alert}</Alert>}
      <Button type="submit" block loading={sending}>
        {t('records.code.submit')}
      </Button>
      {/* Present from the start, so screen readers announce the success when it appears. */}
      <div role="status">
        {redeemed && (
          <div className={styles.success}>
            <span className={styles.successMark} aria-hidden="true">
              <CheckIcon className={styles.icon} strokeWidth={2.5} />
            </span>
            <span className={styles.successText}>
              <span className={styles.successTitle}>{t('records.code.redeemedTitle')}</span>
              <span>{t('records.code.redeemedText', { amount: credited })}</span>
            </span>
          </div>
        )}
      </div>
    </form>
  );
}

function History({ history }: { history: QuietResource<RedemptionHistory> }) {
  const display = useCurrencyDisplay();
  let content;
  if (history.status === 'loading') {
    content = <Skeleton height={104} radius="md" />;
  } else if (history.status === 'error') {
    content = (
      <EmptyState
        kind={history.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={history.retry}
        retrying={history.retrying}
      />
    );
  } else if (history.status === 'empty' || !history.data) {
    content = <p className={styles.note}>{t('records.code.historyEmpty')}</p>;
  } else {
    content = (
      <ul className={styles.list}>
        {history.data.records.map((record) => {
          const { symbol, decimals } = display(record.currency);
          return (
            <li key={record.code} className={styles.item}>
              <span className={styles.code}>{record.code}</span>
              <Money amount={record.amount} symbol={symbol} decimals={decimals} tone="reward" />
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section
      className={styles.history}
      aria-labelledby="redeemed-codes"
      aria-busy={history.status === 'loading' || undefined}
    >
      <h2 id="redeemed-codes" className={styles.heading}>
        {t('records.code.history')}
      </h2>
      {content}
    </section>
  );
}
