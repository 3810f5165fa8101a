import { useEffect, useId, useRef, useState } from 'react';
import { PaymentMethod, type DepositOrder } from '../../../api/contract';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import { currencyDisplay } from '../../../lib/currencyDisplay';
import { formatCurrency } from '../../../lib/money';
import { usePlatform } from '../../../state/platform';
import { useWallet } from '../../../state/wallet';
import { Button } from '../../../ui/Button/Button';
import { button as buttonStyle } from '../../../ui/Button/buttonClass';
import { Celebration } from '../../../ui/Celebration/Celebration';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { CheckIcon } from '../../../ui/Icon/CheckIcon';
import { HourglassIcon } from '../../../ui/Icon/HourglassIcon';
import { CopyCode } from '../CopyCode/CopyCode';
import { creditedBonus } from '../depositBonus';
import { paymentTarget } from '../orders';
import { QrCode } from '../QrCode/QrCode';
import { useOrderWatch } from '../useOrderWatch';
import * as styles from './OrderPayment.css';
import '../../../i18n/messages/deposit';

const RENEW_LABELS: Record<DepositOrder['payMethod'], MessageKey> = {
  1: 'deposit.pay.renew.pix',
  2: 'deposit.pay.renew.crypto',
  3: 'deposit.pay.renew.card',
};

const EXPIRED_TITLES: Record<DepositOrder['payMethod'], MessageKey> = {
  1: 'deposit.pay.expired.pix',
  2: 'deposit.pay.expired.crypto',
  3: 'deposit.pay.expired.card',
};

type OrderPaymentProps = {
  /** The order just created (POST recharge/v1/create). */
  order: DepositOrder;
  /** The order was seen paid (once): the page opens the after-deposit pop-up. */
  onPaid: (order: DepositOrder) => void;
  /** A new code (address, page) for the same amount, after this one expired or failed. */
  onRenew: () => Promise<void>;
  /** Back to the form: another amount or method. */
  onRestart: () => void;
};

/**
 * How to pay a created deposit order, for each method of spec 3:
 *
 * - Pix: the BR Code in full with **Copiar** first, its QR code, the amount and a countdown to
 *   the server's expiry;
 * - crypto wallet: the address with **Copiar**, its network and a warning to use only that
 *   network and currency, the QR code of the address, the amount;
 * - bank card: the provider's secure page (`payUrl`) in a new tab.
 *
 * Meanwhile it watches the order (`useOrderWatch`: socket balance message, polling as fallback).
 * Expired: the code is taken away (nobody should pay it) and a new one is offered. Paid: it says
 * so and `onPaid` runs. An order that did not bring what its method needs says the method is
 * not available now.
 */
