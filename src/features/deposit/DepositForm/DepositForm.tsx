import { useId, useRef, useState, type FormEvent } from 'react';
import type { DepositOrder, DepositPayload } from '../../../api/contract';
import { isApiError } from '../../../api/errors';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import { currencyDisplay } from '../../../lib/currencyDisplay';
import { formatCurrency } from '../../../lib/money';
import { usePlatform } from '../../../state/platform';
import { useWallet } from '../../../state/wallet';
import { Button } from '../../../ui/Button/Button';
import { ChoiceGroup, ChoiceTile } from '../../../ui/ChoiceGroup/ChoiceGroup';
import { AmountField, checkAmount } from '../../cashier';
import { AmountChips } from '../AmountChips/AmountChips';
import { firstPayBonus, type FirstPayOfferView } from '../firstPay';
import { nextStepBonus, type FourStepView } from '../fourStep';
import { MethodPicker } from '../MethodPicker/MethodPicker';
import { amountInput, defaultMethod, type DepositMethod, type PayMethodCode } from '../methods';
import { forgetDeposit, placeDeposit } from '../orders';
import * as styles from './DepositForm.css';
import '../../../i18n/messages/deposit';

const SUBMIT_LABELS: Record<PayMethodCode, MessageKey> = {
  1: 'deposit.submit.pix',
  2: 'deposit.submit.crypto',
  3: 'deposit.submit.card',
};

/** What the form starts with (coming back from a payment view keeps the player's choice). */
export type DepositDraft = { payMethod?: PayMethodCode; currency?: string; amount?: string };

type DepositFormProps = {
  methods: readonly DepositMethod[];
  /** The four-step card, for the bonus the next deposit earns (null: no line). */
  fourStep: FourStepView | null;
  /**
   * The first-pay offer still open (null: none). On the first deposit the larger of its bonus and
   * the four-step card's first is paid, not both (as the mock world does).
   */
  firstPay?: FirstPayOfferView | null;
  draft?: DepositDraft;
  /** The order was created: the page shows how to pay it. */
  onCreated: (order: DepositOrder, draft: DepositDraft) => void;
};

/**
 * The deposit form: the method, the currency for the crypto wallet with its network, quick amounts
 * and the amount field with the limits shown before typing (features/cashier `AmountField`).
 * Nothing is sent unless `checkAmount` accepts the amount ("1e5", "-5", under the minimum ... stay
 * in the form with their message); what is accepted is sent once per intent (`placeDeposit`: ten
 * rapid taps send one request). A refusal from the server shows in place.
 */
export function DepositForm({
  methods,
  fourStep,
  firstPay = null,
  draft,
  onCreated,
}: DepositFormProps) {
  const { currencies } = usePlatform();
  const { entries } = useWallet();
  const currencyLegendId = useId();
  const [payMethod, setPayMethod] = useState<PayMethodCode | undefined>(() => {
    const wanted = methods.find((m) => m.payMethod === draft?.payMethod && m.available);
    return (wanted ?? defaultMethod(methods))?.payMethod;
  });
  const method = methods.find((m) => m.payMethod === payMethod);
  const [currencyCode, setCurrencyCode] = useState(draft?.currency ?? '');
  const currency =
    method?.currencies.find((c) => c.currency === currencyCode) ?? method?.currencies[0];
  const [amount, setAmount] = useState(draft?.amount ?? '');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useRef(false);

  const display = currencyDisplay(currency?.currency ?? 'BRL', currencies, entries);
  const limits = currency
    ? {
        min: currency.minAmount,
        max: currency.maxAmount,
        accuracy: display.decimals,
        symbol: display.symbol,
      }
    : {};
  const checked = checkAmount(amount, limits);
  const chosenChip = checked.ok ? currency?.amounts.find((a) => a === checked.value) : undefined;
  const bonus =
    currency?.currency === 'BRL' && checked.ok
      ? Math.max(nextStepBonus(fourStep, checked.value), firstPayBonus(firstPay, checked.value))
      : 0;
  const usable = method?.available === true && currency !== undefined;

  /** A new choice is a new intent: the old one's unsent key is dropped. */
  const changed = () => {
    setRefusal(null);
    if (checked.ok && currency && payMethod) {
      forgetDeposit({ amount: checked.value, currency: currency.currency, payMethod });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!usable || !payMethod || !checked.ok || sending.current) return;
    const payload: DepositPayload = {
      amount: checked.value,
      currency: currency.currency,
      payMethod,
    };
    sending.current = true;
    setPending(true);
    setRefusal(null);
    try {
      const order = await placeDeposit(payload);
      onCreated(order, { payMethod, currency: currency.currency, amount });
    } catch (error) {
      // 'stale': the session changed meanwhile; the page is about to go.
      if (isApiError(error) && error.kind !== 'stale') setRefusal(error.message);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <MethodPicker
        methods={methods}
        value={payMethod}
        onChange={(next) => {
          changed();
          setPayMethod(next);
          const nextMethod = methods.find((m) => m.payMethod === next);
          // Another currency means other limits: an amount typed for the old one is dropped.
          if (!nextMethod?.currencies.some((c) => c.currency === currency?.currency)) {
            setAmount('');
            setTried(false);
          }
        }}
      />
      {method && method.currencies.length > 1 && (
        <ChoiceGroup
          aria-labelledby={currencyLegendId}
          legendId={currencyLegendId}
          legend={t('deposit.currency.label')}
        >
          <div className={styles.currencyRow}>
            {method.currencies.map((c) => (
              <ChoiceTile
                key={c.currency}
                className={styles.currency}
                name={currencyLegendId}
                value={c.currency}
                checked={c.currency === currency?.currency}
                onSelect={() => {
                  changed();
                  setCurrencyCode(c.currency);
                  setAmount('');
                  setTried(false);
                }}
              >
                {c.currency}
              </ChoiceTile>
            ))}
          </div>
          {currency?.network && (
            <p className={styles.network}>
              {t('deposit.currency.network', { network: currency.network })}
            </p>
          )}
        </ChoiceGroup>
      )}
      {usable && (
        <div className={styles.amount}>
          <AmountChips
            amounts={currency.amounts}
            symbol={display.symbol}
            selected={chosenChip}
            onPick={(picked) => {
              changed();
              setAmount(amountInput(picked));
            }}
          />
          <AmountField
            value={amount}
            onChange={(next) => {
              changed();
              setAmount(next);
              // A new attempt is judged when left or sent again (AmountField).
              setTried(false);
            }}
            limits={limits}
            showError={tried}
          />
          {bonus > 0 && (
            <p className={styles.bonus}>
              {t('deposit.bonusPreview', { bonus: formatCurrency(bonus, 'R$', 2) })}
            </p>
          )}
        </div>
      )}
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      {usable && payMethod !== undefined && (
        <div className={styles.submit}>
          <Button type="submit" block loading={pending}>
            {t(SUBMIT_LABELS[payMethod])}
          </Button>
        </div>
      )}
    </form>
  );
}
