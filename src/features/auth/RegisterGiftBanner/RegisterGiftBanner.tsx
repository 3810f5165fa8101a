import { t } from '../../../i18n/t';
import { formatCurrency } from '../../../lib/money';
import type { RegisterGift } from '../registerGift';
import * as styles from './RegisterGiftBanner.css';
import '../../../i18n/messages/auth';

type RegisterGiftBannerProps = {
  gift: RegisterGift;
};

function GiftGlyph() {
  return (
    <svg
      className={styles.glyph}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 8.5h8v4H3zM13 8.5h8v4h-8zM4.5 14h6.5v7.5H6a1.5 1.5 0 0 1-1.5-1.5zM13 14h6.5v6a1.5 1.5 0 0 1-1.5 1.5h-5z" />
      <path d="M11.2 7.6C8.4 7.8 5.9 6.6 6.6 4.7c.8-1.8 3.4-.9 4.6 2.9zM12.8 7.6c2.8.2 5.3-1 4.6-2.9-.8-1.8-3.4-.9-4.6 2.9z" />
    </svg>
  );
}

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
        <GiftGlyph />
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
