import { useState } from 'react';
import { Link } from 'wouter';
import { getBusinessConfig } from '../../api/content';
import { useQuietResource } from '../../api/useQuietResource';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { button } from '../../ui/Button/buttonClass';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import * as styles from './Service.css';
import { serviceTarget } from './serviceTarget';
import '../../i18n/messages/content';

/**
 * The sandbox of the chat frame: its scripts run and it keeps its own origin (a chat needs both,
 * for its socket and its cookies), it may send forms (attachments, ratings) and open pop-ups (a
 * transcript); it may not navigate the app (no allow-top-navigation), open modal dialogs over it,
 * lock the pointer or download.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * /service (spec 2 "online service", public): the customer service the back office configures
 * (business config `customerServiceUrl`). A safe external address is shown in a sandboxed frame
 * the full height under the page header, with "Abrir em nova aba" always at hand, or only with
 * that button where a frame cannot work (serviceTarget.ts); anything else reads "Atendimento
 * indisponível". The header's and the side menu's service buttons come here.
 */
export function Service() {
  const config = useQuietResource(getBusinessConfig, undefined, () => false);
  const target = serviceTarget(config.data, window.location);

  let content;
  if (config.status === 'loading') {
    content = <EmptyState kind="loading" title={t('content.service.loading')} />;
  } else if (config.status === 'error') {
    content = (
      <EmptyState
        kind={config.error?.kind === 'network' ? 'network_error' : 'fail'}
        title={t('content.service.unavailableTitle')}
        description={t('content.service.failedDescription')}
        onRetry={config.retry}
        retrying={config.retrying}
      />
    );
  } else if (target.mode === 'none') {
    content = (
      <div className={styles.centered}>
        <EmptyState
          kind="empty_data"
          title={t('content.service.unavailableTitle')}
          description={t('content.service.unavailableDescription')}
        />
        <Link href="/" className={button({ variant: 'secondary' })}>
          {t('content.service.goHome')}
        </Link>
      </div>
    );
  } else if (target.mode === 'newTab') {
    content = (
      <div className={styles.centered}>
        <h2 className={styles.heading}>{t('content.service.newTabTitle')}</h2>
        <p className={styles.text}>{t('content.service.newTabDescription')}</p>
        <NewTabLink url={target.url} variant="primary" />
      </div>
    );
  } else {
    content = <ServiceFrame url={target.url} />;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('content.service.title')} />
      {content}
    </div>
  );
}

/** Opens the service outside the app; `noopener noreferrer`: it cannot reach back into it. */
function NewTabLink({ url, variant }: { url: string; variant: 'primary' | 'secondary' }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={button({ variant, size: variant === 'secondary' ? 'sm' : undefined })}
    >
      {t('content.service.openNewTab')}
    </a>
  );
}

/** The chat in its sandboxed frame, covered by a loading state until its page has loaded. */
function ServiceFrame({ url }: { url: string }) {
  // Per address: a new address loads again (the key below gives a fresh frame too).
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const loaded = loadedUrl === url;
  return (
    <>
      <div className={styles.bar}>
        <span className={styles.hint}>{t('content.service.fallbackHint')}</span>
        <NewTabLink url={url} variant="secondary" />
      </div>
      <div className={styles.frameBox} aria-busy={!loaded || undefined}>
        <iframe
          key={url}
          src={url}
          title={t('content.service.frameTitle')}
          sandbox={SANDBOX}
          className={styles.frame}
          onLoad={() => setLoadedUrl(url)}
        />
        {!loaded && (
          <div className={styles.cover}>
            <EmptyState kind="loading" title={t('content.service.loading')} />
          </div>
        )}
      </div>
    </>
  );
}
