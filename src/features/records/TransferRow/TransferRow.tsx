import type { TransferRecord } from '../../../api/contract';
import type { CurrencyDisplay } from '../../../lib/currencyDisplay';
import { formatDateTime } from '../../../lib/time';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import type { StatusView } from '../labels';
import { SignedAmount } from '../SignedAmount/SignedAmount';
import { StatusTag } from '../StatusTag/StatusTag';
import * as styles from './TransferRow.css';
import '../../../i18n/messages/library';

const STATUS: Record<number, { key: MessageKey; tone: StatusView['tone'] }> = {
  1: { key: 'library.transfers.status.1', tone: 'pending' },
  2: { key: 'library.transfers.status.2', tone: 'failed' },
  3: { key: 'library.transfers.status.3', tone: 'done' },
};

/** A transfer's status (1 processing, 2 failed, 3 done, as the record lists' codes); else processing. */
export function transferStatus(status: number): StatusView {
  const view = STATUS[status] ?? STATUS[1]!;
  return { label: t(view.key), tone: view.tone };
}

type TransferRowProps = {
  record: TransferRecord;
  display: CurrencyDisplay;
};

/**
 * One transfer into a wallet (a currency exchange, rewards moved from an activity balance): the
 * wallet it went to, its São Paulo date and time and status, and the amount credited.
 */
export function TransferRow({ record, display }: TransferRowProps) {
  return (
    <li className={styles.row}>
      <span className={styles.main}>
        <span className={styles.title}>
          {t('library.transfers.to', { currency: record.currency })}
        </span>
        <span className={styles.meta}>{formatDateTime(record.createTime)}</span>
      </span>
      <span className={styles.outcome}>
        <SignedAmount amount={record.amount} display={display} />
        <StatusTag status={transferStatus(record.status)} />
      </span>
    </li>
  );
}
