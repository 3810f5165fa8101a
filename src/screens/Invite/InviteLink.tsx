import { useId, useRef } from 'react';
import type { UserInfo } from '../../api/contract';
import { copyText } from '../../ui/copyOrSelect';
import { t } from '../../i18n/t';
import { promoLink } from '../../lib/share';
import { openOverlay, showToast } from '../../state/overlays';
import { Button } from '../../ui/Button/Button';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { vars } from '../../theme/contract.css';
import * as styles from './Invite.css';
import '../../i18n/messages/invite';

type InviteLinkProps = {
  /** The player's info (null while it is read again after a reload). */
  user: UserInfo | null;
  /** The info could not be read: the link is unavailable, with a retry. */
  failed: boolean;
  onRetry: () => void;
};

/**
 * The player's invite link: the promo domain with `/u/{inviteCode}` (lib/share.ts promoLink; spec 2
 * reads the code back from that path), shown in full, with "Copiar link" and "Compartilhar".
 * Copying goes through the Clipboard API; where that is missing or refused the link is selected for
 * the phone's own copy menu (the one copy helper with a selection fallback, ui/copyOrSelect.ts).
 * Either way a toast says what happened, and the toast stack's live regions announce it.
 * "Compartilhar" opens the share pop-up (spec 2 global overlays), which offers the spec 7 targets
 * and the device's own share sheet.
 */
export function InviteLink({ user, failed, onRetry }: InviteLinkProps) {
  const titleId = useId();
  const shown = useRef<HTMLParagraphElement>(null);
  const link = user ? promoLink(user.platformPromoDomain, user.inviteCode) : '';

  const copy = async () => {
    const how = await copyText(link, shown.current);
    showToast(
      how === 'copied'
        ? { message: t('invite.link.copied'), tone: 'success' }
        : { message: t('invite.link.selected'), tone: 'neutral', durationMs: 6000 },
    );
  };

  let body;
  if (!user && !failed) {
    body = (
      <div className={styles.linkSkeleton} aria-hidden="true">
        <div className={styles.link}>
          <Skeleton shape="text" width="80%" />
        </div>
        <div className={styles.code}>
          <Skeleton shape="text" width="45%" />
        </div>
        <div className={styles.actions}>
          <Skeleton height={vars.size.touchTarget} radius="md" />
          <Skeleton height={vars.size.touchTarget} radius="md" />
        </div>
      </div>
    );
  } else if (!link) {
    body = (
      <>
        <p className={styles.unavailable}>{t('invite.link.unavailable')}</p>
        {failed && (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </>
    );
  } else {
    body = (
      <>
        <p ref={shown} className={styles.link}>
          {link}
        </p>
        <p className={styles.code}>{t('invite.link.code', { code: user?.inviteCode ?? '' })}</p>
        <div className={styles.actions}>
          <Button onClick={() => void copy()}>{t('invite.link.copy')}</Button>
          <Button variant="secondary" onClick={() => openOverlay('share')}>
            {t('invite.link.share')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={(!user && !failed) || undefined}
    >
      <h2 id={titleId} className={styles.cardTitle}>
        {t('invite.link.title')}
      </h2>
      <p className={styles.hint}>{t('invite.link.hint')}</p>
      {body}
    </section>
  );
}
