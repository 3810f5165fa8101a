import { useLocation } from 'wouter';
import { ProfileForm } from '../../features/account/ProfileForm/ProfileForm';
import { cameFromProfile } from '../../features/account/returnToProfile';
import { PageHeader } from '../../features/navigation/PageHeader/PageHeader';
import { useAccountUser } from '../../features/settings';
import { t } from '../../i18n/t';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as styles from './PersonEdit.css';
import '../../i18n/messages/person';

/**
 * /person/edit (spec 2: login only, back arrow and title): the picture and the nickname
 * (features/account ProfileForm). Saved, the player goes back to /person, which already shows the
 * new nickname and picture (the session store changed in place): a step back when they came from
 * there, so back does not return to this form; otherwise /person in its place. After a reload the
 * player's info is asked for first (useAccountUser).
 */
export function PersonEdit() {
  const account = useAccountUser();
  const [, navigate] = useLocation();
  const leave = () => {
    if (cameFromProfile()) window.history.back();
    else navigate('/person', { replace: true });
  };
  return (
    <div className={styles.page}>
      <PageHeader title={t('person.edit.title')} />
      <div className={styles.body}>
        {account.status === 'error' ? (
          <EmptyState
            kind="fail"
            description={t('person.loadError')}
            onRetry={account.retry}
            retrying={account.retrying}
          />
        ) : account.user ? (
          <ProfileForm user={account.user} onSaved={leave} />
        ) : (
          <FormSkeleton />
        )}
      </div>
    </div>
  );
}

/** The form's places while the player's info loads. */
function FormSkeleton() {
  return (
    <div
      className={styles.skeleton}
      aria-busy="true"
      aria-label={t('common.loading')}
      role="status"
    >
      <div className={styles.skeletonRow}>
        <Skeleton shape="circle" width={64} />
        <Skeleton shape="text" width="40%" />
      </div>
      <Skeleton height={136} radius="md" />
      <Skeleton height={88} radius="md" />
    </div>
  );
}