export function OrderPayment({ order: created, onPaid, onRenew, onRestart }: OrderPaymentProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was replaced by this view: screen readers and keyboards continue from its title.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const { order, phase, expire } = useOrderWatch(created, onPaid);
  const { currencies } = usePlatform();
  const { entries } = useWallet();
  const [renewing, setRenewing] = useState(false);
  const display = currencyDisplay(order.currency, currencies, entries);
  const amount = formatCurrency(order.amount, display.symbol, display.decimals);
  const target = paymentTarget(order);
  const method = order.payMethod;
  const bonus = creditedBonus(order);

  const renew = async () => {
    setRenewing(true);
    try {
      await onRenew();
    } finally {
      setRenewing(false);
    }
  };

  const title =
    method === PaymentMethod.pix
      ? t('deposit.pay.pix.title')
      : method === PaymentMethod.cryptoWallet
        ? t('deposit.pay.crypto.title', { currency: order.currency })
        : t('deposit.pay.card.title');

  return (
    <section className={styles.view} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('deposit.pay.amount')}</dt>
        <dd className={styles.value}>{amount}</dd>
        {method === PaymentMethod.cryptoWallet && order.network && (
          <>
            <dt className={styles.term}>{t('deposit.pay.crypto.network')}</dt>
            <dd className={styles.value}>{order.network}</dd>
          </>
        )}
        {phase === 'waiting' && (
          <>
            <dt className={styles.term}>{t('deposit.pay.expiresIn')}</dt>
            <dd className={styles.value}>
              <Countdown deadline={order.expireTime} onEnd={expire} />
            </dd>
          </>
        )}
      </dl>

      {phase === 'waiting' && target === null && (
        <p className={styles.warning} role="alert">
          {t('deposit.pay.unserved')}
        </p>
      )}
      {phase === 'waiting' && target !== null && (
        <PayInstructions order={order} target={target} amount={amount} />
      )}

      {phase === 'expired' && (
        <div className={styles.outcome}>
          <p className={styles.outcomeTitle}>{t(EXPIRED_TITLES[method])}</p>
          <p className={styles.outcomeText}>{t('deposit.pay.expired.description', { amount })}</p>
        </div>
      )}
      {phase === 'failed' && (
        <div className={styles.outcome}>
          <p className={styles.outcomeTitle}>{t('deposit.pay.failed')}</p>
        </div>
      )}
      {phase === 'paid' && (
        <div className={styles.outcome}>
          <p className={styles.outcomeTitle}>{t('deposit.pay.paid')}</p>
          <p className={styles.outcomeText}>{t('deposit.pay.paidDescription', { amount })}</p>
          {bonus && (
            // The bonus is what the deposit won: the win's moment (counts up, a burst).
            <p className={styles.bonus}>
              <Celebration
                amount={bonus.amount}
                symbol={display.symbol}
                decimals={display.decimals}
                say={bonus.say}
              />
            </p>
          )}
        </div>
      )}

      {/* Always present, so a change of phase is announced (a region added with its text
          often is not). */}
      <p className={styles.status} role="status">
        {phase === 'waiting' && <HourglassIcon className={styles.statusIcon} />}
        {phase === 'paid' && <CheckIcon className={styles.statusIcon} />}
        {phase === 'waiting' && t('deposit.pay.waiting')}
        {phase === 'paid' && t('deposit.pay.paid')}
        {/* The bonus is said with the payment, in the region that announces it. */}
        {phase === 'paid' && bonus && (
          <span className="visually-hidden">
            {`. ${bonus.say(formatCurrency(bonus.amount, display.symbol, display.decimals))}`}
          </span>
        )}
        {phase === 'expired' && t(EXPIRED_TITLES[method])}
        {phase === 'failed' && t('deposit.pay.failed')}
      </p>

      <div className={styles.actions}>
        {(phase === 'expired' || phase === 'failed') && (
          <Button block loading={renewing} onClick={() => void renew()}>
            {t(RENEW_LABELS[method])}
          </Button>
        )}
        <Button block variant="secondary" onClick={onRestart}>
          {phase === 'paid' ? t('deposit.pay.another') : t('deposit.pay.change')}
        </Button>
      </div>
    </section>
  );
}

type PayInstructionsProps = { order: DepositOrder; target: string; amount: string };

/** The method's own way to pay: copy and QR for Pix and crypto, the secure page for cards. */
function PayInstructions({ order, target, amount }: PayInstructionsProps) {
  if (order.payMethod === PaymentMethod.pix) {
    return (
      <>
        <p className={styles.steps}>{t('deposit.pay.pix.steps')}</p>
        <CopyCode
          label={t('deposit.pay.pix.code')}
          value={target}
          copiedMessage={t('deposit.pay.pix.copied')}
        />
        <QrCode value={target} label={t('deposit.pay.pix.qr', { amount })} />
      </>
    );
  }
  if (order.payMethod === PaymentMethod.cryptoWallet) {
    return (
      <>
        <p className={styles.warning}>
          {order.network
            ? t('deposit.pay.crypto.warning', { currency: order.currency, network: order.network })
            : t('deposit.pay.crypto.warningNoNetwork', { currency: order.currency })}
        </p>
        <CopyCode
          label={t('deposit.pay.crypto.address', { currency: order.currency })}
          value={target}
          copiedMessage={t('deposit.pay.crypto.copied')}
        />
        <QrCode value={target} label={t('deposit.pay.crypto.qr', { currency: order.currency })} />
      </>
    );
  }
  return (
    <>
      <p className={styles.steps}>{t('deposit.pay.card.steps')}</p>
      <a
        className={`${buttonStyle({ variant: 'primary', block: true })} ${styles.payLink}`}
        href={target}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('deposit.pay.card.open')}
        <span className="visually-hidden"> {t('deposit.pay.card.newTab')}</span>
      </a>
    </>
  );
}
