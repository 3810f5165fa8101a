import { useId, useState } from 'react';
import { updateMember } from '../../../api/account';
import type { UserInfo } from '../../../api/contract';
import { t } from '../../../i18n/t';
import { serverImage } from '../../../lib/serverLink';
import { showToast } from '../../../state/overlays';
import { updateUserInfo } from '../../../state/session';
import { Avatar } from '../../../ui/Avatar/Avatar';
import { Button } from '../../../ui/Button/Button';
import { useForm } from '../../../ui/Form/useForm';
import { TextField } from '../../../ui/TextField/TextField';
import { AvatarPicker } from '../AvatarPicker/AvatarPicker';
import {
  cleanNicknameInput,
  NICKNAME_MAX,
  NICKNAME_MIN,
  nicknameError,
  normalizeNickname,
} from '../nickname';
import { profileFailure } from '../refusal';
import { useAvatarOptions } from '../useAvatarOptions';
import * as styles from './ProfileForm.css';
import '../../../i18n/messages/person';

const rules = {
  nickname: { validator: (value: string) => nicknameError(value) ?? true },
};

type ProfileFormProps = {
  user: Pick<UserInfo, 'nickName' | 'avatarUrl'>;
  /** After a save: the session store already holds the new nickname and picture. */
  onSaved: () => void;
};

/**
 * /person/edit: the picture (spec 7 userAvatar) and the nickname (length and characters checked
 * once the field is left and on save, in pt-BR: nickname.ts), saved with updateMember (avatarUrl,
 * nickName). Saved, the session store's user info is updated in place, so the header's side menu,
 * /person and every other place that shows the player change at once, with no reload; a toast
 * confirms. Nothing changed, nothing to send: the button says why it waits. A refusal is shown
 * where it belongs (refusal.ts); one tap sends one request.
 */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const avatars = useAvatarOptions();
  const [avatar, setAvatar] = useState(user.avatarUrl);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  // The server's word on the nickname, shown until the nickname is edited again.
  const [refused, setRefused] = useState<{ nickname: string; text: string } | null>(null);
  const unchangedId = useId();

  const form = useForm({
    initialValues: { nickname: user.nickName },
    rules,
    onSubmit: async ({ nickname }) => {
      const nickName = normalizeNickname(nickname);
      setAvatarError(null);
      setRefused(null);
      try {
        await updateMember({ avatarUrl: avatar, nickName }, { silent: true });
      } catch (error) {
        const failure = profileFailure(error);
        if (failure.on === 'nickname') setRefused({ nickname, text: failure.text });
        else if (failure.on === 'avatar') {
          setAvatarError(failure.text);
          // The list on screen is out of date: ask for the pictures on offer now.
          avatars.retry();
        } else if (failure.on === 'toast') {
          showToast({ message: failure.text, tone: failure.danger ? 'danger' : 'neutral' });
        }
        return;
      }
      updateUserInfo({ nickName, avatarUrl: avatar });
      showToast({ message: t('person.edit.saved'), tone: 'success' });
      onSaved();
    },
  });

  const field = form.field('nickname');
  const typed = form.values.nickname;
  const changed = normalizeNickname(typed) !== user.nickName || avatar !== user.avatarUrl;
  const serverError = refused && refused.nickname === typed ? refused.text : null;
  // The preview shows the nickname as it will be saved, or the saved one while it cannot be.
  const previewName = form.errors.nickname ? user.nickName : normalizeNickname(typed);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <div className={styles.preview} aria-hidden="true">
        <Avatar name={previewName} src={avatar ? serverImage(avatar, 64) : null} size="lg" />
        <p className={styles.previewName}>{previewName}</p>
      </div>
      <AvatarPicker
        current={user.avatarUrl}
        options={avatars.options}
        status={avatars.status}
        value={avatar}
        onChange={(url) => {
          setAvatar(url);
          setAvatarError(null);
        }}
        error={avatarError}
        retrying={avatars.retrying}
        onRetry={avatars.retry}
      />
      <TextField
        {...field}
        error={field.error ?? serverError}
        label={t('person.edit.nickname.label')}
        hint={t('person.edit.nickname.hint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        maxLength={NICKNAME_MAX}
        clean={cleanNicknameInput}
        showCount
        autoComplete="nickname"
        required
      />
      <div className={styles.submit}>
        <Button
          type="submit"
          block
          loading={form.submitting}
          disabled={!changed}
          aria-describedby={changed ? undefined : unchangedId}
        >
          {t('person.edit.save')}
        </Button>
        {!changed && (
          <p id={unchangedId} className={styles.hint}>
            {t('person.edit.unchanged')}
          </p>
        )}
      </div>
    </form>
  );
}
