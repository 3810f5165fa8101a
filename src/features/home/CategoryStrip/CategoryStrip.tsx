import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { GameCategory, ProviderGroup } from '../../../api/contract';
import { getGameFront, getVendorFront } from '../../../api/lobby';
import { useResource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { categoryName } from '../GameSections/categoryName';
import { gameListHref } from '../GameSections/gameListHref';
import { serverImage } from '../../../lib/serverLink';
import { SectionRetry } from '../SectionRetry/SectionRetry';
import * as styles from './CategoryStrip.css';

const SKELETON_CHIPS = [112, 96, 128, 104, 120];

function Frame({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <nav aria-label={t('home.strip.region')} aria-busy={busy || undefined}>
      {children}
    </nav>
  );
}

/** A row of chip-high placeholders. */
export function CategoryStripSkeleton() {
  return (
    <Frame busy>
      <div className={styles.strip}>
        {SKELETON_CHIPS.map((width, index) => (
          <span key={index} className={styles.skeletonChip} style={{ width }}>
            <Skeleton height="100%" radius="lg" />
          </span>
        ))}
      </div>
    </Frame>
  );
}

function CategoryChip({ category }: { category: GameCategory }) {
  return (
    <Link href={gameListHref({ categoryId: category.categoryId })} className={styles.categoryChip}>
      <img
        className={styles.categoryIcon}
        src={serverImage(category.categoryLogo, 64)}
        alt=""
        loading="lazy"
        decoding="async"
      />
      {categoryName(category)}
    </Link>
  );
}

function ProviderChip({ provider }: { provider: ProviderGroup }) {
  const name = provider.vendorNameEn;
  return (
    <Link
      href={gameListHref({ vendorId: provider.vendorId, name })}
      className={styles.providerChip}
    >
      <img
        className={styles.providerLogo}
        src={serverImage(provider.vendorLogo, 240)}
        alt={name}
        loading="lazy"
        decoding="async"
      />
    </Link>
  );
}

/**
 * Home item 6 (spec 2): one sideways strip of the game categories (getGameFront, the home call
 * of categories with games) then the provider groups (getVendorFront). A category goes to
 * /gameList?categoryId=..., a provider to /gameList?vendorId=...&name=... . Both calls share
 * their SWR keys with the category and provider sections below, so the Home asks once.
 *
 * States: loading (either call) shows `CategoryStripSkeleton`; nothing in either renders
 * nothing; a failure of either shows a chip-high box whose retry asks both again.
 */
export function CategoryStrip() {
  const categories = useResource(getGameFront, undefined);
  const providers = useResource(getVendorFront, undefined);
  if (categories.status === 'loading' || providers.status === 'loading') {
    return <CategoryStripSkeleton />;
  }
  if (categories.status === 'error' || providers.status === 'error') {
    const retry = () => {
      if (categories.status === 'error') categories.retry();
      if (providers.status === 'error') providers.retry();
    };
    return (
      <Frame>
        <div className={styles.error}>
          <SectionRetry message={t('home.strip.error')} onRetry={retry} />
        </div>
      </Frame>
    );
  }
  const categoryList = categories.data ?? [];
  const providerList = providers.data ?? [];
  if (categoryList.length === 0 && providerList.length === 0) return null;
  return (
    <Frame>
      <div className={styles.strip}>
        {categoryList.length > 0 && (
          <ul className={styles.list} aria-label={t('home.strip.categories')}>
            {categoryList.map((category) => (
              <li key={category.id}>
                <CategoryChip category={category} />
              </li>
            ))}
          </ul>
        )}
        {categoryList.length > 0 && providerList.length > 0 && (
          <span className={styles.divider} aria-hidden="true" />
        )}
        {providerList.length > 0 && (
          <ul className={styles.list} aria-label={t('home.strip.providers')}>
            {providerList.map((provider) => (
              <li key={provider.id}>
                <ProviderChip provider={provider} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Frame>
  );
}
