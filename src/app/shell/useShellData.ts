import { getBanners, getRegisterGiveDetail } from '../../api/system';
import { useResource } from '../../api/useResource';
import { serverImage } from '../../lib/serverLink';
import { usePlatform } from '../../state/platform';
import { useSession } from '../../state/session';
import { useWallet } from '../../state/wallet';
import type { HeaderWallet, RegisterGift } from '../layout/Header/Header';
import { REGISTER_GIFT_DEFAULTS } from '../layout/Header/Header';

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
  const offer = useRegisterGiftOffer(enabled);
  return offer === 'pending' ? null : offer;
}

/**
 * The same, with `'pending'` while the detail is read (the register pop-up holds the banner's
 * place meanwhile, so the fields do not move when it arrives).
 */
export function useRegisterGiftOffer(enabled: boolean): RegisterGift | 'pending' | null {
  const detail = useResource(getRegisterGiveDetail, enabled ? undefined : null, {
    isEmpty: (d) => !d.enabled,
  });
  if (detail.status === 'loading') return 'pending';
  if (detail.status !== 'ready' || !detail.data) return null;
  return {
    amount: detail.data.giveAmount || REGISTER_GIFT_DEFAULTS.amount,
    count: detail.data.giveCount || REGISTER_GIFT_DEFAULTS.count,
  };
}

/** Whether a player is logged in (a token is held, spec 4). */
export function useLoggedIn(): boolean {
  return useSession().token !== '';
}

/** Spec 3: the site logo is the banner with code site_logo (CHOICE: bannerType 2, an area). */
const SITE_LOGO_QUERY = { bannerType: 2, locationCode: 'site_logo' } as const;

/** The logo is shown at most 32 px tall: asked of the image proxy at about 3x that. */
const LOGO_PROXY_WIDTH = 320;

/**
 * The header logo: the site_logo banner's picture through the image proxy (spec 9); `pending`
 * while the call runs; no URL (the wordmark) when there is none or the call failed.
 */
export function useSiteLogo(): { url: string | undefined; pending: boolean } {
  const banners = useResource(getBanners, SITE_LOGO_QUERY);
  const banner = banners.data?.find((b) => b.locationCode === SITE_LOGO_QUERY.locationCode);
  const picture = banner ? banner.h5PicUrl || banner.pcPicUrl : '';
  return {
    url: picture ? serverImage(picture, LOGO_PROXY_WIDTH) : undefined,
    pending: banners.status === 'loading',
  };
}
