import { Link } from 'wouter';
import type { AccountChangeRecord } from '../../../api/contract';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { formatDateTime } from '../../../lib/time';
import { ChevronRightSmallIcon } from '../../../ui/Icon/ChevronRightSmallIcon';
import { businessTypeLabel, subTypeLabel } from '../labels';
import { tradeDetailPath } from '../recordQuery';
import { SignedAmount } from '../SignedAmount/SignedAmount';
import * as styles from './TradeRow.css';

type TradeRowProps = {
  record: AccountChangeRecord;
  display: CurrencyDisplay;
};

/**
 * One account change in the statement: what it was (the sub type, spec 3), its main type and
 * São Paulo time, and the signed amount; the whole row opens its detail.
 */
export function TradeRow({ record, display }: TradeRowProps) {
  return (
    <li>
      <Link href={tradeDetailPath(record.id)} className={styles.row}>
        <span className={styles.main}>
          <span className={styles.title}>{subTypeLabel(record)}</span>
          <span className={styles.meta}>
            {businessTypeLabel(record.businessType)} · {formatDateTime(record.createTime)}
          </span>
        </span>
        <SignedAmount amount={record.amount} display={display} />
        <ChevronRightSmallIcon className={styles.chevron} />
      </Link>
    </li>
  );
}
