import { useId } from 'react';
import { Link } from 'wouter';
import { t } from '../../../i18n/t';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { GiftFilledSmallIcon } from '../../../ui/Icon/GiftFilledSmallIcon';
import { GlobeIcon } from '../../../ui/Icon/GlobeIcon';
import { HeadsetIcon } from '../../../ui/Icon/HeadsetIcon';
import { MenuIcon } from '../../../ui/Icon/MenuIcon';
import { SearchIcon } from '../../../ui/Icon/SearchIcon';
import { IconButton } from '../../../ui/IconButton/IconButton';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { lazyPiece } from '../../shell/lazyPiece';
import * as styles from './Header.css';

/**
 * The register-gift activity as the header shows it: `amount` is the gift's value in reais,
 * printed on the badge ('R$ 10'); `count` is how many gifts a new player receives, said in the
 * button's description ('Cadastre-se e ganhe 3 presentes de R$ 10').
 */
export type RegisterGift = { amount: number; count: number };

/**
 * Spec 9, "register-gift display defaults 10 and 3". CHOICE: read as the gift amount (R$ 10) and
 * the number of gifts (3), the two figures the register-gift detail carries (`giveAmount`,
 * `giveCount`); the app falls back to these when the activity is on but a figure is missing.
 */
export const REGISTER_GIFT_DEFAULTS: RegisterGift = { amount: 10, count: 3 };

/** The wallet balance in the chip: the current currency's amount and symbol (spec 3). */
export type HeaderWallet = { amount: number; symbol: string; decimals?: number };

// Its code failing to load hides the chip alone, not the header (lazyPiece.tsx).
const WalletChip = lazyPiece(
  () => import('./WalletChip').then((m) => m.WalletChip),
  'walletChip',
  <WalletPlaceholder />,
);

/** Where the balance chip goes while the wallet (or the chip's code) is on its way. */
function WalletPlaceholder() {
  return (
    <span aria-busy="true" aria-label={t('header.wallet')} role="status">
      <Skeleton width={104} height={36} radius="lg" />
    </span>
  );
}

type HeaderProps = {
  /** Brand name: the logo's accessible name, and the wordmark when there is no logo. */
  brand: string;
  /** The site logo (banner code site_logo); without it the brand name shows as a wordmark. */
  logoUrl?: string;
  /**
   * The logo's address is still on its way: the logo's place stays empty (the link keeps its
   * name for screen readers) instead of flashing the wordmark and swapping it for the picture.
   */
  logoPending?: boolean;
  loggedIn: boolean;
  /** The balance chip's content; `undefined` while a logged-in player's wallet is loading. */
  wallet?: HeaderWallet;
  /** Unclaimed activities, counted on the menu button (spec 2, 4). */
  unclaimedCount?: number;
  /** How many languages the site offers; the language button needs more than one (spec 2). */
  languageCount?: number;
  /** When the register-gift activity is on, the register button wears its gift badge. */
  registerGift?: RegisterGift | null;
  onMenuClick: () => void;
  onLoginClick: () => void;
  onRegisterClick: () => void;
  onWalletClick: () => void;
  onLanguageClick: () => void;
  onSearchClick: () => void;
  /** The customer service; no service URL (features/service/serviceLink.ts), no button. */
  onServiceClick?: () => void;
};

/**
 * Whole reais print without cents ('R$ 10'); anything else keeps them. Intl's pt-BR BRL format
 * (non-breaking space after R$, like lib/money) keeps the money code out of visitors' first load.
 */
function giftAmountText(amount: number): string {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

function RegisterButton({ gift, onClick }: { gift?: RegisterGift | null; onClick: () => void }) {
  const giftId = useId();
  if (!gift) {
    return (
      <Button size="sm" onClick={onClick}>
        {t('header.register')}
      </Button>
    );
  }
  const amount = giftAmountText(gift.amount);
  /*
   * Like IconButton's badge, the chip sits beside the button, not inside it, so the button's
   * name stays its visible label (WCAG 2.5.3); the chip is read once, as its description.
   */
  return (
    <span className={styles.giftAnchor}>
      <Button size="sm" onClick={onClick} aria-describedby={giftId}>
        {t('header.register')}
      </Button>
      <span className={styles.giftChip} aria-hidden="true">
        <GiftFilledSmallIcon className={styles.giftIcon} />
        {amount}
      </span>
      <span id={giftId} hidden>
        {t('header.registerGift', { count: gift.count, amount })}
      </span>
    </span>
  );
}

/**
 * The header of the tab pages (spec 2): the menu button with the unclaimed-activity count, the
 * logo (home), then for visitors the language (only with more than one language), service,
 * Entrar and Cadastrar buttons; for players the balance chip, search and service. The logo
 * shrinks before anything else, so a long balance never pushes a button off a 360 px screen.
 * Sticky at the top; data and actions come in as props.
 */
export function Header({
  brand,
  logoUrl,
  logoPending = false,
  loggedIn,
  wallet,
  unclaimedCount = 0,
  languageCount = 1,
  registerGift,
  onMenuClick,
  onLoginClick,
  onRegisterClick,
  onWalletClick,
  onLanguageClick,
  onSearchClick,
  onServiceClick,
}: HeaderProps) {
  const service = onServiceClick && (
    <IconButton label={t('header.service')} onClick={onServiceClick}>
      <HeadsetIcon />
    </IconButton>
  );

  return (
    <header className={styles.header}>
      <IconButton
        label={t('header.menu')}
        onClick={onMenuClick}
        badge={unclaimedCount > 0 ? <Badge count={unclaimedCount} /> : undefined}
      >
        <MenuIcon />
      </IconButton>

      <Link href="/" className={styles.logoLink}>
        {logoUrl ? (
          <img className={styles.logoImage} src={logoUrl} alt={brand} decoding="async" />
        ) : logoPending ? (
          <span className="visually-hidden">{brand}</span>
        ) : (
          <span className={styles.wordmark}>{brand}</span>
        )}
      </Link>

      {loggedIn ? (
        <div className={styles.actions}>
          {wallet ? <WalletChip wallet={wallet} onClick={onWalletClick} /> : <WalletPlaceholder />}
          <span className={styles.iconGroup}>
            <IconButton label={t('header.search')} onClick={onSearchClick}>
              <SearchIcon />
            </IconButton>
            {service}
          </span>
        </div>
      ) : (
        // data-visitor: hidden in the prerendered page while a logged-in player's is drawn
        // (theme/global.css.ts).
        <div className={styles.actions} data-visitor="">
          <span className={styles.iconGroup}>
            {languageCount > 1 && (
              <IconButton label={t('header.language')} onClick={onLanguageClick}>
                <GlobeIcon />
              </IconButton>
            )}
            {service}
          </span>
          <Button size="sm" variant="secondary" onClick={onLoginClick}>
            {t('header.login')}
          </Button>
          <RegisterButton gift={registerGift} onClick={onRegisterClick} />
        </div>
      )}
    </header>
  );
}
