import { getRegisterGiveDetail, getSocialMediaLinks } from '../../api/system';
import { getGameFront } from '../../api/games';
import { useResource } from '../../api/useResource';
import { usePlatform } from '../../state/platform';
import { useSession } from '../../state/session';
import { useWallet } from '../../state/wallet';
import type { HeaderWallet, RegisterGift } from '../layout/Header/Header';
import { REGISTER_GIFT_DEFAULTS } from '../layout/Header/Header';
import type { FooterSocialLink } from '../layout/Footer/Footer';

/** The current wallet as the header chip shows it (spec 2: balance chip when logged in). */
export function useHeaderWallet(): HeaderWallet | undefined {
  const wallet = useWallet();
  const platform = usePlatform();
  const entry = wallet.entries.find((e) => e.currency === wallet.currentCurrency);
  if (!entry) return undefined;
  const info = Object.values(platform.currencies ?? {})
    .flat()
    .find((c) => c.currency === entry.currency);
  return {
    amount: entry.availableBalance,
    symbol: entry.currencySymbol,
    decimals: info?.usdCurrencyAccuracy,
  };
}

/**
 * Spec 2: the register-gift badge shows when the register-gift activity is on; spec 9 gives the
 * display defaults (10 and 3) when the server leaves a figure out.
 */
export function useRegisterGift(enabled: boolean): RegisterGift | null {
  const detail = useResource(getRegisterGiveDetail, enabled ? undefined : null, {
    isEmpty: (d) => !d.enabled,
  });
  if (detail.status !== 'ready' || !detail.data) return null;
  return {
    amount: detail.data.giveAmount || REGISTER_GIFT_DEFAULTS.amount,
    count: detail.data.giveCount || REGISTER_GIFT_DEFAULTS.count,
  };
}

/** Spec 5: social links show only with h5Show; the footer lists the plain ones (type 1). */
export function useFooterLinks(): FooterSocialLink[] {
  const links = useResource(getSocialMediaLinks, undefined);
  return (links.data ?? [])
    .filter((link) => link.h5Show && link.type === 1)
    .map(({ id, name, linkUrl, logo }) => ({ id, name, linkUrl, logo }));
}

/** Categories for the side menu, from the same call the home strip uses (SWR shares it). */
export function useMenuCategories(open: boolean) {
  const front = useResource(getGameFront, open ? undefined : null);
  return (front.data ?? []).map((c) => ({
    id: c.categoryId,
    name: c.categoryName,
    icon: c.categoryLogo,
  }));
}

/** Whether a player is logged in (a token is held, spec 4). */
export function useLoggedIn(): boolean {
  return useSession().token !== '';
}
