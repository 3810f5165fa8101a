import { useState } from 'react';
import { t } from '../../i18n/t';
import { PersonFilledIcon } from '../Icon/PersonFilledIcon';
import * as styles from './Avatar.css';
import { AVATAR_TONES, avatarInitials, avatarTone } from './initials';
import '../../i18n/messages/uiExtras';

type AvatarProps = {
  /** The player's display name: alt text, initials and colour come from it. */
  name: string;
  /** Picture URL; without one, or when it fails to load, the initials show. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * A player's picture, or their initials on a colour picked from the name (the same name always
 * gets the same colour) when there is no picture or it fails to load. Either way it is one image
 * named "Avatar de {name}".
 */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  // Remember which URL failed, so a new `src` gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = t('avatar.label', { name });

  if (src && src !== failedSrc) {
    return (
      <span className={styles.avatar({ size, tone: 'image' })}>
        <img
          className={styles.image}
          src={src}
          alt={label}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    );
  }

  const initials = avatarInitials(name);
  const tone = (avatarTone(name) % AVATAR_TONES) as 0 | 1 | 2 | 3 | 4;
  return (
    <span className={styles.avatar({ size, tone })} role="img" aria-label={label}>
      {initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <PersonFilledIcon className={styles.fallbackIcon} />
      )}
    </span>
  );
}
