import { AccountMenu } from '../../features/account/AccountMenu/AccountMenu';
import { LibraryShelf } from '../../features/games/library/LibraryShelf';
import { ProfileCard, ProfileCardSkeleton } from '../../features/account/ProfileCard/ProfileCard';
// The file, not the index: the index brings the message list's pieces, which /person never draws.
import { useUnreadCount } from '../../features/messages/unread';
import { LogoutButton, useAccountUser } from '../../features/settings';
import { useVipLevels, VipStanding } from '../../features/vip';
import { t } from '../../i18n/t';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import * as styles from './Person.css';
import { WalletSummary } from './WalletSummary';
import '../../i18n/messages/person';

/**
 * /person, the Perfil tab (spec 2: login only, tab bar and tab-page header, wallet shown): who the
 * player is (avatar, nickname, player number with copy, the way to /person/edit), their VIP level
 * and the way to the next one (memberLevel, features/vip, with the VIP club's page), the wallet
 * summary with deposit, withdraw and wallet, the account's pages (orders, statement, redemption
 * code, messages with the unread count, invite friends, settings, customer service), the
 * player's favourite games (a row, with the way to all of them) and logout with
 * a confirmation (spec 4: the session store clears the user info, the wallets and the CPF; the
 * socket closes with the session; the home shows the visitor view).
 *
 * Each part loads on its own and fails on its own, with its own retry: a missing balance does
 * not hide the logout. After a reload only the token is known (spec 4), so the player's info is
 * asked for again (features/settings useAccountUser, kept in the session store for every page).
 */
export function Person() {
  const account = useAccountUser();
  const vip = useVipLevels();
  const unread = useUnreadCount();
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('person.title')}</h1>
      {account.status === 'error' ? (
        <EmptyState
          kind="fail"
          description={t('person.loadError')}
          onRetry={account.retry}
          retrying={account.retrying}
        />
      ) : account.user ? (
        <ProfileCard user={account.user} />
      ) : (
        <ProfileCardSkeleton />
      )}
      <div className={styles.vip}>
        <VipStanding vip={vip} linkToClub />
        {/* The card says the level is unknown; the page owns the retry (VipStanding.tsx). */}
        {vip.status === 'error' && (
          <div className={styles.retry}>
            <Button size="sm" variant="secondary" loading={vip.retrying} onClick={vip.retry}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </div>
      <WalletSummary />
      <AccountMenu unread={unread} />
      <LibraryShelf kind="favourites" flush />
      <LogoutButton />
    </div>
  );
}
