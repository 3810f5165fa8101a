import { useId } from 'react';
import { useLocation } from 'wouter';
import { RechargeStatus } from '../../api/contract';
import { creditedBonus } from '../../features/deposit/depositBonus';
import { t } from '../../i18n/t';
import { currencyDisplay } from '../../lib/currencyDisplay';
import { closeOverlay, useOverlays } from '../../state/overlays';
import { usePlatform } from '../../state/platform';
import { useWallet } from '../../state/wallet';
import { Button } from '../../ui/Button/Button';
import { Celebration } from '../../ui/Celebration/Celebration';
import { CheckIcon } from '../../ui/Icon/CheckIcon';
import { HourglassIcon } from '../../ui/Icon/HourglassIcon';
import { CloseButton } from '../../ui/Modal/CloseButton';
import { ModalLayer } from '../../ui/Modal/ModalLayer';
import { Money } from '../../ui/Money/Money';
import * as styles from './AfterDepositPopup.css';
import { useDepositOutcome } from './afterDeposit';
import { NextDepositOffer } from './NextDepositOffer';
import '../../i18n/messages/globalOverlays';

/**
 * The after-deposit pop-up: open while the overlays store's pop-up is `afterDeposit`. A paid
 * order shows a success look with the amount, the bonus credited with it if the order says so
 * (the win's moment: "+ R$ 50,00 de bônus do 1º depósito" counting up), and two ways on ("Jogar
 * agora" to the lobby, "Ver carteira"); an order whose Pix is not confirmed yet says it is
 * waiting, and turns to success when the deposit flow calls `confirmDeposit`. An order the flow
 * told nothing about shows as waiting, without an amount.
 */
export function AfterDepositPopup() {
  const { overlay } = useOverlays();
  const orderNo = overlay?.name === 'afterDeposit' ? (overlay.props.orderNo ?? '') : null;
  return orderNo === null ? null : <AfterDepositDialog orderNo={orderNo} />;
}

function AfterDepositDialog({ orderNo }: { orderNo: string }) {
  const titleId = useId();
  const descriptionId = useId();
  const bonusId = useId();
  const outcome = useDepositOutcome(orderNo || undefined);
  const { currencies } = usePlatform();
  const { entries } = useWallet();
  const [, navigate] = useLocation();
  const success = outcome?.status === 'success';
  const display = outcome ? currencyDisplay(outcome.currency, currencies, entries) : null;
  // Only what the paid order says was credited (never worked out here).
  const bonus =
    outcome && success
      ? creditedBonus({
          status: RechargeStatus.success,
          bonusAmount: outcome.bonusAmount,
          bonusStep: outcome.bonusStep,
        })
      : null;

  const go = (path: string) => {
    closeOverlay();
    navigate(path);
  };

  return (
    <ModalLayer
      open
      onClose={closeOverlay}
      labelledBy={titleId}
      describedBy={bonus ? `${bonusId} ${descriptionId}` : descriptionId}
      placement="center"
      panelClassName={styles.panel}
    >
      <div className={styles.close}>
        <CloseButton label={t('common.close')} onClick={closeOverlay} />
      </div>
      <span className={styles.badge({ tone: success ? 'success' : 'pending' })}>
        {success ? (
          <CheckIcon className={styles.icon} strokeWidth={2.4} />
        ) : (
          <HourglassIcon className={styles.icon} />
        )}
      </span>
      <h2 id={titleId} className={styles.title}>
        {success ? t('afterDeposit.success.title') : t('afterDeposit.pending.title')}
      </h2>
      {outcome && display && (
        <p className={styles.amount}>
          <span className="visually-hidden">{t('afterDeposit.amount')}: </span>
          <Money
            amount={outcome.amount}
            symbol={display.symbol}
            decimals={display.decimals}
            size="lg"
            tone={success ? 'success' : 'default'}
          />
        </p>
      )}
      {bonus && display && (
        // The bonus is what the deposit won: the win's moment (counts up, a burst).
        <p id={bonusId} className={styles.bonus}>
          <Celebration
            amount={bonus.amount}
            symbol={display.symbol}
            decimals={display.decimals}
            say={bonus.say}
          />
        </p>
      )}
      <p id={descriptionId} className={styles.description}>
        {success ? t('afterDeposit.success.description') : t('afterDeposit.pending.description')}
      </p>
      {orderNo && <p className={styles.order}>{t('afterDeposit.order', { orderNo })}</p>}
      <div className={styles.actions}>
        {success && (
          <Button block onClick={() => go('/')}>
            {t('afterDeposit.play')}
          </Button>
        )}
        <Button block variant={success ? 'secondary' : 'primary'} onClick={() => go('/wallet')}>
          {t('afterDeposit.wallet')}
        </Button>
      </div>
      {success && outcome.first && <NextDepositOffer />}
    </ModalLayer>
  );
}
