import { useEffect, useRef, useState } from 'react';
import { useDeferredMount } from '../../features/home/GameSections/deferredMount';
import { LibraryShelf } from '../../features/games/library/LibraryShelf';
import { useSession } from '../../state/session';
import * as styles from './PlayerShelves.css';

/** What a player does before the lower lobby matters: scrolling, a key (Tab), a touch. */
const FIRST_MOVES = ['scroll', 'keydown', 'pointerdown'] as const;

/**
 * The logged-in player's own rows of the lobby, "Jogados recentemente" then "Favoritos" (an
 * empty one is left out). They cost the home's first load nothing: their code is in the lower
 * sections' chunk, and their calls wait for the player's first move (a scroll, a key, a touch)
 * and then for the rows to come within a screen of the viewport (or focus to enter them), like
 * the lower game sections' tiles. Waiting for a move matters: while the lobby's sections are
 * still being drawn the page is short, and the rows would look near without being so.
 * Visitors have neither list.
 */
export function PlayerShelves() {
  const { token } = useSession();
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (moved) return;
    const move = () => setMoved(true);
    for (const type of FIRST_MOVES) addEventListener(type, move, { passive: true, once: true });
    return () => {
      for (const type of FIRST_MOVES) removeEventListener(type, move);
    };
  }, [moved]);

  if (token === '') return null;
  return moved ? <NearShelves /> : <div className={styles.playerShelves} data-pending="" />;
}

/** Mounted after the first move: the rows, once they are near. */
function NearShelves() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useDeferredMount(ref, false);
  return (
    <div ref={ref} className={styles.playerShelves} data-pending={near ? undefined : ''}>
      {near && (
        <>
          <LibraryShelf kind="recent" hideWhenEmpty />
          <LibraryShelf kind="favourites" hideWhenEmpty />
        </>
      )}
    </div>
  );
}
