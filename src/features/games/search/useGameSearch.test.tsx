import { renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail, ok, on } from '../../../../mocks/handlers/respond';
import { server } from '../../../../mocks/node';
import { DEMO_ACCOUNT } from '../../../../mocks/data/users';
import { endpoints } from '../../../api/allEndpoints';
import { setSession } from '../../../state/session';
import { useGameSearch } from './useGameSearch';

const game = (id: number, gameName: string) => ({
  id,
  gameName,
  logo: '',
  collect: false,
  vendorId: 201,
  categoryId: 101,
  categoryName: 'Em alta',
});

const namesOf = (search: ReturnType<typeof useGameSearch>) =>
  search.status === 'ready' ? search.games.map((g) => g.gameName) : search.status;

describe('useGameSearch', () => {
  it('asks the mock world once, after the typing stops', async () => {
    setSession(DEMO_ACCOUNT.info);
    const texts: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(endpoints.gameSearch.path)) {
        texts.push(((await request.clone().json()) as { text: string }).text);
      }
    });
    const { result, rerender } = renderHook(({ text }) => useGameSearch(text), {
      initialProps: { text: '' },
    });
    expect(result.current.status).toBe('idle');
    for (const text of ['j', 'ja', 'jag', 'jaguar']) rerender({ text });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    server.events.removeAllListeners();
    expect(texts).toEqual(['jaguar']);
    expect(result.current.query).toBe('jaguar');
    expect(namesOf(result.current)).toContain('Jaguar Wilds');
  });

  it('never lets an older, slower answer replace a newer one', async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(
      on(endpoints.gameSearch, async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        if (text === 'sol') {
          await delay(800);
          return ok({ list: [game(1, 'Sol Antigo')], total: 1, pageNum: 1, pageSize: 30 });
        }
        await delay(10);
        return ok({ list: [game(2, 'Sol Dourado')], total: 1, pageNum: 1, pageSize: 30 });
      }),
    );
    const { result, rerender } = renderHook(({ text }) => useGameSearch(text), {
      initialProps: { text: 'sol' },
    });
    // 'sol' is in flight (800 ms); the player keeps typing.
    await waitFor(() => expect(result.current.status).toBe('loading'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    rerender({ text: 'sol dourado' });
    await waitFor(() => expect(namesOf(result.current)).toEqual(['Sol Dourado']), {
      timeout: 2000,
    });
    // Well after the old answer's time: still the newer results.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(namesOf(result.current)).toEqual(['Sol Dourado']);
  });

  it('says empty when nothing matches', async () => {
    setSession(DEMO_ACCOUNT.info);
    const { result } = renderHook(() => useGameSearch('xyzzy'));
    await waitFor(() => expect(result.current.status).toBe('empty'));
  });

  it('reports a failure and recovers on retry', async () => {
    setSession(DEMO_ACCOUNT.info);
    let calls = 0;
    server.use(
      on(endpoints.gameSearch, () =>
        ++calls === 1
          ? fail(500, 'Falhou', 500)
          : ok({ list: [game(3, 'Bingo')], total: 1, pageNum: 1, pageSize: 30 }),
      ),
    );
    const { result } = renderHook(() => useGameSearch('bingo'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    if (result.current.status === 'error') result.current.retry();
    await waitFor(() => expect(namesOf(result.current)).toEqual(['Bingo']));
  });

  it('goes back to idle at once when the field is cleared', async () => {
    setSession(DEMO_ACCOUNT.info);
    const { result, rerender } = renderHook(({ text }) => useGameSearch(text), {
      initialProps: { text: 'bingo' },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ text: '  ' });
    expect(result.current.status).toBe('idle');
  });
});
