import { useState } from 'react';
import type { DepositOrder } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { DepositForm, type DepositDraft } from '../../features/deposit/DepositForm/DepositForm';
import { FirstPayOffer } from '../../features/deposit/FirstPayOffer/FirstPayOffer';
import { FourStepCard } from '../../features/deposit/FourStepCard/FourStepCard';
import { OrderPayment } from '../../features/deposit/OrderPayment/OrderPayment';
import { placeDeposit } from '../../features/deposit/orders';
import { useDepositSetup } from '../../features/deposit/useDepositSetup';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { now } from '../../lib/clock';
import { trackDeposit } from '../../tracking/events';
import { showAfterDeposit } from '../../overlays/AfterDepositPopup/afterDeposit';
import { showToast } from '../../state/overlays';
import { sessionState, updateUserInfo } from '../../state/session';
import { refreshWallet } from '../../state/wallet';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './Deposit.css';
import '../../i18n/messages/deposit';

/** The order being paid and the form's choices, to come back to them. */
type Payment = { order: DepositOrder; draft: DepositDraft };

/**
 * /deposit (spec 2, login only; the Depósito tab; preloaded when the browser is idle): the
 * first-pay limited-time offer and the four-step deposit card (spec 3, 4), the channel's
 * methods with quick amounts and the amount field, then how to pay the order created (Pix code
 * and QR, crypto address, card page) until it is paid, which opens the after-deposit pop-up and
 * refreshes the wallet.
 */
export function Deposit() {
  // The offers are judged at this reading of the clock; their countdowns read it again on end.
  const [at, setAt] = useState(now);
  const setup = useDepositSetup(at);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [draft, setDraft] = useState<DepositDraft>();

  const paid = (order: DepositOrder) => {
    // Spec 3 user info firstCharge, read before it is set below: false until the first deposit.
    const player = sessionState.user;
    const first = player?.firstCharge === false;
    showAfterDeposit({
      orderNo: order.orderNo,
      amount: order.amount,
      currency: order.currency,
      status: 'success',
      bonusAmount: order.bonusAmount,
      bonusStep: order.bonusStep,
      first,
    });
    void refreshWallet();
    // Ad pixels: the deposit, and the first one if the player had none before. Sent only after
    // consent.
    if (player) trackDeposit(order, { userNo: player.userNo, first });
    // The first deposit is made: the first-pay offer is over (the server says so too).
    updateUserInfo({ firstCharge: true });
    setup.refreshOffers();
  };

  const renew = async () => {
    if (!payment) return;
    const { amount, currency, payMethod } = payment.order;
    try {
      const order = await placeDeposit({ amount, currency, payMethod });
      setPayment({ order, draft: payment.draft });
    } catch (error) {
      if (isApiError(error) && error.kind !== 'stale') {
        showToast({ message: error.message, tone: 'danger' });
      }
    }
  };

  const restart = () => {
    setDraft(payment?.draft);
    setPayment(null);
    setAt(now());
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('deposit.title')} />
      <div className={styles.body} aria-busy={setup.status === 'loading' || undefined}>
        {setup.status === 'loading' && <DepositSkeleton />}
        {setup.status === 'error' && (
          <EmptyState
            kind={setup.error?.kind === 'network' ? 'network_error' : 'fail'}
            onRetry={setup.retry}
            retrying={setup.retrying}
          />
        )}
        {setup.status === 'empty' && (
          <EmptyState
            kind="empty_data"
            title={t('deposit.empty.title')}
            description={t('deposit.empty.description')}
          />
        )}
        {setup.status === 'ready' && payment && (
          <OrderPayment
            key={payment.order.orderNo}
            order={payment.order}
            onPaid={paid}
            onRenew={renew}
            onRestart={restart}
          />
        )}
        {setup.status === 'ready' && !payment && (
          <>
            <FirstPayOffer offer={setup.firstPay} onEnd={() => setAt(now())} />
            <FourStepCard view={setup.fourStep} onEnd={() => setAt(now())} />
            <DepositForm
              methods={setup.methods}
              fourStep={setup.fourStep}
              firstPay={setup.firstPay}
              draft={draft}
              onCreated={(order, formDraft) => {
                setPayment({ order, draft: formDraft });
                window.scrollTo(0, 0);
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** The form's shape while the methods load: three methods, six chips, the field, the button. */
function DepositSkeleton() {
  return (
    <>
      <span className="visually-hidden">{t('deposit.loading')}</span>
      <div className={styles.skeletonRow}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </div>
      <div className={styles.skeletonRow}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={44} radius="md" />
        ))}
      </div>
      <Skeleton height={72} radius="md" />
      <div className={styles.skeletonAction}>
        <Skeleton height={44} radius="md" />
      </div>
    </>
  );
}
