import { useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { WithdrawStatus, type WithdrawAccount, type WithdrawOrder } from '../../../api/contract';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { Button } from '../../../ui/Button/Button';
import { button } from '../../../ui/Button/buttonClass';
import { CheckIcon } from '../../../ui/Icon/CheckIcon';
import { CloseIcon } from '../../../ui/Icon/CloseIcon';
import { Money } from '../../../ui/Money/Money';
import { accountTitle } from '../accounts';
import * as shared from '../shared.css';
import * as styles from './WithdrawResult.css';
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

/** The order list (spec 2 /orderlist, recharge and withdraw orders). */
const ORDER_LIST = '/orderlist';

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
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []); // focused in the commit that shows it
  const words = withdrawStatusText(order.status);
  const rejected = order.status === WithdrawStatus.reject;
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <span className={styles.mark} data-rejected={rejected || undefined} aria-hidden="true">
        {rejected ? (
          <CloseIcon className={styles.icon} strokeWidth={2.5} />
        ) : (
          <CheckIcon className={styles.icon} strokeWidth={2.5} />
        )}
      </span>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {words.title}
      </h2>
      <p className={styles.text}>{words.text}</p>
      <dl className={`${shared.card} ${shared.rows} ${styles.details}`}>
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
          <dd className={shared.rowValue}>{accountTitle(account)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link
          href={ORDER_LIST}
          className={`${button({ variant: 'primary', block: true })} ${styles.link}`}
        >
          {t('withdraw.done.orders')}
        </Link>
        <Button variant="secondary" block onClick={onAnother}>
          {t('withdraw.done.another')}
        </Button>
      </div>
    </section>
  );
}
