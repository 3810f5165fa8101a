import { useEffect, useEffectEvent, useRef } from 'react';
import { t } from '../../i18n/t';
import { Button } from '../Button/Button';
import * as styles from './LoadMoreFooter.css';
import '../../i18n/messages/uiExtras';

/**
 * How far below the viewport the end of a list may still be when its next page starts loading:
 * about half a phone screen, so the rows are there before a steady scroll reaches them, without
 * pulling pages over 4G that a player who stops reading never sees.
 */
export const PRELOAD_MARGIN_PX = 400;

/**
 * Where a paged list stands after its rows: more to load, a page on its way, the last page
 * failed (and its retry in flight), or nothing more to load.
 */
export type NextPageStatus = 'more' | 'loading' | 'failed' | 'retrying' | 'end';

type LoadMoreFooterProps = {
  status: NextPageStatus;
  /** What the end of the list says ("Isso é tudo neste período"): the list's own words. */
  endText: string;
  /** What a failed next page says ("Não foi possível carregar mais registros."). */
  failedText: string;
  /** The rows shown of how many ("Mostrando 10 de 42"), announced politely when it changes. */
  shownText: string;
  /** Load the next page: the end came near the viewport, or "Carregar mais". */
  onLoadMore: () => void;
  /** Fetch the failed page again ("Tentar novamente"). */
  onRetry: () => void;
};

/**
 * The end of a paged list. A sentinel loads the next page when it comes within
 * `PRELOAD_MARGIN_PX` of the viewport (IntersectionObserver), and "Carregar mais" does the same
 * for keyboard and screen-reader users and browsers without the observer. A failed page shows
 * the list's failure text with "Tentar novamente" and is never asked again by itself; the end
 * says the list's end text. The footer is busy while a page or a retry is on its way.
 */
export function LoadMoreFooter({
  status,
  endText,
  failedText,
  shownText,
  onLoadMore,
  onRetry,
}: LoadMoreFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadNext = useEffectEvent(() => onLoadMore());

  // Watched only while there is more to load: a new status (a page arrived) starts a new
  // observer, whose first report loads the next page at once if the end is still within reach.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || status !== 'more' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNext();
      },
      { rootMargin: `0px 0px ${PRELOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [status]);

  const failed = status === 'failed' || status === 'retrying';
  return (
    <div
      className={styles.root}
      aria-busy={status === 'loading' || status === 'retrying' || undefined}
    >
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.content}>
        {failed ? (
          <>
            <p className={styles.text}>{failedText}</p>
            <Button variant="secondary" loading={status === 'retrying'} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </>
        ) : status === 'end' ? (
          <p className={styles.text}>{endText}</p>
        ) : (
          <Button variant="secondary" loading={status === 'loading'} onClick={onLoadMore}>
            {t('list.loadMore')}
          </Button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {shownText}
      </p>
    </div>
  );
}
