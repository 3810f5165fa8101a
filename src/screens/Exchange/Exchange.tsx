import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AmountField, checkAmount } from '../../features/cashier';
import { ExchangeAlert } from '../../features/exchange/ExchangeAlert';
import {
  exchangeFailure,
  sendExchange,
  type ExchangeOrder,
} from '../../features/exchange/exchangeAction';
import { ExchangeDone } from '../../features/exchange/ExchangeDone/ExchangeDone';
import {
  amountParts,
  convertDown,
  isZero,
  moneyText,
  padTo,
  rateText,
} from '../../features/exchange/exchangeMath';
import {
  initialPair,
  rateOf,
  type ExchangePair,
  type ExchangeSide,
} from '../../features/exchange/exchangePairs';
import { ExchangePreview } from '../../features/exchange/ExchangePreview/ExchangePreview';
import { ExchangeReview } from '../../features/exchange/ExchangeReview/ExchangeReview';
import { PairPicker } from '../../features/exchange/PairPicker/PairPicker';
import { useExchangeData, type ExchangeData } from '../../features/exchange/useExchangeData';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { refreshWallet, useWallet } from '../../state/wallet';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './Exchange.css';
import '../../i18n/messages/exchange';

/**
 * /exchange (spec 2, login only; spec 7 currencyExchange and exchange): the player converts
 * money between two of their wallets at the server's rate. The result is previewed rounded DOWN
 * to the destination's accuracy (spec 5), reviewed as it will be sent, sent once however often
 * the button is tapped (`moneyAction`), and the page says "done" only with both new
 * balances read from the server. Until then every balance shown is the one the server has.
 */
export function Exchange() {
  const data = useExchangeData();
  return (
    <div className={styles.page}>
      <PageHeader title={t('exchange.title')} />
      <section
        className={styles.body}
        aria-label={t('exchange.form.label')}
        aria-busy={data.status === 'loading' || undefined}
      >
        <ExchangeBody data={data} />
      </section>
    </div>
  );
}

function ExchangeBody({ data }: { data: ExchangeData }) {
  if (data.status === 'loading') return <ExchangeSkeleton />;
  if (data.status === 'error') return <EmptyState kind="fail" onRetry={data.retry} />;
  const pair = initialPair(data.sides, data.rates, data.currentCurrency);
  if (!pair) return <NothingToConvert sides={data.sides} />;
  return <ExchangeForm sides={data.sides} rates={data.rates} initial={pair} />;
}

/** No pair can be converted: say why (spec 3 wallets; no rate between them). */
function NothingToConvert({ sides }: { sides: readonly ExchangeSide[] }) {
  const [only] = sides;
  if (sides.length === 0) {
    return (
      <EmptyState
        kind="empty_data"
        title={t('exchange.noWallets.title')}
        description={t('exchange.noWallets.description')}
      />
    );
  }
  if (sides.length === 1 && only) {
    return (
      <EmptyState
        kind="empty_data"
        title={t('exchange.single.title')}
        description={t('exchange.single.description', { currency: only.currency })}
      />
    );
  }
  return (
    <EmptyState
      kind="empty_data"
      title={t('exchange.noRates.title')}
      description={t('exchange.noRates.description')}
    />
  );
}

/** What the player reviews and confirms, fixed when "Converter" is tapped. */
type Reviewed = { order: ExchangeOrder; send: string; receive: string; rate: string };

type Step = 'edit' | 'review' | 'done';

type ExchangeFormProps = {
  sides: readonly ExchangeSide[];
  rates: ExchangeData['rates'];
  initial: ExchangePair;
};

