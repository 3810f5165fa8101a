import { Link } from 'wouter';
import { WithdrawStatus, type WithdrawAccount, type WithdrawOrder } from '../../../api/contract';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { Button } from '../../../ui/Button/Button';
import { button } from '../../../ui/Button/buttonClass';
import { Money } from '../../../ui/Money/Money';
import { ResultPanel } from '../../../ui/ResultPanel/ResultPanel';
import { destinationText } from '../accounts';
import * as shared from '../shared.css';
import '../../../i18n/messages/withdraw';

/** Spec 3 withdraw status 1 audit, 2 reject, 3 success; an unknown code reads as in review. */
type StatusCode = (typeof WithdrawStatus)[keyof typeof WithdrawStatus];

const STATUS: Record<StatusCode, { label: MessageKey; title: MessageKey; text: MessageKey }> = {
  1: { label: 'withdraw.status.1', title: 'withdraw.done.title.1', text: 'withdraw.done.text.1' },
  2: { label: 'withdraw.status.2', title: 'withdraw.done.title.2', text: 'withdraw.done.text.2' },
  3: { label: 'withdraw.status.3', title: 'withdraw.done.title.3', text: 'withdraw.done.text.3' },
};

/** The pt-BR words of a withdraw status (spec 3: 1 audit, 2 reject, 3 success). */
export function withdrawStatusText(status: number): {
  label: string;
  title: string;
  text: string;
} {
  const keys = STATUS[status as StatusCode] ?? STATUS[WithdrawStatus.audit];
  return { label: t(keys.label), title: t(keys.title), text: t(keys.text) };
}

/**
 * The order list (spec 2 /orderlist, recharge and withdraw orders) on its withdrawals tab: the
 * player is looking for what they just did, not for their deposits.
 */
const ORDER_LIST = '/orderlist?tab=withdraw';

type WithdrawResultProps = {
  order: WithdrawOrder;
  account: WithdrawAccount;
  display: CurrencyDisplay;
  onAnother: () => void;
};

/**
 * The withdrawal was created: it goes to review (spec 3 withdraw status 1 audit), which this
 * says in words, with the order number and a link to the order list where its status changes
 * to 2 reject or 3 success. Focus moves to the heading so the outcome is read first.
 */
export function WithdrawResult({ order, account, display, onAnother }: WithdrawResultProps) {
  const words = withdrawStatusText(order.status);
  return (
    <ResultPanel
      tone={order.status === WithdrawStatus.reject ? 'danger' : 'success'}
      title={words.title}
      text={words.text}
      actions={
        <>
          <Link href={ORDER_LIST} className={button({ variant: 'primary', block: true })}>
            {t('withdraw.done.orders')}
          </Link>
          <Button variant="secondary" block onClick={onAnother}>
            {t('withdraw.done.another')}
          </Button>
        </>
      }
    >
      <dl className={`${shared.card} ${shared.rows}`}>
        <div className={shared.row}>
          <dt className={shared.rowLabel}>{t('withdraw.done.status')}</dt>
          <dd className={shared.rowValue}>{words.label}</dd>
        </div>
        <div className={shared.row}>
          <dt className={shared.rowLabel}>{t('withdraw.done.order')}</dt>
          <dd className={shared.rowValue}>{order.orderNo}</dd>
        </div>
        <div className={shared.row}>
          <dt className={shared.rowLabel}>{t('withdraw.confirm.amount')}</dt>
          <dd className={shared.rowValue}>
            <Money amount={order.amount} symbol={display.symbol} decimals={display.decimals} />
          </dd>
        </div>
        <div className={shared.row}>
          <dt className={shared.rowLabel}>{t('withdraw.confirm.account')}</dt>
          <dd className={shared.rowValue}>{destinationText(account)}</dd>
        </div>
      </dl>
    </ResultPanel>
  );
}
