import { useId } from 'react';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { GiftFilledIcon } from '../../../ui/Icon/GiftFilledIcon';
import type { FirstPayOfferView } from '../firstPay';
import * as styles from './FirstPayOffer.css';
import '../../../i18n/messages/deposit';

type FirstPayOfferProps = {
  /** The offer still open (`firstPayOffer`); null renders nothing. */
  offer: FirstPayOfferView | null;
  /** Its time ran out while shown: the parent judges it again (the next tier, or none). */
  onEnd?: () => void;
};

/**
 * The first-deposit limited-time offer (spec 3 limitTimeFirstPaySets, activity type 7): the
 * reward of the tier a deposit made now gets, its minimum, the time left of that tier
 * (registration time plus `tl` minutes), and that it does not add to the four-step card's first
 * bonus (CHOICE, as the mock world pays: the larger of the two; `depositBonusPreview`).
 */
export function FirstPayOffer({ offer, onEnd }: FirstPayOfferProps) {
  const titleId = useId();
  if (!offer) return null;
  const { rate, cap, minPay } = offer;
  let reward = t('deposit.firstPay.rewardGeneric');
  if (rate !== undefined && cap !== undefined) {
    reward = t('deposit.firstPay.reward', {
      rate: formatNumber(rate),
      cap: formatCurrency(cap, 'R$', 2),
    });
  } else if (rate !== undefined) {
    reward = t('deposit.firstPay.rewardRate', { rate: formatNumber(rate) });
  }
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <GiftFilledIcon className={styles.icon} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {t('deposit.firstPay.title')}
        </h2>
        <p className={styles.reward}>{reward}</p>
        <p className={styles.detail}>
          {minPay !== undefined && (
            <span>{t('deposit.firstPay.min', { min: formatCurrency(minPay, 'R$', 2) })}</span>
          )}
          <span>
            {t('deposit.firstPay.endsIn')} <Countdown deadline={offer.endsAt} onEnd={onEnd} />
          </span>
          <span>{t('deposit.firstPay.notCombined')}</span>
        </p>
      </div>
    </section>
  );
}
