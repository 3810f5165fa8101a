import { BetTable } from '../../features/home/BetTable/BetTable';
import { GetMore } from '../../features/home/GetMore/GetMore';
import { ScratchTicket } from '../../features/home/ScratchTicket/ScratchTicket';
import { lazy, Suspense } from 'react';

// The player's rows load as a chunk of their own from here, so the lists they draw (and their
// code's chunks) are not among the home screen's preloads on the first load.
const PlayerShelves = lazy(() =>
  import('./PlayerShelves').then((m) => ({ default: m.PlayerShelves })),
);

/**
 * Home items 8 to 10 of spec 2 (scratch ticket, "Ver mais jogos", the bet table): far below
 * the fold, so their code is a chunk of its own that loads while the category call runs and
 * stays out of the home route's first load. The logged-in player's own rows (recently played,
 * favourites) open it, after the catalogue's sections.
 */
export function HomeLower() {
  return (
    <>
      <Suspense fallback={null}>
        <PlayerShelves />
      </Suspense>
      <ScratchTicket />
      <GetMore />
      <BetTable />
    </>
  );
}
