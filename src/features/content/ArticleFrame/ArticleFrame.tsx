import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { QuietResource } from '../../../api/useQuietResource';
import { t } from '../../../i18n/t';
import { button } from '../../../ui/Button/buttonClass';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import * as styles from './ArticleFrame.css';

type ArticleFrameProps<T> = {
  /** The read behind the page (useQuietResource): its failure, and the retry offered then. */
  read: Pick<QuietResource<unknown>, 'status' | 'error' | 'retry' | 'retrying'>;
  /** The entry once read and fit to show; `undefined` while it loads, on failure, or not found. */
  found: T | undefined;
  /** The address names nothing, or the server said so: there is no read to wait for. */
  notFound: boolean;
  /** The page's header, given its title (`undefined` while loading: the header's placeholder). */
  header: (title: string | undefined) => ReactNode;
  /** The not-found state's title (the page's too) and message. */
  notFoundTitle: string;
  notFoundText: string;
  /** The not-found state's way back to the list the entry came from. */
  back: { href: string; label: string };
  /** The page's title when the read failed. */
  errorTitle: string;
  /** The loaded page's title. */
  titleOf: (entry: T) => string;
  /** The body's placeholder while the entry loads, in the loaded body's shape. */
  skeleton: ReactNode;
  /** The loaded body. */
  children: (entry: T) => ReactNode;
};

/**
 * A page that shows one entry read by its address (an article, an activity): the header, then
 * one `article` region that stays in place through every state, so a screen reader keeps its
 * place. Loading (busy, named "Carregando…"), not found (with the way back to the list), the
 * failure with its retry (the page's own failure handler, spec 8: no toast), or the entry under
 * its own title.
 */
export function ArticleFrame<T>({
  read,
  found,
  notFound,
  header,
  notFoundTitle,
  notFoundText,
  back,
  errorTitle,
  titleOf,
  skeleton,
  children,
}: ArticleFrameProps<T>) {
  let title: string | undefined;
  let content: ReactNode;
  let loading = false;
  if (notFound) {
    title = notFoundTitle;
    content = (
      <>
        <EmptyState kind="empty_data" title={notFoundTitle} description={notFoundText} />
        <div className={styles.action}>
          <Link href={back.href} className={button({ variant: 'secondary' })}>
            {back.label}
          </Link>
        </div>
      </>
    );
  } else if (found !== undefined) {
    // Data read once stays shown: a failed refresh does not replace it with the failure.
    title = titleOf(found);
    content = children(found);
  } else if (read.status === 'error') {
    title = errorTitle;
    content = (
      <EmptyState
        kind={read.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={read.retry}
        retrying={read.retrying}
      />
    );
  } else {
    loading = true;
    content = skeleton;
  }

  return (
    <div className={styles.page}>
      {header(title)}
      <article
        className={styles.body}
        aria-label={title ?? t('common.loading')}
        aria-busy={loading || undefined}
      >
        {content}
      </article>
    </div>
  );
}

/**
 * Whether a read answered an entry with its title and HTML body: an empty answer (null or no
 * body) is a key the server does not know, shown as not found, not as a broken page.
 */
export const isArticleEntry = <T extends { title: string; content: string }>(
  data: unknown,
): data is T =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as T).title === 'string' &&
  typeof (data as T).content === 'string';
