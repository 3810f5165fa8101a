import { useId, useRef } from 'react';
import { Link } from 'wouter';
import type { UserInfo } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { serverImage } from '../../../lib/serverLink';
import { showToast } from '../../../state/overlays';
import { vars } from '../../../theme/contract.css';
import { Avatar } from '../../../ui/Avatar/Avatar';
import { CopyIcon } from '../../../ui/Icon/CopyIcon';
import { PencilIcon } from '../../../ui/Icon/PencilIcon';
import { IconButton } from '../../../ui/IconButton/IconButton';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { copyText } from '../../../ui/copyOrSelect';
import { FROM_PROFILE_STATE } from '../returnToProfile';
import * as styles from './ProfileCard.css';
import '../../../i18n/messages/person';

/** The avatar's size in CSS pixels (Avatar `lg`), for the image proxy (spec 9). */
const AVATAR_PX = 64;

type ProfileCardProps = {
  user: Pick<UserInfo, 'nickName' | 'avatarUrl' | 'userNo'>;
};

/**
 * The top of /person: the player's avatar and nickname, the player number (spec 3 userNo) with a
 * copy button, and the way to /person/edit. Copying uses the Clipboard API; where it is missing or
 * refused the number is selected for the phone's own copy menu. Either way a toast says what
 * happened, and the toast stack's live region reads it out.
 */
export function ProfileCard({ user }: ProfileCardProps) {
  const nameId = useId();
  const shown = useRef<HTMLSpanElement>(null);

  const copy = async () => {
    const how = await copyText(user.userNo, shown.current);
    showToast(
      how === 'copied'
        ? { message: t('person.profile.copied'), tone: 'success' }
        : { message: t('person.profile.selected'), tone: 'neutral', durationMs: 6000 },
    );
  };

  return (
    <section className={styles.card} aria-labelledby={nameId}>
      <Avatar
        name={user.nickName}
        src={user.avatarUrl ? serverImage(user.avatarUrl, AVATAR_PX) : null}
        size="lg"
      />
      <div className={styles.who}>
        <h2 id={nameId} className={styles.name}>
          {user.nickName}
        </h2>
        <p className={styles.number}>
          <span>{t('person.profile.number')}</span>
          <span ref={shown} className={styles.numberValue}>
            {user.userNo}
          </span>
          <IconButton label={t('person.profile.copy')} onClick={() => void copy()}>
            <CopyIcon />
          </IconButton>
        </p>
      </div>
      <Link href="/person/edit" state={FROM_PROFILE_STATE} className={styles.edit}>
        <PencilIcon className={styles.editIcon} />
        {t('person.profile.edit')}
      </Link>
    </section>
  );
}

/**
 * The card while the player's info is on its way (after a reload the session holds only the
 * token, spec 4): the same grid and heights, so nothing below moves when it arrives.
 */
export function ProfileCardSkeleton() {
  return (
    <div className={styles.card} role="status" aria-label={t('common.loading')} aria-busy="true">
      <Skeleton shape="circle" width={AVATAR_PX} />
      <div className={styles.who}>
        <p className={styles.name}>
          <Skeleton width="50%" height={`calc(1em * ${vars.lineHeight.tight})`} radius="sm" />
        </p>
        <p className={styles.number}>
          <Skeleton shape="text" width="70%" />
        </p>
      </div>
      <span className={styles.edit}>
        <Skeleton shape="text" width="30%" />
      </span>
    </div>
  );
}
