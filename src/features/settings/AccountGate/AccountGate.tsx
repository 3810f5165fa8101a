import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { UserInfo } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { DEFAULT_AREA_CODE } from '../../../lib/phone';
import { button } from '../../../ui/Button/buttonClass';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { accountPhone } from '../accountPhone';
import { useAccountUser } from '../useAccountUser';
import * as styles from './AccountGate.css';
import '../../../i18n/messages/settings';

/** What a page behind the gate gets: the account's phone, which its SMS goes to. */
export type AccountPhone = {
  /** National digits ('11987654321'). */
  phone: string;
  areaCode: string;
  user: Readonly<UserInfo>;
};

type AccountGateProps = {
  children: (account: AccountPhone) => ReactNode;
};

/**
 * The states before a page that sends an SMS to the player's own phone (/changePassword,
 * /codeauth) can show its form: the user info loading (after a reload only the token is kept,
 * spec 4), its failure with a retry, and an account without a Brazilian mobile, which no SMS
 * can confirm (the way to customer service instead).
 */
export function AccountGate({ children }: AccountGateProps) {
  const account = useAccountUser();
  if (account.status === 'loading') {
    return <EmptyState kind="loading" title={t('settings.account.loading')} />;
  }
  if (account.status === 'error' || !account.user) {
    return (
      <EmptyState
        kind="fail"
        title={t('settings.account.failedTitle')}
        description={t('settings.account.failedText')}
        onRetry={account.retry}
        retrying={account.retrying}
      />
    );
  }
  const phone = accountPhone(account.user.account);
  if (!phone) {
    return (
      <div className={styles.noPhone}>
        <EmptyState
          kind="empty_data"
          title={t('settings.noPhone.title')}
          description={t('settings.noPhone.text')}
        />
        <Link href="/service" className={`${button({ variant: 'secondary' })} ${styles.link}`}>
          {t('settings.noPhone.service')}
        </Link>
      </div>
    );
  }
  return children({
    phone,
    areaCode: account.user.areaCode || DEFAULT_AREA_CODE,
    user: account.user,
  });
}
