import { t } from '../../../i18n/t';
import { openOverlay } from '../../../state/overlays';
import { useSession } from '../../../state/session';
import { HeartIcon } from '../../../ui/Icon/HeartIcon';
import * as styles from './FavouriteButton.css';
import { favouriteOf, toggleGameFavourite, useFavourites } from './favourites';

type FavouriteButtonProps = {
  gameId: number;
  gameName: string;
  /** The server's favourite flag (`collect`); a toggle made during this visit wins over it. */
  collect: boolean;
  /** Called with the flag finally shown after a toggle settles. */
  onChange?: (collect: boolean) => void;
};

/**
 * The heart toggle of a game (spec 4: "Game favourite toggles per game"). A player's tap flips
 * it at once and sends PUT collect/{id}; a failure puts it back. Spec 6: a visitor's tap opens
 * the register pop-up instead.
 */
export function FavouriteButton({ gameId, gameName, collect, onChange }: FavouriteButtonProps) {
  const { token } = useSession();
  const { flags, pending } = useFavourites();
  const on = favouriteOf(gameId, collect, flags);
  const busy = pending[gameId] === true;

  const handleClick = () => {
    if (token === '') {
      openOverlay('auth', { mode: 'register' });
      return;
    }
    if (busy) return;
    void toggleGameFavourite(gameId, collect).then((value) => onChange?.(value));
  };

  return (
    <button
      type="button"
      className={styles.button}
      // The name says what a press does ("Favoritar …" / "Remover … dos favoritos") and
      // aria-pressed says the state, so both voice and braille users hear where they stand.
      aria-label={t(on ? 'games.favourite.remove' : 'games.favourite.add', { game: gameName })}
      aria-pressed={on}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      <HeartIcon filled={on} className={styles.icon} />
    </button>
  );
}
