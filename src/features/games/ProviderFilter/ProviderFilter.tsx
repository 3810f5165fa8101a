import { t } from '../../../i18n/t';
import { Chip } from '../../../ui/Chip/Chip';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import * as styles from './ProviderFilter.css';
import '../../../i18n/messages/gameScreens';

export type ProviderOption = { vendorId: number; name: string };

type ProviderFilterProps = {
  providers: readonly ProviderOption[];
  /** Picked providers; empty means all. */
  selected: readonly number[];
  onToggle: (vendorId: number) => void;
  onClear: () => void;
};

/**
 * The providers of a game list as a sideways row of toggle chips (spec 7: the game page takes
 * `vendorIds`, several at once). "Todos" is on while none is picked, and clears the pick.
 */
export function ProviderFilter({ providers, selected, onToggle, onClear }: ProviderFilterProps) {
  return (
    <ul className={styles.row} aria-label={t('games.providers.label')}>
      <li>
        <Chip pressed={selected.length === 0} onClick={onClear}>
          {t('games.providers.all')}
        </Chip>
      </li>
      {providers.map((provider) => (
        <li key={provider.vendorId}>
          <Chip
            pressed={selected.includes(provider.vendorId)}
            onClick={() => onToggle(provider.vendorId)}
          >
            {provider.name}
          </Chip>
        </li>
      ))}
    </ul>
  );
}

/** The chip row's placeholder while the providers load: same height, a few pill shapes. */
export function ProviderFilterSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      {[64, 120, 124, 128].map((width, index) => (
        <span key={index} className={styles.chipSkeleton}>
          <Skeleton width={width} height={36} radius="none" />
        </span>
      ))}
    </div>
  );
}
