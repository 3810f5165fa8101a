import { Link } from 'wouter';
import { InviteSummary } from '../../features/invite/InviteSummary/InviteSummary';
import { InvitedMembers } from '../../features/invite/InvitedMembers/InvitedMembers';
import { useInvitedMembers } from '../../features/invite/useInvitedMembers';
import { useInviteSummary, usePlayerInfo } from '../../features/invite';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { InviteLink } from './InviteLink';
import * as styles from './Invite.css';
import '../../i18n/messages/invite';

/**
 * /invite: invite friends. CHOICE: spec 2's route table has no row for it; this is a login-only
 * page of its own (an invite link needs an account, spec 6), reached from /person's shortcut and
 * not in the tab bar. The player's promo link with copy and share (the share pop-up, spec 7
 * "Sharing"), the rewards summary (getInviteFriendsRes) and the friends invited, paged as the
 * player scrolls (getNextMemberList).
 */
export function Invite() {
  const { user, failed, retry } = usePlayerInfo();
  const summary = useInviteSummary();
  const members = useInvitedMembers();
  return (
    <div className={styles.page}>
      <PageHeader title={t('invite.title')} />
      <div className={styles.body}>
        <InviteLink user={user} failed={failed} onRetry={retry} />
        <InviteSummary summary={summary} />
        {/* The rewards above are moved to the wallet in the welfare centre. */}
        <Link href="/welfareCenter" className={styles.welfareLink}>
          {t('invite.welfareLink')}
        </Link>
        <InvitedMembers members={members} />
      </div>
    </div>
  );
}
