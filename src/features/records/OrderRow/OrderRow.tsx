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
import { destinationMethod, maskedAccountNo } from '../../withdraw';
import { expiredRecharge, payMethodLabel, rechargeStatus, withdrawStatus } from '../labels';
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
 * One withdraw order: where the money went, by its real method ("Pix · CPF", "Carteira USDT ·
 * TRC20") and, on a line of its own so a long key is never cut, the account masked as on
 * /withdraw ("Para ***.533.447-**": features/withdraw's one mask, so a key a server sent in full
 * is masked too), the amount, time, the spec 3 status (1 under review, 2 rejected, 3 completed),
 * the fee, and why it was rejected.
 */
export function WithdrawOrderItem({ order, display }: Props<WithdrawOrderRow>) {
  const known = order.accountType === 1 || order.accountType === 2;
  const method = known ? destinationMethod(withdrawnTo(order)) : '';
  const account = known && order.accountNo.trim() !== '' ? maskedAccountNo(withdrawnTo(order)) : '';
  return (
    <li className={styles.card}>
      <span className={styles.line}>
        <span className={styles.title}>{method || order.currency}</span>
        <Money amount={order.amount} symbol={display.symbol} decimals={display.decimals} />
      </span>
      <span className={styles.line}>
        <span className={styles.meta}>{formatDateTime(order.createTime)}</span>
        <StatusTag status={withdrawStatus(order.status)} />
      </span>
      {account && <p className={styles.account}>{t('records.order.destination', { account })}</p>}
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

/** An order's destination as features/withdraw reads one (its CHOICE fields when sent). */
function withdrawnTo(order: WithdrawOrderRow) {
  return {
    type: order.accountType,
    accountNo: order.accountNo,
    pixKeyType: order.pixKeyType ?? null,
    currency: order.currency,
    network: order.network ?? null,
  };
}
