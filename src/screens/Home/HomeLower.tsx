import { BetTable } from '../../features/home/BetTable/BetTable';
import { GetMore } from '../../features/home/GetMore/GetMore';
import { ScratchTicket } from '../../features/home/ScratchTicket/ScratchTicket';

/**
 * Home items 8 to 10 of spec 2 (scratch ticket, "Ver mais jogos", the bet table): far below
 * the fold, so their code is a chunk of its own that loads while the category call runs and
 * stays out of the home route's first load.
 */
export function HomeLower() {
  return (
    <>
      <ScratchTicket />
      <GetMore />
      <BetTable />
    </>
  );
}
