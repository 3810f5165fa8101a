import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import { GiftFilledIcon } from '../../../ui/Icon/GiftFilledIcon';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { RegisterGift } from '../registerGift';
import * as styles from './RegisterGiftBanner.css';
import '../../../i18n/messages/auth';

type RegisterGiftBannerProps = {
  /** The figures, or `'pending'` while the register-gift detail is still being read. */
  gift: RegisterGift | 'pending';
};

/** Whole reais print without cents ('R$ 10'), like the header's gift badge. */
function giftAmount(amount: number): string {
  return formatCurrency(amount, 'R$', Number.isInteger(amount) ? 0 : 2);
}

/**
 * The gold register-gift banner at the top of the Cadastrar tab: 'Ganhe 3 presentes de R$ 10'
 * and a line saying it is the welcome gift. While the figures are read (`'pending'`) the banner
 * already holds its place, its title a placeholder line: the pop-up often opens before the
 * answer, and a banner arriving over the fields pushed them down 104 px.
 */
export function RegisterGiftBanner({ gift }: RegisterGiftBannerProps) {
  const pending = gift === 'pending';
  return (
    <div className={styles.banner} aria-busy={pending || undefined}>
      <span className={styles.medal}>
        <GiftFilledIcon className={styles.glyph} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>
          {pending ? (
            <Skeleton shape="text" width="12em" leading="tight" />
          ) : (
            t('auth.gift.title', { count: gift.count, amount: giftAmount(gift.amount) })
          )}
        </p>
        <p className={styles.description}>{t('auth.gift.description')}</p>
      </div>
    </div>
  );
}
