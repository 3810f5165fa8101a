import {
  RechargeStatus,
  type RechargeOrderRow,
  type WithdrawOrderRow,
} from '../../../api/contract';
import { t } from '../../../i18n/t';
import { now } from '../../../lib/clock';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { formatCurrency } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { Money } from '../../../ui/Money/Money';
import {
  accountTypeLabel,
  expiredRecharge,
  payMethodLabel,
  rechargeStatus,
  withdrawStatus,
} from '../labels';
import { StatusTag } from '../StatusTag/StatusTag';
import * as styles from './OrderRow.css';
import '../../../i18n/messages/records';

type Props<T> = { order: T; display: CurrencyDisplay };

const amountText = (amount: number, display: CurrencyDisplay) =>
  formatCurrency(amount, display.symbol, display.decimals);

/**
 * One deposit order: how it was paid (spec 3 payment methods), the amount, São Paulo time, the
 * spec 3 status in words (1 awaiting payment, 2 failed, 3 completed; an unpaid one past its
 * expiry: expired), the order number a support agent asks for, and the bonus it brought, if any.
 */
export function RechargeOrderItem({ order, display }: Props<RechargeOrderRow>) {
  const expired =
    order.status === RechargeStatus.unpay &&
    typeof order.expireTime === 'number' &&
    order.expireTime <= now();
  return (
    <li className={styles.card}>
      <span className={styles.line}>
        <span className={styles.title}>{payMethodLabel(order.payMethod) || order.currency}</span>
        <Money amount={order.amount} symbol={display.symbol} decimals={display.decimals} />
      </span>
      <span className={styles.line}>
        <span className={styles.meta}>{formatDateTime(order.createTime)}</span>
        <StatusTag status={expired ? expiredRecharge() : rechargeStatus(order.status)} />
      </span>
      <p className={styles.detail}>{t('records.order.orderNo', { orderNo: order.orderNo })}</p>
      {order.bonusAmount > 0 && (
        <p className={styles.detail}>
          {t('records.order.bonus', { amount: amountText(order.bonusAmount, display) })}
        </p>
      )}
    </li>
  );
}

/**
 * One withdraw order: where the money goes (account type and the masked account the server
 * sends), the amount, time, the spec 3 status (1 under review, 2 rejected, 3 completed), the
 * fee, and why it was rejected.
 */
export function WithdrawOrderItem({ order, display }: Props<WithdrawOrderRow>) {
  const destination = [accountTypeLabel(order.accountType), order.accountNo]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={styles.card}>
      <span className={styles.line}>
        <span className={styles.title}>{destination || order.currency}</span>
        <Money amount={order.amount} symbol={display.symbol} decimals={display.decimals} />
      </span>
      <span className={styles.line}>
        <span className={styles.meta}>{formatDateTime(order.createTime)}</span>
        <StatusTag status={withdrawStatus(order.status)} />
      </span>
      <p className={styles.detail}>{t('records.order.orderNo', { orderNo: order.orderNo })}</p>
      {order.fee > 0 && (
        <p className={styles.detail}>
          {t('records.order.fee', { amount: amountText(order.fee, display) })}
        </p>
      )}
      {order.status === 2 && order.remark.trim() !== '' && (
        <p className={styles.reason}>{t('records.order.reason', { reason: order.remark })}</p>
      )}
    </li>
  );
}
