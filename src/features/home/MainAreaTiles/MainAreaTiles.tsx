import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Banner, BannerQuery } from '../../../api/contract';
import { getBanners } from '../../../api/system';
import { useResource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { Image } from '../../../ui/Image/Image';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { resolveServerLink, serverImage, serverLinkProps } from '../../../lib/serverLink';
import { SectionRetry } from '../SectionRetry/SectionRetry';
import * as styles from './MainAreaTiles.css';

/** Spec 3: the main-area banners are area banners (type 2) coded home-mainArea1, 2, 3. */
export const MAIN_AREA_PREFIX = 'home-mainArea';
const MAIN_AREA_QUERY = {
  bannerType: 2,
  locationCode: MAIN_AREA_PREFIX,
} as const satisfies BannerQuery;

/** Spec 2: three tiles. */
export const MAIN_AREA_TILES = 3;

/** The tile size (240x300, 4:5): the boxes keep it from the first frame. */
export const TILE_RATIO = 240 / 300;

/** The three main-area banners in code order (home-mainArea1, 2, 3). */
export function mainAreaBanners(list: readonly Banner[]): Banner[] {
  return list
    .filter((b) => b.bannerType === 2 && b.code.startsWith(MAIN_AREA_PREFIX))
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }))
    .slice(0, MAIN_AREA_TILES);
}

function Frame({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <section aria-label={t('home.mainArea.region')} aria-busy={busy || undefined}>
      {children}
    </section>
  );
}

/** Three tile-shaped placeholders. */
export function MainAreaTilesSkeleton() {
  return (
    <Frame busy>
      <ul className={styles.grid}>
        {Array.from({ length: MAIN_AREA_TILES }, (_, index) => (
          <li key={index}>
            <Skeleton ratio={TILE_RATIO} radius="md" />
          </li>
        ))}
      </ul>
    </Frame>
  );
}

function Tile({ banner, index, count }: { banner: Banner; index: number; count: number }) {
  const [, navigate] = useLocation();
  const image = (
    <Image
      src={serverImage(banner.h5PicUrl || banner.pcPicUrl, 240)}
      alt={t('home.mainArea.alt', { index: index + 1, count })}
      ratio={TILE_RATIO}
    />
  );
  const link = resolveServerLink(banner.linkUrl);
  const props = serverLinkProps(link, navigate);
  if (!props) return image;
  return (
    <a className={styles.link} {...props}>
      {image}
      {link.kind === 'external' && (
        <span className="visually-hidden"> {t('home.link.newTab')}</span>
      )}
    </a>
  );
}

/**
 * Home item 4 (spec 2): the three main-area banner tiles, each opening its link (lib/serverLink.ts:
 * app paths navigate, safe http(s) links open in a new tab, others are pictures only).
 *
 * States: loading shows `MainAreaTilesSkeleton`; none renders nothing; a failure shows a
 * tile-high box with a retry.
 */
export function MainAreaTiles() {
  const banners = useResource(getBanners, MAIN_AREA_QUERY, {
    isEmpty: (list) => mainAreaBanners(list).length === 0,
  });
  if (banners.status === 'loading') return <MainAreaTilesSkeleton />;
  if (banners.status === 'empty') return null;
  if (banners.status === 'error' || !banners.data) {
    return (
      <Frame>
        <div className={styles.error}>
          {/* One tile's height: the row keeps its place. */}
          <div style={{ aspectRatio: String(MAIN_AREA_TILES * TILE_RATIO) }}>
            <SectionRetry stacked message={t('home.mainArea.error')} onRetry={banners.retry} />
          </div>
        </div>
      </Frame>
    );
  }
  const tiles = mainAreaBanners(banners.data);
  return (
    <Frame>
      <ul className={styles.grid}>
        {tiles.map((banner, index) => (
          <li key={banner.code}>
            <Tile banner={banner} index={index} count={tiles.length} />
          </li>
        ))}
      </ul>
    </Frame>
  );
}
