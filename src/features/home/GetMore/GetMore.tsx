import { Link } from 'wouter';
import { getVendorFront } from '../../../api/lobby';
import { useResource } from '../../../api/useResource';
import { t } from '../../../i18n/t';
import { button } from '../../../ui/Button/buttonClass';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { gameListHref } from '../GameSections/gameListHref';
import { SectionRetry } from '../SectionRetry/SectionRetry';
import * as styles from './GetMore.css';
import '../../../i18n/messages/homeLower';

/**
 * "Ver mais jogos" (spec 2 home item 9): a button-looking link to the game list of the first
 * provider group (vendorId and name). It reads the same provider call as the provider sections
 * (one request: the SWR key is the path). Without a provider there is nowhere to go: nothing
 * shows; if the call failed, the same slot offers a retry.
 */
export function GetMore() {
  const providers = useResource(getVendorFront, undefined);

  if (providers.status === 'loading') {
    return (
      <div className={styles.root} aria-hidden="true">
        <span className={`${styles.slot} ${styles.placeholder}`}>
          <Skeleton height="100%" radius="md" />
        </span>
      </div>
    );
  }

  if (providers.status === 'error') {
    return (
      <div className={styles.root}>
        <SectionRetry message={t('homeFeed.getMore.error')} onRetry={providers.retry} />
      </div>
    );
  }

  const first = providers.data?.[0];
  if (!first) return null;
  return (
    <div className={styles.root}>
      <Link
        href={gameListHref({ vendorId: first.vendorId, name: first.vendorNameEn })}
        className={`${button({ variant: 'secondary', block: true })} ${styles.slot}`}
      >
        {t('homeFeed.getMore')}
      </Link>
    </div>
  );
}
