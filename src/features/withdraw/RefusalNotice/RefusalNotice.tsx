import { t } from '../../../i18n/t';
import { Alert } from '../../../ui/Alert/Alert';
import type { WithdrawFailure } from '../refusal';
import * as shared from '../shared.css';
import * as styles from './RefusalNotice.css';
import '../../../i18n/messages/withdraw';

type RefusalNoticeProps = {
  failure: WithdrawFailure;
  /** What the player asked for, formatted ("R$ 500,00"). */
  requested: string;
  /** What can be withdrawn now, re-read after the refusal when possible. */
  withdrawable: string;
};

/**
 * A withdrawal that did not go through, in place (no toast), with both amounts side by side
 * (refusals explained with the requested and the withdrawable amount). An alert, so it is announced
 * as it appears.
 */
export function RefusalNotice({ failure, requested, withdrawable }: RefusalNoticeProps) {
  const refused = failure.kind === 'refused';
  return (
    <Alert
      tone={refused ? 'error' : 'warning'}
      title={t(refused ? 'withdraw.refused.title' : 'withdraw.unsure.title')}
    >
      <p className={styles.text}>{failure.text}</p>
      <dl className={shared.rows}>
        <div className={shared.row}>
          <dt className={shared.rowLabel}>{t('withdraw.refused.requested')}</dt>
          <dd className={shared.rowValue}>{requested}</dd>
        </div>
        <div className={shared.row}>
          <dt className={shared.rowLabel}>{t('withdraw.refused.withdrawable')}</dt>
          <dd className={shared.rowValue}>{withdrawable}</dd>
        </div>
      </dl>
    </Alert>
  );
}
