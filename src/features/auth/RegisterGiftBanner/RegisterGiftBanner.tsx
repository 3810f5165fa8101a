import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { GiftFilledIcon } from '../../../ui/Icon/GiftFilledIcon';
import type { RegisterGift } from '../registerGift';
import * as styles from './RegisterGiftBanner.css';
import '../../../i18n/messages/auth';

type RegisterGiftBannerProps = {
  gift: RegisterGift;
};

/** Whole reais print without cents ('R$ 10'), like the header's gift badge. */
function giftAmount(amount: number): string {
  return formatCurrency(amount, 'R$', Number.isInteger(amount) ? 0 : 2);
}

/**
 * The gold register-gift banner at the top of the Cadastrar tab: 'Ganhe 3 presentes de R$ 10'
 * and a line saying it is the welcome gift.
 */
export function RegisterGiftBanner({ gift }: RegisterGiftBannerProps) {
  return (
    <div className={styles.banner}>
      <span className={styles.medal}>
        <GiftFilledIcon className={styles.glyph} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>
          {t('auth.gift.title', { count: gift.count, amount: giftAmount(gift.amount) })}
        </p>
        <p className={styles.description}>{t('auth.gift.description')}</p>
      </div>
    </div>
  );
}
