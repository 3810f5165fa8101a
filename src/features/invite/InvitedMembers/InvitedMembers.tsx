import { useEffect, useId, useRef } from 'react';
import type { InvitedMember } from '../../../api/contract';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { maskText } from '../../../lib/text';
import { formatDate } from '../../../lib/time';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { memberKey, type InvitedMembers as Members } from '../useInvitedMembers';
import * as styles from './InvitedMembers.css';
import '../../../i18n/messages/invite';

/** The next page starts loading this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '0px 0px 400px 0px';

const countText = (total: number) =>
  total === 1
    ? t('invite.members.count.one')
    : t('invite.members.count.other', { count: formatNumber(total) });

/**
 * The friends the player invited (spec 7 getNextMemberList), with the list states of spec 8:
 * placeholders while the first page loads, a failure with "Tentar novamente", an empty state
 * that says how to start, or the rows followed by the pager (loaded as the player scrolls, or
 * with "Carregar mais"). Numbers are masked (spec 5) even if the server sent them whole.
 */
export function InvitedMembers({ members }: { members: Members }) {
  const titleId = useId();
  let content;
  if (members.status === 'loading') {
    content = <MemberSkeleton count={4} />;
  } else if (members.status === 'error') {
    content = (
      <EmptyState
        kind={members.error?.kind === 'network' ? 'network_error' : 'fail'}
        onRetry={members.retry}
        retrying={members.retrying}
      />
    );
  } else if (members.status === 'empty') {
    content = (
      <EmptyState
        kind="empty_data"
        title={t('invite.members.emptyTitle')}
        description={t('invite.members.emptyText')}
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.list}>
          {members.rows.map((member) => (
            <MemberRow key={memberKey(member)} member={member} />
          ))}
        </ul>
        {members.loadingMore && <MemberSkeleton count={2} />}
        <Pager members={members} />
        {/* Announced politely each time the number of rows shown changes. */}
        <p className="visually-hidden" role="status">
          {t('invite.members.shown', {
            shown: formatNumber(members.rows.length),
            total: formatNumber(members.total),
          })}
        </p>
      </>
    );
  }
  return (
    <section
      className={styles.root}
      aria-labelledby={titleId}
      aria-busy={members.status === 'loading' || undefined}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('invite.members.title')}
        </h2>
        <span className={styles.count}>
          {members.status === 'ready' || members.status === 'empty' ? countText(members.total) : ''}
        </span>
      </div>
      {content}
    </section>
  );
}

function MemberRow({ member }: { member: InvitedMember }) {
  return (
    <li className={styles.row}>
      <span className={styles.who}>
        <span className={styles.number}>{maskText(member.userNo)}</span>
        <span className={styles.date}>
          {t('invite.members.registered', { date: formatDate(member.registerTime) })}
        </span>
      </span>
      <span className={styles.tag({ deposited: member.firstCharge })}>
        {t(member.firstCharge ? 'invite.members.deposited' : 'invite.members.notDeposited')}
      </span>
    </li>
  );
}

/** Placeholder rows, the height of real ones (hidden: the region says it is busy). */
function MemberSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.row}>
          <span className={styles.who}>
            <span className={styles.number}>
              <Skeleton shape="text" width="40%" />
            </span>
            <span className={styles.date}>
              <Skeleton shape="text" width="55%" />
            </span>
          </span>
          <Skeleton width={88} height={22} radius="sm" />
        </div>
      ))}
    </div>
  );
}

/**
 * The end of the list: a sentinel that loads the next page as it comes near the viewport
 * (IntersectionObserver), and the same action as "Carregar mais" for keyboard and screen-reader
 * users and browsers without the observer. A failed page offers a retry instead.
 */
function Pager({ members }: { members: Members }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, error, loadMore } = members;
  const canLoad = hasMore && !loadingMore && error === undefined;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad, loadMore]);

  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.more}>
        {error !== undefined ? (
          <>
            <p className={styles.moreText}>{t('invite.members.moreFailed')}</p>
            <Button variant="secondary" loading={members.retrying} onClick={members.retry}>
              {t('common.retry')}
            </Button>
          </>
        ) : hasMore ? (
          <Button variant="secondary" loading={loadingMore} onClick={loadMore}>
            {t('invite.members.loadMore')}
          </Button>
        ) : (
          <p className={styles.moreText}>{t('invite.members.end')}</p>
        )}
      </div>
    </>
  );
}