function ExchangeForm({ sides, rates, initial }: ExchangeFormProps) {
  const wallet = useWallet();
  const [pair, setPair] = useState(initial);
  const [amount, setAmount] = useState('');
  const [step, setStep] = useState<Step>('edit');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unknownOutcome, setUnknownOutcome] = useState(false);
  // Fixed at "Converter": a balance that changes while the player reviews (a socket update, a
  // wallet read) changes neither what the review promises nor what is sent.
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  const [sent, setSent] = useState<ExchangeOrder | null>(null);
  // Taps that land before React re-renders the busy button still see `pending` false.
  const sending = useRef(false);
  /**
   * Which conversion the page is showing: "Nova conversão" starts the next one, and any answer
   * still on its way for an earlier one must not bring its done page back over the new form.
   */
  const attempt = useRef(0);
  // An answer that comes back after the player left has no page to tell (and must not start a
  // wallet read for whatever screen is there now).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const source = sides.find((s) => s.currency === pair.source);
  const destination = sides.find((s) => s.currency === pair.destination);
  const rate = rateOf(rates, pair.source, pair.destination);
  if (!source || !destination || rate === undefined) {
    // The wallets changed under the form (a refresh dropped one): start from what exists.
    return <NothingToConvert sides={sides} />;
  }

  const limits = { accuracy: source.decimals, available: source.balance, symbol: source.symbol };
  const check = checkAmount(amount, limits);
  const parts = check.ok ? amountParts(amount) : null;
  const result = parts ? convertDown(parts, rate, destination.decimals) : null;
  const sendable = parts !== null && result !== null && !isZero(result);
  const order: ExchangeOrder | null = sendable ? { ...pair, amount: parts } : null;

  const changePair = (next: ExchangePair) => {
    // An amount typed in one currency means nothing in another: a new source starts empty.
    if (next.source !== pair.source) setAmount('');
    setPair(next);
    setTried(false);
    setFailure(null);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (!order || !result) return;
    setReviewed({
      order,
      send: moneyText(padTo(order.amount, source.decimals), source.symbol),
      receive: moneyText(result, destination.symbol),
      rate: t('exchange.rate.value', {
        source: pair.source,
        rate: rateText(rate),
        destination: pair.destination,
      }),
    });
    setStep('review');
  };

  const confirm = () => {
    const order = reviewed?.order;
    if (!order || sending.current) return;
    sending.current = true;
    const current = attempt.current;
    setPending(true);
    setFailure(null);
    sendExchange(order).then(
      () => {
        sending.current = false;
        if (!mounted.current || attempt.current !== current) return;
        setPending(false);
        setSent(order);
        setStep('done');
      },
      (error: unknown) => {
        sending.current = false;
        if (!mounted.current || attempt.current !== current) return;
        setPending(false);
        const why = exchangeFailure(error);
        setFailure(why.message);
        setUnknownOutcome(why.unknownOutcome);
        // A refusal moved nothing: back to the form, where the amount is judged against the
        // balances read again. Without an answer the same conversion stays one tap away (same
        // Idempotency-Key: the server does it once at most).
        if (!why.unknownOutcome) setStep('edit');
      },
    );
  };

  const startAgain = () => {
    attempt.current += 1;
    setAmount('');
    setTried(false);
    setFailure(null);
    setSent(null);
    setStep('edit');
  };

  if (step === 'done' && sent) {
    const sentSource = sides.find((s) => s.currency === sent.source) ?? source;
    const moved = sides.filter(
      (s) => s.currency === sent.source || s.currency === sent.destination,
    );
    return (
      <ExchangeDone
        sent={moneyText(padTo(sent.amount, sentSource.decimals), sentSource.symbol)}
        destination={sent.destination}
        balances={moved}
        refresh={
          wallet.status === 'ready' ? 'ready' : wallet.status === 'error' ? 'failed' : 'loading'
        }
        onRefresh={() => void refreshWallet()}
        onAgain={startAgain}
      />
    );
  }

  const locked = step === 'review';
  return (
    <form className={styles.form} noValidate onSubmit={review}>
      <PairPicker sides={sides} rates={rates} pair={pair} onChange={changePair} disabled={locked} />
      <AmountField
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setFailure(null);
        }}
        limits={limits}
        showError={tried}
        disabled={locked}
      />
      <ExchangePreview
        result={result}
        currency={destination.currency}
        symbol={destination.symbol}
        decimals={destination.decimals}
      />
      {locked && reviewed ? (
        <ExchangeReview
          send={reviewed.send}
          receive={reviewed.receive}
          rate={reviewed.rate}
          pending={pending}
          failure={unknownOutcome ? failure : null}
          onConfirm={confirm}
          onEdit={() => {
            setFailure(null);
            setStep('edit');
          }}
        />
      ) : (
        <>
          <ExchangeAlert message={failure} />
          <Button type="submit" block>
            {t('exchange.submit')}
          </Button>
        </>
      )}
    </form>
  );
}

/** Placeholders shaped like the form: two currency cards, the swap, the amount, the preview. */
function ExchangeSkeleton() {
  return (
    <div className={styles.skeleton}>
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <Skeleton height={94} radius="lg" />
      <div className={styles.skeletonSwap}>
        <Skeleton shape="circle" width={44} />
      </div>
      <Skeleton height={94} radius="lg" />
      <Skeleton height={72} radius="md" />
      <Skeleton height={96} radius="lg" />
    </div>
  );
}
