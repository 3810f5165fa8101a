import type { ReactNode } from 'react';
import type { MemberMessage } from '../../api/contract';
import type { PagedList } from '../../api/usePagedList';
import { MessageRow, type MessageKind } from '../../features/messages';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { LoadMoreFooter } from '../../ui/LoadMoreFooter/LoadMoreFooter';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './Notice.css';
import '../../i18n/messages/inbox';

/** Placeholder rows while the first page loads: about a phone screen of them. */
const SKELETON_ROWS = 6;

type MessageListProps = {
  kind: MessageKind;
  pages: PagedList<MemberMessage>;
  /** Whether a message is read (the server's flag, or marked read on this page since). */
  isRead: (message: MemberMessage) => boolean;
  onOpen: (message: MemberMessage) => void;
};

/**
 * One tab's messages, newest first, with the list states of spec 8: placeholder rows while the
 * first page loads (the region is busy), a failure ("Sem conexão" when the request never reached
 * the server, else "Algo deu errado") with "Tentar novamente", an empty list, or the rows
 * followed by LoadMoreFooter.
 */
export function MessageList({ kind, pages, isRead, onOpen }: MessageListProps) {
  let content: ReactNode;
  if (pages.status === 'loading') {
    content = <MessageSkeleton count={SKELETON_ROWS} />;
  } else if (pages.status === 'error') {
    content = (
      <EmptyState
        kind={pages.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={pages.retry}
        retrying={pages.retrying}
      />
    );
  } else if (pages.status === 'empty') {
    content = (
      <EmptyState
        kind="empty_data"
        title={t(kind === 'system' ? 'inbox.empty.system.title' : 'inbox.empty.personal.title')}
        description={t(
          kind === 'system' ? 'inbox.empty.system.description' : 'inbox.empty.personal.description',
        )}
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.list}>
          {pages.rows.map((message) => (
            <MessageRow key={message.id} message={message} read={isRead(message)} onOpen={onOpen} />
          ))}
        </ul>
        {pages.loadingMore && <MessageSkeleton count={2} />}
        <LoadMoreFooter
          status={pages.nextPage}
          endText={t('inbox.end')}
          failedText={t('inbox.moreFailed')}
          shownText={t('inbox.shown', {
            shown: formatNumber(pages.rows.length),
            total: formatNumber(pages.total),
          })}
          onLoadMore={pages.loadMore}
          onRetry={pages.retry}
        />
      </>
    );
  }
  return (
    <section
      className={styles.listBody}
      aria-label={t(kind === 'system' ? 'inbox.label.system' : 'inbox.label.personal')}
      aria-busy={pages.status === 'loading' || undefined}
    >
      {content}
    </section>
  );
}

/** Rows the shape of a message (title and date, one line of text), hidden from assistive tech. */
function MessageSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <span className={styles.skeletonText}>
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="85%" />
          </span>
        </div>
      ))}
    </div>
  );
}
