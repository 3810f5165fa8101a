import { Link } from 'wouter';
import { getVendorList } from '../../../api/games';
import type { VendorEntry } from '../../../api/contract';
import { useResource, type Resource } from '../../../api/useResource';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { serverImage } from '../../../lib/serverLink';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Image } from '../../../ui/Image/Image';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import * as styles from './ProviderDirectory.css';
import '../../../i18n/messages/library';

/** The providers' logos are 240 x 96. */
const LOGO_RATIO = 240 / 96;

const gamesText = (count: number) =>
  count === 1
    ? t('library.providers.games.one')
    : t('library.providers.games.other', { count: formatNumber(count) });

/** A provider's games: spec 2 "/gameList, query vendorId with name". */
export function providerHref(vendor: Pick<VendorEntry, 'vendorId' | 'vendorNameEn'>): string {
  const query = new URLSearchParams({
    vendorId: String(vendor.vendorId),
    name: vendor.vendorNameEn,
  });
  return `/gameList?${query.toString()}`;
}

/**
 * /gameList?view=providers (public): every game studio (spec 7 vendorList) with its logo and number of games,
 * two across (spec 9), each opening its games on /gameList?vendorId=…&name=… (spec 2).
 */
export function ProviderDirectory() {
  const vendors = useResource(getVendorList, undefined);
  return (
    <section
      className={styles.page}
      aria-label={t('library.providers.label')}
      aria-busy={vendors.status === 'loading' || undefined}
    >
      <p className={styles.count}>
        {vendors.data
          ? t('library.providers.count', { count: formatNumber(vendors.data.length) })
          : ''}
      </p>
      <Body vendors={vendors} />
    </section>
  );
}

function Body({ vendors }: { vendors: Resource<VendorEntry[]> }) {
  if (vendors.status === 'loading') {
    return (
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className={styles.skeletonCard}>
            <Skeleton ratio={LOGO_RATIO} radius="sm" />
            <span className={`${styles.name} ${styles.skeletonLine}`}>
              <Skeleton width="70%" height={12} radius="sm" />
            </span>
            <span className={`${styles.games} ${styles.skeletonLine}`}>
              <Skeleton width="40%" height={10} radius="sm" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (vendors.status === 'error') {
    return (
      <EmptyState
        kind={vendors.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={vendors.retry}
      />
    );
  }
  if (vendors.status === 'empty' || !vendors.data) {
    return (
      <EmptyState
        kind="empty_data"
        title={t('library.providers.emptyTitle')}
        description={t('library.providers.emptyDescription')}
      />
    );
  }
  return (
    <ul className={styles.grid}>
      {vendors.data.map((vendor, index) => (
        <li key={vendor.vendorId}>
          <Link href={providerHref(vendor)} className={styles.card}>
            <Image
              src={serverImage(vendor.vendorLogo, 240)}
              alt=""
              ratio={LOGO_RATIO}
              radius="sm"
              eager={index < 6}
            />
            <span className={styles.name}>{vendor.vendorNameEn}</span>
            <span className={styles.games}>
              {vendor.gameCount === undefined ? '' : gamesText(vendor.gameCount)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
