import type { BannerQuery } from '../../../api/contract';
import { getBanners } from '../../../api/system';
import { useResource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { openOverlay } from '../../../state/overlays';
import { useSession } from '../../../state/session';
import { Image } from '../../../ui/Image/Image';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { serverImage } from '../../../lib/serverLink';
import { SectionRetry } from '../SectionRetry/SectionRetry';
import { LOTTERY_CODE, lotteryBanner, lotteryTap } from './lotteryTap';
import * as styles from './LotteryBanner.css';

const LOTTERY_QUERY = { bannerType: 2, locationCode: LOTTERY_CODE } as const satisfies BannerQuery;

/** The lottery strip size (750x200, 15:4). */
export const LOTTERY_RATIO = 750 / 200;

/** A strip-shaped placeholder. */
export function LotteryBannerSkeleton() {
  return (
    <div className={styles.root} aria-hidden="true">
      <Skeleton ratio={LOTTERY_RATIO} radius="lg" />
    </div>
  );
}

/**
 * Home item 5 (spec 2), optional: shown only when the operator configured a home-lottery banner.
 * A tap opens its game (`linkValue`) as a trial in the game pop-up; visitors get the register
 * pop-up instead (spec 6: the trial game needs login).
 *
 * States: loading shows `LotteryBannerSkeleton` (CHOICE: the space is kept while asking, since
 * a configured banner is the usual case); no banner renders nothing; a failed call keeps the
 * strip's box with a retry, so the page below neither jumps up nor loses the banner for good.
 */
export function LotteryBanner() {
  const { token } = useSession();
  const banners = useResource(getBanners, LOTTERY_QUERY, {
    isEmpty: (list) => lotteryBanner(list) === undefined,
  });
  if (banners.status === 'loading') return <LotteryBannerSkeleton />;
  if (banners.status === 'error') {
    return (
      <div className={styles.root}>
        <div style={{ aspectRatio: String(LOTTERY_RATIO) }}>
          <SectionRetry stacked message={t('home.lottery.error')} onRetry={banners.retry} />
        </div>
      </div>
    );
  }
  const banner =
    banners.status === 'ready' && banners.data ? lotteryBanner(banners.data) : undefined;
  if (!banner) return null;

  const onClick = () => {
    const tap = lotteryTap(banner, token !== '');
    if (tap.kind === 'game') openOverlay('game', { gameId: tap.gameId, isTrial: true });
    else if (tap.kind === 'register') openOverlay('auth', { mode: 'register' });
  };
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.button}
        onClick={onClick}
        aria-label={t('home.lottery.label')}
      >
        <Image
          src={serverImage(banner.h5PicUrl || banner.pcPicUrl, 750)}
          alt=""
          ratio={LOTTERY_RATIO}
          radius="lg"
        />
      </button>
    </div>
  );
}
