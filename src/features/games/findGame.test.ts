import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { GAMES } from '../../../mocks/data/games';
import { endpoints } from '../../api/allEndpoints';
import { findGameById, getGameById } from './findGame';

describe('findGameById', () => {
  it('finds a game on the first page', async () => {
    await expect(findGameById(10002)).resolves.toMatchObject({
      id: 10002,
      gameName: 'Tesouro do Frevo',
    });
  });

  it('pages on for a game further down the catalogue, and stops there', async () => {
    const last = GAMES[GAMES.length - 1]!;
    let calls = 0;
    server.events.on('request:start', () => {
      calls += 1;
    });
    await expect(findGameById(last.id)).resolves.toMatchObject({ id: last.id });
    server.events.removeAllListeners();
    expect(calls).toBe(Math.ceil(GAMES.length / 100));
  });

  it('answers null for an id no page holds', async () => {
    await expect(findGameById(99999)).resolves.toBeNull();
  });

  it('has its own SWR key, under the game page path', () => {
    expect(getGameById.key({ id: 10002 })).toBe(`${endpoints.gamePage.path}#game=10002`);
  });
});
