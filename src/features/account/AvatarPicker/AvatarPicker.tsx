import { useId } from 'react';
import type { ResourceStatus } from '../../../api/useResource';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { serverImage } from '../../../lib/serverLink';
import { Button } from '../../../ui/Button/Button';
import { ChoiceGroup, ChoicePlaceholder, ChoiceTile } from '../../../ui/ChoiceGroup/ChoiceGroup';
import { CheckIcon } from '../../../ui/Icon/CheckIcon';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import * as styles from './AvatarPicker.css';
import '../../../i18n/messages/person';

/** Placeholders while the pictures load: the mock world's count, a usual one. */
const SKELETONS = 8;

/**
 * The places held while the list loads: the usual count, and one more for the player's own
 * picture, offered first when the list does not hold it (the one a registration gives). Without
 * it the arrival added a row on a phone and moved the nickname field down 72 px (a layout shift
 * of 0.03 on every cold load of /person/edit). Not exact for a player who already picked a
 * picture from the list: there one place goes, and with four to a row the last row with it.
 */
const placesWhileLoading = (current: string) => SKELETONS + (current ? 1 : 0);

type AvatarPickerProps = {
  /** The player's picture now; offered first when it is not one of `options`. */
  current: string;
  /** The pictures on offer (spec 7 userAvatar) and the state of their load. */
  options: readonly string[];
  status: ResourceStatus;
  value: string;
  onChange: (url: string) => void;
  /** The server refused the picture (it is no longer offered): said under the group. */
  error?: string | null;
  retrying?: boolean;
  onRetry: () => void;
};

/**
 * The avatar choice of /person/edit: one radio group of round pictures, the chosen one ringed and
 * checked. Each is named for a screen reader ("Imagem 3 de 8", or "Imagem atual" for the player's
 * own picture when the list does not hold it, kept so that saving only a new nickname never changes
 * the picture). While the list loads, the same places are held by placeholders; a failed load says
 * so with a retry, and an empty list says the nickname can still change.
 */
export function AvatarPicker({
  current,
  options,
  status,
  value,
  onChange,
  error,
  retrying = false,
  onRetry,
}: AvatarPickerProps) {
  const name = useId();
  const errorId = useId();
  const offered = status === 'ready' ? options : [];
  const choices = offered.includes(current) || !current ? offered : [current, ...offered];
  const labelOf = (url: string) =>
    url === current && !offered.includes(current)
      ? t('person.edit.avatar.current')
      : t('person.edit.avatar.option', {
          n: formatNumber(offered.indexOf(url) + 1),
          total: formatNumber(offered.length),
        });

  return (
    <ChoiceGroup
      legend={t('person.edit.avatar.title')}
      gap="sm"
      aria-busy={status === 'loading' || undefined}
      aria-describedby={error ? errorId : undefined}
    >
      {status === 'loading' ? (
        <div className={styles.options} aria-hidden="true">
          {Array.from({ length: placesWhileLoading(current) }, (_, index) => (
            <ChoicePlaceholder key={index} shape="round" className={styles.option}>
              <Skeleton shape="circle" width={styles.PICTURE_PX} />
            </ChoicePlaceholder>
          ))}
        </div>
      ) : (
        choices.length > 0 && (
          <div className={styles.options}>
            {choices.map((url) => (
              <ChoiceTile
                key={url}
                shape="round"
                className={styles.option}
                name={name}
                value={url}
                checked={value === url}
                onSelect={() => onChange(url)}
              >
                <img
                  className={styles.picture}
                  src={serverImage(url, styles.PICTURE_PX)}
                  alt=""
                  width={styles.PICTURE_PX}
                  height={styles.PICTURE_PX}
                  decoding="async"
                />
                <span className="visually-hidden">{labelOf(url)}</span>
                <CheckIcon className={styles.check} strokeWidth={3} />
              </ChoiceTile>
            ))}
          </div>
        )
      )}
      {status === 'error' && (
        <div className={styles.failed}>
          <p className={styles.note}>{t('person.edit.avatar.unavailable')}</p>
          <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {status === 'empty' && <p className={styles.note}>{t('person.edit.avatar.empty')}</p>}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </ChoiceGroup>
  );
}
