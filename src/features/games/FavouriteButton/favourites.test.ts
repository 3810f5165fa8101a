import { describe, expect, it } from 'vitest';
import { fail, on } from '../../../../mocks/handlers/respond';
import { server } from '../../../../mocks/node';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { endpoints } from '../../../api/allEndpoints';
import { setSession } from '../../../state/session';
import { favouriteOf, favouritesState, toggleGameFavourite } from './favourites';

const GAME = 10002; // not one of the demo player's favourites

describe('toggleGameFavourite (spec 4)', () => {
  it('flips the heart at once, then keeps the server answer', async () => {
    setSession(DEMO_ACCOUNT.info);
    const done = toggleGameFavourite(GAME, false);
    // Optimistic: shown before the answer arrives.
    expect(favouriteOf(GAME, false)).toBe(true);
    expect(favouritesState.pending[GAME]).toBe(true);
    await expect(done).resolves.toBe(true);
    expect(favouritesState.pending[GAME]).toBeUndefined();
    // And back (the world toggles its own flag too).
    await expect(toggleGameFavourite(GAME, false)).resolves.toBe(false);
  });

  it('wins over a stale `collect` from a list fetched earlier', async () => {
    setSession(DEMO_ACCOUNT.info);
    await toggleGameFavourite(GAME, false);
    expect(favouriteOf(GAME, false)).toBe(true);
    expect(favouriteOf(GAME + 1, false)).toBe(false);
  });

  it('rolls back when the call fails', async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(on(endpoints.gameCollect, () => fail(500, 'Falhou', 500)));
    await expect(toggleGameFavourite(GAME, true)).resolves.toBe(true);
    expect(favouritesState.flags[GAME]).toBeUndefined();
    expect(favouritesState.pending[GAME]).toBeUndefined();
  });

  it('rolls back to the previous toggle, not to the stale server flag', async () => {
    setSession(DEMO_ACCOUNT.info);
    await toggleGameFavourite(GAME, false);
    server.use(on(endpoints.gameCollect, () => fail(500, 'Falhou', 500)));
    await expect(toggleGameFavourite(GAME, false)).resolves.toBe(true);
  });

  it('ignores a second tap while the first is in flight', async () => {
    setSession(DEMO_ACCOUNT.info);
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') calls += 1;
    });
    const first = toggleGameFavourite(GAME, false);
    await expect(toggleGameFavourite(GAME, false)).resolves.toBe(true);
    await first;
    server.events.removeAllListeners();
    expect(calls).toBe(1);
    expect(favouriteOf(GAME, false)).toBe(true);
  });
});
