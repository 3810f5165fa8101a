import type { Banner, BannerQuery } from '../../../api/contract';

// A module of its own: the app starts this call before the home's code has run (AppRoutes
// `preloadRoute`, or the early-data chunk before the entry: app/early/earlyData.ts), since the
// first banner is the home's largest paint.

/** Spec 3: carousel banners are bannerType 1 with the location code `home`. */
export const CAROUSEL_QUERY = {
  bannerType: 1,
  locationCode: 'home',
} as const satisfies BannerQuery;

/** The home carousel's banners, in server order. */
export function carouselBanners(list: readonly Banner[]): Banner[] {
  return list.filter(
    (b) =>
      b.bannerType === CAROUSEL_QUERY.bannerType && b.locationCode === CAROUSEL_QUERY.locationCode,
  );
}
