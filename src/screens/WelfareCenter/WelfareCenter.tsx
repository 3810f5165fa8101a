import { useWelfare } from '../../features/welfare/useWelfare';
import { MyItems } from '../../features/activities/deposits/MyItems';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { t } from '../../i18n/t';
import { InviteDashboard } from './InviteDashboard';
import { LiveRewards } from './LiveRewards';
import { RewardsCard } from './RewardsCard';
import { WelfareVisitor } from './WelfareVisitor';
import * as styles from './WelfareCenter.css';
import '../../i18n/messages/welfare';

/**
 * /welfareCenter (spec 2: public, a back arrow and a title): where invite rewards accumulate and
 * are moved to the wallet (spec 7 "Activity": my rewards, withdrawToWallet, real-time rewards,
 * dashboard data). CHOICE: the rewards are the invite (promote) rewards; /person's menu and
 * /invite link here, and the page links back to /invite for the link and the friends list.
 *
 * A player sees their rewards with the transfer, the invite figures and the latest rewards,
 * each read on its own with its own failure and retry. A visitor (spec 6) reads how the centre
 * works with login and register buttons; no call that needs a session is sent.
 */
export function WelfareCenter() {
  const welfare = useWelfare();
  return (
    <div className={styles.page}>
      <PageHeader title={t('welfare.title')} />
      <div className={styles.body}>
        <p className={styles.intro}>{t('welfare.intro')}</p>
        {welfare.player ? (
          <>
            <RewardsCard welfare={welfare} />
            {/* The invite figures keep their size from placeholder to answer; the latest
                rewards run from none to ten rows. Placed below the list, the panel moved down
                when the list arrived (a layout shift of 0.05 on every cold load). */}
            <InviteDashboard dashboard={welfare.dashboard} />
            <LiveRewards live={welfare.live} />
            <MyItems />
          </>
        ) : (
          <WelfareVisitor />
        )}
      </div>
    </div>
  );
}
