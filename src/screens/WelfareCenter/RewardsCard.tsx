import { useId } from 'react';
import { Link } from 'wouter';
import type { MyRewards } from '../../api/contract';
import {
  useWelfareTransfer,
  type Welfare,
  type WelfareTransfer,
} from '../../features/welfare/useWelfare';
import { hasEarned } from '../../features/welfare/welfareRules';
import { t } from '../../i18n/t';
import { formatCurrency } from '../../lib/money';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './WelfareCenter.css';
import '../../i18n/messages/welfare';

/**
 * "Minhas recompensas" (spec 7 myRewards): what can be moved now across the card, all earned
 * and already moved beside each other, and "Transferir para a carteira" (withdrawToWallet).
 * The placeholder keeps the same three figures and a button-high box, so nothing moves when the
 * numbers land.
 */
export function RewardsCard({ welfare }: { welfare: Welfare }) {
  const titleId = useId();
  const { rewards } = welfare;
  const transfer = useWelfareTransfer(welfare);
  const data = rewards.data;
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={rewards.status === 'loading' || undefined}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('welfare.rewards.title')}
      </h2>
      {rewards.status === 'error' && !data ? (
        <EmptyState
          kind={rewards.error?.kind === 'network' ? 'network_error' : 'fail'}
          onRetry={rewards.retry}
          retrying={rewards.retrying}
        />
      ) : (
        <>
          <Figures data={data} />
          {data ? (
            <TransferAction data={data} transfer={transfer} />
          ) : (
            <div className={styles.action}>
              <Skeleton shape="block" height="44px" radius="md" />
              {/* The line under the button (two lines on a phone, as the hint is). */}
              <p className={styles.note}>
                <Skeleton shape="text" lines={2} />
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Figures({ data }: { data: MyRewards | undefined }) {
  const money = (amount: number | undefined) =>
    amount === undefined ? <Skeleton shape="text" width="55%" /> : formatCurrency(amount);
  return (
    <dl className={styles.figures}>
      <div className={styles.figureWide}>
        <dt className={styles.label}>{t('welfare.rewards.available')}</dt>
        <dd className={styles.available}>{money(data?.available)}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.label}>{t('welfare.rewards.total')}</dt>
        <dd className={styles.value}>{money(data?.totalReward)}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.label}>{t('welfare.rewards.withdrawn')}</dt>
        <dd className={styles.value}>{money(data?.withdrawn)}</dd>
      </div>
    </dl>
  );
}

/**
 * The transfer: the whole available amount (welfareRules.ts `transferAmount`). With nothing to
 * move the button stays focusable, says it is unavailable (aria-disabled) and points at why;
 * before anything was earned, how to earn and the way to /invite. While sending it is busy and
 * ignores taps; the result or the refusal is said in place, under it.
 */
function TransferAction({ data, transfer }: { data: MyRewards; transfer: WelfareTransfer }) {
  const whyId = useId();
  const { state, amount, enabled } = transfer;
  const nothing = amount === 0;
  const earned = hasEarned(data);
  return (
    <div className={styles.action}>
      <Button
        block
        loading={state.status === 'sending'}
        aria-disabled={!enabled || undefined}
        aria-describedby={nothing ? whyId : undefined}
        onClick={transfer.send}
      >
        {t('welfare.transfer.action')}
      </Button>
      {!nothing && state.status !== 'sending' && state.status !== 'done' && (
        <p className={styles.note}>
          {t('welfare.transfer.hint', { amount: formatCurrency(amount) })}
        </p>
      )}
      <p role="status" className={styles.status}>
        {state.status === 'sending' &&
          t('welfare.transfer.sending', { amount: formatCurrency(state.amount) })}
        {state.status === 'done' && (
          <span className={styles.done}>
            {t('welfare.transfer.done', { amount: formatCurrency(state.result.amount) })}
          </span>
        )}
      </p>
      {state.status === 'refused' && (
        <p role="alert" className={styles.refused}>
          {t('welfare.transfer.refused', { reason: state.reason })}
        </p>
      )}
      {nothing &&
        (earned ? (
          <p id={whyId} className={styles.note}>
            {t('welfare.transfer.nothing')}
          </p>
        ) : (
          <div className={styles.earn}>
            <p className={styles.earnTitle}>{t('welfare.earn.title')}</p>
            <p id={whyId} className={styles.note}>
              {t('welfare.earn.text')}
            </p>
            <Link href="/invite" className={styles.link}>
              {t('welfare.earn.link')}
            </Link>
          </div>
        ))}
    </div>
  );
}
