import { useId } from 'react';
import type { InvitedMember } from '../../../api/contract';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { maskText } from '../../../lib/text';
import { formatDate } from '../../../lib/time';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { LoadMoreFooter } from '../../../ui/LoadMoreFooter/LoadMoreFooter';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { memberKey, type InvitedMembers as Members } from '../useInvitedMembers';
import * as styles from './InvitedMembers.css';
import '../../../i18n/messages/invite';

const countText = (total: number) =>
  total === 1
    ? t('invite.members.count.one')
    : t('invite.members.count.other', { count: formatNumber(total) });

/**
 * The friends the player invited (spec 7 getNextMemberList), with the list states of spec 8:
 * placeholders while the first page loads, a failure with "Tentar novamente", an empty state
 * that says how to start, or the rows followed by LoadMoreFooter (loaded as the player scrolls,
 * or with "Carregar mais"). Numbers are masked (spec 5) even if the server sent them whole.
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
      <div className={styles.rows}>
        <ul className={styles.list}>
          {members.rows.map((member) => (
            <MemberRow key={memberKey(member)} member={member} />
          ))}
        </ul>
        {members.loadingMore && <MemberSkeleton count={2} />}
        <LoadMoreFooter
          status={members.nextPage}
          endText={t('invite.members.end')}
          failedText={t('invite.members.moreFailed')}
          shownText={t('invite.members.shown', {
            shown: formatNumber(members.rows.length),
            total: formatNumber(members.total),
          })}
          onLoadMore={members.loadMore}
          onRetry={members.retry}
        />
      </div>
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
