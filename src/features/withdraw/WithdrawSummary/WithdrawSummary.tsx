import { useId, useLayoutEffect, useRef } from 'react';
import type { WithdrawAccount } from '../../../api/contract';
import { t } from '../../../i18n/t';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { Money } from '../../../ui/Money/Money';
import { destinationKind, maskedAccountNo } from '../accountMask';
import { accountFee, accountTitle } from '../accounts';
import { minus } from '../exact';
import * as shared from '../shared.css';
import * as styles from './WithdrawSummary.css';
import '../../../i18n/messages/withdraw';

type WithdrawSummaryProps = {
  account: WithdrawAccount;
  amount: number;
  display: CurrencyDisplay;
};

/**
 * What the player is about to send, before anything is sent (a confirmation step): the account,
 * the amount, the fee if any and what arrives. A Pix key or bank account is masked as everywhere
 * else (accountMask.ts); a wallet address is shown whole here, the one place it is: it is not
 * personal data, and a wrong one loses the money, so this is where the player checks all of it.
 * CHOICE:
 * the fee is taken out of the amount (the mock debits the wallet by the amount only), so "Você
 * recebe" is the amount minus the fee.
 */
export function WithdrawSummary({ account, amount, display }: WithdrawSummaryProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { symbol, decimals } = display;
  const fee = accountFee(account);
  const receive = Math.max(0, minus(amount, fee, decimals));
  const number =
    destinationKind(account) === 'wallet' ? account.accountNo : maskedAccountNo(account);
  // The step replaces the form: start reading here.
  useLayoutEffect(() => heading.current?.focus(), []); // focused in the commit that shows it
  return (
    <section className={shared.card} aria-labelledby={titleId}>
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className={`${shared.cardTitle} ${styles.title}`}
      >
        {t('withdraw.confirm.title')}
      </h2>
      <dl className={shared.rows}>
        <div className={styles.account}>
          <dt className={shared.rowLabel}>{t('withdraw.confirm.account')}</dt>
          <dd className={styles.accountValue}>
            <span className={styles.accountTitle}>{accountTitle(account)}</span>
            <span className={styles.accountNo}>{number}</span>
            <span className={shared.rowLabel}>{account.name}</span>
          </dd>
        </div>
        <div className={shared.row}>
          <dt className={shared.rowLabel}>{t('withdraw.confirm.amount')}</dt>
          <dd className={shared.rowValue}>
            <Money amount={amount} symbol={symbol} decimals={decimals} />
          </dd>
        </div>
        <div className={shared.row}>
          <dt className={shared.rowLabel}>{t('withdraw.confirm.fee')}</dt>
          <dd className={shared.rowValue}>
            {fee > 0 ? (
              <Money amount={fee} symbol={symbol} decimals={decimals} />
            ) : (
              t('withdraw.confirm.noFee')
            )}
          </dd>
        </div>
        <div className={`${shared.row} ${shared.rowStrong}`}>
          <dt className={shared.rowLabel}>{t('withdraw.confirm.receive')}</dt>
          <dd className={shared.rowValue}>
            <Money amount={receive} symbol={symbol} decimals={decimals} size="lg" />
          </dd>
        </div>
      </dl>
      <p className={shared.note}>{t('withdraw.confirm.review')}</p>
    </section>
  );
}
